import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../services/recruiting-service.ts';

/** The caller and company of a company-scoped request, as the recruiting service records them on events. */
export function actor(request: FastifyRequest): Actor {
  return { company: request.company, user: request.caller.user };
}
