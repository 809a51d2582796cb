// GET /v3/health: whether this process can use its database, for reads and for
// writes; GET /readyz: that, and whether its migrations are applied and its
// delivery worker runs (where the process's role has one).
import type { WorkerMode } from '../delivery/modes.ts';
import type { Health, HealthUnavailable } from '../schemas/health.ts';
import type { DialectName } from '../storage/database.ts';
import { migrations } from '../storage/migrate.ts';
import type { MetaRepository } from '../storage/repositories/meta-repository.ts';

export type HealthCheck = { available: true; health: Health } | { available: false; health: HealthUnavailable; failure: unknown };

/**
 * The delivery worker: `starting` until it has begun; `waitingForLock` while
 * another process's worker holds the SQLite database (this one takes over
 * when that process exits); `running`; `stopped` once shutting down.
 */
export type WorkerStatus = 'starting' | 'waitingForLock' | 'running' | 'stopped';

export interface Readiness {
  ready: boolean;
  /** The answer of GET /readyz (200 when ready, else 503). */
  body: {
    status: 'ready' | 'notReady';
    database: Health['database'];
    /** `unknown` while the database can't be read. */
    migrations: 'applied' | 'pending' | 'unknown';
    /** Only where the process's role has a worker. */
    worker?: WorkerStatus;
  };
  /** What failed, for the log. */
  failure?: unknown;
}

export class HealthService {
  constructor(
    private readonly deps: {
      meta: MetaRepository;
      dialect: DialectName;
      /** Why the database can't take writes now, or undefined (Storage.writeBlocker). */
      writeBlocker: () => Promise<string | undefined>;
    },
  ) {}

  /**
   * `unavailable` (answered with 503) when the database can't be reached, or
   * can be read but can't take writes, with the failure for the log.
   */
  async check(): Promise<HealthCheck> {
    const { dialect } = this.deps;
    let blocker: string | undefined;
    try {
      await this.deps.meta.ping();
      blocker = await this.deps.writeBlocker();
    } catch (failure) {
      return {
        available: false,
        health: {
          status: 'unavailable',
          database: 'unreachable',
          dialect,
          error: { type: 'databaseUnreachable', message: 'The database cannot be reached' },
        },
        failure,
      };
    }
    if (blocker === undefined) return { available: true, health: { status: 'ok', database: 'reachable', dialect } };
    return {
      available: false,
      health: {
        status: 'unavailable',
        database: 'notWritable',
        dialect,
        error: { type: 'databaseNotWritable', message: `The database cannot take writes: ${blocker}` },
      },
      failure: blocker,
    };
  }

  /**
   * Ready: the database takes reads and writes, every migration this code
   * knows is applied (another process may have applied newer ones), and the
   * worker, if the role has one, runs or waits for the SQLite worker lock.
   * Waiting counts as ready: during an overlapping restart the new process
   * takes over the worker only once the old one exits, which an orchestrator
   * does only after the new one is ready.
   */
  async readiness(workerStatus?: () => WorkerStatus): Promise<Readiness> {
    const health = await this.check();
    let migrationState: Readiness['body']['migrations'] = 'unknown';
    let failure: unknown = health.available ? undefined : health.failure;
    if (health.available) {
      try {
        const applied = new Set(await this.deps.meta.appliedMigrations());
        migrationState = Object.keys(migrations(this.deps.dialect)).every((name) => applied.has(name)) ? 'applied' : 'pending';
      } catch (error) {
        failure = error;
      }
    }
    const worker = workerStatus?.();
    const workerReady = worker === undefined || worker === 'running' || worker === 'waitingForLock';
    const ready = health.available && migrationState === 'applied' && workerReady;
    return {
      ready,
      body: {
        status: ready ? 'ready' : 'notReady',
        database: health.health.database,
        migrations: migrationState,
        ...(worker === undefined ? {} : { worker }),
      },
      failure,
    };
  }
}

/** A delivery worker's mode (in the event loop or on its thread) as readiness reports it. */
export function workerStatusOf(mode: WorkerMode): WorkerStatus {
  switch (mode) {
    case 'created':
    case 'starting':
      return 'starting';
    case 'waiting-for-lock':
      return 'waitingForLock';
    case 'running':
      return 'running';
    case 'stopping':
    case 'stopped':
      return 'stopped';
  }
}
