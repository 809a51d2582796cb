// The delivery log of a webhook endpoint and its controls, under
// /webhook_endpoint/{endpoint_id}/: GET deliveries, GET delivery/{id},
// POST delivery/{id}/retry, POST recover, POST test, POST rotate_secret.
// Authentication and membership are checked by the company scope; endpoints
// the caller may not see are 404 (the endpoint service's owner scope).
// Reads are allowed on any plan (a company that left Pro can still see what
// was sent, and what was cancelled when it left); writes need the Pro plan,
// checked before the endpoint is looked up (endpoint-hooks.ts). Queries and
// bodies are validated by their schemas, each problem answered with its own
// error (schemas/webhook-delivery.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { installJsonBodyParser } from '../../hooks/json-body.ts';
import { bearerSecurity, errors } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { DryRunSchema } from '../../schemas/dry-run.ts';
import {
  DeliveryListQuery,
  DeliveryParams,
  EndpointDeliveriesParams,
  RecoverBody,
  RecoverResultSchema,
  RotatedSecretSchema,
  RotateSecretBody,
  SendTestBody,
  WebhookDeliveryDetailSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
} from '../../schemas/webhook-delivery.ts';
import { endpointScope } from './actor.ts';
import { countTestSend, findEndpoint, findWritableEndpoint, requireProPlan } from './endpoint-hooks.ts';

const TAGS = ['webhook deliveries'];
const WRITE_NOTE = 'Needs the Pro plan (403 proPlanRequired otherwise).';
const READ_NOTE = 'Allowed on any plan.';

const webhookDeliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deliveries = () => app.services.webhookDeliveries;

  // test and rotate_secret take an optional body; clients often send
  // Content-Type: application/json with none.
  installJsonBodyParser(app, { emptyBody: 'none' });

  app.get('/webhook_endpoint/:endpoint_id/deliveries', {
    schema: {
      operationId: 'listWebhookDeliveries',
      summary: "List an endpoint's deliveries",
      description:
        'Newest first (`order=oldest`: oldest first), `limit` per page (default 50, at most 200); `next_cursor` goes on, ' +
        '`previous_cursor` (as `before`) goes back. Filters: `status`, `event_type`, `status_code` (of the latest attempt), ' +
        "`event_id` (the payload's `_id`), `since` (inclusive) and `until` (exclusive) on the time the delivery was made. With " +
        '`event_type`, `status_code`, or a `status` other than failed or cancelled, one request looks at 2 000 deliveries at most: a ' +
        'page may then hold fewer than `limit` (even none) with a cursor to go on from. A pending delivery says in `waiting` what ' +
        'holds it back (a paused or disabled endpoint, an earlier delivery of the queue). 400 invalidLimit, invalidCursor, ' +
        `invalidStatus, invalidEventType, invalidStatusCode, invalidEventId, invalidOrder, invalidDate, unknownParameter. ${READ_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: EndpointDeliveriesParams,
      querystring: DeliveryListQuery,
      response: { 200: ref(WebhookDeliveryListSchema), ...errors(400, 401, 403, 404) },
    },
    preValidation: findEndpoint,
    handler: async (request) => deliveries().list(request.endpoint, request.query),
  });

  app.get('/webhook_endpoint/:endpoint_id/delivery/:delivery_id', {
    schema: {
      operationId: 'getWebhookDelivery',
      summary: 'Get a delivery with its payload and attempts',
      description:
        '`payload` is the body exactly as signed and sent; `attempts` (oldest first, the latest 100) show what each attempt got back. ' +
        `404 deliveryNotFound for ids of other endpoints. ${READ_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: DeliveryParams,
      response: { 200: ref(WebhookDeliveryDetailSchema), ...errors(401, 403, 404) },
    },
    preValidation: findEndpoint,
    handler: async (request) => deliveries().get(request.endpoint, request.params.delivery_id),
  });

  app.post('/webhook_endpoint/:endpoint_id/delivery/:delivery_id/retry', {
    schema: {
      operationId: 'retryWebhookDelivery',
      summary: 'Send a finished delivery again',
      description:
        'Queues a failed, cancelled or succeeded delivery for a new series of attempts: same `_id`, same bytes, sent in order with the ' +
        `endpoint's other deliveries. Answers 202 with the delivery, now pending. 409 deliveryNotFinished while it is pending. ${WRITE_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: DeliveryParams,
      response: { 202: ref(WebhookDeliverySchema), ...errors(401, 403, 404, 409) },
    },
    onRequest: requireProPlan,
    preValidation: findEndpoint,
    handler: async (request, reply) => {
      const delivery = await deliveries().retry(request.endpoint, request.params.delivery_id);
      return reply.code(202).send(delivery);
    },
  });

  app.post('/webhook_endpoint/:endpoint_id/recover', {
    schema: {
      operationId: 'recoverWebhookDeliveries',
      summary: 'Send the failed and cancelled deliveries of a time window again',
      description:
        'Queues again every failed or cancelled delivery of the endpoint made at or after `since` and before `until` (default: now), in event order ' +
        '(cancelled: those of a company that left the Pro plan). ' +
        'At most 10 000 per request, in batches: call again for the rest. Answers 202 `{requeued}`. ' +
        'With `dry_run: true` it queues nothing and answers 200 `{dry_run: true, deliveries, more}`: how many it would queue now, ' +
        'and whether more are left for another request. ' +
        `400 invalidDate, invalidDryRun, unknownField, invalidBody. ${WRITE_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: EndpointDeliveriesParams,
      body: RecoverBody,
      response: { 200: ref(DryRunSchema), 202: ref(RecoverResultSchema), ...errors(400, 401, 403, 404) },
    },
    onRequest: requireProPlan,
    preValidation: findEndpoint,
    handler: async (request, reply) =>
      request.body.dry_run === true
        ? reply.code(200).send(await deliveries().recoverPreview(request.endpoint, request.body))
        : reply.code(202).send(await deliveries().recover(request.endpoint, request.body)),
  });

  app.post('/webhook_endpoint/:endpoint_id/test', {
    schema: {
      operationId: 'sendTestWebhookEvent',
      summary: 'Send a test event to the endpoint',
      description:
        'Queues, now and whatever the endpoint subscribes to, an example event of `event_type` (default: its first subscribed type), ' +
        'signed like any delivery. Its payload carries `"test": true` and example data (the real company and the caller as acting_user). ' +
        'It appears in the delivery list like any other. Answers 202 with the delivery and a Location header. ' +
        "Test events and receiver checks count against the company's allowance (WEBHOOK_TEST_RATE_LIMIT, 20 per minute by default): " +
        `beyond it 429 tooManyWebhookTests, with Retry-After. 400 invalidEventType, unknownField, invalidBody. ${WRITE_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: EndpointDeliveriesParams,
      body: SendTestBody,
      response: { 202: ref(WebhookDeliverySchema), ...errors(400, 401, 403, 404, 429) },
    },
    onRequest: requireProPlan,
    preValidation: findEndpoint,
    preHandler: countTestSend,
    handler: async (request, reply) => {
      const scope = endpointScope(request);
      const delivery = await deliveries().sendTest(request.endpoint, request.body, request.caller.user);
      request.log.info({ webhook_endpoint: request.params.endpoint_id, delivery: delivery.id }, 'test event queued');
      return reply
        .code(202)
        .header('location', `/v3/company/${scope.companyId}/webhook_endpoint/${request.params.endpoint_id}/delivery/${delivery.id}`)
        .send(delivery);
    },
  });

  app.post('/webhook_endpoint/:endpoint_id/rotate_secret', {
    schema: {
      operationId: 'rotateWebhookSecret',
      summary: "Replace the endpoint's signing secret",
      description:
        'Answers with the new secret, shown this once. For `overlap_hours` (default 24, at most 168; 0: none) every delivery is signed ' +
        'with both secrets (X-Hook-Signature with the new, X-Hook-Signature-Previous with the old, and both `v1,` signatures in ' +
        'webhook-signature); then the old secret is erased. Legacy endpoints are read-only (403 legacyEndpointReadOnly). ' +
        `400 invalidOverlap, unknownField, invalidBody. ${WRITE_NOTE}`,
      tags: TAGS,
      security: bearerSecurity,
      params: EndpointDeliveriesParams,
      body: RotateSecretBody,
      response: { 200: ref(RotatedSecretSchema), ...errors(400, 401, 403, 404) },
    },
    onRequest: requireProPlan,
    preValidation: findWritableEndpoint,
    handler: async (request) => {
      const scope = endpointScope(request);
      const rotated = await app.services.webhookEndpoints.rotateSecret(scope, request.endpoint, request.body);
      request.log.info({ webhook_endpoint: request.params.endpoint_id, owner: scope.ownerKey }, 'webhook secret rotated');
      return rotated;
    },
  });
};

export default webhookDeliveryRoutes;
