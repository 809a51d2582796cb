// The server process: opens storage, applies migrations, starts the HTTP API
// and the delivery worker, and shuts both down gracefully on SIGTERM/SIGINT.
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from './app.ts';
import { DeliveryWorker } from './delivery/delivery-worker.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config, Role } from './config.ts';
import { createServices, type Services } from './services/container.ts';
import { describeDemoWorkspace, ensureDemoWorkspace } from './services/demo-workspace.ts';
import { loadMasterKey } from './crypto/secret-key.ts';
import { openStorage } from './storage/database.ts';
import { migrateToLatest } from './storage/migrate.ts';

export interface RunningServer {
  app: FastifyInstance;
  services: Services;
  /** The delivery worker, unless the role is api. */
  worker?: DeliveryWorker;
  url: string;
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  options: { role?: Role; clock?: Clock; quiet?: boolean; logStream?: NodeJS.WritableStream; requestTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const storage = openStorage(config.databaseUrl);
  try {
    await migrateToLatest(storage);
  } catch (error) {
    await storage.close();
    throw error;
  }
  const logger = loggerOptions(config.logLevel, options.logStream);
  const app = await buildApp({
    services: createServices({
      storage,
      config,
      clock: options.clock ?? systemClock,
      masterKey: loadMasterKey(config),
      onBackgroundError: (error) => app.log.error({ err: error }, 'background task failed'),
    }),
    logger,
    requestTimeoutMs: options.requestTimeoutMs,
  });
  const services = app.services;
  const role = options.role ?? 'all';
  try {
    if (role !== 'worker') {
      await app.listen({ port: config.port, host: config.host });
    } else {
      await app.ready();
    }
  } catch (error) {
    // An open PostgreSQL pool would keep the failed process alive for its idle timeout.
    await app.close();
    await services.close();
    await storage.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;

  // Emails the candidate messages left queued (by this or an earlier process) and those posted from now on.
  services.messageSender?.start();

  let worker: DeliveryWorker | undefined;
  if (role !== 'api') {
    worker = new DeliveryWorker({ ...services, log: app.log });
    await worker.start();
  }

  if (role !== 'worker') {
    const demo = await ensureDemoWorkspace(services);
    if (demo && !options.quiet) process.stdout.write(describeDemoWorkspace(demo, url) + '\n');
  }

  let closing: Promise<void> | undefined;
  return {
    app,
    services,
    worker,
    url,
    close() {
      closing ??= (async () => {
        await app.close(); // stops accepting, finishes in-flight requests
        await worker?.stop(); // lets sends in progress finish and stores their outcomes
        await services.close();
        await storage.close();
      })();
      return closing;
    },
  };
}

/** Runs until SIGTERM/SIGINT; a second signal exits at once. */
export function closeOnSignals(server: RunningServer): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) process.exit(1);
    signalled = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
