// GET /v3/openapi.json: the OpenAPI 3 document built from the route schemas.
import type { FastifyPluginAsync } from 'fastify';

const openapiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default openapiRoutes;
