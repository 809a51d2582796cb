// GET /v3/event_types and GET /v3/asyncapi.json: what a receiver gets, for
// anyone to read (no authentication, like the OpenAPI document), from the
// same schemas and examples as its `webhooks` section (schemas/event-catalog.ts).
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../schemas/components.ts';
import { noSecurity } from '../schemas/common.ts';
import { asyncapiDocument, eventCatalog, EventTypeCatalogSchema } from '../schemas/event-catalog.ts';

const eventTypeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/event_types', {
    schema: {
      operationId: 'listEventTypes',
      summary: 'List the event types, with their schemas and examples',
      description:
        'The ten event types a webhook endpoint can subscribe to: what each means, the JSON Schema of its payload (the same as the `webhooks` ' +
        'section of this document, with every named schema written out) and an example payload. No authentication. ' +
        'The same events as an AsyncAPI 3.0 document: GET /v3/asyncapi.json.',
      tags: ['event types'],
      security: noSecurity,
      response: { 200: ref(EventTypeCatalogSchema) },
    },
    handler: async () => eventCatalog(),
  });

  let asyncapi: object | undefined;
  app.get('/asyncapi.json', { schema: { hide: true } }, async () => (asyncapi ??= asyncapiDocument('3')));
};

export default eventTypeRoutes;
