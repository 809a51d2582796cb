// GET /v3/company/{company_id}/events: the events feed. Authentication and
// membership are checked by the company scope, the Pro plan before the query
// is read (as on the webhook routes that need it); what a partner may read is
// the service's (services/event-feed-service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity, CompanyParams, errors } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { EventListQuery, EventListSchema } from '../../schemas/events-feed.ts';
import { requireProPlan } from './endpoint-hooks.ts';

const eventFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/events', {
    schema: {
      operationId: 'listEvents',
      summary: "List the company's events",
      description:
        'Every event of the company made in the last `EVENTS_RETENTION_DAYS` (default 30), whether or not an endpoint received it, ' +
        'newest first, with the `_id` its deliveries carry and the payload exactly as they carry it. `limit` per page (default 50, at most 200), ' +
        '`next_cursor` to go on. Filters: `type`, `since` (inclusive) and `until` (exclusive) on the time the event was made. ' +
        'With `type`, or for a partner, one request looks at 2 000 events at most: a page may then hold fewer than `limit` (even none) ' +
        'with a next_cursor to go on from. A partner sees the events its endpoints would receive: the types they subscribe to, made since ' +
        'it became a member. Test events are not listed. 400 invalidLimit, invalidCursor, invalidEventType, invalidDate, unknownParameter. ' +
        'Needs the Pro plan (403 proPlanRequired otherwise).',
      tags: ['events'],
      security: bearerSecurity,
      params: CompanyParams,
      querystring: EventListQuery,
      response: { 200: ref(EventListSchema), ...errors(400, 401, 403, 404) },
    },
    onRequest: requireProPlan,
    handler: async (request) => app.services.eventFeed.list(request.company.id, request.caller.user, request.query),
  });
};

export default eventFeedRoutes;
