// GET /livez and GET /readyz: probes for an orchestrator or a load balancer,
// outside /v3 and the OpenAPI document, without authentication. The same two
// are served on the metrics listener (METRICS_PORT), so that a worker-only
// process, which has no API listener, can be probed too.
// - /livez answers 200 while the process answers at all: it touches nothing else.
// - /readyz answers 200 when the process can do its work (HealthService.readiness), else 503.
// Their request lines are not logged (probes come every few seconds); a failed readiness is, at warn.
import type { FastifyPluginAsync } from 'fastify';
import type { Readiness } from '../services/health-service.ts';

const probeRoutes: FastifyPluginAsync<{ readiness: () => Promise<Readiness> }> = async (app, options) => {
  app.get('/livez', { schema: { hide: true }, logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const readiness = await options.readiness();
    if (!readiness.ready) request.log.warn({ readiness: readiness.body, err: readiness.failure }, 'not ready');
    return reply.code(readiness.ready ? 200 : 503).send(readiness.body);
  });
};

export default probeRoutes;
