import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../services/event-outbox.ts';
import { ownerKeyOf } from '../../services/webhook-endpoint-identity.ts';
import type { EndpointScope } from '../../services/webhook-endpoint-service.ts';

/** The caller and company of a company-scoped request, as the recruiting services record them on events. */
export function actor(request: FastifyRequest): Actor {
  return { company: request.company, user: request.caller.user };
}

/** The webhook endpoints a company-scoped request may see: the company's, and of those a partner's own only. */
export function endpointScope(request: FastifyRequest): EndpointScope {
  return { companyId: request.company.id, ownerKey: ownerKeyOf(request.caller.user) };
}
