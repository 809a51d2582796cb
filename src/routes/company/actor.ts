import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../services/recruiting-events.ts';

/** The caller and company of a company-scoped request, as the recruiting services record them on events. */
export function actor(request: FastifyRequest): Actor {
  return { company: request.company, user: request.caller.user };
}
