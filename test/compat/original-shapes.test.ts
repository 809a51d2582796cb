// Every field of the original's positions, candidates and stream items that
// its clients read, checked by type against this service's answers and event
// payloads, on both dialects. The schemas below are written from the
// original's own answers as its connectors recorded them (a position of
// `GET …/position/{id}`, a candidate of `GET …/candidates`, of `POST
// …/candidates` and of `GET …/candidate/{id}`, the items of `GET
// …/candidate/{id}/stream`), not from this service's OpenAPI document, so a
// field this service drops, renames, leaves out instead of null, or types
// otherwise fails here. Fields the original has and this service adds no
// value to are still required, with the value an unset one has.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { DIALECTS } from '../helpers/dialects.ts';
import { captureEvents, companyPath, subscribedWorkspace, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const string = { type: 'string' };
const nullableString = { type: ['string', 'null'] };
const id = { type: 'string', pattern: '^[0-9a-f]{12,14}$' };
const time = { type: 'string', format: 'date-time' };
const idName = { type: 'object', required: ['id', 'name'], properties: { id: string, name: string } };
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
const ids = { type: 'array', items: id };

const stage = {
  type: 'object',
  required: ['id', 'name', 'type'],
  properties: {
    id: string,
    name: string,
    type: { type: 'object', required: ['id', 'name', 'icon'], properties: { id: string, name: string, icon: string } },
  },
};

const formChoice = { enum: ['required', 'optional', 'hidden'] };
const FORM_FIELDS = [
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
];

const position = {
  type: 'object',
  required: [
    '_id',
    'type',
    'state',
    'name',
    'friendly_id',
    'experience',
    'location',
    'education',
    'department',
    'requisition_id',
    'description',
    'category',
    'application_form',
    'creator_id',
    'creation_date',
    'updated_date',
    'all_users',
    'all_admins',
    'pipeline_id',
    'candidate_type',
    'tags',
    'org_type',
  ],
  properties: {
    _id: id,
    type: nullable(idName),
    state: { enum: ['draft', 'published', 'closed', 'archived', 'pending'] },
    name: string,
    friendly_id: string,
    experience: nullable(idName),
    location: nullable({
      type: 'object',
      required: ['country', 'city', 'name', 'is_remote'],
      properties: { country: nullable(idName), city: nullableString, name: string, is_remote: { type: 'boolean' } },
    }),
    education: nullable(idName),
    department: nullableString,
    requisition_id: nullableString,
    description: nullableString,
    category: nullable(idName),
    application_form: {
      type: 'object',
      required: FORM_FIELDS,
      properties: Object.fromEntries(FORM_FIELDS.map((field) => [field, formChoice])),
    },
    creator_id: id,
    creation_date: time,
    updated_date: time,
    all_users: ids,
    all_admins: ids,
    pipeline_id: string,
    candidate_type: string,
    tags: { type: 'array', items: string },
    org_type: string,
  },
};

const overallScore = {
  type: 'object',
  required: ['very_good', 'good', 'neutral', 'poor', 'very_poor', 'scored_count', 'average_score'],
  properties: {
    very_good: ids,
    good: ids,
    neutral: ids,
    poor: ids,
    very_poor: ids,
    scored_count: { type: 'integer', minimum: 0 },
    average_score: { type: ['number', 'null'] },
  },
};

/** A candidate of the original's lists (GET …/candidates). */
const listedCandidate = {
  type: 'object',
  required: [
    '_id',
    'meta_id',
    'creation_date',
    'email_address',
    'headline',
    'initial',
    'name',
    'origin',
    'phone_number',
    'resume',
    'source',
    'stage',
    'tags',
    'overall_score',
    'updated_date',
  ],
  properties: {
    _id: id,
    meta_id: id,
    creation_date: time,
    email_address: nullableString,
    headline: nullableString,
    initial: string,
    name: string,
    origin: nullableString,
    phone_number: nullableString,
    resume: nullable({ type: 'object', required: ['url', 'file_name'], properties: { url: string, file_name: string } }),
    source: nullable(idName),
    stage,
    tags: { type: 'array', items: string },
    overall_score: overallScore,
    updated_date: time,
  },
};

/** A single candidate (POST …/candidates, GET …/candidate/{id}): the list's fields and its profile. */
const candidate = {
  ...listedCandidate,
  required: [...listedCandidate.required, 'address', 'followed_by', 'social_profiles', 'education', 'work_history', 'custom_attributes'],
  properties: {
    ...listedCandidate.properties,
    address: nullableString,
    followed_by: ids,
    social_profiles: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'typeId', 'typeName', 'url'],
        properties: { type: string, typeId: string, typeName: string, url: string },
      },
    },
    education: {
      type: 'array',
      items: {
        type: 'object',
        required: ['school_name', 'field_of_study'],
        properties: { school_name: string, field_of_study: nullableString },
      },
    },
    work_history: {
      type: 'array',
      items: {
        type: 'object',
        required: ['company_name', 'title', 'summary'],
        properties: { company_name: string, title: nullableString, summary: nullableString },
      },
    },
    custom_attributes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'value', 'secure', 'id'],
        properties: { name: string, value: string, secure: { type: 'boolean' }, id: string },
      },
    },
  },
};

/** A result of the search by email: connectors read `position._id`. */
const foundCandidate = {
  ...listedCandidate,
  required: [...listedCandidate.required, 'position'],
  properties: { ...listedCandidate.properties, position: { type: 'object', required: ['_id'], properties: { _id: id } } },
};

const streamItem = {
  type: 'object',
  required: ['_id', 'type', 'object', 'timestamp'],
  properties: {
    _id: string,
    type: string,
    object: { type: 'object', required: ['position_id'], properties: { position_id: id } },
    timestamp: time,
  },
};

/** The original's stream repeats the stage type's icon on each stage. */
const streamStage = { ...stage, required: [...stage.required, 'icon'], properties: { ...stage.properties, icon: string } };

/** A stage change as the connectors read it: status, stage.name, entered_stage, reason. */
const stageChange = {
  ...streamItem,
  properties: {
    ...streamItem.properties,
    type: { const: 'candidateStatusUpdated' },
    object: {
      type: 'object',
      required: [
        'position_id',
        'stage_was',
        'entered_previous_stage',
        'stage',
        'entered_stage',
        'status_was',
        'status',
        'reason',
        'acting_user',
      ],
      properties: {
        position_id: id,
        stage_was: streamStage,
        entered_previous_stage: time,
        stage: streamStage,
        entered_stage: time,
        status_was: string,
        status: string,
        reason: nullableString,
        acting_user: nullable({
          type: 'object',
          required: ['_id', 'email_address', 'name', 'username', 'initial'],
          properties: { _id: id, email_address: string, name: string, username: string, initial: string },
        }),
      },
    },
  },
};

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validators: Record<string, ValidateFunction> = {
  position: ajv.compile(position),
  listedCandidate: ajv.compile(listedCandidate),
  candidate: ajv.compile(candidate),
  foundCandidate: ajv.compile(foundCandidate),
  streamItem: ajv.compile(streamItem),
  stageChange: ajv.compile(stageChange),
};

function check(shape: keyof typeof validators, value: unknown, what: string) {
  const validate = validators[shape]!;
  assert.ok(validate(value), `${what}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value)}`);
}

for (const dialect of DIALECTS) {
  describe(`the original's shapes, field by field [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    const path = (rest: string) => companyPath(ws, rest);

    before(async () => {
      server = await startTestServer(dialect);
      ws = await subscribedWorkspace(server);
    });
    after(() => server?.close());

    it('positions: created in either form, listed, read, changed, and in their events', async () => {
      const { result: plain, events } = await captureEvents(server, () =>
        server.post(path('/positions'), { token: ws.token, body: { name: 'Support Engineer', type: 'part-time', location: 'Remote' } }),
      );
      assert.equal(plain.status, 200, plain.text);
      check('position', plain.body, 'a position made with plain strings');
      assert.deepEqual(plain.body.type, { id: 'partTime', name: 'Part-Time' });
      assert.equal(plain.body.location.is_remote, true);
      const original = await server.post(path('/positions'), {
        token: ws.token,
        body: {
          name: 'Software engineer',
          type: { id: 'fullTime', name: 'Full-Time' },
          location: { country: { id: 'CZ', name: 'Czech Republic' }, city: 'Prague', is_remote: false },
          category: { id: 'software', name: 'Software Development' },
          experience: 'Mid-Level',
          requisition_id: 'REQ-7',
          tags: ['backend'],
          application_form: { address: 'optional', cover_letter: 'hidden' },
          org_type: 'position',
        },
      });
      assert.equal(original.status, 200, original.text);
      check('position', original.body, "a position made with the original's objects");
      assert.deepEqual(original.body.location, {
        country: { id: 'CZ', name: 'Czech Republic' },
        city: 'Prague',
        name: 'Prague, CZ',
        is_remote: false,
      });
      assert.equal(original.body.friendly_id, `${original.body._id}-software-engineer`);
      assert.equal(original.body.application_form.address, 'optional');
      assert.equal(original.body.application_form.name, 'required');
      for (const [label, res] of [
        ['listed', await server.get(path('/positions?state=draft'), { token: ws.token })],
        ['read', await server.get(path(`/position/${original.body._id}`), { token: ws.token })],
        ['changed', await server.put(path(`/position/${original.body._id}`), { token: ws.token, body: { type: 'contract' } })],
      ] as const) {
        assert.equal(res.status, 200, label);
        for (const shown of [res.body].flat()) check('position', shown, `a position ${label}`);
      }
      for (const event of events) check('position', JSON.parse(event.payload).object.position, `the position of ${event.type}`);
    });

    it('candidates: created with the original body, listed, read, found by email, in events, and their stream', async () => {
      const job = (await server.post(path('/positions'), { token: ws.token, body: { name: 'Sales Director' } })).body;
      // The body a connector of the original sends (its recorded request).
      const body = {
        name: 'John Doe',
        email_address: 'john.doe@fakemail.com',
        address: '25772 Gustave Shore, Iowa, USA',
        phone_number: '1-859-557-6573',
        education: [
          {
            school_name: 'University of Pennsylvania',
            degree: 'MBA',
            field_of_study: null,
            start_date: '2008-03-01',
            end_date: '2011-03-30',
          },
          {
            school_name: 'University of Chicago',
            degree: 'B.S.',
            field_of_study: 'Marketing',
            start_date: '2004-09-01',
            end_date: '2007-03-30',
          },
        ],
        work_history: [
          {
            title: 'Sales Director',
            summary: 'At Test Company',
            company_name: 'Test Company',
            industry: 'Telecommunications',
            is_current: false,
          },
        ],
        social_profiles: { twitter: 'https://twitter.com/candidate.username' },
        custom_attributes: [{ name: 'Portfolio', value: 'https://url.to.portfolio' }],
        origin: 'sourced',
        source: 'LinkedIn, Indeed, Glassdoor',
      };
      const { result: created, events } = await captureEvents(server, () =>
        server.post(path(`/position/${job._id}/candidates`), { token: ws.token, body }),
      );
      assert.equal(created.status, 200, created.text);
      check('candidate', created.body, 'the created candidate');
      assert.equal(created.body.headline, 'Sales Director @ Test Company');
      assert.deepEqual(created.body.source, { id: 'linkedin-indeed-glassdoor', name: 'LinkedIn, Indeed, Glassdoor' });
      assert.deepEqual(created.body.social_profiles, [
        { type: 'twitter', typeId: 'twitter', typeName: 'Twitter', url: 'https://twitter.com/candidate.username' },
      ]);
      assert.deepEqual(created.body.custom_attributes, [
        { id: 'portfolio', name: 'Portfolio', value: 'https://url.to.portfolio', secure: false },
      ]);
      const candidatePath = path(`/position/${job._id}/candidate/${created.body._id}`);

      const form = new FormData();
      form.append('data', new Blob(['%PDF-1.4 cv'], { type: 'application/pdf' }), 'cv-sample.pdf');
      const upload = await fetch(`${server.url}${candidatePath}/resume`, {
        method: 'POST',
        headers: { authorization: ws.token },
        body: form,
      });
      assert.equal(upload.status, 204);
      await server.put(`${candidatePath}/scorecard`, { token: ws.token, body: { score: 'good' } });
      await server.put(`${candidatePath}/stage`, { token: ws.token, body: { stage_id: 'feedback' } });
      await server.post(`${candidatePath}/notes`, { token: ws.token, body: { body: 'Call back on Monday' } });

      const listed = await server.get(path(`/position/${job._id}/candidates`), { token: ws.token });
      for (const shown of listed.body) check('listedCandidate', shown, 'a listed candidate');
      assert.equal(listed.body[0].resume.file_name, 'cv-sample.pdf');
      assert.equal(listed.body[0].overall_score.scored_count, 1);
      check('candidate', (await server.get(candidatePath, { token: ws.token })).body, 'a read candidate');
      const found = await server.get(path(`/candidates/search?email_address=${body.email_address}`), { token: ws.token });
      for (const shown of found.body) check('foundCandidate', shown, 'a found candidate');
      assert.equal(found.body[0].position._id, job._id);
      for (const event of events) check('listedCandidate', JSON.parse(event.payload).object.candidate, `the candidate of ${event.type}`);

      const stream = await server.get(`${candidatePath}/stream`, { token: ws.token });
      assert.equal(stream.status, 200, stream.text);
      for (const item of stream.body) check('streamItem', item, `a stream item (${item.type})`);
      const changes = stream.body.filter((item: any) => item.type === 'candidateStatusUpdated');
      assert.equal(changes.length, 1);
      check('stageChange', changes[0], 'a stage change');
    });
  });
}
