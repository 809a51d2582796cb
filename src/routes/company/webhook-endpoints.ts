// GET/POST /webhook_endpoints, GET/PUT/DELETE /webhook_endpoint/{endpoint_id},
// POST /webhook_endpoint/{endpoint_id}/pause and /resume. Authentication and
// membership are checked by the company scope; the rules live in the service.
// Listing, reading and deleting are allowed on any plan, so a company that
// left Pro can see and remove its endpoints (which receive nothing while it
// is off Pro); creating, updating, pausing and resuming need the Pro plan,
// checked before the body is read. Bodies are validated by their schemas,
// which answer with the spec's messages (schemas/webhook-endpoint.ts), once
// the endpoint of the path is found (endpoint-hooks.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { entityTag } from '../../hooks/conditional-get.ts';
import { idempotentRoute } from '../../hooks/idempotency.ts';
import { installJsonBodyParser } from '../../hooks/json-body.ts';
import { bearerSecurity, CompanyParams, errors, SuccessRef } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { DryRunSchema } from '../../schemas/dry-run.ts';
import { ResumeBody } from '../../schemas/endpoint-resume.ts';
import {
  CreatedWebhookEndpointSchema,
  CreateWebhookEndpointBody,
  EndpointParams,
  UpdateWebhookEndpointBody,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
} from '../../schemas/webhook-endpoint.ts';
import { SECRET_PREFIX_LENGTH } from '../../services/webhook-endpoint-identity.ts';
import { endpointScope } from './actor.ts';
import { findEndpoint, findWritableEndpoint, requireProPlan } from './endpoint-hooks.ts';

/** A created endpoint's answer with `secret_prefix` in place of its `secret`. */
function withoutSecret(body: string, statusCode: number): string {
  if (statusCode !== 201) return body;
  const { secret, ...endpoint } = JSON.parse(body) as { secret: string } & Record<string, unknown>;
  return JSON.stringify({ ...endpoint, secret_prefix: secret.slice(0, SECRET_PREFIX_LENGTH) });
}

const TAGS = ['webhook endpoints'];
const PRO_NOTE = 'Needs the Pro plan (403 proPlanRequired otherwise).';
const ANY_PLAN_NOTE =
  'Allowed on any plan: while the company is not on Pro its endpoints receive nothing, but it can still list, read and delete them.';

const webhookEndpointRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.webhookEndpoints;

  // Clients often send Content-Type: application/json on every request, also
  // on pause, resume and delete, which have no body; an empty body is then
  // "no body" here rather than a JSON syntax error.
  installJsonBodyParser(app, { emptyBody: 'none' });

  app.get('/webhook_endpoints', {
    schema: {
      operationId: 'listWebhookEndpoints',
      summary: "List the caller's webhook endpoints",
      description: `The endpoints the caller owns in this company, oldest first. ${ANY_PLAN_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: CompanyParams,
      response: { 200: ref(WebhookEndpointListSchema), ...errors(401, 403, 404) },
    },
    // The most polled answer: its bytes and ETag are kept per owner while the
    // list's version stands (services/endpoint-list-cache.ts), made by the
    // route's own serializer as any answer would be.
    handler: async (request, reply) => {
      const answer = await service.listAnswer(endpointScope(request), (data) => {
        // Kept as bytes: a string would be encoded again on every send.
        const body = Buffer.from(reply.serialize({ data }) as string);
        return { body, etag: entityTag(body) };
      });
      return reply
        .header('etag', answer.etag)
        .type('application/json; charset=utf-8')
        .send(answer.body as never); // already serialized: sent as it is
    },
  });

  app.post('/webhook_endpoints', {
    schema: {
      operationId: 'createWebhookEndpoint',
      summary: 'Create a webhook endpoint',
      description:
        'Answers 201 with the endpoint and its full `secret`, shown this once, and a Location header. 400 messages, checked in this order: ' +
        '"Invalid URL format", "URL must use HTTPS protocol", "Events must be an array", "At least one event must be specified", ' +
        '"Invalid events" (the unknown names in `invalid_events`, the allowed ones in `allowed_events`); then the URL length, the description, ' +
        'the rate limit (invalidRateLimit: an integer from 1 to 1000, or null), the custom headers (invalidHeaders) and unknown fields (`unknown_fields`), as the body schema says; last, the URL must not contain credentials nor point to a private or reserved address. ' +
        `429 "Quota exceeded" when the owner already has 10 endpoints in the company. ${PRO_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: CompanyParams,
      body: CreateWebhookEndpointBody,
      response: { 201: ref(CreatedWebhookEndpointSchema), ...errors(400, 401, 403, 404, 429) },
    },
    onRequest: requireProPlan,
    // A retry gets the endpoint as GET shows it: the secret is shown once, and never kept.
    ...idempotentRoute(withoutSecret),
    handler: async (request, reply) => {
      const scope = endpointScope(request);
      const created = await service.create(scope, request.body);
      request.log.info({ webhook_endpoint: created.id, owner: scope.ownerKey }, 'webhook endpoint created');
      return reply.code(201).header('location', `/v3/company/${scope.companyId}/webhook_endpoint/${created.id}`).send(created);
    },
  });

  app.get('/webhook_endpoint/:endpoint_id', {
    schema: {
      operationId: 'getWebhookEndpoint',
      summary: 'Get a webhook endpoint',
      description: `404 webhookEndpointNotFound for unknown ids and for endpoints of other companies or owners. ${ANY_PLAN_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: EndpointParams,
      response: { 200: ref(WebhookEndpointSchema), ...errors(401, 403, 404) },
    },
    preValidation: findEndpoint,
    handler: async (request) => service.show(request.endpoint),
  });

  app.put('/webhook_endpoint/:endpoint_id', {
    schema: {
      operationId: 'updateWebhookEndpoint',
      summary: 'Update a webhook endpoint',
      description:
        'Any subset of url, description, events, enabled, rate_limit, headers; omitted fields keep their value (rate_limit null removes the limit; ' +
        'headers replaces every custom header, null or {} removes them). url, events, rate_limit and headers follow the create rules. ' +
        `Legacy endpoints are read-only (403 legacyEndpointReadOnly). ${PRO_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: EndpointParams,
      body: UpdateWebhookEndpointBody,
      response: { 200: ref(WebhookEndpointSchema), ...errors(400, 401, 403, 404) },
    },
    onRequest: requireProPlan,
    preValidation: findWritableEndpoint,
    handler: async (request) => service.update(endpointScope(request), request.endpoint, request.body),
  });

  app.delete('/webhook_endpoint/:endpoint_id', {
    schema: {
      operationId: 'deleteWebhookEndpoint',
      summary: 'Delete a webhook endpoint',
      description: `Its pending deliveries are dropped. Legacy endpoints are read-only (403 legacyEndpointReadOnly). ${ANY_PLAN_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: EndpointParams,
      response: { 200: SuccessRef, ...errors(401, 403, 404) },
    },
    preValidation: findWritableEndpoint,
    handler: async (request) => {
      const scope = endpointScope(request);
      await service.remove(scope, request.endpoint);
      request.log.info({ webhook_endpoint: request.params.endpoint_id, owner: scope.ownerKey }, 'webhook endpoint deleted');
      return { success: true as const };
    },
  });

  app.post('/webhook_endpoint/:endpoint_id/pause', {
    schema: {
      operationId: 'pauseWebhookEndpoint',
      summary: 'Pause a webhook endpoint',
      description: `No deliveries while paused. Pausing a paused endpoint returns it unchanged. ${PRO_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: EndpointParams,
      response: { 200: ref(WebhookEndpointSchema), ...errors(401, 403, 404) },
    },
    onRequest: requireProPlan,
    preValidation: findWritableEndpoint,
    handler: async (request) => service.pause(endpointScope(request), request.endpoint),
  });

  app.post('/webhook_endpoint/:endpoint_id/resume', {
    schema: {
      operationId: 'resumeWebhookEndpoint',
      summary: 'Resume a paused webhook endpoint',
      description:
        'Deliveries resume: the events made while it was paused were held for it and now go out in order, ' +
        'unless the optional body says `{"discard_held": true}`, which cancels them instead. ' +
        'Resuming an active endpoint returns it unchanged. With `"dry_run": true` nothing changes and the answer is ' +
        '`{dry_run: true, deliveries, more}`: how many held deliveries the resume would send (or, with discard_held, cancel). ' +
        `400 invalidDiscardHeld, invalidDryRun, unknownField, invalidBody. ${PRO_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: EndpointParams,
      body: ResumeBody,
      response: { 200: Type.Union([ref(WebhookEndpointSchema), ref(DryRunSchema)]), ...errors(400, 401, 403, 404) },
    },
    onRequest: requireProPlan,
    preValidation: findWritableEndpoint,
    handler: async (request) =>
      request.body?.dry_run === true
        ? service.resumePreview(request.endpoint)
        : service.resume(endpointScope(request), request.endpoint, request.body),
  });
};

export default webhookEndpointRoutes;
