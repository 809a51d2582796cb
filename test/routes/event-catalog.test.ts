// The event catalog (GET /v3/event_types) and the AsyncAPI document
// (GET /v3/asyncapi.json), black box over HTTP without authentication: the
// ten types, each example valid against its schema (Ajv), the schemas the
// same as the OpenAPI document's `webhooks` section, and the AsyncAPI
// document valid for the AsyncAPI parser with the same payloads.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Parser } from '@asyncapi/parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { EVENT_TYPES } from '../../src/schemas/event-types.ts';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/** `value` with every `#/components/schemas/Name` of `document` written out in place. */
function resolve(value: unknown, document: any): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, document));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: string }).$ref;
  if (typeof ref === 'string') return resolve(document.components.schemas[ref.split('/').pop()!], document);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, document)]));
}
/** A schema compared by what it means: titles and examples left out, `const: x` written `enum: [x]` as the OpenAPI document writes it. */
const withoutTitles = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (key, v) => {
      if (key === 'title' || key === 'examples') return undefined;
      if (typeof v === 'object' && v !== null && 'const' in v) {
        const { const: only, ...rest } = v;
        return { ...rest, enum: [only] };
      }
      return v;
    }),
  );

describe('the event catalog and the AsyncAPI document', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer(sqlite, { role: 'api' });
  });
  after(() => server?.close());

  it('lists the ten types without authentication, each example valid against its schema', async () => {
    const res = await server.get('/v3/event_types');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(
      res.body.data.map((e: any) => e.type),
      [...EVENT_TYPES],
    );
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    for (const entry of res.body.data) {
      assert.ok(entry.description.length > 20, entry.type);
      const validate = ajv.compile(entry.schema);
      assert.ok(validate(entry.example), `${entry.type}: ${ajv.errorsText(validate.errors)}`);
      assert.equal(entry.example.type, entry.type);
      // A check that can fail: a payload of another type is refused.
      const other = res.body.data.find((e: any) => e.type !== entry.type);
      assert.equal(validate(other.example), false, `${entry.type} accepts a ${other.type}`);
    }
  });

  it('gives the same schemas and descriptions as the OpenAPI document’s webhooks section', async () => {
    const [catalog, openapi] = await Promise.all([server.get('/v3/event_types'), server.get('/v3/openapi.json')]);
    for (const entry of catalog.body.data) {
      const operation = openapi.body.webhooks[entry.type].post;
      assert.equal(entry.description, operation.description);
      const media = operation.requestBody.content['application/json'];
      assert.deepEqual(withoutTitles(entry.schema), withoutTitles(resolve(media.schema, openapi.body)), entry.type);
      assert.deepEqual(entry.example, media.example);
    }
  });

  it('describes the same events as an AsyncAPI 3.0 document that the AsyncAPI parser accepts', async () => {
    const res = await server.get('/v3/asyncapi.json');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.asyncapi, '3.0.0');
    const { document, diagnostics } = await new Parser().parse(res.text);
    const problems = diagnostics.filter((d) => d.severity === 0).map((d) => `${d.path.join('.')}: ${d.message}`);
    assert.deepEqual(problems, [], 'no errors');
    assert.ok(document, 'parsed');
    const catalog = (await server.get('/v3/event_types')).body.data;
    const messages = document.messages().all();
    assert.deepEqual(messages.map((m) => m.id()).sort(), [...EVENT_TYPES].sort());
    for (const entry of catalog) {
      const message = res.body.components.messages[entry.type];
      assert.deepEqual(withoutTitles(resolve(message.payload, res.body)), withoutTitles(entry.schema), entry.type);
      assert.deepEqual(message.examples[0].payload, entry.example);
      assert.ok(message.headers.properties['X-Hook-Signature'] && message.headers.properties['webhook-signature']);
    }
    assert.equal(document.operations().all().length, EVENT_TYPES.length);
    assert.ok(
      document
        .operations()
        .all()
        .every((o) => o.action() === 'send'),
    );
  });
});
