// The hooks of the webhook routes (endpoints and their delivery log), which
// keep the order of checks docs/api.md gives: after the company scope's
// authentication and membership, the Pro plan for writes (before the body is
// read), then the endpoint of the path (404, and 403 for a change to a
// legacy endpoint), and only then the body and query, validated by the
// route's schemas.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebhookEndpointRow } from '../../storage/schema.ts';
import { endpointScope } from './actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The webhook endpoint of the path, found by findEndpoint or findWritableEndpoint. */
    endpoint: WebhookEndpointRow;
  }
}

type EndpointParams = { endpoint_id: string; delivery_id?: string };

/** onRequest: what changes an endpoint or sends to it needs the Pro plan (403 proPlanRequired). */
export async function requireProPlan(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  this.services.webhookEndpoints.requireWebhooksPlan(request.company);
}

/**
 * preValidation: the endpoint of the path in the caller's owner scope (404
 * for a malformed id, an unknown one and anyone else's), and a delivery id of
 * the path in the form this service gives out (404 otherwise).
 */
export async function findEndpoint(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const params = request.params as EndpointParams;
  request.endpoint = await this.services.webhookEndpoints.requireVisible(endpointScope(request), params.endpoint_id);
  if (params.delivery_id !== undefined) this.services.webhookDeliveries.requireDeliveryId(params.delivery_id);
}

/** preValidation: as findEndpoint, for a change to the endpoint itself: 403 legacyEndpointReadOnly for a legacy one. */
export async function findWritableEndpoint(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const params = request.params as EndpointParams;
  request.endpoint = await this.services.webhookEndpoints.requireWritable(endpointScope(request), params.endpoint_id);
}

/**
 * preHandler of the receiver check and test events, which send at once: each
 * counts against the company's allowance (WEBHOOK_TEST_RATE_LIMIT; 429
 * tooManyWebhookTests beyond it), once the request is otherwise valid.
 */
export async function countTestSend(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  await this.services.webhookTestLimits.count(request.company.id);
}

/** Declares request.endpoint on the scope of the webhook routes. */
export function decorateEndpointRequests(app: FastifyInstance): void {
  app.decorateRequest('endpoint', null as unknown as WebhookEndpointRow);
}
