// GET /webhook_endpoint/{endpoint_id}/stats: the delivery health of an
// endpoint. Authentication and membership are checked by the company scope,
// the endpoint in the caller's owner scope (endpoint-hooks.ts); a read, so
// allowed on any plan like the delivery log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity, errors } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { EndpointStatsQuery, EndpointStatsSchema } from '../../schemas/endpoint-stats.ts';
import { EndpointDeliveriesParams } from '../../schemas/webhook-delivery.ts';
import { findEndpoint } from './endpoint-hooks.ts';

const endpointStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/webhook_endpoint/:endpoint_id/stats', {
    schema: {
      operationId: 'getWebhookEndpointStats',
      summary: "An endpoint's delivery health",
      description:
        'Its attempts over `window` (24h, the default: per hour; 7d: per 6 hours, UTC), successes (a 2xx) and failures; the median and 95th ' +
        'percentile response time of the attempts that got an answer; and a verdict: "healthy", "failing since <time>" (every attempt since ' +
        'then failed) or "disabled: <reason>". 400 invalidWindow, unknownParameter. Allowed on any plan.',
      tags: ['webhook deliveries'],
      security: bearerSecurity,
      params: EndpointDeliveriesParams,
      querystring: EndpointStatsQuery,
      response: { 200: ref(EndpointStatsSchema), ...errors(400, 401, 403, 404) },
    },
    preValidation: findEndpoint,
    handler: async (request) => app.services.endpointStats.stats(request.endpoint, request.query),
  });
};

export default endpointStatsRoutes;
