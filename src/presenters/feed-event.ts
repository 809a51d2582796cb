// An event of the events feed as the API shows it.
import { isoTime } from '../clock.ts';
import type { EventType } from '../schemas/event-types.ts';
import type { FeedEvent } from '../schemas/events-feed.ts';
import type { FeedEventRow } from '../storage/repositories/event-feed-repository.ts';

export function presentFeedEvent(row: FeedEventRow): FeedEvent {
  return { _id: row.id, type: row.type as EventType, created_at: isoTime(row.created_at), payload: row.payload };
}
