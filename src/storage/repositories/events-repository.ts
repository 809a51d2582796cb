// The transactional outbox (see queue/record-event.ts for the statements).
import { queuedIn, recordEvent, recordEventStatement } from '../queue/record-event.ts';
import type { NewEvent } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

export class EventsRepository {
  constructor(private readonly context: RepositoryContext) {}

  /**
   * Stores the event and queues its deliveries, in the transaction of the
   * change it reports; workers are woken when that transaction commits (not
   * at all when nobody receives it). Returns how many deliveries were queued.
   */
  async record(event: NewEvent): Promise<number> {
    return this.context.transaction(async (tx) => {
      const queued = await recordEvent(tx.db, tx.dialect, event);
      // On PostgreSQL the NOTIFY went with the event's statement: only this process's workers are left to wake.
      if (queued.count > 0) await tx.announceDeliveries({ notified: true, endpointIds: queued.endpointIds });
      return queued.count;
    });
  }

  /**
   * As record, for an event that is its transaction's last statement
   * (TransactionOptions.eventLast): on PostgreSQL its statement goes with the
   * commit, and workers are woken as record wakes them once it has committed.
   */
  async recordLast(event: NewEvent): Promise<void> {
    const tail = this.context.commitTail;
    if (!tail) {
      await this.record(event);
      return;
    }
    tail.set(recordEventStatement(this.context.db, event), (rows) => {
      const queued = queuedIn(rows);
      if (queued.count > 0) void this.context.announceDeliveries({ notified: true, endpointIds: queued.endpointIds });
    });
  }
}
