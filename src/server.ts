// The server process: opens storage, applies migrations, starts the HTTP API
// and the delivery worker, and shuts both down gracefully on SIGTERM/SIGINT.
import type { FastifyInstance } from 'fastify';
import { buildApp, buildWorkerApp, loggerOptions } from './app.ts';
import { deliveryEngineOf, type DeliveryEngine } from './delivery/delivery-engine.ts';
import { DeliveryThread } from './delivery/delivery-thread.ts';
import { DeliveryWorker } from './delivery/delivery-worker.ts';
import type { WorkerOptions } from './delivery/worker-options.ts';
import { Metrics } from './metrics/metrics.ts';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server.ts';
import { RetentionJob } from './jobs/retention-job.ts';
import { systemClock, type Clock } from './clock.ts';
import { ConfigError, isDefaultDatabase, type Config, type Role } from './config.ts';
import { createServices, type Services } from './services/container.ts';
import { workerStatusOf } from './services/health-service.ts';
import { describeAddresses, describeDemoWorkspace, ensureDemoWorkspace, type DemoWorkspace } from './services/demo-workspace.ts';
import { loadMasterKey } from './crypto/secret-key.ts';
import { openStorage } from './storage/database.ts';
import { watchHearsOwnCommits } from './storage/queue/coordination/commit-watch.ts';
import { withWorkerCoordination } from './storage/queue/coordination/worker-coordination.ts';
import { openReachableStorage } from './storage/reachable-storage.ts';
import { migrateToLatest } from './storage/migrate.ts';
import { BUILT_CONSOLE_DIR, isConsoleBuilt } from './routes/console.ts';
import { startTracing } from './tracing/start-tracing.ts';

export interface RunningServer {
  app: FastifyInstance;
  services: Services;
  /** Where the delivery engine runs: on a thread of its own, in this event loop, or nowhere (role api). */
  deliveryEngine: DeliveryEngine | 'none';
  /** The delivery worker, when it runs in this event loop. */
  worker?: DeliveryWorker;
  /** The delivery engine's thread, when it has one. */
  deliveryThread?: DeliveryThread;
  /** Retention (storage/queue/retention.ts), run by worker processes. */
  retention?: RetentionJob;
  /** The Prometheus endpoint's URL, when METRICS_PORT is set. */
  metricsUrl?: string;
  url: string;
  /** The web console's address, when this process serves one. */
  consoleUrl?: string;
  /** The demo workspace, when this start made it (see the `demo` option). */
  demo?: DemoWorkspace;
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  options: {
    role?: Role;
    clock?: Clock;
    quiet?: boolean;
    logStream?: NodeJS.WritableStream;
    /** The built web console to serve: by default dist/console when `npm run build` made it; null for none. */
    consoleDir?: string | null;
    /** Worker settings beyond the configuration (tests). */
    worker?: Pick<WorkerOptions, 'idlePollMs' | 'orphanSweepMs' | 'signerIdleMs' | 'lingerMs'>;
    /** Real milliseconds between retention runs (default a minute). */
    retentionIntervalMs?: number;
    /**
     * Whether a first start on an empty database makes the demo workspace
     * (whose owner password and PAT are printed): by default only over the
     * default embedded database (no DATABASE_URL), a development convenience
     * that a deployment never gets unless asked for (`serve --demo`).
     */
    demo?: boolean;
    /**
     * Where the delivery worker runs (see DeliveryEngine); by default as the
     * role and DELIVERY_THREAD say. A server given its own clock or worker
     * settings (tests) must say `in-process`: a thread has the system clock
     * and the configuration only.
     */
    deliveryEngine?: DeliveryEngine;
  } = {},
): Promise<RunningServer> {
  const consoleDir = options.consoleDir === undefined ? (isConsoleBuilt(BUILT_CONSOLE_DIR) ? BUILT_CONSOLE_DIR : null) : options.consoleDir;
  const role = options.role ?? 'all';
  const engine = deliveryEngineOf(config, role, options);
  // SQLite's checkpoints on a thread of their own, not inside a commit of the API's or the delivery thread's (sqlite-checkpoints.ts).
  const storage = await openReachableStorage(config.database, { walCheckpoints: 'background' });
  try {
    await migrateToLatest(storage);
  } catch (error) {
    await storage.close();
    throw error;
  }
  // Pretty for a person at a terminal, JSON lines for everything else (a pipe, a file, a log collector).
  const logFormat = config.logFormat ?? (!options.logStream && process.stdout.isTTY ? 'pretty' : 'json');
  const logger = loggerOptions(config.logLevel, options.logStream, logFormat);
  const clock = options.clock ?? systemClock;
  let worker: DeliveryWorker | undefined;
  let deliveryThread: DeliveryThread | undefined;
  const metrics =
    config.metrics.port === null
      ? undefined
      : new Metrics({
          storage,
          clock,
          leasesHeld: () => worker?.leasesHeld ?? deliveryThread?.leasesHeld ?? 0,
          deliveryThreadHeapUsed: () => deliveryThread?.heapUsedBytes,
          deliveryThreadLoopDelayP99: () => deliveryThread?.takeLoopDelayP99(),
          onError: (error) => app.log.warn({ err: error }, 'reading queue metrics failed'),
        });
  // Undefined, and the SDK never loaded, unless the OTEL_* variables turn tracing on.
  const tracing = await startTracing(config.tracing, {
    warn: (obj, msg) => app.log.warn(obj, msg),
    info: (obj, msg) => app.log.info(obj, msg),
  });
  const masterKey = loadMasterKey(config);
  const services = createServices({
    storage,
    config,
    clock,
    masterKey,
    onBackgroundError: (error) => app.log.error({ err: error }, 'background task failed'),
    tracing,
  });
  // What GET /readyz says of the worker: nothing where the role has none, `starting` until it exists.
  const workerStatus = role === 'api' ? undefined : () => workerStatusOf(worker?.state ?? deliveryThread?.state ?? 'created');
  // A worker process serves no HTTP: no routes, whose compiled schemas would only take memory.
  const app =
    role === 'worker'
      ? await buildWorkerApp({ services, logger })
      : await buildApp({
          services,
          logger,
          consoleDir: consoleDir ?? undefined,
          metrics,
          workerStatus,
          tracing,
        });
  if (config.tracing) {
    const { endpoint, protocol, sampler, serviceName } = config.tracing;
    // The collector's origin only: a URL's path or user info may hold a key.
    app.log.info({ collector: new URL(endpoint).origin, protocol, sampler, serviceName }, 'tracing: exporting spans over OTLP/HTTP');
  }
  let metricsServer: MetricsServer | undefined;
  try {
    // Each listener starts or the start fails as a whole: a process without
    // its metrics listener would look alive to no one that probes it.
    if (metrics && config.metrics.port !== null) {
      const readiness = () => services.health.readiness(workerStatus);
      const { host, port } = config.metrics;
      metricsServer = await startMetricsServer(metrics, host, port, readiness).catch((error: unknown) => {
        throw new ListenerError({ host: 'METRICS_HOST', port: 'METRICS_PORT' }, 'metrics', `${host}:${port}`, error);
      });
      app.log.info({ url: metricsServer.url }, 'metrics listening');
    }
    if (role !== 'worker') {
      await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
        throw new ListenerError({ host: 'HOST', port: 'PORT' }, 'API', `${config.host}:${config.port}`, error);
      });
    } else {
      await app.ready();
    }
  } catch (error) {
    // An open listener or PostgreSQL pool would keep the failed process alive.
    await metricsServer?.close();
    await app.close();
    await services.close();
    await storage.close();
    await tracing?.shutdown();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;

  // Emails the candidate messages left queued (by this or an earlier process) and those posted from now on.
  services.messageSender?.start();

  let retention: RetentionJob | undefined;
  // PostgreSQL: the worker's writes (leases, outcomes, attempts) go over a
  // pool of their own whose commits don't wait for the WAL to reach the disk:
  // each claim, batch and release skips a flush (milliseconds each, between a
  // commit and its receipt). If the database server crashes, the last moment
  // of them may be lost: those deliveries are pending again and sent again
  // (same _id), and leases are free anyway once the sessions are gone. Events
  // and every API write keep waiting for the flush.
  const workerStorage =
    engine === 'in-process' && storage.dialect === 'postgres' ? openStorage(config.database, { synchronousCommit: false }) : storage;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await app.close(); // stops accepting, finishes in-flight requests
      await metricsServer?.close();
      await retention?.stop();
      await worker?.stop(); // lets sends in progress finish and stores their outcomes
      await deliveryThread?.stop(); // the same, in the thread, which then closes its connections and ends
      if (workerStorage !== storage) await workerStorage.close();
      await services.close();
      await storage.close();
      // Last, when every span has ended: what is still batched is exported before the process exits.
      await tracing?.shutdown();
    })();
    return closing;
  };
  // On PostgreSQL the worker's NOTIFY already names this process's commits: no second wake-up per commit.
  const ownCommits = watchHearsOwnCommits(config.database.dialect) ? undefined : services.commits;
  if (engine === 'thread') {
    deliveryThread = await DeliveryThread.start({
      config,
      masterKey,
      log: app.log,
      logLevel: config.logLevel,
      observer: metrics,
      commits: ownCommits,
      // As an uncaught error of an in-process worker would: the process ends, to be restarted.
      onFailure: (error) => {
        app.log.fatal({ err: error }, 'the delivery thread failed; the process exits');
        void close().finally(() => process.exit(1));
      },
    }).catch(async (error: unknown) => {
      await close();
      throw error;
    });
  } else if (engine === 'in-process') {
    const { secretBox } = services;
    worker = new DeliveryWorker({
      storage: withWorkerCoordination(workerStorage),
      webhook: config.webhook,
      clock,
      secretBox,
      commits: ownCommits,
      log: app.log,
      observer: metrics,
      tracing,
      ...options.worker,
    });
    await worker.start();
  }
  if (role !== 'api') {
    retention = new RetentionJob({ storage, config, clock, log: app.log, intervalMs: options.retentionIntervalMs });
    retention.start();
  }

  const consoleUrl = role !== 'worker' && consoleDir !== null ? `${url}/` : undefined;
  let demo: DemoWorkspace | undefined;
  if (role !== 'worker' && (options.demo ?? isDefaultDatabase(config.database))) {
    demo = (await ensureDemoWorkspace(services)) ?? undefined;
  }
  // For the person who started the process, on stderr: stdout carries log
  // lines only (JSON lines unless LOG_FORMAT=pretty or a terminal), which a
  // log collector reads, and the demo workspace's password and PAT must not
  // reach it. At a terminal both streams show.
  if (role !== 'worker' && !options.quiet) {
    process.stderr.write(describeAddresses(url, consoleUrl, config.webhook.allowPrivateTargets) + '\n');
    if (demo) process.stderr.write(describeDemoWorkspace(demo, url, consoleUrl) + '\n');
  }

  return {
    app,
    services,
    deliveryEngine: engine,
    worker,
    deliveryThread,
    retention,
    metricsUrl: metricsServer?.url,
    url,
    consoleUrl,
    demo,
    close,
  };
}

/**
 * A listener that could not start: names the variables that set it
 * (`PORT`, `METRICS_PORT`; `HOST`, `METRICS_HOST` for an address this machine
 * does not have), and the driver's reason.
 */
class ListenerError extends ConfigError {
  constructor(variables: { host: string; port: string }, what: string, address: string, cause: unknown) {
    const code = (cause as { code?: unknown } | null)?.code;
    const noSuchAddress = code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(noSuchAddress ? variables.host : variables.port, `the ${what} listener could not start on ${address}: ${reason}`);
    this.name = 'ListenerError';
  }
}
