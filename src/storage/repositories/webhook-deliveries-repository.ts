// The delivery log of an endpoint and its controls: the list, one delivery
// with its attempts, manual retry, recovery of failed deliveries, and test
// events. Every query names the endpoint, which the service has already
// found in the caller's scope, so a delivery id of another endpoint finds
// nothing.
import { sql, type RawBuilder } from 'kysely';
import { recordEventFor } from '../queue/record-event.ts';
import { cancelled, requeuedAt } from '../queue/delivery-lifecycle.ts';
import { lowerQueueFloor } from '../queue/queue-floor.ts';
import type { NewEvent } from '../schema.ts';
import type { RepositoryContext } from './context.ts';
import {
  toDeliveryRow,
  type AttemptRow,
  type DeliveryDetailRow,
  type DeliveryKey,
  type DeliveryListFilter,
  type DeliveryRow,
  type RawDeliveryRow,
} from './webhook-delivery-rows.ts';

/**
 * With a filter the index does not answer (an event type, or a status other
 * than failed and cancelled), a request looks at most this many deliveries:
 * its page may then hold fewer than `limit`, with a cursor to go on from
 * where it stopped. Every request costs a bounded amount, whatever the
 * table's size and however rare the match.
 */
export const FILTER_SCAN_LIMIT = 2_000;
/** Deliveries re-queued per transaction by recover. */
export const RECOVER_BATCH = 500;
/** Attempts shown with a delivery: the latest ones. */
export const MAX_ATTEMPTS_SHOWN = 100;

// Literal, not a parameter: SQLite and PostgreSQL use the partial index
// webhook_deliveries_endpoint_failed_idx only when the query repeats its condition as written.
const FINISHED_BADLY = sql.raw(`status in ('failed', 'cancelled')`);
const DELIVERY_COLUMNS = sql.raw(
  'w.id, w.endpoint_id, w.event_id, w.status, w.attempts, w.earlier_attempts, w.next_attempt_at, w.last_status_code, w.last_error, w.created_at',
);

export class WebhookDeliveriesRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  /**
   * Up to `limit` of the endpoint's deliveries from `from` on (exclusive;
   * from either end when absent), nearest first, going `towards` older or
   * newer ones, and the key to go on from in that direction (null at the
   * end). Served by the index (endpoint_id, created_at, id), or for failed
   * and cancelled ones by its partial twin, read in either direction: the
   * page is one range of it, so its cost does not grow with the table. An
   * event id is found through its event's creation time, which all of its
   * deliveries share (queue/record-event.ts): a range of the same index, with
   * no index of its own to write on every fan-out.
   */
  async scan(
    endpointId: string,
    filter: DeliveryListFilter,
    from: DeliveryKey | undefined,
    towards: 'older' | 'newer',
    limit: number,
  ): Promise<{ rows: DeliveryRow[]; next: DeliveryKey | null }> {
    const postFiltered = filter.status !== undefined || filter.eventType !== undefined || filter.statusCode !== undefined;
    const scanLimit = postFiltered ? FILTER_SCAN_LIMIT : limit + 1;
    const range = this.rangeOf(endpointId, filter, from, towards);
    const order = towards === 'older' ? sql`desc` : sql`asc`;
    const statusFilter = filter.status === undefined ? sql`` : sql`and d.status = ${filter.status}`;
    const typeFilter = filter.eventType === undefined ? sql`` : sql`and ev.type = ${filter.eventType}`;
    const codeFilter = filter.statusCode === undefined ? sql`` : sql`and d.last_status_code = ${filter.statusCode}`;
    // The latest attempt's start comes with each row of the page (one probe of
    // the attempts' delivery index per row): no second query, one round trip on PostgreSQL.
    const { rows } = await sql<RawDeliveryRow>`
      select d.*, ev.type as event_type,
        (select max(a.started_at) from webhook_delivery_attempts a where a.delivery_id = d.id) as last_attempt_at
      from (
        select ${DELIVERY_COLUMNS} from webhook_deliveries w
        where ${range}
        order by w.created_at ${order}, w.id ${order}
        limit ${scanLimit}
      ) d
      join events ev on ev.id = d.event_id
      where 1 = 1 ${statusFilter} ${typeFilter} ${codeFilter}
      order by d.created_at ${order}, d.id ${order}
      limit ${limit + 1}`.execute(this.db);
    const page = rows.slice(0, limit).map(toDeliveryRow);
    let next: DeliveryKey | null = null;
    if (rows.length > limit) {
      next = { createdAt: page[limit - 1]!.created_at, id: page[limit - 1]!.id };
    } else if (postFiltered) {
      // The scan may have stopped before the end: go on after the last delivery it looked at.
      const { rows: end } = await sql<{ created_at: number; id: number }>`
        select w.created_at, w.id from webhook_deliveries w
        where ${range}
        order by w.created_at ${order}, w.id ${order}
        limit 1 offset ${scanLimit - 1}`.execute(this.db);
      if (end[0]) next = { createdAt: Number(end[0].created_at), id: Number(end[0].id) };
    }
    return { rows: page, next };
  }

  /** The conditions of a list scan: the endpoint, the index to use, the event, the time window, and where to start. */
  private rangeOf(
    endpointId: string,
    filter: DeliveryListFilter,
    from: DeliveryKey | undefined,
    towards: 'older' | 'newer',
  ): RawBuilder<unknown> {
    const parts = [sql`w.endpoint_id = ${endpointId}`];
    if (filter.status === 'failed' || filter.status === 'cancelled') parts.push(sql`w.${FINISHED_BADLY}`);
    if (filter.eventId !== undefined) {
      parts.push(sql`w.created_at = (select ev.created_at from events ev where ev.id = ${filter.eventId})`);
      parts.push(sql`w.event_id = ${filter.eventId}`);
    }
    if (filter.since !== undefined) parts.push(sql`w.created_at >= ${filter.since}`);
    if (filter.until !== undefined) parts.push(sql`w.created_at < ${filter.until}`);
    if (from && towards === 'older') parts.push(sql`(w.created_at, w.id) < (${from.createdAt}, ${from.id})`);
    if (from && towards === 'newer') parts.push(sql`(w.created_at, w.id) > (${from.createdAt}, ${from.id})`);
    return sql.join(parts, sql` and `);
  }

  /**
   * The heads of the endpoint's queue: its first `count` pending deliveries
   * in queue order, which are the ones being sent or due (the others wait
   * behind them). The partial index of pending deliveries answers it.
   */
  async queueHeads(endpointId: string, count: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', endpointId)
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(count)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** One delivery of the endpoint (any endpoint when `endpointId` is null: the admin command line), with the body it sends. */
  async find(endpointId: string | null, deliveryId: number): Promise<DeliveryDetailRow | undefined> {
    const endpoint = endpointId === null ? sql`` : sql`and w.endpoint_id = ${endpointId}`;
    const { rows } = await sql<RawDeliveryRow & { payload: string }>`
      select ${DELIVERY_COLUMNS}, ev.type as event_type, ev.payload,
        (select max(a.started_at) from webhook_delivery_attempts a where a.delivery_id = w.id) as last_attempt_at
      from webhook_deliveries w
      join events ev on ev.id = w.event_id
      where w.id = ${deliveryId} ${endpoint}`.execute(this.db);
    if (!rows[0]) return undefined;
    return { ...toDeliveryRow(rows[0]), payload: rows[0].payload };
  }

  /** The latest attempts of a delivery, oldest first. */
  async attempts(deliveryId: number, limit = MAX_ATTEMPTS_SHOWN): Promise<AttemptRow[]> {
    const rows = await this.db
      .selectFrom('webhook_delivery_attempts')
      .select(['started_at', 'duration_ms', 'status_code', 'error', 'response_headers', 'response_body', 'response_body_truncated'])
      .where('delivery_id', '=', deliveryId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map((r) => ({
      ...r,
      started_at: Number(r.started_at),
      duration_ms: Number(r.duration_ms),
      status_code: r.status_code === null ? null : Number(r.status_code),
      response_body_truncated: Number(r.response_body_truncated),
    }));
  }

  /**
   * Queues a finished delivery again, due now, for a new series of attempts:
   * same row, so the same event `_id` and body, and its place in the
   * endpoint's queue is its id (event order). 'pending' when it is still
   * pending, undefined when there is no such delivery.
   */
  async retry(endpointId: string, deliveryId: number, now: number): Promise<'pending' | undefined | true> {
    try {
      return await this.context.transaction(async (tx) => {
        // The endpoint's row first (queue-floor.ts), so a refused retry is rolled back, floor and count with it.
        await lowerQueueFloor(tx.db, endpointId, deliveryId);
        const requeued = await tx.db
          .updateTable('webhook_deliveries')
          .set(requeuedAt(now))
          .where('id', '=', deliveryId)
          .where('endpoint_id', '=', endpointId)
          .where('status', '<>', 'pending')
          .executeTakeFirst();
        if (Number(requeued.numUpdatedRows) > 0) {
          await tx.announceDeliveries();
          return true as const;
        }
        const current = await tx.db
          .selectFrom('webhook_deliveries')
          .select('status')
          .where('id', '=', deliveryId)
          .where('endpoint_id', '=', endpointId)
          .executeTakeFirst();
        throw new NothingRequeued(current ? 'pending' : undefined);
      });
    } catch (error) {
      if (error instanceof NothingRequeued) return error.answer;
      throw error;
    }
  }

  /**
   * Queues again, in one transaction, up to `batch` failed or cancelled
   * deliveries of the endpoint made in [since, until) after `after`, in
   * event order. Returns
   * how many and where the next batch starts (null when the window is done).
   */
  async recoverBatch(
    endpointId: string,
    window: { since: number; until: number },
    after: DeliveryKey | null,
    now: number,
    batch = RECOVER_BATCH,
  ): Promise<{ requeued: number; next: DeliveryKey | null }> {
    return this.context.transaction(async (tx) => {
      const cursor = after ? sql`and (w.created_at, w.id) > (${after.createdAt}, ${after.id})` : sql``;
      const { rows } = await sql<{ id: number; created_at: number }>`
        select w.id, w.created_at from webhook_deliveries w
        where w.endpoint_id = ${endpointId} and w.${FINISHED_BADLY}
          and w.created_at >= ${window.since} and w.created_at < ${window.until} ${cursor}
        order by w.created_at, w.id
        limit ${batch}`.execute(tx.db);
      if (rows.length === 0) return { requeued: 0, next: null };
      await lowerQueueFloor(tx.db, endpointId, Math.min(...rows.map((r) => Number(r.id))));
      const updated = await tx.db
        .updateTable('webhook_deliveries')
        .set(requeuedAt(now))
        .where(
          'id',
          'in',
          rows.map((r) => Number(r.id)),
        )
        .where('status', 'in', ['failed', 'cancelled'])
        .executeTakeFirst();
      const requeued = Number(updated.numUpdatedRows);
      if (requeued > 0) await tx.announceDeliveries();
      const last = rows[rows.length - 1]!;
      return { requeued, next: rows.length < batch ? null : { createdAt: Number(last.created_at), id: Number(last.id) } };
    });
  }

  /**
   * How many failed or cancelled deliveries of the endpoint made in [since,
   * until) recover would queue, counted up to `cap` (the partial index of
   * such deliveries, read no further than that).
   */
  async countRecoverable(endpointId: string, window: { since: number; until: number }, cap: number): Promise<number> {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from (
        select 1 from webhook_deliveries w
        where w.endpoint_id = ${endpointId} and w.${FINISHED_BADLY}
          and w.created_at >= ${window.since} and w.created_at < ${window.until}
        limit ${cap}
      ) c`.execute(this.db);
    return Number(rows[0]!.n);
  }

  /** How many deliveries of the endpoint are pending (held, while it is paused), counted up to `cap` (the index of pending ones). */
  async countPending(endpointId: string, cap: number): Promise<number> {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from (
        select 1 from webhook_deliveries w where w.endpoint_id = ${endpointId} and w.status = 'pending' limit ${cap}
      ) c`.execute(this.db);
    return Number(rows[0]!.n);
  }

  /**
   * Cancels every pending delivery of the company's endpoints (paused and
   * disabled ones too), with the reason the company's plan gives as
   * last_error; returns how many. They stay in the delivery log as history.
   */
  async cancelPendingOfCompany(companyId: string, now: number): Promise<number> {
    const result = await this.context.db
      .updateTable('webhook_deliveries')
      .set(cancelled('plan', now))
      .where('status', '=', 'pending')
      .where('endpoint_id', 'in', (eb) => eb.selectFrom('webhook_endpoints as e').select('e.id').where('e.company_id', '=', companyId))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Records a test event for one endpoint and queues its delivery; returns the delivery's id. */
  async queueTest(event: NewEvent, endpointId: string): Promise<number> {
    return this.context.transaction(async (tx) => {
      const id = await recordEventFor(tx.db, tx.dialect, event, endpointId);
      await tx.announceDeliveries();
      return id;
    });
  }
}

/** A retry that queued nothing: thrown to roll its transaction back, with what retry() answers. */
class NothingRequeued extends Error {
  constructor(readonly answer: 'pending' | undefined) {
    super('nothing was queued again');
  }
}
