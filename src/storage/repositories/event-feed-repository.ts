// The events feed (GET /events) and the scrubbing of a deleted candidate's
// data from stored events.
//
// The feed reads the index (company_id, created_at, id) over real events
// (test events are not in it, migrations/0017-events-feed.ts): a page is one
// range of it, newest first, so its cost does not grow with the table. A
// filter the index does not answer (an event type, the types a partner's
// endpoints subscribe to) is applied to at most FEED_SCAN_LIMIT events per
// request, as the delivery list does: the page may then hold fewer than
// `limit`, with a cursor to go on from.
import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import { sendBuiltWrite } from '../postgres-write-behind.ts';
import { inlinedPostgres } from '../prepared-query.ts';
import type { Database } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

interface ScrubbedRow {
  id: string;
  payload: string;
  candidate_id: string;
}

/** A PostgreSQL query as one text without parameters. */
const inlined = (query: CompiledQuery<ScrubbedRow>) => sql.raw<ScrubbedRow>(inlinedPostgres(query.sql, query.parameters));

/** A position in the feed's order (newest first): created_at, then id. */
export interface EventKey {
  createdAt: number;
  id: string;
}

export interface EventFeedFilter {
  /** Only these types; undefined: every type. */
  types?: readonly string[];
  /** Epoch ms, inclusive. */
  since: number;
  /** Epoch ms, exclusive. */
  until?: number;
}

export interface FeedEventRow {
  id: string;
  type: string;
  payload: string;
  created_at: number;
}

/** Events one filtered request looks at, at most (see above). */
export const FEED_SCAN_LIMIT = 2_000;

/** Rewrites a stored payload without the personal data of the candidate. */
export type ScrubPayload = (payload: string, candidateId: string) => string;

export class EventFeedRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  /** A page of the company's events, newest first, after `after`, and the key to go on from (null at the end). */
  async list(
    companyId: string,
    filter: EventFeedFilter,
    after: EventKey | undefined,
    limit: number,
  ): Promise<{ rows: FeedEventRow[]; next: EventKey | null }> {
    if (filter.types !== undefined && filter.types.length === 0) return { rows: [], next: null };
    const postFiltered = filter.types !== undefined;
    const scanLimit = postFiltered ? FEED_SCAN_LIMIT : limit + 1;
    const range = rangeOf(companyId, filter, after);
    const typeFilter = filter.types === undefined ? sql`` : sql`where f.type in (${sql.join(filter.types)})`;
    const { rows } = await sql<FeedEventRow>`
      select f.* from (
        select ev.id, ev.type, ev.payload, ev.created_at from events ev
        where ${range}
        order by ev.created_at desc, ev.id desc
        limit ${scanLimit}
      ) f
      ${typeFilter}
      order by f.created_at desc, f.id desc
      limit ${limit + 1}`.execute(this.db);
    const page = rows.slice(0, limit).map((r) => ({ ...r, created_at: Number(r.created_at) }));
    let next: EventKey | null = null;
    if (rows.length > limit) {
      next = { createdAt: page[limit - 1]!.created_at, id: page[limit - 1]!.id };
    } else if (postFiltered) {
      // The scan may have stopped before the end: go on after the last event it looked at.
      const { rows: end } = await sql<{ created_at: number; id: string }>`
        select ev.created_at, ev.id from events ev
        where ${range}
        order by ev.created_at desc, ev.id desc
        limit 1 offset ${scanLimit - 1}`.execute(this.db);
      if (end[0]) next = { createdAt: Number(end[0].created_at), id: end[0].id };
    }
    return { rows: page, next };
  }

  /**
   * What a partner may read of the company's events: those its endpoints
   * would receive, so the types any of its endpoints subscribes to (paused
   * and disabled ones too), made since its membership began. Null when it is
   * not a member (its access was checked at the start of the request).
   */
  async partnerAudience(companyId: string, userId: string, ownerKey: string): Promise<{ since: number; types: string[] } | null> {
    const membership = await this.db
      .selectFrom('memberships')
      .select('created_at')
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!membership) return null;
    const endpoints = await this.db
      .selectFrom('webhook_endpoints')
      .select('events')
      .where('company_id', '=', companyId)
      .where('owner_key', '=', ownerKey)
      .execute();
    const types = new Set(endpoints.flatMap((e) => JSON.parse(e.events) as string[]));
    return { since: Number(membership.created_at), types: [...types] };
  }

  /**
   * Scrubs every stored event that still carries the data of one of the
   * candidates (those of the position, with `positionId`), in the caller's
   * transaction, before the candidates' rows go: the payload is rewritten by
   * `scrub` and the event no longer names the candidate. Returns how many.
   */
  async scrubCandidates(selector: { candidateId: string } | { positionId: string }, scrub: ScrubPayload): Promise<number> {
    const candidates =
      'candidateId' in selector
        ? sql`${selector.candidateId}`
        : sql`select c.id from candidates c where c.position_id = ${selector.positionId}`;
    const select = sql<ScrubbedRow>`select id, payload, candidate_id from events where candidate_id in (${candidates})`;
    // In a transaction that holds its writes (postgres-write-behind.ts), a text with its values written in:
    // the writes held before it (the candidate's deletes) then go in front of it, not in a round trip of their own.
    const { rows } = await (this.context.commitTail ? inlined(select.compile(this.db)) : select).execute(this.db);
    for (const row of rows) {
      // Held, in such a transaction, to go with its next statement (its event and commit).
      await sendBuiltWrite(
        this.context,
        this.db
          .updateTable('events')
          .set({ payload: scrub(row.payload, row.candidate_id), candidate_id: null })
          .where('id', '=', row.id),
      );
    }
    return rows.length;
  }
}

/** The conditions of a feed scan: the company, real events only (the partial index's condition, as written), the window and the cursor. */
function rangeOf(companyId: string, filter: EventFeedFilter, after: EventKey | undefined): RawBuilder<unknown> {
  const parts = [sql`ev.company_id = ${companyId}`, sql`ev.is_test = 0`, sql`ev.created_at >= ${filter.since}`];
  if (filter.until !== undefined) parts.push(sql`ev.created_at < ${filter.until}`);
  if (after) parts.push(sql`(ev.created_at, ev.id) < (${after.createdAt}, ${after.id})`);
  return sql.join(parts, sql` and `);
}

/**
 * Scrubs up to `batch` candidateDeleted events that still carry the deleted
 * candidate's data and have no pending delivery left (they carried it to
 * their receivers, which need it to know whom to remove). An event's
 * deliveries are found by endpoint and time, as retention finds them
 * (queue/retention.ts). Returns how many.
 */
export async function scrubDeliveredDeletions(db: Kysely<Database>, scrub: ScrubPayload, batch = 500): Promise<number> {
  const { rows } = await sql<{ id: string; payload: string; candidate_id: string }>`
    select ev.id, ev.payload, ev.candidate_id from events ev
    where ev.type = 'candidateDeleted' and ev.candidate_id is not null
      and not exists (
        select 1 from webhook_endpoints e
        join webhook_deliveries d on d.endpoint_id = e.id and d.created_at = ev.created_at and d.event_id = ev.id
        where e.company_id = ev.company_id and d.status = 'pending')
    order by ev.created_at, ev.id
    limit ${batch}`.execute(db);
  for (const row of rows) {
    await db
      .updateTable('events')
      .set({ payload: scrub(row.payload, row.candidate_id), candidate_id: null })
      .where('id', '=', row.id)
      .where('candidate_id', 'is not', null)
      .execute();
  }
  return rows.length;
}
