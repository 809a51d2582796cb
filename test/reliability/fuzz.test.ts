// Bad input, on every route the application serves: property-based fuzzing
// with fast-check of paths, query strings, headers and bodies (random JSON,
// wrong types, huge strings, deep nesting, invalid UTF-8, duplicate keys),
// sent as raw bytes so nothing is normalised on the way. Whatever arrives:
// never a 5xx, never a crash, always JSON and the Error shape for a refusal,
// and nothing stored for a refused request. Then the protocol-level oddities,
// the body size limit and the request timeouts.
//
// The cases come from the suite's seed (support.ts: fixed, RELIABILITY_SEED
// for another draw), printed with any failure. Every run makes all its cases,
// however slow the machine: a failure is shrunk within a budget of cases, not
// of time. Runs per route: RELIABILITY_FUZZ_RUNS, else 20 (quick) or 300 (RELIABILITY_FULL=1);
// RELIABILITY_ROUTES=<regexp> fuzzes only the matching "METHOD /url" routes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_BODY_LIMIT } from '../../src/app.ts';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../../src/config.ts';
import { CREDENTIAL_USE_COLUMNS, fingerprint, rowCounts } from '../helpers/db-contents.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { assertErrorShape, parseJson } from '../helpers/error-shape.ts';
import { encodeRequest, rawExchange, rawRequest, type RawRequest, type RawResponse } from '../helpers/raw-http.ts';
import { checkedRoutes, deref, fillPath, requestBodySchema, routeKey, takesBody, type Route } from '../helpers/route-catalog.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { emitEvent, insertEndpoint } from '../helpers/webhook-fixtures.ts';
import { profile, REPLAY, report, SEED } from './support.ts';

const RUNS_PER_ROUTE = Number(process.env.RELIABILITY_FUZZ_RUNS ?? profile(20, 300));
/** Only the routes whose "METHOD /url" matches, to replay a failure quickly. */
const ROUTE_FILTER = process.env.RELIABILITY_ROUTES ? new RegExp(process.env.RELIABILITY_ROUTES) : undefined;
/** A failing case is shrunk through at most this many smaller cases: each is a real request, and may wait for a timeout. */
const MAX_SHRINKS = profile(100, 500);
/** Long enough for any answer on a starved machine: a request that gets none is a failure. */
const ANSWER_TIMEOUT_MS = 20_000;
/** Served but hidden from the OpenAPI document. */
/** Served, but not operations of the API: the documents themselves and the probes of orchestrators (routes/probes.ts). */
// The console's session routes and its sign-in form are the console's, not the API's (docs/console.md), so the OpenAPI document leaves them out.
const UNDOCUMENTED = [
  'GET /v3/openapi.json',
  'GET /v3/asyncapi.json',
  'GET /livez',
  'GET /readyz',
  'GET /console/session',
  'PUT /console/session',
  'DELETE /console/session',
  'POST /signin',
];
/**
 * Routes with a body limit of their own, below the default, each tested with
 * it: the console's sign-in form (SIGN_IN_FORM_LIMIT, test/routes/console-sign-in.test.ts),
 * which also refuses a post from another site before reading its body.
 */
const OWN_BODY_LIMIT = new Set(['POST /signin']);

// ---------------------------------------------------------------------------
// The world the requests land in: real ids, so that fuzzed requests get past
// authentication and id checks into validation and the services.

type TokenRef = 'member' | 'partner' | 'freeMember' | 'outsider';
interface Fixtures {
  position: string;
  candidate: string;
  note: string;
  backgroundCheck: string;
  endpoint: string;
  /** A delivery of the endpoint. */
  delivery: string;
}
interface World {
  tokens: Record<TokenRef, string>;
  email: string;
  password: string;
  a: { company: string; fixtures: Fixtures };
  b: { company: string; fixtures: Fixtures };
  stage: string;
}

async function makeFixtures(server: TestServer, company: string, token: string): Promise<Fixtures> {
  const base = `/v3/company/${company}`;
  const position = await server.post(`${base}/positions`, { token, body: { name: 'Fuzz target' } });
  assert.equal(position.status, 200, position.text);
  const candidate = await server.post(`${base}/position/${position.body._id}/candidates`, { token, body: { name: 'Fuzz candidate' } });
  assert.equal(candidate.status, 200, candidate.text);
  const note = await server.post(`${base}/position/${position.body._id}/candidate/${candidate.body._id}/notes`, {
    token,
    body: { body: 'note' },
  });
  assert.equal(note.status, 200, note.text);
  const check = await server.post(`${base}/position/${position.body._id}/candidate/${candidate.body._id}/background-checks`, {
    token,
    body: { provider: 'Fuzz', package: 'basic' },
  });
  assert.equal(check.status, 201, check.text);
  // Stored directly: fuzzed creates may have used up the endpoint quota.
  const endpoint = await insertEndpoint(server, company, { url: 'https://127.0.0.1:9/hook', events: ['companyNotePosted'] });
  // Its delivery: the note's event, fanned out by the outbox (no worker sends it here).
  await emitEvent(server, company, 'companyNotePosted');
  const delivery = await server.services.storage.db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('endpoint_id', '=', endpoint.id)
    .executeTakeFirstOrThrow();
  return {
    position: position.body._id,
    candidate: candidate.body._id,
    note: note.body._id,
    backgroundCheck: check.body._id,
    endpoint: endpoint.id,
    delivery: String(delivery.id),
  };
}

async function makeWorld(server: TestServer): Promise<World> {
  const a = await server.createWorkspace();
  const partner = await server.createUser({ partner: true });
  await server.addMember(a.company.id, partner.id);
  const free = await server.createWorkspace({ plan: 'free' });
  const b = await server.createWorkspace();
  const pipelines = await server.get(`/v3/company/${a.company.id}/pipelines`, { token: a.token });
  const stage = (Object.values(pipelines.body) as any[])[0].stages.at(-1).id as string;
  return {
    tokens: { member: a.token, partner: await server.createPat(partner.id), freeMember: free.token, outsider: b.token },
    email: a.user.email,
    password: a.user.password,
    a: { company: a.company.id, fixtures: await makeFixtures(server, a.company.id, a.token) },
    b: { company: b.company.id, fixtures: await makeFixtures(server, b.company.id, b.token) },
    stage,
  };
}

/**
 * Empties what fuzzed requests pile up (recruiting data, endpoints, events
 * and deliveries) and makes the fixtures again: every refused request is
 * followed by a read of all stored data, whose cost grows with it.
 */
async function resetData(server: TestServer, world: World): Promise<void> {
  const { db } = server.services.storage;
  for (const table of [
    'webhook_delivery_attempts',
    'webhook_deliveries',
    'delivery_leases',
    'events',
    'webhook_endpoints',
    'notes',
    'messages',
    'background_checks',
    'questionnaires',
    'candidates',
    'positions',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
  world.a.fixtures = await makeFixtures(server, world.a.company, world.tokens.member);
  world.b.fixtures = await makeFixtures(server, world.b.company, world.tokens.outsider);
}

const PARAM_FIXTURE: Record<string, keyof Fixtures> = {
  position_id: 'position',
  candidate_id: 'candidate',
  note_id: 'note',
  background_check_id: 'backgroundCheck',
  endpoint_id: 'endpoint',
  delivery_id: 'delivery',
};

/** A valid body per route, which the fuzzer mutates; routes not listed get random JSON only. */
function sampleBody(route: Route, world: World): Record<string, unknown> | undefined {
  const samples: Record<string, Record<string, unknown>> = {
    'POST /v3/signin': { email: world.email, password: world.password },
    'POST /v3/company/:company_id/webhook_endpoints': { url: 'https://example.com/hook', events: ['candidateAdded'], description: 'fuzz' },
    'PUT /v3/company/:company_id/webhook_endpoint/:endpoint_id': {
      url: 'https://example.com/b',
      description: 'x',
      events: ['candidateDeleted'],
      enabled: true,
    },
    'POST /v3/company/:company_id/webhook_endpoint/:endpoint_id/recover': { since: '2026-01-01', until: '2026-02-01T00:00:00Z' },
    'POST /v3/company/:company_id/webhook_endpoint/:endpoint_id/test': { event_type: 'candidateAdded' },
    'POST /v3/company/:company_id/webhook_endpoint/:endpoint_id/rotate_secret': { overlap_hours: 24 },
    'POST /v3/company/:company_id/positions': { name: 'P', description: 'd', type: 'full-time', location: 'Remote', department: 'R&D' },
    'PUT /v3/company/:company_id/position/:position_id': {
      name: 'P2',
      description: null,
      type: 'part-time',
      location: null,
      department: 'Ops',
    },
    'PUT /v3/company/:company_id/position/:position_id/state': { state: 'published' },
    'POST /v3/company/:company_id/position/:position_id/candidates': {
      name: 'C',
      email_address: 'c@example.com',
      phone_number: '+1 555',
      summary: 's',
      tags: ['a'],
      origin: 'sourced',
    },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id': { name: 'C2', tags: [], summary: null },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id/stage': { stage_id: world.stage },
    'POST /v3/company/:company_id/position/:position_id/candidate/:candidate_id/notes': { body: 'n' },
    'POST /v3/company/:company_id/position/:position_id/candidate/:candidate_id/conversation': {
      body: 'm',
      subject: 's',
      direction: 'outbound',
    },
    'POST /v3/company/:company_id/position/:position_id/candidate/:candidate_id/background-checks': {
      provider: 'p',
      package: 'k',
      report_url: 'https://reports.example.com/1',
    },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id/background-check/:background_check_id': {
      status: 'completed',
      result: 'clear',
      report_url: null,
    },
    'POST /v3/company/:company_id/position/:position_id/candidate/:candidate_id/questionnaires': {
      name: 'q',
      questions: [{ question: 'Q?', answer: 'A' }],
      completed_date: '2026-01-01T00:00:00.000Z',
    },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id/note/:note_id': { body: 'n2' },
  };
  return samples[routeKey(route)];
}

// ---------------------------------------------------------------------------
// What a fuzzed request is made of. Choices are kept symbolic where they refer
// to the world ({ref: 'a'}), so a counterexample reads well and stays valid
// after fixtures are re-created.

type ParamChoice = { ref: 'a' | 'b' } | { text: string };
type AuthChoice = { ref: TokenRef } | { template: string } | null;
interface BodyChoice {
  kind: string;
  /** The bytes as latin1 text, so that a counterexample reads as text. */
  latin1: string;
}
interface Case {
  params: Record<string, ParamChoice>;
  tweak: string;
  query: string;
  auth: AuthChoice;
  contentType: string | null;
  extraHeaders: Array<[string, string]>;
  body: BodyChoice | null;
}

const latin1 = (bytes: Iterable<number>) => Buffer.from([...bytes]).toString('latin1');
const utf8AsLatin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/**
 * Numbers a double cannot hold or a column cannot store, as a query string,
 * a path or a JSON body spells them: past a double they read as ±Infinity,
 * which skips a schema's minimum and maximum unless refused as such.
 */
const NUMBERS_NO_COLUMN_HOLDS = [
  '1e309',
  '-1e309',
  '1e999999',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e308',
  '-1e308',
  '9007199254740993',
  '1e-400',
  '-0',
  '0x10',
  '1_000',
];

const HOSTILE_SEGMENTS = [
  '',
  '.',
  '..',
  '%2e%2e',
  '%2E',
  '%2F',
  '..%2F..%2Fcompanies',
  '%00',
  '%',
  '%zz',
  '%C0%AE',
  '%FF',
  '%20',
  ' ',
  ';',
  'a;b=c',
  '\\',
  '..\\..',
  'a'.repeat(101),
  'b'.repeat(4000),
  'ABCDEFABCDEF',
  '0'.repeat(13),
  `we_${'0'.repeat(24)}`,
  `we_${'F'.repeat(24)}`,
  '__proto__',
  'constructor',
  'prototype',
  ':company_id',
  '{company_id}',
  'null',
  'undefined',
  '-1',
  '1e3',
  ...NUMBERS_NO_COLUMN_HOLDS,
  '%E2%80%AE',
  '%EF%BB%BF',
  utf8AsLatin1('ñ'),
  latin1([0xff, 0xfe]),
  '*',
  '?',
  '#',
  '%3F',
  '%23',
];

const hexId = fc.oneof(fc.stringMatching(/^[0-9a-f]{12}$/), fc.stringMatching(/^[0-9a-f]{12}01$/));
const segment = fc.oneof(
  fc.constantFrom(...HOSTILE_SEGMENTS),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  // Percent-encoded arbitrary bytes: overlong forms, lone continuation bytes, encoded NUL.
  fc.uint8Array({ maxLength: 12 }).map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  // Raw printable ASCII: '/', '?', '#' and '%' change how the target is read.
  fc.stringMatching(/^[!-~]{1,30}$/),
);
const paramChoice: fc.Arbitrary<ParamChoice> = fc.oneof(
  { weight: 10, arbitrary: fc.constant({ ref: 'a' as const }) },
  { weight: 1, arbitrary: fc.constant({ ref: 'b' as const }) },
  { weight: 1, arbitrary: hexId.map((text) => ({ text })) },
  { weight: 3, arbitrary: segment.map((text) => ({ text })) },
);

const TWEAKS = [
  'trailingSlash',
  'doubleSlash',
  'upperCaseVersion',
  'dotSegment',
  'encodedLetter',
  'absoluteForm',
  'fragment',
  'emptyQuery',
];
const tweak = fc.oneof({ weight: 12, arbitrary: fc.constant('none') }, { weight: 2, arbitrary: fc.constantFrom(...TWEAKS) });

function applyTweak(path: string, name: string): string {
  switch (name) {
    case 'trailingSlash':
      return `${path}/`;
    case 'doubleSlash':
      return `/${path}`;
    case 'upperCaseVersion':
      return path.replace('/v3/', '/V3/');
    case 'dotSegment':
      return path.replace('/v3/', '/v3/./');
    case 'encodedLetter':
      return path.replace(/\/([a-z])([a-z_]*)$/, (_, first: string, rest: string) => `/%${first.charCodeAt(0).toString(16)}${rest}`);
    case 'absoluteForm':
      return `http://127.0.0.1${path}`;
    case 'fragment':
      return `${path}#fragment`;
    case 'emptyQuery':
      return `${path}?`;
    default:
      return path;
  }
}

const queryValue = fc.oneof(
  fc.constantFrom('draft', 'published', '', '%00', '%zz', '%FF', 'x'.repeat(3000), '[]', '{}'),
  fc.constantFrom(...NUMBERS_NO_COLUMN_HOLDS, '1', '50', '51', '200', '201', '0', '-1', '1.5'),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
);
const queryKey = fc.oneof(
  fc.constantFrom('state', 'state', '__proto__', 'constructor', 'state[]', 'state[0]', 'toString', 'hasOwnProperty', ''),
  fc.constantFrom('page', 'page_size', 'limit', 'window'),
  fc.stringMatching(/^[a-z_]{1,8}$/),
);
const query = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 3 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[!-~]{0,40}$/).map((junk) => `?${junk}`) },
);

/** Header value bytes, anything but CR and LF (which would end the header); NUL and other controls included. */
const headerValue = fc
  .array(
    fc.integer({ min: 0, max: 255 }).filter((b) => b !== 10 && b !== 13),
    { maxLength: 60 },
  )
  .map(latin1);
const AUTH_TEMPLATES = [
  'Bearer',
  'Bearer ',
  'bearer {member}',
  'BEARER {member}',
  '{member}',
  'Bearer  {member}',
  'Bearer {member} extra',
  'Bearer\t{member}',
  'Basic dXNlcjpwYXNzd29yZA==',
  `Bearer rs_pat_${'A'.repeat(43)}`,
  `Bearer rs_st_${'A'.repeat(43)}`,
  'Bearer rs_pat_',
  `Bearer rs_pat_${'A'.repeat(42)}=`,
  `Bearer ${'x'.repeat(8000)}`,
  'Token {member}',
  'Bearer {member}{member}',
  'Bearer {member},Bearer {member}',
  `Bearer {member}${latin1([0xa0])}`,
  'Bearer {member}\u0000',
];
const auth: fc.Arbitrary<AuthChoice> = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ ref: 'member' as const }) },
  { weight: 1, arbitrary: fc.constantFrom<TokenRef>('partner', 'freeMember', 'outsider').map((ref) => ({ ref })) },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.constantFrom(...AUTH_TEMPLATES).map((template) => ({ template })) },
  { weight: 1, arbitrary: headerValue.map((template) => ({ template })) },
);

const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json;charset=latin1',
      'application/json; charset="utf-8"',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
      'application/json, text/plain',
      'application/vnd.api+json',
      'application/jsonp',
      '*/*',
      ' application/json',
      'application/json; boundary=',
      'application/json\u0000',
    ),
  },
  { weight: 1, arbitrary: headerValue },
);

const ODD_HEADER_NAMES = [
  'Content-Encoding',
  'Expect',
  'Accept',
  'Accept-Encoding',
  'X-Forwarded-For',
  'X-Forwarded-Host',
  'X-Forwarded-Proto',
  'X-Request-Id',
  'Origin',
  'Cookie',
  'Range',
  'If-None-Match',
  'X-HTTP-Method-Override',
  'Content-Language',
  'Authorization',
  'Host',
  'Content-Type',
];
const extraHeaders = fc.oneof(
  { weight: 4, arbitrary: fc.constant([] as Array<[string, string]>) },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...ODD_HEADER_NAMES), fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/)),
        fc.oneof(
          fc.constantFrom('100-continue', 'gzip', 'br, gzip', 'identity', 'evil.example', '1.2.3.4, 5.6.7.8', 'GET', 'bytes=0-1'),
          headerValue,
        ),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  },
);

const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(
    null,
    '',
    ' ',
    0,
    -1,
    1.5,
    1e308,
    true,
    false,
    [],
    {},
    [''],
    ['candidateAdded'],
    ['candidateAdded', 'candidateAdded'],
    ['nope'],
    'draft',
    'published',
    'applied',
    'https://example.com/hook',
    'http://example.com/',
    'https://user:pw@example.com/',
    'https://10.0.0.1/',
    'https://[::1]/',
    'https://example.com/\t',
    'a@b.co',
    'not-an-email',
    '\u202e',
    '😀',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '${jndi:ldap://x}',
    '%s%n',
    '../../etc/passwd',
    'a\u0000b',
    '\ud800',
    'x\udc00',
    '\ufeff',
    { __proto__: null, $ne: 1 },
    [[[[[]]]]],
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(255, 256, 320, 321, 1000, 1001, 2048, 2049, 100_000, 100_001).map((n) => 'x'.repeat(n)),
);

function bodyChoice(fields: string[], sample: Record<string, unknown>, expectsBody: boolean): fc.Arbitrary<BodyChoice | null> {
  const json = (kind: string) => (value: unknown) => ({ kind, latin1: utf8AsLatin1(JSON.stringify(value)) });
  const text = (kind: string) => (value: string | Buffer) => ({
    kind,
    latin1: Buffer.isBuffer(value) ? value.toString('latin1') : utf8AsLatin1(value),
  });
  const names = fields.length > 0 ? fields : ['x'];
  const field = fc.oneof(fc.constantFrom(...names), fc.constantFrom('__proto__', 'constructor', 'extra', ''));
  /** The sample as JSON text with `value` (already JSON text) as the value of `name`. */
  const withRaw = (name: string, value: string) => {
    const rest = Object.entries(sample).filter(([key]) => key !== name);
    return `{${[...rest.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`), `${JSON.stringify(name)}:${value}`].join(',')}}`;
  };
  const options: Array<{ weight: number; arbitrary: fc.Arbitrary<BodyChoice | null> }> = [
    { weight: expectsBody ? 1 : 8, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json('random JSON')) },
    {
      weight: 7,
      arbitrary: fc
        .record({
          replace: fc.subarray(names),
          drop: fc.subarray(names, { maxLength: 1 }),
          values: fc.array(fieldValue, { minLength: names.length, maxLength: names.length }),
          extra: fc.option(fc.tuple(field, fieldValue), { freq: 5 }),
        })
        .map(({ replace, drop, values, extra }) => {
          const body: Record<string, unknown> = { ...sample };
          for (const name of replace) body[name] = values[names.indexOf(name)];
          for (const name of drop) delete body[name];
          if (extra) Object.defineProperty(body, extra[0], { value: extra[1], enumerable: true, configurable: true, writable: true });
          return body;
        })
        .map(json('mutated sample')),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(field, fc.constantFrom(10_000, 100_001, DEFAULT_BODY_LIMIT - 100, DEFAULT_BODY_LIMIT + 1, 3 * DEFAULT_BODY_LIMIT))
        .map(([name, size]) => text('huge string')(withRaw(name, JSON.stringify('x'.repeat(size))))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(field, fc.constantFrom(64, 1_000, 100_000, 400_000), fc.constantFrom('[', '{"a":'))
        .map(([name, depth, open]) =>
          text('deep nesting')(
            withRaw(name, open === '[' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${open.repeat(depth)}1${'}'.repeat(depth)}`),
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          field,
          fc.oneof(
            fc.constantFrom([0xff], [0xc3], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xc0, 0xaf], [0xe2, 0x82], [0x80], [0xfe, 0xff]),
            fc.array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 8 }),
          ),
        )
        .map(([name, bad]) => {
          // A marker character where the bad bytes go, inside a string value.
          const [head, tail] = withRaw(name, '"a\u0001b"').split('\u0001');
          return text('invalid UTF-8')(Buffer.concat([Buffer.from(head!, 'utf8'), Buffer.from(bad), Buffer.from(tail!, 'utf8')]));
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(field, fc.constantFrom(...NUMBERS_NO_COLUMN_HOLDS.filter((n) => /^-?\d/.test(n))))
        .map(([name, number]) => text('number past a double')(withRaw(name, number))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(field, fieldValue, fieldValue)
        .map(([name, first, second]) =>
          text('duplicate keys')(withRaw(name, `${JSON.stringify(first)},${JSON.stringify(name)}:${JSON.stringify(second)}`)),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            '',
            ' ',
            'null',
            'true',
            '0',
            '"x"',
            '[]',
            '{',
            '[',
            '"',
            '{"a":1}}',
            '\ufeff{}',
            'NaN',
            'Infinity',
            '1e999999',
            '{"a":1,}',
            "{'a':1}",
            '{"__proto__":{"polluted":1}}',
            '{"constructor":{"prototype":{"polluted":1}}}',
            '{"a":"\\u0000"}',
            '{"a":"\\ud800"}',
            '{"a":"\\x41"}',
            '{"a":01}',
            '/* */{}',
            '{"a":1}\u0000',
            '\u0000',
          ),
          fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
        )
        .map(text('junk')),
    },
  ];
  return fc.oneof(...options);
}

function caseArbitrary(route: Route, world: World, openapi: any): fc.Arbitrary<Case> {
  const schema = requestBodySchema(openapi, route);
  const fields = Object.keys(schema?.properties ?? {});
  const sample = sampleBody(route, world) ?? {};
  const body = bodyChoice(fields, sample, takesBody(route.method));
  const everything = fc.record({
    params: fc.record(Object.fromEntries(route.params.map((name) => [name, paramChoice]))) as fc.Arbitrary<Record<string, ParamChoice>>,
    tweak,
    query,
    auth,
    contentType,
    extraHeaders,
    body,
  });
  // Half the cases fuzz the body alone: with a bad path or token as well, it
  // would rarely get past authentication into validation and the services.
  const bodyOnly = body.map((b): Case => ({
    params: Object.fromEntries(route.params.map((name) => [name, { ref: 'a' as const }])),
    tweak: 'none',
    query: '',
    auth: { ref: 'member' },
    contentType: 'application/json',
    extraHeaders: [],
    body: b,
  }));
  return fc.oneof(everything, bodyOnly);
}

function resolveParam(world: World, name: string, choice: ParamChoice): string {
  if ('text' in choice) return choice.text;
  const side = world[choice.ref];
  if (name === 'company_id') return side.company;
  const fixture = PARAM_FIXTURE[name];
  // A parameter of a route added later: a well-formed id that names nothing.
  return fixture ? side.fixtures[fixture] : 'abcdefabcdef';
}

function toRequest(route: Route, world: World, c: Case): RawRequest {
  const values = Object.fromEntries(route.params.map((name) => [name, resolveParam(world, name, c.params[name]!)]));
  const headers: Array<[string, string | Buffer]> = [];
  if (c.auth) {
    const value = 'ref' in c.auth ? `Bearer ${world.tokens[c.auth.ref]}` : c.auth.template.replaceAll('{member}', world.tokens.member);
    headers.push(['Authorization', value]);
  }
  if (c.contentType !== null && c.body) headers.push(['Content-Type', c.contentType]);
  headers.push(...c.extraHeaders);
  const body = c.body === null ? undefined : Buffer.from(c.body.latin1, 'latin1');
  return { method: route.method, target: applyTweak(fillPath(route.url, values), c.tweak) + c.query, headers, body };
}

// ---------------------------------------------------------------------------

interface Tally {
  cases: number;
  byStatus: Record<number, number>;
}

/**
 * Sends a request and checks what every answer must satisfy. `before` is the
 * fingerprint of the stored data before the request (undefined: compute it).
 * Returns the fingerprint after, when it is known.
 */
async function sendAndCheck(
  server: TestServer,
  request: RawRequest,
  context: string,
  before?: string,
): Promise<{ response: RawResponse; after?: string }> {
  before ??= await fingerprint(server, CREDENTIAL_USE_COLUMNS);
  const response = await rawRequest(server.url, request, { timeoutMs: ANSWER_TIMEOUT_MS });
  const where = `${context}; got ${response.status} ${response.body.slice(0, 300)}`;
  assert.ok(response.status > 0, `no answer (${where})`);
  assert.ok(response.status < 500, `server error (${where})`);
  if (request.method !== 'HEAD') {
    assert.match(response.headers['content-type'] ?? '', /^application\/json/, `not JSON (${where})`);
    const body = parseJson(response.body, where);
    if (response.status >= 400) assertErrorShape(body, where);
  }
  if (response.status < 400) return { response };
  const after = await fingerprint(server, CREDENTIAL_USE_COLUMNS);
  if (after !== before) {
    assert.fail(`a refused request changed stored data (${where}); row counts now ${JSON.stringify(await rowCounts(server))}`);
  }
  return { response, after };
}

function describeRequest(request: RawRequest): string {
  const text = encodeRequest(request).toString('latin1');
  return JSON.stringify(text.length > 600 ? `${text.slice(0, 600)}… (${text.length} bytes)` : text);
}

/** Lines the server logged at error level or above. */
const errorLines = (server: TestServer) => server.logs.filter((line) => /"level":(5\d|6\d)/.test(line));

for (const dialect of DIALECTS) {
  describe(`fuzzing every route [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let world: World;
    let routes: Route[];
    let openapi: any;
    const tallies = new Map<string, Tally>();

    before(async () => {
      // No delivery worker: its writes would be taken for writes of refused requests.
      server = await startTestServer(dialect, { role: 'api' });
      openapi = (await server.get('/v3/openapi.json')).body;
      routes = checkedRoutes(server.server.app, openapi, UNDOCUMENTED);
      world = await makeWorld(server);
    });
    after(async () => {
      const figures = [...tallies.entries()].map(([route, tally]) => ({ route, ...tally }));
      if (figures.length > 0) {
        report(`fuzz-${dialect.name}`, {
          seed: SEED,
          routes: figures.length,
          runsPerRoute: RUNS_PER_ROUTE,
          cases: figures.reduce((sum, f) => sum + f.cases, 0),
          byStatus: figures.reduce<Record<number, number>>((all, f) => {
            for (const [status, n] of Object.entries(f.byStatus)) all[Number(status)] = (all[Number(status)] ?? 0) + n;
            return all;
          }, {}),
          perRoute: Object.fromEntries(figures.map((f) => [f.route, f.byStatus])),
        });
      }
      await server?.close();
    });

    it('covers every served route, documented ones included', () => {
      assert.ok(routes.length >= 30, `only ${routes.length} routes found`);
      for (const key of [
        'POST /v3/signin',
        'GET /v3/health',
        'DELETE /v3/company/:company_id/position/:position_id/candidate/:candidate_id/note/:note_id',
      ]) {
        assert.ok(
          routes.some((route) => routeKey(route) === key),
          `${key} missing`,
        );
      }
    });

    it('answers every fuzzed request of every route without a 5xx, in the Error shape when refused, storing nothing then', async (t) => {
      // Printed now too: a run that hangs never reaches its diagnostics.
      process.stdout.write(`# fuzz [${dialect.name}]: ${RUNS_PER_ROUTE} runs per route, ${REPLAY}\n`);
      t.diagnostic(`${RUNS_PER_ROUTE} runs per route, ${REPLAY}`);
      const errorsBefore = errorLines(server).length;
      for (const route of routes.filter((r) => !ROUTE_FILTER || ROUTE_FILTER.test(routeKey(r)))) {
        await resetData(server, world);
        const tally: Tally = { cases: 0, byStatus: {} };
        tallies.set(routeKey(route), tally);
        let known: string | undefined;
        const property = fc.asyncProperty(fc.limitShrink(caseArbitrary(route, world, openapi), MAX_SHRINKS), async (c) => {
          const request = toRequest(route, world, c);
          const { response, after } = await sendAndCheck(server, request, `${routeKey(route)}: ${describeRequest(request)}`, known);
          known = after;
          tally.cases += 1;
          if (process.env.RELIABILITY_VERBOSE)
            process.stderr.write(`${tally.cases} ${routeKey(route)} ${response.status} ${response.elapsedMs}ms\n`);
          tally.byStatus[response.status] = (tally.byStatus[response.status] ?? 0) + 1;
          // A fuzzed delete may have removed a fixture the next cases need.
          if (response.status < 400 && route.method === 'DELETE')
            world.a.fixtures = await makeFixtures(server, world.a.company, world.tokens.member);
        });
        try {
          await fc.assert(property, { seed: SEED, numRuns: RUNS_PER_ROUTE, includeErrorInReport: true });
        } catch (error) {
          throw new Error(`${routeKey(route)} failed (${REPLAY})\n${(error as Error).message}`, { cause: error });
        }
      }
      assert.deepEqual(errorLines(server).slice(errorsBefore), [], 'the server logged errors while fuzzed');
      const health = await server.get('/v3/health');
      assert.equal(health.status, 200, 'the server is not healthy after fuzzing');
      t.diagnostic(`${[...tallies.values()].reduce((sum, tally) => sum + tally.cases, 0)} cases over ${routes.length} routes`);
    });

    it('refuses a number past a double or out of its range, in every number parameter of every route, with a 400', async () => {
      const numeric = (schema: any): boolean => {
        const target = deref(openapi, schema);
        const types = [target?.type ?? []].flat();
        return types.includes('integer') || types.includes('number') || (target?.anyOf ?? target?.oneOf ?? []).some(numeric);
      };
      const checked: string[] = [];
      for (const route of routes) {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        const operation = openapi.paths?.[path]?.[route.method.toLowerCase()];
        const target = fillPath(route.url, Object.fromEntries(route.params.map((name) => [name, resolveParam(world, name, { ref: 'a' })])));
        const headers: Array<[string, string]> = [['Authorization', `Bearer ${world.tokens.member}`]];
        const queryNumbers = (operation?.parameters ?? []).filter((p: any) => p.in === 'query' && numeric(p.schema));
        const bodySchema = deref(openapi, requestBodySchema(openapi, route));
        const bodyNumbers = Object.entries<any>(bodySchema?.properties ?? {}).filter(([, schema]) => numeric(schema));
        const sample = sampleBody(route, world) ?? {};
        for (const number of ['1e309', '-1e309', '1e999999', '1e308', '-1e308']) {
          for (const parameter of queryNumbers) {
            const request = { method: route.method, target: `${target}?${parameter.name}=${number}`, headers };
            const { response } = await sendAndCheck(server, request, `${routeKey(route)} ?${parameter.name}=${number}`);
            assert.equal(response.status, 400, `${routeKey(route)} ?${parameter.name}=${number}: ${response.body}`);
            checked.push(`${routeKey(route)} ?${parameter.name}`);
          }
          for (const [name] of bodyNumbers) {
            const rest = Object.entries(sample).filter(([key]) => key !== name);
            const body = `{${[...rest.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`), `${JSON.stringify(name)}:${number}`].join(',')}}`;
            const request = {
              method: route.method,
              target,
              headers: [...headers, ['Content-Type', 'application/json']] as Array<[string, string]>,
              body,
            };
            const { response } = await sendAndCheck(server, request, `${routeKey(route)} body ${name}: ${number}`);
            assert.equal(response.status, 400, `${routeKey(route)} body ${name}: ${number}: ${response.body}`);
            checked.push(`${routeKey(route)} body.${name}`);
          }
        }
        for (const number of ['Infinity', '-Infinity', 'NaN']) {
          for (const parameter of queryNumbers) {
            const request = { method: route.method, target: `${target}?${parameter.name}=${number}`, headers };
            const { response } = await sendAndCheck(server, request, `${routeKey(route)} ?${parameter.name}=${number}`);
            assert.equal(response.status, 400, `${routeKey(route)} ?${parameter.name}=${number}: ${response.body}`);
          }
        }
      }
      // The paging parameters of the lists and the numbers of the bodies are among those checked.
      for (const expected of [
        'GET /v3/company/:company_id/positions ?page_size',
        'GET /v3/company/:company_id/positions ?page',
        'GET /v3/company/:company_id/events ?limit',
        'GET /v3/company/:company_id/webhook_endpoint/:endpoint_id/deliveries ?limit',
        'POST /v3/company/:company_id/webhook_endpoint/:endpoint_id/rotate_secret body.overlap_hours',
      ]) {
        assert.ok(checked.includes(expected), `${expected} was not checked (checked: ${[...new Set(checked)].join('; ')})`);
      }
    });

    describe('the request parser: odd framing, methods, targets and headers', () => {
      const cases = (): Array<[string, RawRequest]> => {
        const token = world.tokens.member;
        const auth: [string, string] = ['Authorization', `Bearer ${token}`];
        const json: [string, string] = ['Content-Type', 'application/json'];
        const positions = `/v3/company/${world.a.company}/positions`;
        const chunked = (body: string) => `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
        return [
          ['duplicate Authorization headers', { method: 'GET', target: positions, headers: [auth, ['Authorization', 'Bearer rs_pat_x']] }],
          [
            'Authorization of latin1 bytes',
            { method: 'GET', target: positions, headers: [['Authorization', `Bearer ${latin1([0xff, 0xfe, 0xe9])}`]] },
          ],
          ['no Host header on HTTP/1.1', { method: 'GET', target: '/v3/companies', headers: [auth], host: false }],
          ['two Host headers', { method: 'GET', target: '/v3/companies', headers: [auth, ['Host', 'a.example'], ['Host', 'b.example']] }],
          [
            'Expect other than 100-continue',
            { method: 'POST', target: positions, headers: [auth, json, ['Expect', 'teapot']], body: '{"name":"x"}' },
          ],
          [
            'Expect: 100-continue',
            { method: 'POST', target: '/v3/signin', headers: [json, ['Expect', '100-continue']], body: '{"email":"a@b.co"}' },
          ],
          [
            'Content-Encoding: gzip on a plain body',
            { method: 'POST', target: positions, headers: [auth, json, ['Content-Encoding', 'gzip']], body: '{"name":"x"}' },
          ],
          [
            'Transfer-Encoding: gzip, chunked',
            {
              method: 'POST',
              target: positions,
              headers: [auth, json, ['Transfer-Encoding', 'gzip, chunked']],
              body: chunked('{"name":"x"}'),
            },
          ],
          [
            'chunked and Content-Length at once',
            {
              method: 'POST',
              target: positions,
              headers: [auth, json, ['Transfer-Encoding', 'chunked'], ['Content-Length', '3']],
              body: chunked('{}'),
            },
          ],
          [
            'two different Content-Lengths',
            { method: 'POST', target: positions, headers: [auth, json, ['Content-Length', '2'], ['Content-Length', '3']], body: '{}' },
          ],
          ['a negative Content-Length', { method: 'POST', target: positions, headers: [auth, json, ['Content-Length', '-1']], body: '{}' }],
          [
            'a Content-Length that is not a number',
            { method: 'POST', target: positions, headers: [auth, json, ['Content-Length', '1e3']], body: '{}' },
          ],
          [
            'a malformed chunk size',
            { method: 'POST', target: positions, headers: [auth, json, ['Transfer-Encoding', 'chunked']], body: 'zz\r\n{}\r\n0\r\n\r\n' },
          ],
          ['a body on GET', { method: 'GET', target: positions, headers: [auth, json], body: '{"state":' }],
          [
            'a text body on DELETE',
            {
              method: 'DELETE',
              target: `${positions.slice(0, -1)}/abcdefabcdef`,
              headers: [auth, ['Content-Type', 'text/plain']],
              body: 'x',
            },
          ],
          ['an unknown method', { method: 'BREW', target: '/v3/companies', headers: [auth] }],
          ['a known method no route has', { method: 'PROPFIND', target: '/v3/companies', headers: [auth] }],
          ['a lowercase method', { method: 'get', target: '/v3/companies', headers: [auth] }],
          ['CONNECT', { method: 'CONNECT', target: '127.0.0.1:443', headers: [auth] }],
          ['OPTIONS *', { method: 'OPTIONS', target: '*', headers: [auth] }],
          ['TRACE', { method: 'TRACE', target: '/v3/companies', headers: [auth] }],
          ['raw UTF-8 in the target', { method: 'GET', target: `/v3/company/${utf8AsLatin1('é')}/positions`, headers: [auth] }],
          ['raw invalid UTF-8 in the target', { method: 'GET', target: `/v3/company/${latin1([0xff])}/positions`, headers: [auth] }],
          [
            'a dot-segment escape',
            { method: 'GET', target: `/v3/company/${world.b.company}/../${world.a.company}/positions`, headers: [auth] },
          ],
          ['an encoded slash in an id', { method: 'GET', target: `/v3/company/${world.a.company}%2Fpositions`, headers: [auth] }],
          ['a 100 KB query string', { method: 'GET', target: `${positions}?${'a'.repeat(100_000)}`, headers: [auth] }],
          ['headers over the size limit', { method: 'GET', target: '/v3/companies', headers: [auth, ['X-Big', 'b'.repeat(20_000)]] }],
          [
            '3000 headers',
            {
              method: 'GET',
              target: '/v3/companies',
              headers: [auth, ...Array.from({ length: 3000 }, (_, i): [string, string] => [`X-H${i}`, 'v'])],
            },
          ],
          ['an empty header name', { method: 'GET', target: '/v3/companies', headers: [auth, ['', 'x']] }],
          ['a control character in a header value', { method: 'GET', target: '/v3/companies', headers: [auth, ['X-A', 'a\u0001b']] }],
          ['obsolete header folding', { method: 'GET', target: '/v3/companies', headers: [auth, ['X-A', 'a\r\n b']] }],
        ];
      };

      it('answers each in the Error shape without a 5xx, storing nothing', async () => {
        for (const [label, request] of cases()) {
          const context = `${label}: ${describeRequest(request)}`;
          const { response } = await sendAndCheck(server, request, context);
          if (label.startsWith('no Host')) assert.equal(response.status, 400, context);
          if (label === 'CONNECT') assert.equal(response.status, 405, context);
          if (label.startsWith('Expect other')) assert.equal(response.status, 417, context);
          if (label.includes('gzip')) assert.equal(response.status, 415, context);
        }
      });

      it('refuses bodies that are not UTF-8 or hold characters that cannot be stored as sent, on every dialect', async () => {
        const positions = `/v3/company/${world.a.company}/positions`;
        const headers: Array<[string, string]> = [
          ['Authorization', `Bearer ${world.tokens.member}`],
          ['Content-Type', 'application/json'],
        ];
        for (const [label, body, type] of [
          ['invalid UTF-8', Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]), 'invalidJson'],
          [
            'an encoded surrogate',
            Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
            'invalidJson',
          ],
          ['U+0000', Buffer.from('{"name":"a\\u0000b"}'), 'invalidRequest'],
          ['a lone surrogate', Buffer.from('{"name":"a\\ud800b"}'), 'invalidRequest'],
          ['U+0000 in a key deep down', Buffer.from('{"name":"x","description":"y","z":[{"\\u0000":1}]}'), 'invalidRequest'],
        ] as const) {
          const { response } = await sendAndCheck(server, { method: 'POST', target: positions, headers, body }, label);
          assert.equal(response.status, 400, `${label}: ${response.body}`);
          assert.equal(JSON.parse(response.body).error.type, type, label);
        }
        // Still accepted: a surrogate pair, and an escaped backslash before "u0000".
        for (const body of ['{"name":"a\\ud83d\\ude00b"}', '{"name":"a\\\\u0000b"}']) {
          const response = await rawRequest(server.url, { method: 'POST', target: positions, headers, body });
          assert.equal(response.status, 200, `${body}: ${response.body}`);
        }
      });

      it('describes events nested deeper than JSON.stringify can go without failing', async () => {
        const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
        const { response } = await sendAndCheck(
          server,
          {
            method: 'POST',
            target: `/v3/company/${world.a.company}/webhook_endpoints`,
            headers: [
              ['Authorization', `Bearer ${world.tokens.member}`],
              ['Content-Type', 'application/json'],
            ],
            body: `{"url":"https://example.com/x","events":[${deep}]}`,
          },
          'deeply nested events',
        );
        assert.equal(response.status, 400);
        assert.equal(JSON.parse(response.body).error.type, 'invalidEvents');
      });
    });

    describe('the body size limit', () => {
      it(`is ${DEFAULT_BODY_LIMIT} bytes and holds on every route that takes a body: at the limit read, one byte over refused with 413, declared or chunked`, async () => {
        assert.equal(server.server.app.initialConfig.bodyLimit, DEFAULT_BODY_LIMIT);
        let checked = 0;
        for (const route of routes.filter((r) => takesBody(r.method) && !OWN_BODY_LIMIT.has(routeKey(r)))) {
          const target = fillPath(
            route.url,
            Object.fromEntries(route.params.map((name) => [name, resolveParam(world, name, { ref: 'a' })])),
          );
          const headers: Array<[string, string]> = [
            ['Authorization', `Bearer ${world.tokens.member}`],
            ['Content-Type', 'application/json'],
          ];
          const padded = (size: number) => {
            const head = '{"padding":"';
            return `${head}${'x'.repeat(size - head.length - 2)}"}`;
          };
          const context = routeKey(route);
          const atLimit = await sendAndCheck(
            server,
            { method: route.method, target, headers, body: padded(DEFAULT_BODY_LIMIT) },
            `${context} at the limit`,
          );
          assert.notEqual(atLimit.response.status, 413, `${context}: a body at the limit was refused as too large`);

          const over = await sendAndCheck(
            server,
            { method: route.method, target, headers, body: padded(DEFAULT_BODY_LIMIT + 1) },
            `${context} one byte over`,
          );
          assert.equal(over.response.status, 413, context);
          assert.equal(JSON.parse(over.response.body).error.type, 'payloadTooLarge');

          const body = padded(DEFAULT_BODY_LIMIT + 1);
          const chunks = `${(body.length - 10).toString(16)}\r\n${body.slice(0, -10)}\r\n${(10).toString(16)}\r\n${body.slice(-10)}\r\n0\r\n\r\n`;
          const chunked = await sendAndCheck(
            server,
            { method: route.method, target, headers: [...headers, ['Transfer-Encoding', 'chunked']], body: chunks },
            `${context} chunked, one byte over`,
          );
          assert.equal(chunked.response.status, 413, `${context} chunked`);

          // Refused on the declared length alone, before a byte of the body is read.
          const declared = await rawRequest(
            server.url,
            { method: route.method, target, headers: [...headers, ['Content-Length', String(10 ** 12)]] },
            { timeoutMs: 5_000 },
          );
          assert.equal(declared.status, 413, `${context} declared 1 TB`);
          assertErrorShape(JSON.parse(declared.body));
          checked += 1;
        }
        assert.ok(checked >= 10, `only ${checked} routes take a body`);
      });
    });

    describe('request timeouts', () => {
      let slow: TestServer;
      const TIMEOUT_MS = 1_000;
      /**
       * The slow requests below trickle for eight times the limit. An answer
       * well before their end shows the timeout cut them off; "well before" is
       * left generous (6x the limit), as a starved machine may check late.
       */
      const SLOW_SEND_MS = 8 * TIMEOUT_MS;
      const CUT_OFF_BEFORE_MS = 6 * TIMEOUT_MS;
      const TRICKLE_MS = 100;
      before(async () => {
        slow = await startTestServer(dialect, { role: 'api', env: { HTTP_REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
      });
      after(() => slow?.close());

      it(`default to ${DEFAULT_REQUEST_TIMEOUT_MS / 1000} s for headers and body alike`, () => {
        const http = server.server.app.server;
        assert.equal(http.requestTimeout, DEFAULT_REQUEST_TIMEOUT_MS);
        // Node enforces requestTimeout on a body only while headersTimeout is not longer.
        assert.ok(
          http.headersTimeout <= http.requestTimeout,
          `headersTimeout ${http.headersTimeout} > requestTimeout ${http.requestTimeout}`,
        );
      });

      const slowRequest = async (server: TestServer, chunks: Buffer[], intervalMs: number) =>
        rawExchange(server.url, chunks, { intervalMs, timeoutMs: SLOW_SEND_MS + 4 * TIMEOUT_MS });

      it('answers 408 in the Error shape to a body sent too slowly, and stores nothing', async () => {
        const ws = await slow.createWorkspace();
        const before = await fingerprint(slow, CREDENTIAL_USE_COLUMNS);
        const head = encodeRequest({
          method: 'POST',
          target: `/v3/company/${ws.company.id}/positions`,
          headers: [
            ['Authorization', `Bearer ${ws.token}`],
            ['Content-Type', 'application/json'],
            ['Content-Length', String(SLOW_SEND_MS / TRICKLE_MS)],
          ],
        });
        // One byte every TRICKLE_MS: the body would be complete only after SLOW_SEND_MS.
        const body = Buffer.from('{"name":"slow"}'.padEnd(SLOW_SEND_MS / TRICKLE_MS, ' '));
        const response = await slowRequest(slow, [head, ...[...body].map((b) => Buffer.from([b]))], TRICKLE_MS);
        assert.equal(response.status, 408, response.raw.toString('latin1').slice(0, 200));
        assertErrorShape(JSON.parse(response.body));
        assert.equal(JSON.parse(response.body).error.type, 'requestTimeout');
        assert.ok(response.elapsedMs < CUT_OFF_BEFORE_MS, `answered after ${response.elapsedMs} ms`);
        assert.equal(await fingerprint(slow, CREDENTIAL_USE_COLUMNS), before);
      });

      it('answers 408 to headers sent too slowly', async () => {
        const headers = Array.from({ length: SLOW_SEND_MS / TRICKLE_MS }, (_, i) => `X-Slow-${i}: y\r\n`);
        const lines = ['GET /v3/companies HTTP/1.1\r\n', 'Host: x\r\n', ...headers, '\r\n'];
        const response = await slowRequest(
          slow,
          lines.map((line) => Buffer.from(line)),
          TRICKLE_MS,
        );
        assert.equal(response.status, 408);
        assertErrorShape(JSON.parse(response.body));
        assert.ok(response.elapsedMs < CUT_OFF_BEFORE_MS, `answered after ${response.elapsedMs} ms`);
      });

      it('lets a request through that arrives in pieces within the limit, and keeps serving after timeouts', async () => {
        const ws = await slow.createWorkspace();
        const request = encodeRequest({
          method: 'POST',
          target: `/v3/company/${ws.company.id}/positions`,
          headers: [
            ['Authorization', `Bearer ${ws.token}`],
            ['Content-Type', 'application/json'],
          ],
          body: '{"name":"in pieces"}',
        });
        const third = Math.ceil(request.length / 3);
        // Three pieces 50 ms apart: done within a tenth of the limit.
        const response = await slowRequest(
          slow,
          [request.subarray(0, third), request.subarray(third, 2 * third), request.subarray(2 * third)],
          TIMEOUT_MS / 20,
        );
        assert.equal(response.status, 200, response.body);
        assert.equal((await slow.get('/v3/health')).status, 200);
        assert.deepEqual(errorLines(slow), []);
      });
    });
  });
}
