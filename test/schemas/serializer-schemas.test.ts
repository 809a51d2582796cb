// The schemas the response serializer is given (src/schemas/serializer-schemas.ts):
// unions with null as `nullable`, except where a validator reads them; and the
// app's serializers of the lists needing no validator, answering as before.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
// Every named schema, as the app registers them.
import '../../src/app.ts';
import { sharedSerializers } from '../../src/schemas/compiled-schemas.ts';
import { componentSchemas, ref } from '../../src/schemas/components.ts';
import { MessageListSchema } from '../../src/schemas/candidate-records.ts';
import { StreamSchema } from '../../src/schemas/candidate-stream.ts';
import { CandidateListSchema, PositionListSchema } from '../../src/schemas/recruiting.ts';
import { nullablesForSerializer, serializerSchemas } from '../../src/schemas/serializer-schemas.ts';
import { WebhookEndpointListSchema } from '../../src/schemas/webhook-endpoint.ts';

const named = () => Object.fromEntries(componentSchemas().map((schema) => [schema.$id!, JSON.parse(JSON.stringify(schema))]));
const route = (schema: unknown) => ({ schema: JSON.parse(JSON.stringify(schema)), method: 'GET', url: '/', httpStatus: '200' });

describe('unions with null, as the response serializer is given them', () => {
  test('are the other branch marked nullable, at any depth; a union of other kinds stays', () => {
    const schema = {
      type: 'object',
      properties: {
        type: { anyOf: [{ $ref: 'IdName' }, { type: 'null' }], description: 'Kind' },
        list: { type: 'array', items: { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'null' }] } },
        anyOf: { anyOf: [{ type: 'null' }, { $ref: 'IdName' }] },
        choice: { anyOf: [{ $ref: 'IdName' }, { type: 'string' }] },
        nested: { anyOf: [{ anyOf: [{ type: 'string' }, { type: 'integer' }] }, { type: 'null' }] },
        data: { type: 'object', enum: [{ anyOf: [{ $ref: 'IdName' }, { type: 'null' }] }] },
      },
    };
    assert.deepEqual(nullablesForSerializer(schema), {
      type: 'object',
      properties: {
        type: { $ref: 'IdName', description: 'Kind', nullable: true },
        list: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } }, nullable: true } },
        anyOf: { $ref: 'IdName', nullable: true },
        choice: schema.properties.choice,
        nested: schema.properties.nested,
        data: schema.properties.data,
      },
    });
    assert.equal(schema.properties.type.anyOf.length, 2, 'the schema given is left as it was');
  });

  test("make the lists' serializers need no validator, and answer as the unions did", () => {
    // Messages are also items of a candidate's stream, a union: that route's validators read them, not these.
    for (const list of [PositionListSchema, CandidateListSchema, ref(WebhookEndpointListSchema), MessageListSchema]) {
      const { code } = sharedSerializers(named(), { mode: 'debug' })(route(list)) as unknown as { code: string };
      assert.doesNotMatch(code, /getSchemaValidator/);
    }
    const idName = { id: 'fullTime', name: 'Full-Time' };
    const position = {
      _id: '5f1d7a0b2c3e',
      name: 'Backend Engineer',
      friendly_id: '5f1d7a0b2c3e-backend-engineer',
      description: 'Build "it"',
      type: idName,
      location: { country: { id: 'CZ', name: 'Czech Republic' }, city: 'Prague', name: 'Prague, CZ', is_remote: false },
      department: null,
      experience: idName,
      education: null,
      category: idName,
      requisition_id: null,
      tags: ['go'],
      application_form: Object.fromEntries(
        [
          'name',
          'headline',
          'summary',
          'profile_photo',
          'address',
          'salary',
          'email_address',
          'phone_number',
          'resume',
          'work_history',
          'education',
          'cover_letter',
        ].map((field) => [field, 'optional']),
      ),
      state: 'published',
      pipeline_id: 'default',
      pipeline: 'default',
      creator_id: '5f1d7a0b2c3e',
      all_users: ['5f1d7a0b2c3e'],
      all_admins: [],
      candidate_type: 'all',
      org_type: 'position',
      creation_date: '2024-05-01T10:00:00.000Z',
      updated_date: '2024-05-01T10:00:00.000Z',
    };
    const rows = [position, { ...position, type: null, location: { ...position.location, country: null, city: null }, category: null }];
    const serialize = sharedSerializers(named(), undefined)(route(PositionListSchema));
    assert.equal(serialize(rows), JSON.stringify(rows));
  });
});

describe('named schemas a validator reads', () => {
  const IdName = { $id: 'IdName', type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
  const Holder = { $id: 'Holder', type: 'object', properties: { kind: { anyOf: [{ $ref: 'IdName' }, { type: 'null' }] } } };
  const Other = { $id: 'Other', type: 'object', properties: { kind: { anyOf: [{ $ref: 'IdName' }, { type: 'null' }] } } };
  const Either = { $id: 'Either', anyOf: [{ $ref: 'Holder' }, { type: 'string' }] };

  test('are given as they were, with every one they reach; the others rewritten', () => {
    const route = { type: 'object', properties: { either: { $ref: 'Either' }, other: { $ref: 'Other' } } };
    const { named: given, schema } = serializerSchemas({ IdName, Holder, Other, Either })(route);
    assert.deepEqual(schema, route);
    assert.equal(given.Holder, Holder, 'a branch of Either');
    assert.equal(given.IdName, IdName, 'reached from Holder');
    assert.deepEqual(given.Other, { ...Other, properties: { kind: { $ref: 'IdName', nullable: true } } });
  });

  test('but only those of the unions the route reaches', () => {
    const { named: given } = serializerSchemas({ IdName, Holder, Other, Either })({ $ref: 'Other' });
    assert.deepEqual(given.Other, { ...Other, properties: { kind: { $ref: 'IdName', nullable: true } } });
    assert.deepEqual(given.Holder, { ...Holder, properties: { kind: { $ref: 'IdName', nullable: true } } });
  });

  test("and those a route's own union reads", () => {
    const { named: given, schema } = serializerSchemas({ IdName, Other })({
      anyOf: [{ $ref: 'Other' }, { type: 'string' }],
      description: 'x',
    });
    assert.equal(given.Other, Other);
    assert.deepEqual(schema, { anyOf: [{ $ref: 'Other' }, { type: 'string' }], description: 'x' });
  });

  test("serialize a candidate's stream, whose items are a union, as before", () => {
    const item = {
      _id: '5f1d7a0b2c3e',
      type: 'candidateStatusUpdated',
      stream_id: '5f1d7a0b2c3f',
      object: {
        position_id: '5f1d7a0b2c3a',
        stage_was: { id: 'applied', name: 'Applied', type: { id: 'applied', name: 'Applied', icon: 'user' }, icon: 'user' },
        entered_previous_stage: '2024-05-01T10:00:00.000Z',
        stage: { id: 'offer', name: 'Offer', type: { id: 'offer', name: 'Offer', icon: 'paper-plane' }, icon: 'paper-plane' },
        entered_stage: '2024-05-02T10:00:00.000Z',
        status_was: 'applied',
        status: 'offer',
        reason: null,
        is_automated: false,
        acting_user: null,
        mentioned_ids: [],
      },
      timestamp: '2024-05-02T10:00:00.000Z',
    };
    const serialize = sharedSerializers(named(), undefined)(route(StreamSchema));
    assert.equal(serialize([item]), JSON.stringify([item]));
  });
});
