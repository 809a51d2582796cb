// Examples of the operations about events (the feed, the catalog, delivery
// health), in the story of openapi-examples.ts and typed by their schemas.
import { eventCatalog } from './event-catalog.ts';
import type { EventList } from './events-feed.ts';
import { exampleEvent, type OperationExample } from './openapi-examples.ts';

const eventList: EventList = {
  data: [
    {
      _id: '6d0f2b4e8c19',
      type: 'candidateStatusUpdated',
      created_at: '2026-03-02T10:40:12.000Z',
      payload: JSON.stringify(exampleEvent('candidateStatusUpdated')),
    },
  ],
  next_cursor: 'MTc3MjQ0ODQxMjAwMC42ZDBmMmI0ZThjMTk',
};

/** By operationId. */
export const EVENT_OPERATION_EXAMPLES: Record<string, OperationExample> = {
  listEvents: { response: eventList },
  listEventTypes: {
    // The catalog's first entry (all ten would make the document ten schemas longer); read when the document is made.
    get response() {
      return { data: eventCatalog().data.slice(0, 1) };
    },
  },
};
