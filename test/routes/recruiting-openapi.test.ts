// The OpenAPI document describes every event payload (webhooks section) and
// the recruiting routes. The document does not depend on the storage backend,
// so one dialect suffices.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EVENT_TYPES } from '../../src/schemas/event-types.ts';
import { eventComponentName, WEBHOOK_EVENT_SCHEMAS } from '../../src/schemas/webhook-events.ts';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('OpenAPI document: recruiting routes and webhook payloads', () => {
  let server: TestServer;
  let doc: any;
  before(async () => {
    server = await startTestServer(sqlite);
    const res = await server.get('/v3/openapi.json');
    assert.equal(res.status, 200);
    doc = res.body;
  });
  after(() => server?.close());

  it('declares OpenAPI 3.1 with a webhook for each of the ten event types, and no others', () => {
    assert.equal(doc.openapi, '3.1.0');
    assert.deepEqual(Object.keys(doc.webhooks).sort(), [...EVENT_TYPES].sort());
  });

  for (const type of EVENT_TYPES) {
    it(`documents the ${type} payload as a named schema, with the signature header`, () => {
      const operation = doc.webhooks[type].post;
      const name = eventComponentName(type);
      assert.deepEqual(operation.requestBody.content['application/json'].schema, { $ref: `#/components/schemas/${name}` });
      const schema = doc.components.schemas[name];
      assert.equal(WEBHOOK_EVENT_SCHEMAS[type].$id, name);
      assert.deepEqual(schema.required, ['_id', 'type', 'object', 'creation_date']);
      assert.deepEqual(schema.properties.type.enum, [type]);
      assert.ok(schema.properties.object.required.includes('company'));
      assert.ok(schema.properties.object.required.includes('acting_user'));
      assert.deepEqual(schema.properties.object.properties.company, { $ref: '#/components/schemas/EventCompany' });
      assert.ok(operation.parameters.some((p: { in: string; name: string }) => p.in === 'header' && p.name === 'X-Hook-Signature'));
      assert.match(operation.operationId, /^[a-z][a-zA-Z0-9]*$/);
      assert.deepEqual(operation.security, [], 'receivers check the signature, not a token');
    });
  }

  it('carries candidate.name, stage.name and stage_was in candidateStatusUpdated, as the spec describes', () => {
    const schemas = doc.components.schemas;
    const object = schemas.CandidateStatusUpdatedEvent.properties.object;
    assert.deepEqual(object.properties.candidate, { $ref: '#/components/schemas/Candidate' });
    assert.ok(schemas.Candidate.required.includes('name'));
    assert.ok(schemas.Candidate.required.includes('email_address'));
    assert.deepEqual(object.properties.stage, { $ref: '#/components/schemas/Stage' });
    assert.ok(schemas.Stage.required.includes('name'));
    assert.ok(object.required.includes('stage_was'));
  });

  it('names every operation with a unique, camelCase operationId', () => {
    const ids = Object.entries(doc.paths).flatMap(([path, item]: [string, any]) =>
      Object.entries(item).map(([method, operation]: [string, any]) => ({
        where: `${method.toUpperCase()} ${path}`,
        id: operation.operationId,
      })),
    );
    assert.ok(ids.length >= 29, 'every route of the API');
    assert.deepEqual(
      ids.filter(({ id }) => typeof id !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(id)),
      [],
    );
    const seen = new Set<string>();
    assert.deepEqual(
      ids.filter(({ id }) => seen.size === seen.add(id).size),
      [],
      'no operationId is used twice',
    );
  });

  it('lists the recruiting routes with their success statuses', () => {
    const base = '/v3/company/{company_id}';
    const expected: Array<[string, string, string]> = [
      ['get', '/pipelines', '200'],
      ['get', '/positions', '200'],
      ['post', '/positions', '200'],
      ['get', '/position/{position_id}', '200'],
      ['put', '/position/{position_id}', '200'],
      ['put', '/position/{position_id}/state', '200'],
      ['delete', '/position/{position_id}', '200'],
      ['get', '/position/{position_id}/candidates', '200'],
      ['post', '/position/{position_id}/candidates', '200'],
      ['get', '/position/{position_id}/candidate/{candidate_id}/stream', '200'],
      ['get', '/position/{position_id}/candidate/{candidate_id}', '200'],
      ['put', '/position/{position_id}/candidate/{candidate_id}', '200'],
      ['put', '/position/{position_id}/candidate/{candidate_id}/stage', '200'],
      ['delete', '/position/{position_id}/candidate/{candidate_id}', '200'],
      ['get', '/position/{position_id}/candidate/{candidate_id}/notes', '200'],
      ['post', '/position/{position_id}/candidate/{candidate_id}/notes', '200'],
      ['post', '/position/{position_id}/candidate/{candidate_id}/resume', '204'],
      ['put', '/position/{position_id}/candidate/{candidate_id}/note/{note_id}', '200'],
      ['delete', '/position/{position_id}/candidate/{candidate_id}/note/{note_id}', '200'],
      ['get', '/position/{position_id}/candidate/{candidate_id}/conversation', '200'],
      ['post', '/position/{position_id}/candidate/{candidate_id}/conversation', '201'],
      ['get', '/position/{position_id}/candidate/{candidate_id}/background-checks', '200'],
      ['post', '/position/{position_id}/candidate/{candidate_id}/background-checks', '201'],
      ['put', '/position/{position_id}/candidate/{candidate_id}/background-check/{background_check_id}', '200'],
      ['get', '/position/{position_id}/candidate/{candidate_id}/questionnaires', '200'],
      ['post', '/position/{position_id}/candidate/{candidate_id}/questionnaires', '201'],
    ];
    for (const [method, path, status] of expected) {
      const operation = doc.paths[base + path]?.[method];
      assert.ok(operation, `${method.toUpperCase()} ${path} is missing`);
      assert.ok(operation.responses[status], `${method.toUpperCase()} ${path} lacks ${status}`);
    }
  });
});
