// The events feed: every event of the company for EVENTS_RETENTION_DAYS,
// newest first, whether or not an endpoint received it, for consumers that
// catch up instead of (or besides) receiving webhooks. Its access rules are
// the webhook routes': the Pro plan (checked by the route, as for the
// endpoints' writes), and a partner reads only what its endpoints would
// receive: the types they subscribe to, since its membership began.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { badRequest } from '../errors.ts';
import { presentFeedEvent } from '../presenters/feed-event.ts';
import { DEFAULT_EVENT_PAGE, type EventList, type EventListQuery } from '../schemas/events-feed.ts';
import type { EventFeedFilter, EventKey } from '../storage/repositories/event-feed-repository.ts';
import type { UserRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import { ownerKeyOf } from './webhook-endpoint-identity.ts';

const EVENT_ID = /^[0-9a-f]{12,14}$/;

/** The feed's cursor: opaque to clients, the key of the last event of the page to them. */
export function encodeEventCursor(key: EventKey): string {
  return Buffer.from(`${key.createdAt}.${key.id}`).toString('base64url');
}

export function decodeEventCursor(cursor: string): EventKey {
  const match = /^(\d{1,16})\.([0-9a-f]{12,14})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const key = match ? { createdAt: Number(match[1]), id: match[2]! } : undefined;
  if (!key || !Number.isSafeInteger(key.createdAt) || !EVENT_ID.test(key.id) || encodeEventCursor(key) !== cursor) {
    throw badRequest('invalidCursor', 'cursor is not one this API gave out; pass next_cursor as given');
  }
  return key;
}

export class EventFeedService {
  constructor(private readonly deps: { store: Store; config: Config; clock: Clock }) {}

  /** A page of the company's events for the caller (a member of it), as EventListQuery checked the query. */
  async list(companyId: string, caller: Pick<UserRow, 'id' | 'is_partner'>, query: EventListQuery): Promise<EventList> {
    const since = query.since === undefined ? undefined : Date.parse(query.since);
    const until = query.until === undefined ? undefined : Date.parse(query.until);
    if (since !== undefined && until !== undefined && since >= until) throw badRequest('invalidDate', 'since must be before until');
    const after = query.cursor === undefined ? undefined : decodeEventCursor(query.cursor);
    // What is kept: events made within the retention window (older ones may linger until retention's next round).
    const kept = this.deps.clock.now() - this.deps.config.events.retentionMs;
    const filter: EventFeedFilter = {
      since: Math.max(kept, since ?? kept),
      until,
      types: query.type === undefined ? undefined : [query.type],
    };
    if (caller.is_partner === 1) {
      const audience = await this.deps.store.repos.eventFeed.partnerAudience(companyId, caller.id, ownerKeyOf(caller));
      if (!audience) return { data: [], next_cursor: null };
      filter.since = Math.max(filter.since, audience.since);
      filter.types = (filter.types ?? audience.types).filter((type) => audience.types.includes(type));
    }
    const { rows, next } = await this.deps.store.repos.eventFeed.list(companyId, filter, after, query.limit ?? DEFAULT_EVENT_PAGE);
    return { data: rows.map(presentFeedEvent), next_cursor: next ? encodeEventCursor(next) : null };
  }
}
