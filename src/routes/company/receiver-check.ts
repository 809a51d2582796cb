// POST /webhook_endpoint/{endpoint_id}/check: the receiver check
// (services/receiver-check.ts). It sends to the endpoint, so it needs the Pro
// plan like a test event; the endpoint is found in the caller's owner scope
// (endpoint-hooks.ts). It takes no body.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity, errors } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { ReceiverCheckSchema } from '../../schemas/receiver-check.ts';
import { EndpointDeliveriesParams } from '../../schemas/webhook-delivery.ts';
import { countTestSend, findEndpoint, requireProPlan } from './endpoint-hooks.ts';

const receiverCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/webhook_endpoint/:endpoint_id/check', {
    schema: {
      operationId: 'checkWebhookReceiver',
      summary: "Check that the endpoint's receiver verifies what it gets",
      description:
        'Sends now, whatever the endpoint subscribes to and whether or not it is paused or disabled, four test deliveries of its first subscribed ' +
        'event type (`"test": true`), with its custom headers: `valid`, correctly signed, which a correct receiver accepts (a 2xx); and three it ' +
        'refuses (any other status): `wrong_signature`, signed with another secret; `old_timestamp`, correctly signed an hour ago; `replay`, the ' +
        'valid one again with the same webhook-id, timestamp, signatures and body. Answers with what the receiver answered to each and whether ' +
        'that is what a correct receiver does. Nothing is queued or stored: the check is not in the delivery log and does not move the stats. ' +
        'Each request waits at most 10 s (or WEBHOOK_TIMEOUT_MS if shorter). Needs the Pro plan. Checks and test events count against ' +
        "the company's allowance (WEBHOOK_TEST_RATE_LIMIT, 20 per minute by default): beyond it 429 tooManyWebhookTests, with Retry-After; " +
        'while too many checks wait their turn on the server, 429 receiverChecksBusy.',
      tags: ['webhook deliveries'],
      security: bearerSecurity,
      params: EndpointDeliveriesParams,
      response: { 200: ref(ReceiverCheckSchema), ...errors(401, 403, 404, 429) },
    },
    onRequest: requireProPlan,
    preValidation: findEndpoint,
    preHandler: countTestSend,
    handler: async (request) => {
      const result = await app.services.receiverCheck.check(request.endpoint, request.company, request.caller.user);
      request.log.info({ webhook_endpoint: request.endpoint.id, passed: result.passed }, 'receiver check made');
      return result;
    },
  });
};

export default receiverCheckRoutes;
