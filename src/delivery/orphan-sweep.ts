// The worker's sweep of deliveries left queued for endpoints that no longer
// exist (storage/queue/drop-orphaned-deliveries.ts): at the worker's start,
// then every `intervalMs`, run by its loop between claims.
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { dropOrphanedDeliveries } from '../storage/queue/drop-orphaned-deliveries.ts';
import type { DeliveryLog } from './delivery-log.ts';

export class OrphanSweep {
  /** performance.now() of the next sweep: the first is due at once. */
  private next = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: DeliveryLog,
    /** Real milliseconds between sweeps. */
    private readonly intervalMs: number,
  ) {}

  /** Sweeps when the interval has passed; a failure is logged, and the next sweep comes after the interval as usual. */
  async runIfDue(): Promise<void> {
    if (performance.now() < this.next) return;
    this.next = performance.now() + this.intervalMs;
    try {
      const dropped = await dropOrphanedDeliveries(this.db);
      if (dropped > 0) this.log.debug({ dropped }, 'dropped deliveries of deleted endpoints');
    } catch (error) {
      this.log.error({ err: error }, 'dropping deliveries of deleted endpoints failed');
    }
  }
}
