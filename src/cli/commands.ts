// The commands of the admin command line. Each opens the database named by
// DATABASE_URL (applying migrations, so it works on a fresh clone), does one
// thing through the same services the API uses, and closes it.
//
// Modules are loaded when a command runs, not when the CLI starts: `--help`
// needs none, and the admin commands never load the HTTP server's modules
// (Fastify, undici), which were most of every command's start-up time.
import type { Role } from '../config.ts';
import type { UserReference } from '../services/user-service.ts';
import { BACKUP_COMMANDS } from './backup-commands.ts';
import { plural, result, stringOption, type Command, type Values } from './command.ts';
import { LISTEN_COMMANDS } from './listen-command.ts';
import { SECRET_COMMANDS } from './secret-commands.ts';
import { WEBHOOK_COMMANDS } from './webhook-commands.ts';
import { UsageError } from './usage-error.ts';
import { withServices } from './with-services.ts';
import { notice } from './notices.ts';

export type { Command, CommandResult, OptionSpec, Values } from './command.ts';

/** The user named by --user (id) or --email, exactly one of them. */
function userReference(values: Values): UserReference {
  const id = values.user as string | undefined;
  const email = values.email as string | undefined;
  if ((id === undefined) === (email === undefined)) throw new UsageError('name the user with --user ID or --email EMAIL (one of them)');
  return id !== undefined ? { id } : { email: email! };
}

/** A password from standard input, or asked for at a terminal: never from the command line. */
async function newPassword(): Promise<string> {
  const { readNewPassword } = await import('./read-password.ts');
  return readNewPassword();
}

export const COMMANDS: Record<string, Command> = {
  openapi: {
    summary: 'Print the OpenAPI document of the API (as GET /v3/openapi.json answers it), without a database or a server',
    async run(_values, config) {
      const { openapiDocument } = await import('../app.ts');
      return result(await openapiDocument(config));
    },
  },

  serve: {
    summary: 'Run the API and the delivery worker (what npm start runs)',
    options: {
      role: { type: 'string', help: 'all (default), api or worker' },
      demo: {
        type: 'boolean',
        help: 'on a first start with an empty database, make a demo workspace and print its password and PAT (by default only without DATABASE_URL)',
      },
    },
    async run(values, config) {
      const role = (values.role as string | undefined) ?? 'all';
      if (!['all', 'api', 'worker'].includes(role)) throw new Error(`--role must be all, api or worker, got "${role}"`);
      const [{ startServer }, { closeOnSignals }, { limitHeapGrowth }] = await Promise.all([
        import('../server.ts'),
        import('../server-signals.ts'),
        import('../delivery/heap-growth.ts'),
      ]);
      // A process that only delivers keeps its heap near what it holds (delivery/heap-growth.ts).
      if (role === 'worker') limitHeapGrowth();
      const server = await startServer(config, { role: role as Role, demo: values.demo === true ? true : undefined });
      closeOnSignals(server);
      const { deliveryEngine } = server;
      server.app.log.info({ url: server.url, role, dialect: server.services.storage.dialect, deliveryEngine }, 'recruiting-api started');
      return undefined;
    },
  },

  migrate: {
    summary: 'Apply pending database migrations',
    async run(_values, config) {
      const [{ openReachableStorage }, { migrateToLatest }, { commandTarget, describeTarget }] = await Promise.all([
        import('../storage/reachable-storage.ts'),
        import('../storage/migrate.ts'),
        import('./command-target.ts'),
      ]);
      notice(describeTarget(commandTarget(config), { key: false }));
      const storage = await openReachableStorage(config.database, { poolSize: 1 });
      try {
        const applied = await migrateToLatest(storage);
        return result({ applied }, applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
      } finally {
        await storage.close();
      }
    },
  },

  'user create': {
    summary: 'Create a user',
    options: {
      email: { type: 'string', help: 'email address (sign-in name)', required: true },
      password: {
        type: 'string',
        help: 'password, at least 8 characters; better left out: it is then read from standard input, or asked for at a terminal, and stays out of shell history',
      },
      name: { type: 'string', help: 'full name', required: true },
      partner: { type: 'boolean', help: 'a partner user: owns webhook endpoints in a separate quota' },
      verified: { type: 'boolean', help: 'mark the email address as verified' },
    },
    run: async (values, config) => {
      const password = (values.password as string | undefined) ?? (await newPassword());
      return withServices(config, async (services) => {
        const user = await services.users.create({
          email: stringOption(values, 'email'),
          password,
          name: stringOption(values, 'name'),
          partner: values.partner === true,
          verified: values.verified === true,
        });
        return result(user, `created user ${user._id} <${user.email_address}>${user.is_partner ? ' (partner)' : ''}`);
      });
    },
  },

  'user set-password': {
    summary: "Set a user's password (read from standard input, or asked for at a terminal) and sign out its sessions",
    options: {
      user: { type: 'string', help: 'user id' },
      email: { type: 'string', help: 'or the email address' },
    },
    run: async (values, config) => {
      const reference = userReference(values);
      const password = await newPassword();
      return withServices(config, async (services) => {
        const { user, sessionsSignedOut } = await services.users.setPassword(reference, password);
        return result(
          { user_id: user._id, email_address: user.email_address, sessions_signed_out: sessionsSignedOut },
          `password of ${user._id} <${user.email_address}> set; ${plural(sessionsSignedOut, 'session')} signed out`,
        );
      });
    },
  },

  'user delete': {
    summary: "Delete a user with its sessions, tokens and memberships (and a partner's webhook endpoints)",
    options: {
      user: { type: 'string', help: 'user id' },
      email: { type: 'string', help: 'or the email address' },
    },
    run: (values, config) => {
      const reference = userReference(values);
      return withServices(config, async (services) => {
        const { user, removed } = await services.users.delete(reference);
        const json = {
          user_id: user._id,
          email_address: user.email_address,
          removed: {
            sessions: removed.sessions,
            personal_access_tokens: removed.personalAccessTokens,
            memberships: removed.memberships,
            webhook_endpoints: removed.webhookEndpoints,
          },
        };
        const text = `deleted user ${user._id} <${user.email_address}> with ${plural(removed.sessions, 'session')}, ${plural(removed.personalAccessTokens, 'token')}, ${plural(removed.memberships, 'membership')} and ${plural(removed.webhookEndpoints, 'webhook endpoint')}`;
        return result(json, text);
      });
    },
  },

  'company create': {
    summary: 'Create a company',
    options: {
      name: { type: 'string', help: 'company name', required: true },
      plan: { type: 'string', help: 'pro (default) or free' },
    },
    run: (values, config) =>
      withServices(config, async (services) => {
        const company = await services.companies.create({ name: stringOption(values, 'name'), plan: values.plan as string | undefined });
        return result(company, `created company ${company._id} "${company.name}" on the ${company.plan} plan`);
      }),
  },

  'company set-plan': {
    summary: "Change a company's plan (off Pro: its webhooks receive nothing and its queued deliveries are cancelled)",
    options: {
      company: { type: 'string', help: 'company id', required: true },
      plan: { type: 'string', help: 'pro or free', required: true },
    },
    run: (values, config) =>
      withServices(config, async (services) => {
        const { company, cancelledDeliveries } = await services.companies.setPlan(
          stringOption(values, 'company'),
          stringOption(values, 'plan'),
        );
        const cancelled =
          cancelledDeliveries > 0
            ? `; ${cancelledDeliveries} queued webhook deliver${cancelledDeliveries === 1 ? 'y' : 'ies'} cancelled`
            : '';
        return result(
          { ...company, cancelled_deliveries: cancelledDeliveries },
          `company ${company._id} is now on the ${company.plan} plan${cancelled}`,
        );
      }),
  },

  'company delete': {
    summary: 'Delete a company with its memberships, webhook endpoints, deliveries, events and recruiting data',
    options: { company: { type: 'string', help: 'company id', required: true } },
    run: (values, config) =>
      withServices(config, async (services) => {
        const { company, removed } = await services.companies.delete(stringOption(values, 'company'));
        const json = {
          company_id: company._id,
          name: company.name,
          removed: {
            memberships: removed.memberships,
            webhook_endpoints: removed.webhookEndpoints,
            webhook_deliveries: removed.webhookDeliveries,
            events: removed.events,
            positions: removed.positions,
            candidates: removed.candidates,
          },
        };
        const text = `deleted company ${company._id} "${company.name}" with ${plural(removed.memberships, 'membership')}, ${plural(removed.webhookEndpoints, 'webhook endpoint')}, ${plural(removed.webhookDeliveries, 'delivery', 'deliveries')}, ${plural(removed.events, 'event')}, ${plural(removed.positions, 'position')} and ${plural(removed.candidates, 'candidate')}`;
        return result(json, text);
      }),
  },

  'member add': {
    summary: 'Add a user to a company',
    options: {
      company: { type: 'string', help: 'company id', required: true },
      user: { type: 'string', help: 'user id', required: true },
    },
    run: (values, config) =>
      withServices(config, async (services) => {
        const added = await services.companies.addMember(stringOption(values, 'company'), stringOption(values, 'user'));
        const json = { company_id: stringOption(values, 'company'), user_id: stringOption(values, 'user'), added };
        return result(json, added ? 'member added' : 'already a member');
      }),
  },

  'member remove': {
    summary: "Remove a user from a company (a partner's webhook endpoints there are deleted with the membership)",
    options: {
      company: { type: 'string', help: 'company id', required: true },
      user: { type: 'string', help: 'user id', required: true },
    },
    run: (values, config) =>
      withServices(config, async (services) => {
        const { removed, deletedEndpoints } = await services.companies.removeMember(
          stringOption(values, 'company'),
          stringOption(values, 'user'),
        );
        const json = {
          company_id: stringOption(values, 'company'),
          user_id: stringOption(values, 'user'),
          removed,
          deleted_webhook_endpoints: deletedEndpoints,
        };
        const endpoints =
          deletedEndpoints > 0 ? `; ${deletedEndpoints} webhook endpoint${deletedEndpoints === 1 ? '' : 's'} of theirs deleted` : '';
        return result(json, `${removed ? 'member removed' : 'was not a member'}${endpoints}`);
      }),
  },

  'token create': {
    summary: 'Create a personal access token (shown this once)',
    options: {
      user: { type: 'string', help: 'user id', required: true },
      name: { type: 'string', help: 'a name to recognise the token by', required: true },
    },
    run: (values, config) =>
      withServices(config, async (services) => {
        const pat = await services.auth.createPersonalAccessToken(stringOption(values, 'user'), stringOption(values, 'name'));
        return result(pat, `token ${pat.id} "${pat.name}" (shown this once; store it now):\n${pat.token}`);
      }),
  },

  'token list': {
    summary: "List a user's personal access tokens (never the tokens themselves)",
    options: { user: { type: 'string', help: 'user id', required: true } },
    run: (values, config) =>
      withServices(config, async (services) => {
        const tokens = await services.auth.listPersonalAccessTokens(stringOption(values, 'user'));
        const text = tokens.length
          ? tokens
              .map(
                (t) =>
                  `${t.id}  ${t.token_prefix ?? '(no prefix)'}  ${t.name}  created ${t.created_at}  last used ${t.last_used_at ?? 'never'}${t.revoked_at ? '  REVOKED' : ''}`,
              )
              .join('\n')
          : 'no tokens';
        return result({ data: tokens }, text);
      }),
  },

  'token revoke': {
    summary: 'Revoke a personal access token',
    options: { id: { type: 'string', help: 'token id (from token list)', required: true } },
    run: (values, config) =>
      withServices(config, async (services) => {
        const id = stringOption(values, 'id');
        const { token, revoked } = await services.auth.revokePersonalAccessToken(id);
        return result({ ...token, revoked_now: revoked }, revoked ? `token ${id} revoked` : `token ${id} was already revoked`);
      }),
  },

  ...WEBHOOK_COMMANDS,
  ...BACKUP_COMMANDS,
  ...SECRET_COMMANDS,
  ...LISTEN_COMMANDS,
};
