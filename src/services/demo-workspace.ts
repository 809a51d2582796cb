// A development convenience: on the first start with an empty database (by
// default only over the default embedded SQLite file; see server.ts), a Pro
// company, an owner with a random password and one PAT, so a newcomer can
// call the API at once. Never made for a deployment's own database unless
// asked for, since its password and PAT are printed.
// Recorded in `meta`, so it happens once per database, never again. Made in
// one transaction: a process killed half-way leaves no half-made workspace
// (and no claim), so the next start makes it whole.
import { randomBytes } from 'node:crypto';
import type { Services } from './container.ts';

/** The `meta` key that records that the demo workspace was made. */
export const DEMO_WORKSPACE = 'demo_workspace';

export interface DemoWorkspace {
  email: string;
  password: string;
  companyId: string;
  token: string;
}

export async function ensureDemoWorkspace(services: Services): Promise<DemoWorkspace | null> {
  if ((await services.setup.done(DEMO_WORKSPACE)) || !(await services.setup.hasNoUsers())) return null;
  return services.transaction(async (scoped) => {
    // Claim the job first, so two processes starting together don't both make one.
    if (!(await scoped.setup.claim(DEMO_WORKSPACE))) return null;
    const company = await scoped.companies.create({ name: 'Demo Company', plan: 'pro' });
    const password = randomBytes(12).toString('base64url');
    const user = await scoped.users.create({ email: 'owner@demo.example', password, name: 'Demo Owner', verified: true });
    await scoped.companies.addMember(company._id, user._id);
    const pat = await scoped.auth.createPersonalAccessToken(user._id, 'demo');
    return { email: user.email_address, password, companyId: company._id, token: pat.token };
  });
}

/** The start-up lines: where the console and the API are. */
export function describeAddresses(baseUrl: string, consoleUrl: string | undefined, privateTargets = false): string {
  return [
    '',
    'recruiting-api is serving:',
    `  console:  ${consoleUrl ?? 'not built (run `npm run build`, or `npm start`, which builds first)'}`,
    `  API:      ${baseUrl}/v3 (OpenAPI document: ${baseUrl}/v3/openapi.json)`,
    // Said at every start where it holds: webhooks then reach this machine and its network, as a development start wants.
    ...(privateTargets
      ? [
          '  webhooks: may go to private and loopback addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS: on by default over the default database, for development)',
          '            `bin/recruiting-api listen` receives them on this machine',
        ]
      : []),
  ].join('\n');
}

export function describeDemoWorkspace(demo: DemoWorkspace, baseUrl: string, consoleUrl?: string): string {
  return [
    '',
    'A demo workspace was created (shown this once):',
    `  company:  Demo Company (${demo.companyId}), Pro plan`,
    `  sign in:  ${demo.email} / ${demo.password}`,
    `  PAT:      ${demo.token}`,
    '',
    'Try it:',
    ...(consoleUrl ? [`  open ${consoleUrl} and sign in with the email and password above, or call the API:`] : []),
    `  curl -H 'Authorization: Bearer ${demo.token}' ${baseUrl}/v3/companies`,
    '',
    'To remove it later:',
    `  bin/recruiting-api company delete --company ${demo.companyId}`,
    `  bin/recruiting-api user delete --email ${demo.email}`,
    '',
  ].join('\n');
}
