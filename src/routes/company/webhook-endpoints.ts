// GET/POST /webhook_endpoints, GET/PUT/DELETE /webhook_endpoint/{endpoint_id},
// POST /webhook_endpoint/{endpoint_id}/pause and /resume. Authentication and
// membership are checked by the company scope; the rules live in the service.
// Listing, reading and deleting are allowed on any plan, so a company that
// left Pro can see and remove its endpoints (which receive nothing while it
// is off Pro); creating, updating, pausing and resuming need the Pro plan,
// checked before the body is read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { installJsonBodyParser } from '../../hooks/json-body.ts';
import { bearerSecurity, CompanyParams, errors, SuccessRef } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import {
  CreatedWebhookEndpointSchema,
  CreateWebhookEndpointBody,
  EndpointParams,
  UpdateWebhookEndpointBody,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
} from '../../schemas/webhook-endpoint.ts';
import { endpointScope } from './actor.ts';

// The spec fixes which message answers which bad create body, in which order,
// so bodies (and the ids, which answer 404 rather than 400) are checked by the
// service; the schemas are kept on the routes for the OpenAPI document only.
const acceptAsGiven = () => (data: unknown) => ({ value: data });

const TAGS = ['webhook endpoints'];
const PRO_NOTE = 'Needs the Pro plan (403 proPlanRequired otherwise).';
const ANY_PLAN_NOTE =
  'Allowed on any plan: while the company is not on Pro its endpoints receive nothing, but it can still list, read and delete them.';

const webhookEndpointRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.webhookEndpoints;

  // After the company scope's authentication and membership checks, before the body is read.
  const requirePro = async (request: FastifyRequest) => service.requireWebhooksPlan(request.company);

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
    validatorCompiler: acceptAsGiven,
    handler: async (request) => ({ data: await service.list(endpointScope(request)) }),
  });

  app.post('/webhook_endpoints', {
    schema: {
      operationId: 'createWebhookEndpoint',
      summary: 'Create a webhook endpoint',
      description:
        'Answers 201 with the endpoint and its full `secret`, shown this once, and a Location header. 400 messages, checked in this order: ' +
        '"Invalid URL format", "URL must use HTTPS protocol", "Events must be an array", "At least one event must be specified", ' +
        '"Invalid events" (the unknown names in `invalid_events`, the allowed ones in `allowed_events`); then the URL must not contain credentials nor point to a private or reserved address. ' +
        `429 "Quota exceeded" when the owner already has 10 endpoints in the company. ${PRO_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: CompanyParams,
      body: CreateWebhookEndpointBody,
      response: { 201: ref(CreatedWebhookEndpointSchema), ...errors(400, 401, 403, 404, 429) },
    },
    validatorCompiler: acceptAsGiven,
    onRequest: requirePro,
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
    validatorCompiler: acceptAsGiven,
    handler: async (request) => service.get(endpointScope(request), request.params.endpoint_id),
  });

  app.put('/webhook_endpoint/:endpoint_id', {
    schema: {
      operationId: 'updateWebhookEndpoint',
      summary: 'Update a webhook endpoint',
      description:
        'Any subset of url, description, events, enabled; omitted fields keep their value. url and events follow the create rules. ' +
        `Legacy endpoints are read-only (403 legacyEndpointReadOnly). ${PRO_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: EndpointParams,
      body: UpdateWebhookEndpointBody,
      response: { 200: ref(WebhookEndpointSchema), ...errors(400, 401, 403, 404) },
    },
    validatorCompiler: acceptAsGiven,
    onRequest: requirePro,
    handler: async (request) => service.update(endpointScope(request), request.params.endpoint_id, request.body),
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
    validatorCompiler: acceptAsGiven,
    handler: async (request) => {
      const scope = endpointScope(request);
      await service.remove(scope, request.params.endpoint_id);
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
    validatorCompiler: acceptAsGiven,
    onRequest: requirePro,
    handler: async (request) => service.pause(endpointScope(request), request.params.endpoint_id),
  });

  app.post('/webhook_endpoint/:endpoint_id/resume', {
    schema: {
      operationId: 'resumeWebhookEndpoint',
      summary: 'Resume a paused webhook endpoint',
      description: `Deliveries resume. Resuming an active endpoint returns it unchanged. ${PRO_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: EndpointParams,
      response: { 200: ref(WebhookEndpointSchema), ...errors(401, 403, 404) },
    },
    validatorCompiler: acceptAsGiven,
    onRequest: requirePro,
    handler: async (request) => service.resume(endpointScope(request), request.params.endpoint_id),
  });
};

export default webhookEndpointRoutes;
