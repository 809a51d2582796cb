// GET /v3/health: whether this process can reach its database.
import type { Health, HealthUnavailable } from '../schemas/health.ts';
import type { DialectName } from '../storage/database.ts';
import type { MetaRepository } from '../storage/repositories/meta-repository.ts';

export class HealthService {
  constructor(private readonly deps: { meta: MetaRepository; dialect: DialectName }) {}

  /** `unavailable` (answered with 503) when the database can't be reached, with the failure for the log. */
  async check(): Promise<{ available: true; health: Health } | { available: false; health: HealthUnavailable; failure: unknown }> {
    const { dialect } = this.deps;
    try {
      await this.deps.meta.ping();
      return { available: true, health: { status: 'ok', database: 'reachable', dialect } };
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
  }
}
