// The named-schema mechanism (src/schemas/components.ts): names, refs, and
// Fastify resolving the refs when it serializes responses.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { componentSchemas, ref } from '../../src/schemas/components.ts';
import { WebhookEndpointListSchema, WebhookEndpointSchema } from '../../src/schemas/webhook-endpoint.ts';

/**
 * A registry of its own, for the tests that define components: the module
 * loaded again under another URL. Names defined in the app's registry would
 * stay there for every later test file of the process (test:quick runs
 * several per process) and change the app's OpenAPI document.
 */
async function ownRegistry(): Promise<typeof import('../../src/schemas/components.ts')> {
  return import(`../../src/schemas/components.ts?registry=${Math.random()}`);
}

describe('named schemas', () => {
  it('gives a component its name as $id and title, and refers to it by name', async () => {
    const { component, componentSchemas, ref } = await ownRegistry();
    const Thing = component('TestThing', Type.Object({ a: Type.String() }));
    assert.equal(Thing.$id, 'TestThing');
    assert.equal(Thing.title, 'TestThing');
    assert.deepEqual(JSON.parse(JSON.stringify(ref(Thing))), { $ref: 'TestThing' });
    assert.ok(componentSchemas().includes(Thing));
  });

  it('refuses a name used twice, a name that is not PascalCase, and a ref to a schema that is not a component', async () => {
    const { component, ref } = await ownRegistry();
    component('TestTwice', Type.String());
    assert.throws(() => component('TestTwice', Type.String()), /defined twice/);
    assert.throws(() => component('test_thing', Type.String()), /PascalCase/);
    assert.throws(() => ref(Type.Object({})), /component\(\)/);
    assert.throws(() => ref(Type.String({ $id: 'WebhookEndpoint' })), /component\(\)/);
  });

  it("leaves the app's registry alone: the names defined above are not among its components", () => {
    const names = componentSchemas().map((schema) => schema.$id);
    assert.ok(names.includes('WebhookEndpoint'));
    assert.ok(!names.includes('TestThing') && !names.includes('TestTwice'));
  });

  it('serializes responses through refs: fields the named schema does not list never leave', async () => {
    const app = Fastify();
    for (const schema of componentSchemas()) app.addSchema(schema);
    const endpoint = {
      id: 'we_3f9a1c0d5e7b2a4c6d8e0f12',
      url: 'https://example.com/hook',
      events: ['candidateAdded'],
      status: 'active',
      enabled: true,
      stats: { successful_deliveries: 1, failed_deliveries: 0, last_delivery_at: null, leaked: 'stats' },
      secret_prefix: 'whsec_AbCdEf',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      is_legacy: false,
      disabled_reason: null,
      disabled_at: null,
      rate_limit: null,
      headers: { 'X-Api-Key': '••••' },
      secret: 'whsec_the-whole-secret',
    };
    app.get('/one', { schema: { response: { 200: ref(WebhookEndpointSchema) } } }, async () => endpoint);
    app.get('/list', { schema: { response: { 200: ref(WebhookEndpointListSchema) } } }, async () => ({ data: [endpoint] }));
    const { secret: _secret, ...shown } = endpoint;
    const expected = { ...shown, stats: { successful_deliveries: 1, failed_deliveries: 0, last_delivery_at: null } };
    assert.deepEqual((await app.inject('/one')).json(), expected);
    assert.deepEqual((await app.inject('/list')).json(), { data: [expected] });
    await app.close();
  });
});
