// The transactional outbox (see queue/record-event.ts for the statements).
import { recordEvent } from '../queue/record-event.ts';
import type { EventRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

export class EventsRepository {
  constructor(private readonly context: RepositoryContext) {}

  /**
   * Records the event and queues its deliveries, in the transaction of the
   * change it reports; workers are woken when that transaction commits.
   */
  async record(event: EventRow): Promise<void> {
    await this.context.transaction(async (tx) => {
      await recordEvent(tx.db, tx.dialect, event);
      // The NOTIFY went with the event's statement on PostgreSQL: only this process's workers are left to wake.
      await tx.announceDeliveries({ notified: true });
    });
  }
}
