// `recruiting-api listen`: webhooks to this machine in one command, after
// `stripe listen` and `svix listen`. It starts an HTTPS receiver on
// 127.0.0.1 (its certificate made once, in DATA_DIR, and trusted by the
// server for loopback hosts: local-certificate.ts), registers an endpoint of
// the company for it through the database, as the other admin commands work
// (the same endpoint again on later runs), prints each delivery with its
// signature checked, forwards it to a local URL if asked, and on Ctrl-C
// pauses the endpoint. Webhooks must be allowed to reach private targets
// (WEBHOOK_ALLOW_PRIVATE_TARGETS, on by default over the default database),
// in this command's environment and the server's.
import type { Config } from '../config.ts';
import { EVENT_TYPES } from '../schemas/event-types.ts';
import type { Command, CommandResult, Values } from './command.ts';
import type { ReceivedDelivery } from './listen-receiver.ts';
import { UsageError } from './usage-error.ts';
import { withServices } from './with-services.ts';

/** The receiver's port unless --port says otherwise: fixed, so later runs find their endpoint (its URL) again. */
export const DEFAULT_LISTEN_PORT = 3443;

function listenPort(values: Values): number {
  const raw = values.port as string | undefined;
  if (raw === undefined) return DEFAULT_LISTEN_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535) throw new UsageError(`--port must be a port number from 1 to 65535, got "${raw}"`);
  return port;
}

function forwardTarget(values: Values): string | undefined {
  const raw = values['forward-to'] as string | undefined;
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--forward-to must be an http:// or https:// URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--forward-to must be an http:// or https:// URL, got "${raw}"`);
  return url.href;
}

function deliveryLine(delivery: ReceivedDelivery, json: boolean, withBody: boolean): string {
  const at = new Date().toISOString();
  if (json) {
    const { body, ...rest } = delivery;
    return JSON.stringify({ received_at: at, ...rest, ...(withBody ? { body } : {}) });
  }
  const forwarded =
    delivery.forwarded === undefined
      ? ''
      : 'status' in delivery.forwarded
        ? `  forwarded: ${delivery.forwarded.status}`
        : `  forward failed: ${delivery.forwarded.error}`;
  const attempt = delivery.attempt && delivery.attempt !== '1' ? `  attempt ${delivery.attempt}` : '';
  const signature = delivery.verified ? 'signature verified' : 'SIGNATURE DOES NOT MATCH (answered 400)';
  const line = `${at}  ${delivery.type ?? '(not a delivery)'}  ${delivery.id ?? '-'}  ${signature}${attempt}${forwarded}`;
  return withBody ? `${line}\n${delivery.body}` : line;
}

/** Resolves at the first SIGINT or SIGTERM. */
function untilStopped(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

async function listen(values: Values, config: Config): Promise<CommandResult> {
  const port = listenPort(values);
  const forwardTo = forwardTarget(values);
  const json = values.json === true;
  const events = ((values.events as string | undefined) ?? EVENT_TYPES.join(','))
    .split(',')
    .map((event) => event.trim())
    .filter((event) => event !== '');
  const certificateFile = config.webhook.localReceiverCertificate;
  if (!config.webhook.allowPrivateTargets || certificateFile === null) {
    throw new UsageError(
      'listen needs webhooks to reach this machine: set WEBHOOK_ALLOW_PRIVATE_TARGETS=true for the server and for this command (the default only over the default database, without DATABASE_URL)',
    );
  }
  // Loaded when listen runs: the other commands never need an HTTPS server.
  const [{ ensureLocalCertificate }, { ListenReceiver }] = await Promise.all([
    import('./local-certificate.ts'),
    import('./listen-receiver.ts'),
  ]);
  const certificate = ensureLocalCertificate(certificateFile);
  let secret: string | undefined;
  // Listening for Ctrl-C from here on: one that comes while the endpoint is being set up stops it once set up
  // (and pauses it), rather than ending the process half-way with the endpoint left active.
  const stopped = untilStopped();
  const receiver = await ListenReceiver.start({
    host: '127.0.0.1',
    port,
    cert: certificate.cert,
    key: certificate.key,
    secret: () => secret,
    forwardTo,
    forwardTimeoutMs: config.webhook.timeoutMs,
    onDelivery: (delivery) => process.stdout.write(deliveryLine(delivery, json, values.body === true) + '\n'),
  }).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'EADDRINUSE'
        ? `port ${port} is taken: choose another with --port`
        : `the receiver could not start on 127.0.0.1:${port}: ${(error as Error).message}`,
    );
  });
  try {
    return await withServices(config, async (services) => {
      const url = `https://127.0.0.1:${receiver.port}/`;
      const listener = await services.localListeners.open({ companyId: values.company as string | undefined, url, events });
      secret = listener.secret;
      const { company, endpoint } = listener;
      const secretLine = listener.reused
        ? values['print-secret'] === true
          ? `  secret:    ${listener.secret}`
          : `  secret:    ${endpoint.secret_prefix}… (shown when the endpoint was made; --print-secret shows it again)`
        : `  secret:    ${listener.secret} (shown this once; --print-secret shows it on a later run)`;
      process.stderr.write(
        [
          `Listening on ${url} for webhooks of ${company.name} (${company.id}):`,
          `  endpoint:  ${endpoint.id}${listener.reused ? ' (made by an earlier run, resumed)' : ' (new)'}, events ${endpoint.events.join(', ')}`,
          secretLine,
          ...(certificate.made
            ? [`  TLS:       a certificate for 127.0.0.1 made in ${certificateFile}, which the server trusts for loopback receivers`]
            : []),
          ...(forwardTo ? [`  forward:   each verified delivery to ${forwardTo}; its status answers the server`] : []),
          'Each delivery is printed as it arrives. Ctrl-C stops, and pauses the endpoint.',
          '',
        ].join('\n'),
      );
      const signal = await stopped;
      await receiver.close();
      await services.localListeners.close(listener);
      return {
        json: { stopped_by: signal, endpoint_id: endpoint.id, paused: true },
        text: `stopped: endpoint ${endpoint.id} paused (listen again to resume it; what happens meanwhile is not sent to it)`,
      };
    });
  } finally {
    await receiver.close();
  }
}

export const LISTEN_COMMANDS: Record<string, Command> = {
  listen: {
    summary:
      "Receive a company's webhooks on this machine: an HTTPS receiver on 127.0.0.1, an endpoint registered for it, each delivery printed with its signature checked (needs WEBHOOK_ALLOW_PRIVATE_TARGETS, on by default over the default database)",
    options: {
      company: { type: 'string', help: "company id (default: the database's only company, such as the demo workspace's)" },
      events: { type: 'string', help: 'comma-separated event types (default: all ten)' },
      port: {
        type: 'string',
        help: `the receiver's port on 127.0.0.1 (default ${DEFAULT_LISTEN_PORT}; the endpoint is found again by it)`,
      },
      'forward-to': {
        type: 'string',
        help: 'also POST each verified delivery, body and headers as received, to this URL (http://localhost:8080/hook); its status answers the server',
      },
      body: { type: 'boolean', help: "print each delivery's JSON body too" },
      'print-secret': { type: 'boolean', help: "print the endpoint's signing secret again (it is shown once, when the endpoint is made)" },
    },
    run: listen,
  },
};
