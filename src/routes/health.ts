// GET /v3/health: no authentication; 503 when the database can't be reached.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorRef, noSecurity } from '../schemas/common.ts';
import { ref } from '../schemas/components.ts';
import { HealthSchema, HealthUnavailableSchema } from '../schemas/health.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', {
    schema: {
      operationId: 'getHealth',
      summary: 'Service health',
      description: 'No authentication. 503 with the same fields when the database cannot be reached, or cannot take writes.',
      tags: ['health'],
      security: noSecurity,
      // Any request can be refused before it reaches a route: malformed HTTP or no Host header (400), too slow (408), headers too large (431).
      response: { 200: ref(HealthSchema), '4xx': ErrorRef, 503: ref(HealthUnavailableSchema) },
    },
    handler: async (request, reply) => {
      const result = await app.services.health.check();
      if (result.available) return result.health;
      request.log.warn(
        { err: result.failure },
        `health check: database ${result.health.database === 'notWritable' ? 'cannot take writes' : 'unreachable'}`,
      );
      return reply.code(503).send(result.health);
    },
  });
};

export default healthRoutes;
