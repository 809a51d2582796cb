// The transactional outbox. A change to recruiting data records its event in
// the same transaction as the change, together with one pending delivery per
// endpoint that is subscribed at that moment: a change is never committed
// without its event, nor an event without its change, and endpoints paused or
// disabled at commit time never get the event.
import { sql, type Kysely, type Transaction } from 'kysely';
import { isoTime, type Clock } from '../clock.ts';
import type { Region } from '../config.ts';
import { newId } from '../ids.ts';
import type { EventType } from '../schemas/event-types.ts';
import type { DialectName } from '../storage/database.ts';
import type { Database } from '../storage/schema.ts';

export const DELIVERY_CHANNEL = 'recruiting_api_deliveries';

export interface EventInput {
  companyId: string;
  type: EventType;
  /** The `object` of the payload: company, acting_user and the resource. */
  object: Record<string, unknown>;
}

export interface RecordedEvent {
  _id: string;
  type: EventType;
  object: Record<string, unknown>;
  creation_date: string;
}

export class EventOutbox {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: { dialect: DialectName; region: Region; clock: Clock }) {}

  /** Inside the caller's transaction: writes the event and fans it out to the subscribed endpoints. */
  async record(trx: Transaction<Database> | Kysely<Database>, input: EventInput): Promise<RecordedEvent> {
    const now = this.deps.clock.now();
    const event: RecordedEvent = { _id: newId(this.deps.region), type: input.type, object: input.object, creation_date: isoTime(now) };
    // The body is serialized once, here; workers send and sign these exact bytes.
    const payload = JSON.stringify(event);
    await trx.insertInto('events').values({ id: event._id, company_id: input.companyId, type: input.type, payload, created_at: now }).execute();
    // One statement fans out to every endpoint subscribed right now. `events` is a
    // JSON array of names, so the quoted name matches exactly one element.
    await sql`
      insert into webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
      select ${event._id}, id, 'pending', 0, ${now}, ${now}
      from webhook_endpoints
      where company_id = ${input.companyId}
        and status = 'active' and enabled = 1
        and events like ${`%"${input.type}"%`}
      order by created_at, id`.execute(trx);
    if (this.deps.dialect === 'postgres') {
      // Delivered to listening workers when (and only if) the transaction commits.
      await sql`select pg_notify(${DELIVERY_CHANNEL}, '')`.execute(trx);
    }
    return event;
  }

  /**
   * Tells every worker (in this process and, on PostgreSQL, in all others) that
   * queued deliveries may have become sendable: after a resume or a re-enable.
   */
  async announce(db: Kysely<Database>): Promise<void> {
    if (this.deps.dialect === 'postgres') await sql`select pg_notify(${DELIVERY_CHANNEL}, '')`.execute(db);
    this.committed();
  }

  /** Call after the transaction has committed: wakes this process's workers at once. */
  committed(): void {
    for (const listener of this.listeners) listener();
  }

  onCommitted(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
