// GET /v3/health: whether this process can use its database, for reads and for writes.
import type { Health, HealthUnavailable } from '../schemas/health.ts';
import type { DialectName } from '../storage/database.ts';
import type { MetaRepository } from '../storage/repositories/meta-repository.ts';

export type HealthCheck = { available: true; health: Health } | { available: false; health: HealthUnavailable; failure: unknown };

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
}
