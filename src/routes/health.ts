// GET /v3/health: no authentication; 503 when the database can't be reached.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthSchema, HealthUnavailableSchema } from '../schemas/health.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', {
    schema: {
      operationId: 'getHealth',
      summary: 'Service health',
      tags: ['health'],
      response: { 200: HealthSchema, 503: HealthUnavailableSchema },
    },
    handler: async (request, reply) => {
      const result = await app.services.health.check();
      if (result.available) return result.health;
      request.log.warn({ err: result.failure }, 'health check: database unreachable');
      return reply.code(503).send(result.health);
    },
  });
};

export default healthRoutes;
