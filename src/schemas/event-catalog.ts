// The event catalog (GET /v3/event_types) and the AsyncAPI document
// (GET /v3/asyncapi.json): the ten event types, each with what it means, its
// JSON Schema and an example, made from the same sources as the OpenAPI
// document's `webhooks` section: the payload schemas and descriptions of
// webhook-events.ts, the delivery headers named there, and the examples of
// openapi-example-event-bodies.ts. Nothing here is written twice.
import { Type, type Static } from '@sinclair/typebox';
import { componentSchemas, component, ref } from './components.ts';
import { EVENT_TYPES, type EventType } from './event-types.ts';
import { exampleEvent } from './openapi-example-event-bodies.ts';
import { DELIVERY_HEADERS, WEBHOOK_EVENT_SCHEMAS } from './webhook-events.ts';
import { EventTypeSchema } from './webhook-endpoint.ts';

type Json = Record<string, unknown>;

const JsonObject = (description: string) => Type.Unsafe<Json>({ type: 'object', additionalProperties: true, description });

export const EventTypeEntrySchema = component(
  'EventTypeEntry',
  Type.Object(
    {
      type: ref(EventTypeSchema),
      description: Type.String({ description: 'When the event is made and what its payload holds' }),
      schema: JsonObject(
        'The JSON Schema (draft 2020-12 keywords) of the payload, self-contained: every named schema it uses is written out in place',
      ),
      example: JsonObject('An example payload, as a delivery carries it'),
    },
    { additionalProperties: false },
  ),
);
export type EventTypeEntry = Static<typeof EventTypeEntrySchema>;

export const EventTypeCatalogSchema = component(
  'EventTypeCatalog',
  Type.Object({ data: Type.Array(ref(EventTypeEntrySchema), { description: 'The ten event types, in the order of the spec' }) }),
);
export type EventTypeCatalog = Static<typeof EventTypeCatalogSchema>;

/** A named schema as plain JSON: TypeBox's symbols gone, and without its own `$id`. */
function plain(schema: object): Json {
  const { $id: _id, ...rest } = JSON.parse(JSON.stringify(schema)) as Json;
  return rest;
}

/** The named schemas, by name, as plain JSON. */
function named(): Map<string, Json> {
  return new Map(componentSchemas().map((schema) => [schema.$id!, plain(schema)]));
}

/** `value` with every `$ref` to a named schema replaced by `replace(name)`. */
function mapRefs(value: unknown, replace: (name: string) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, replace));
  if (typeof value !== 'object' || value === null) return value;
  const object = value as Json;
  if (typeof object.$ref === 'string' && Object.keys(object).length === 1) return replace(object.$ref);
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, mapRefs(item, replace)]));
}

/** The payload schema of `type` with every named schema written out in place. */
function selfContained(type: EventType, schemas: Map<string, Json>): Json {
  const inline = (name: string): unknown => mapRefs(schemas.get(name), inline);
  return inline(WEBHOOK_EVENT_SCHEMAS[type].$id!) as Json;
}

/** The catalog, the same on every call (built once). */
export const eventCatalog: () => EventTypeCatalog = (() => {
  let built: EventTypeCatalog | undefined;
  return () => {
    const schemas = named();
    built ??= {
      data: EVENT_TYPES.map((type) => ({
        type,
        description: WEBHOOK_EVENT_SCHEMAS[type].description!,
        schema: selfContained(type, schemas),
        example: exampleEvent(type) as Json,
      })),
    };
    return built;
  };
})();

/** The names of the named schemas `value` refers to, directly or through others. */
function referenced(value: unknown, schemas: Map<string, Json>, found = new Set<string>()): Set<string> {
  mapRefs(value, (name) => {
    if (!found.has(name)) {
      found.add(name);
      referenced(schemas.get(name), schemas, found);
    }
    return null;
  });
  return found;
}

/**
 * The AsyncAPI 3.0 document of the deliveries: one channel, an endpoint's
 * URL (which each receiver chooses, so it has no fixed address), on which
 * the service sends one message per event type, with the delivery headers.
 */
export function asyncapiDocument(version: string): Json {
  const schemas = named();
  const local = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const eventSchemaNames = EVENT_TYPES.map((type) => WEBHOOK_EVENT_SCHEMAS[type].$id!);
  const used = referenced(
    eventSchemaNames.map((name) => ({ $ref: name })),
    schemas,
  );
  const headers = {
    type: 'object',
    required: DELIVERY_HEADERS.filter((h) => h.required).map((h) => h.name),
    properties: Object.fromEntries(DELIVERY_HEADERS.map((h) => [h.name, { ...(h.schema as Json), description: h.description }])),
  };
  const messages = Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      {
        name: type,
        title: type,
        summary: WEBHOOK_EVENT_SCHEMAS[type].description,
        contentType: 'application/json',
        headers,
        payload: local(WEBHOOK_EVENT_SCHEMAS[type].$id!),
        examples: [{ name: `${type}Example`, payload: exampleEvent(type) }],
      },
    ]),
  );
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Recruiting API webhooks',
      version,
      description:
        'The events the service sends to a webhook endpoint: an HTTPS POST of the event as JSON, signed (X-Hook-Signature, and the Standard Webhooks headers). ' +
        'Receivers answer 2xx quickly and deduplicate by `_id`. The same events are listed by GET /v3/event_types and, for the last EVENTS_RETENTION_DAYS, by GET /v3/company/{company_id}/events.',
    },
    defaultContentType: 'application/json',
    channels: {
      webhookEndpoint: {
        address: null,
        title: 'A webhook endpoint',
        description: 'The HTTPS URL of a webhook endpoint, chosen by its owner; it receives the event types it subscribes to.',
        messages: Object.fromEntries(EVENT_TYPES.map((type) => [type, { $ref: `#/components/messages/${type}` }])),
      },
    },
    operations: Object.fromEntries(
      EVENT_TYPES.map((type) => [
        `send${type[0]!.toUpperCase()}${type.slice(1)}`,
        {
          action: 'send',
          title: `Send ${type}`,
          summary: WEBHOOK_EVENT_SCHEMAS[type].description,
          channel: { $ref: '#/channels/webhookEndpoint' },
          messages: [{ $ref: `#/channels/webhookEndpoint/messages/${type}` }],
        },
      ]),
    ),
    components: {
      messages,
      schemas: Object.fromEntries([...used].sort().map((name) => [name, mapRefs(schemas.get(name), (to) => local(to))])),
    },
  };
}
