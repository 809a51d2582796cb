// GET /v3/health: no authentication; 503 when the database can't be reached.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { HealthSchema } from '../schemas/auth.ts';

const HealthUnavailableSchema = Type.Object({
  ...HealthSchema.properties,
  error: Type.Object({ type: Type.String(), message: Type.String() }),
});

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', {
    schema: {
      summary: 'Service health',
      tags: ['health'],
      response: { 200: HealthSchema, 503: HealthUnavailableSchema },
    },
    handler: async (request, reply) => {
      const { storage } = app.services;
      try {
        await sql`select 1`.execute(storage.db);
        return { status: 'ok' as const, database: 'reachable' as const, dialect: storage.dialect };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({
          status: 'unavailable' as const,
          database: 'unreachable' as const,
          dialect: storage.dialect,
          error: { type: 'databaseUnreachable', message: 'The database cannot be reached' },
        });
      }
    },
  });
};

export default healthRoutes;
