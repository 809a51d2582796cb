// Isolation, on every route the application serves: the matrix of callers
// (no token, a malformed header, an unknown token, an expired, a signed-out
// session, a revoked PAT, a member of another company, a removed member,
// partners and customer members on each other's webhook endpoints, partners
// on the customer's recruiting data, ids of another company's resources, a
// free-plan member, members) against every
// route. Each cell must get its status and error type; a refused request
// must store nothing; and no response, whatever its status, may contain
// anything of a company or an owner the caller may not see.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { partnerAccessOf, UNNAMED_ROUTE } from '../../src/hooks/partner-access.ts';
import { SESSION_TTL_MS } from '../../src/services/auth-service.ts';
import { CREDENTIAL_USE_COLUMNS, fingerprint } from '../helpers/db-contents.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import {
  checkedRoutes,
  documentedAsAuthenticated,
  fillPath,
  requestBodySchema,
  routeKey,
  takesBody,
  type Route,
} from '../helpers/route-catalog.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { deliveryRow } from '../helpers/storage-fixtures.ts';
import { report, seedOnFailure, seededBytes, seededRandom } from './support.ts';

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
/** The only routes anyone may call without a token; a route added later needs one unless listed here. */
const PUBLIC = new Set([
  'POST /v3/signin',
  'GET /v3/health',
  'HEAD /v3/health',
  'GET /v3/openapi.json',
  'HEAD /v3/openapi.json',
  'GET /v3/event_types',
  'HEAD /v3/event_types',
  'GET /v3/asyncapi.json',
  'HEAD /v3/asyncapi.json',
  'GET /livez',
  'HEAD /livez',
  'GET /readyz',
  'HEAD /readyz',
  // Sign-out of the console: it clears the cookie, and signs out the session the cookie holds, if any.
  'DELETE /console/session',
  // The console's sign-in form, posted without script.
  'POST /signin',
]);
/**
 * Routes that read no Authorization header at all: the console's check of its
 * cookie, and its sign-in form, taken only from a page of the same origin. A
 * matrix of tokens says nothing of them; test/routes/console-sign-in.test.ts
 * covers them (and test/reliability/fuzz.test.ts fuzzes them).
 */
const NO_AUTHORIZATION = new Set(['GET /console/session', 'HEAD /console/session', 'POST /signin']);
/** The console's session routes answer only the console's own requests (its header), before anything else. */
const isConsoleSession = (route: Route) => route.url === '/console/session';
const COMPANY_PREFIX = '/v3/company/:company_id';

/** Made-up values come from the suite's seed; tags are unique by construction (a counter after the drawn part). */
const random = seededRandom();
let tags = 0;
const nextTag = () => `${seededBytes(random, 2).toString('hex')}${(tags++).toString(16).padStart(4, '0')}`;
const unknownToken = (prefix: string) => `${prefix}${seededBytes(random, 32).toString('base64url')}`;

/** Who is calling, for deciding what the caller may see. */
type Principal =
  | 'member'
  | 'member2'
  | 'partner1'
  | 'partner2'
  | 'outsider'
  | 'removed'
  | 'freeMember'
  | 'expired'
  | 'signedOut'
  | 'revoked'
  | 'anonymous';

interface Ids {
  company: string;
  position: string;
  candidate: string;
  note: string;
  backgroundCheck: string;
  /** A document of `candidate` (which has a resume too). */
  document: string;
  /** An education entry and a work history entry of `candidate` (which has a scorecard too). */
  education: string;
  workHistory: string;
  /** A template of the company. */
  template: string;
  endpoint: string;
  /** An API key of the user whose company this is (the {id} of DELETE /v3/user/api_key/{id}). */
  apiKey: string;
  /** A failed delivery of `endpoint`. */
  delivery: string;
}

/** Something stored that only some principals may see. */
interface Marker {
  text: string;
  what: string;
  visibleTo: Set<Principal>;
}

type Expectation = { success: true } | { status: number; type: string | RegExp } | { skip: string };

interface Row {
  name: string;
  principal: Principal;
  /** The Authorization header, or undefined for none. */
  authorization: () => string | undefined;
  /** The path ids of the request. */
  ids: () => Ids;
  expect: (route: Route) => Expectation;
}

const isCompanyRoute = (route: Route) => route.url.startsWith(COMPANY_PREFIX);
const isWebhookRoute = (route: Route) => isCompanyRoute(route) && /\/webhook_endpoints?(\/|$)/.test(route.url.slice(COMPANY_PREFIX.length));
const hasResourceParams = (route: Route) => route.params.some((name) => name !== 'company_id');
/**
 * The events feed: its answers are event payloads, byte for byte what the
 * company's webhooks carry, acting_user's email address included; a read
 * that needs the Pro plan, as the webhooks do.
 */
const isEventsFeed = (route: Route) => route.url === `${COMPANY_PREFIX}/events`;
/** What a company off the Pro plan may still do with its webhooks: read its endpoints and their delivery log, and delete endpoints. */
const isAllowedOffPro = (route: Route) =>
  route.method === 'GET' || route.method === 'HEAD' || (route.method === 'DELETE' && route.url.endsWith('/webhook_endpoint/:endpoint_id'));
const success: Expectation = { success: true };
/**
 * What a partner member may use of its customer's company (docs/api.md,
 * "What a partner may use"): its own webhook endpoints, and reads of the
 * company, its lists, the events feed, positions and candidate lists. Written
 * out here, not read from the service, so a change there fails this suite.
 */
const PARTNER_READS = new Set([
  '',
  '/events',
  '/pipelines',
  '/departments',
  '/categories',
  '/custom-fields/position',
  '/positions',
  '/position/:position_id',
  '/position/:position_id/candidates',
  '/candidates/search',
]);
const partnerMayUse = (route: Route) =>
  !isCompanyRoute(route) ||
  isWebhookRoute(route) ||
  ((route.method === 'GET' || route.method === 'HEAD') && PARTNER_READS.has(route.url.slice(COMPANY_PREFIX.length)));
/** Of company A's recruiting data, what the routes a partner may use show (positions, and candidates as lists show them). */
const PARTNER_SEES = new Set([
  'position id',
  'position name',
  'position description',
  'candidate id',
  'candidate name',
  'candidate email',
  'candidate summary',
  'resume name',
]);
/** API keys are made and revoked with a session only; a request with a PAT is refused before anything else is looked at. */
const managesApiKeys = (route: Route) => route.url.startsWith('/v3/user/api_key') && route.method !== 'GET' && route.method !== 'HEAD';

/** The query string of a route that needs one to succeed ('' for the others). */
function sampleQuery(route: Route, ctx: { email: string }): string {
  const queries: Record<string, string> = {
    '/v3/company/:company_id/candidates/search': `?email_address=${encodeURIComponent(ctx.email)}`,
  };
  return queries[route.url] ?? '';
}

const UPLOAD_BOUNDARY = 'isolation-matrix-boundary';

/** The multipart/form-data body of an upload route: a small text file (a resume with a name, for a candidate made from one). */
function sampleUpload(route: Route): string | undefined {
  if (route.method !== 'POST') return undefined;
  const fromResume = route.url.endsWith('/position/:position_id/candidates/resume');
  if (!fromResume && !/\/candidate\/:candidate_id\/(resume|documents)$/.test(route.url)) return undefined;
  return [
    `--${UPLOAD_BOUNDARY}`,
    `Content-Disposition: form-data; name="file"; filename="uploaded-${nextTag()}.txt"`,
    'Content-Type: text/plain',
    '',
    fromResume ? 'Uploaded Person\nuploaded-person@example.org' : 'An uploaded file',
    `--${UPLOAD_BOUNDARY}--`,
    '',
  ].join('\r\n');
}

function sampleBody(route: Route, ctx: { email: string; password: string; stage: string; position: string }): unknown {
  const samples: Record<string, unknown> = {
    'POST /v3/signin': { email: ctx.email, password: ctx.password },
    'POST /v3/user/api_keys': { name: 'Created' },
    'POST /v3/company/:company_id/webhook_endpoints': { url: `https://example.com/created-${nextTag()}`, events: ['candidateAdded'] },
    'PUT /v3/company/:company_id/webhook_endpoint/:endpoint_id': { description: 'changed' },
    'POST /v3/company/:company_id/webhook_endpoint/:endpoint_id/recover': { since: '2020-01-01' },
    'POST /v3/company/:company_id/webhook_endpoint/:endpoint_id/test': {},
    'POST /v3/company/:company_id/webhook_endpoint/:endpoint_id/rotate_secret': { overlap_hours: 1 },
    'POST /v3/company/:company_id/webhook_endpoint/:endpoint_id/resume': { discard_held: false },
    'POST /v3/company/:company_id/positions': { name: 'Created' },
    'PUT /v3/company/:company_id/position/:position_id': { name: 'Renamed' },
    'PUT /v3/company/:company_id/position/:position_id/state': { state: 'published' },
    'POST /v3/company/:company_id/position/:position_id/candidates': { name: 'Created' },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id': { name: 'Renamed' },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id/stage': { stage_id: ctx.stage },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id/custom-attribute': { name: 'Set', value: 'Value' },
    // To the position of the path (a stage change): every row's data stays where the next row looks for it.
    'POST /v3/company/:company_id/position/:position_id/candidate/:candidate_id/move': {
      target_position_id: ctx.position,
      target_stage_id: ctx.stage,
    },
    'POST /v3/company/:company_id/position/:position_id/candidate/:candidate_id/notes': { body: 'Created' },
    'POST /v3/company/:company_id/position/:position_id/candidate/:candidate_id/conversation': { body: 'Created' },
    'POST /v3/company/:company_id/position/:position_id/candidate/:candidate_id/background-checks': {
      provider: 'Created',
      package: 'basic',
    },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id/background-check/:background_check_id': {
      status: 'in_progress',
    },
    'POST /v3/company/:company_id/position/:position_id/candidate/:candidate_id/questionnaires': {
      name: 'Created',
      questions: [{ question: 'Q', answer: 'A' }],
    },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id/note/:note_id': { body: 'Edited' },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id/education': { school_name: `School ${nextTag()}` },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id/education/:education_id': { school_name: 'Renamed' },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id/work-history': { company_name: `Employer ${nextTag()}` },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id/work-history/:work_history_id': { company_name: 'Renamed' },
    'PUT /v3/company/:company_id/position/:position_id/candidate/:candidate_id/scorecard': { score: 'good', note: 'Scored' },
    'POST /v3/company/:company_id/templates': { type: 'email', name: `Template ${nextTag()}`, subject: 'Subject', body: 'Body' },
  };
  return samples[routeKey(route)];
}

for (const dialect of DIALECTS) {
  describe(`isolation matrix over every route [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let routes: Route[];
    let openapi: any;
    let stage: string;
    const markers: Marker[] = [];
    const tokens = {} as Record<Exclude<Principal, 'anonymous'>, string>;
    const users = {} as Record<Exclude<Principal, 'anonymous'>, { id: string; email: string; password: string }>;
    let memberSession = '';
    /** Company B, of the outsider: its ids are used in company A's paths too. */
    let b: Ids;
    /** Fresh per route: the companies whose data the route may change. */
    let a: Ids & { partner1Endpoint: string; partner1Delivery: string; partner2Endpoint: string; otherPosition: string };
    let free: Ids;
    /** The fingerprint of stored data when nothing has changed since it was taken. */
    let known: string | undefined;
    const figures = { cells: 0, refused: 0, succeeded: 0, skipped: 0, responsesScanned: 0 };

    const mark = (text: string, what: string, ...visibleTo: Principal[]) => markers.push({ text, what, visibleTo: new Set(visibleTo) });
    const A_MEMBERS: Principal[] = ['member', 'member2', 'partner1', 'partner2'];

    async function post(path: string, principal: keyof typeof tokens, body: unknown) {
      const res = await server.post(path, { token: tokens[principal], body });
      // Positions, candidates and notes are made with 200, as the original makes them; this service's own records with 201.
      assert.equal(res.status, /\/(positions|candidates|notes)$/.test(path) ? 200 : 201, `${path}: ${res.text}`);
      return res.body;
    }

    /** Position, candidate and note of a company, made by `principal` and marked as visible to `visibleTo`. */
    async function recruitingData(company: string, principal: keyof typeof tokens, visibleTo: Principal[]) {
      const tag = nextTag();
      const base = `/v3/company/${company}`;
      const position = await post(`${base}/positions`, principal, { name: `Position ${tag}`, description: `Secret plans ${tag}` });
      const candidate = await post(`${base}/position/${position._id}/candidates`, principal, {
        name: `Candidate ${tag}`,
        email_address: `candidate-${tag}@example.org`,
        summary: `Summary ${tag}`,
      });
      const note = await post(`${base}/position/${position._id}/candidate/${candidate._id}/notes`, principal, { body: `Note ${tag}` });
      const records = `${base}/position/${position._id}/candidate/${candidate._id}`;
      await post(`${records}/conversation`, principal, { body: `Message ${tag}`, subject: `Subject ${tag}` });
      const check = await post(`${records}/background-checks`, principal, {
        provider: `Provider ${tag}`,
        package: 'basic',
        report_url: `https://reports.example.org/${tag}`,
      });
      await post(`${records}/questionnaires`, principal, {
        name: `Questionnaire ${tag}`,
        questions: [{ question: `Question ${tag}`, answer: `Answer ${tag}` }],
      });
      const uploaded = async (path: string, name: string, content: string) => {
        const form = new FormData();
        form.append('file', new Blob([content], { type: 'text/plain' }), name);
        const res = await fetch(server.url + path, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${tokens[principal]}` },
        });
        // A resume upload answers 204 with no body, as the original's does.
        const resume = path.endsWith('/resume');
        assert.equal(res.status, resume ? 204 : 201, `${path}: ${await res.clone().text()}`);
        return resume ? undefined : res.json();
      };
      await uploaded(`${records}/resume`, `Resume ${tag}.txt`, `Resume text ${tag}`);
      const attribute = await server.put(`${records}/custom-attribute`, {
        token: tokens[principal],
        body: { name: `Attribute ${tag}`, value: `Attribute value ${tag}` },
      });
      assert.equal(attribute.status, 200, attribute.text);
      const document = await uploaded(`${records}/documents`, `Document ${tag}.txt`, `Document text ${tag}`);
      const put = async (path: string, body: unknown) => {
        const res = await server.put(path, { token: tokens[principal], body });
        assert.ok(res.status === 200 || res.status === 204, `${path}: ${res.text}`);
        return res.body;
      };
      const schooled = await put(`${records}/education`, { school_name: `School ${tag}`, field_of_study: `Field ${tag}` });
      const employed = await put(`${records}/work-history`, { company_name: `Employer ${tag}`, summary: `Work summary ${tag}` });
      await put(`${records}/scorecard`, { score: 'good', note: `Scorecard note ${tag}` });
      const template = await post(`${base}/templates`, principal, {
        type: 'email',
        name: `Template ${tag}`,
        subject: `Template subject ${tag}`,
        body: `Template body ${tag}`,
      });
      for (const [text, what] of [
        [`Attribute ${tag}`, 'custom attribute name'],
        [`Attribute value ${tag}`, 'custom attribute value'],
        [`Resume ${tag}.txt`, 'resume name'],
        [`Resume text ${tag}`, 'resume content'],
        [document._id, 'document id'],
        [`Document ${tag}.txt`, 'document name'],
        [`Document text ${tag}`, 'document content'],
        [position._id, 'position id'],
        [candidate._id, 'candidate id'],
        [note._id, 'note id'],
        [`Position ${tag}`, 'position name'],
        [`Secret plans ${tag}`, 'position description'],
        [`Candidate ${tag}`, 'candidate name'],
        [`candidate-${tag}@example.org`, 'candidate email'],
        [`Summary ${tag}`, 'candidate summary'],
        [`Note ${tag}`, 'note body'],
        [check._id, 'background check id'],
        [`Message ${tag}`, 'message body'],
        [`Subject ${tag}`, 'message subject'],
        [`Provider ${tag}`, 'background check provider'],
        [`https://reports.example.org/${tag}`, 'background check report'],
        [`School ${tag}`, 'education school'],
        [`Field ${tag}`, 'education field of study'],
        [`Employer ${tag}`, 'work history company'],
        [`Work summary ${tag}`, 'work history summary'],
        [`Scorecard note ${tag}`, 'scorecard note'],
        [`Template ${tag}`, 'template name'],
        [`Template subject ${tag}`, 'template subject'],
        [`Template body ${tag}`, 'template body'],
        [`Questionnaire ${tag}`, 'questionnaire name'],
        [`Question ${tag}`, 'questionnaire question'],
        [`Answer ${tag}`, 'questionnaire answer'],
      ]) {
        mark(text!, what!, ...visibleTo.filter((p) => !p.startsWith('partner') || PARTNER_SEES.has(what!)));
      }
      return {
        position: position._id as string,
        candidate: candidate._id as string,
        note: note._id as string,
        backgroundCheck: check._id as string,
        document: document._id as string,
        education: schooled.education[0]._id as string,
        workHistory: employed.work_history[0]._id as string,
        template: template._id as string,
      };
    }

    async function endpointOf(company: string, principal: keyof typeof tokens, visibleTo: Principal[]) {
      const tag = nextTag();
      const made = await post(`/v3/company/${company}/webhook_endpoints`, principal, {
        url: `https://hooks.example.org/${tag}`,
        events: ['candidateAdded'],
        description: `Endpoint ${tag}`,
      });
      mark(made.id, 'endpoint id', ...visibleTo);
      mark(`https://hooks.example.org/${tag}`, 'endpoint url', ...visibleTo);
      mark(`Endpoint ${tag}`, 'endpoint description', ...visibleTo);
      mark(made.secret.slice(0, 12), 'endpoint secret prefix', ...visibleTo);
      mark(made.secret, 'endpoint secret', ...visibleTo);
      return made.id as string;
    }

    /** A failed delivery of the endpoint, of an event that shows only the company. */
    async function failedDelivery(company: string, endpoint: string): Promise<string> {
      const { db } = server.services.storage;
      const id = seededBytes(random, 6).toString('hex');
      const now = server.clock.now();
      const name = (await db.selectFrom('companies').select('name').where('id', '=', company).executeTakeFirstOrThrow()).name;
      const payload = JSON.stringify({
        _id: id,
        type: 'candidateAdded',
        object: { company: { _id: company, name } },
        creation_date: new Date(now).toISOString(),
      });
      await db.insertInto('events').values({ id, company_id: company, type: 'candidateAdded', payload, created_at: now }).execute();
      const row = await db
        .insertInto('webhook_deliveries')
        .values(
          deliveryRow(endpoint, id, {
            status: 'failed',
            attempts: 11,
            next_attempt_at: now,
            last_status_code: 500,
            last_error: 'HTTP 500',
            created_at: now,
            completed_at: now,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    }

    async function signIn(principal: keyof typeof users): Promise<string> {
      const res = await server.post('/v3/signin', { body: { email: users[principal].email, password: users[principal].password } });
      assert.equal(res.status, 200, res.text);
      known = undefined;
      return res.body.access_token as string;
    }

    /**
     * Drops the companies of the previous route with everything of theirs:
     * every refused request is followed by a read of all stored data, whose
     * cost grows with it. Their markers stay: what is gone cannot be shown.
     */
    async function dropPrevious(...companies: Array<{ company: string } | undefined>) {
      const { db } = server.services.storage;
      const ids = companies.filter((c) => c !== undefined).map((c) => c!.company);
      if (ids.length === 0) return;
      // Only theirs: the other companies' deliveries are still in use.
      const endpoints = db.selectFrom('webhook_endpoints').select('id').where('company_id', 'in', ids);
      for (const table of ['webhook_delivery_attempts', 'webhook_deliveries', 'delivery_leases'] as const) {
        await db.deleteFrom(table).where('endpoint_id', 'in', endpoints).execute();
      }
      await db.deleteFrom('events').where('company_id', 'in', ids).execute();
      await db.deleteFrom('companies').where('id', 'in', ids).execute();
      known = undefined;
    }

    /** A new API key of the user (the previous one given is revoked, so keys never reach the quota), marked as theirs. */
    async function apiKeyOf(principal: keyof typeof users, previous?: string): Promise<string> {
      if (previous) await server.services.auth.revokePersonalAccessToken(previous);
      const key = await server.services.auth.createPersonalAccessToken(users[principal].id, `Key ${nextTag()}`);
      mark(key.name, `${principal}'s API key name`, principal);
      mark(key.token_prefix, `${principal}'s API key prefix`, principal);
      return key.id;
    }

    async function freshCompanyA() {
      const previousKey = a?.apiKey;
      await dropPrevious(a);
      const company = await server.createCompany({ name: `Company A ${nextTag()}` });
      mark(company.id, 'company A id', ...A_MEMBERS);
      mark(company.name, 'company A name', ...A_MEMBERS);
      for (const principal of ['member', 'member2', 'partner1', 'partner2', 'expired', 'signedOut', 'revoked', 'removed'] as const) {
        await server.addMember(company.id, users[principal].id);
      }
      await server.services.companies.removeMember(company.id, users.removed.id);
      const data = await recruitingData(company.id, 'member', A_MEMBERS);
      const other = await recruitingData(company.id, 'member', A_MEMBERS);
      const endpoint = await endpointOf(company.id, 'member', ['member', 'member2']);
      const partner1Endpoint = await endpointOf(company.id, 'partner1', ['partner1']);
      a = {
        company: company.id,
        ...data,
        otherPosition: other.position,
        endpoint,
        delivery: await failedDelivery(company.id, endpoint),
        partner1Endpoint,
        partner1Delivery: await failedDelivery(company.id, partner1Endpoint),
        partner2Endpoint: await endpointOf(company.id, 'partner2', ['partner2']),
        apiKey: await apiKeyOf('member', previousKey),
      };
    }

    /** A company that left the Pro plan, with an endpoint and a delivery made while it was on Pro. */
    async function freshFreeCompany() {
      await dropPrevious(free);
      const company = await server.createCompany({ name: `Free company ${nextTag()}`, plan: 'pro' });
      await server.addMember(company.id, users.freeMember.id);
      mark(company.id, 'free company id', 'freeMember');
      mark(company.name, 'free company name', 'freeMember');
      const endpoint = await endpointOf(company.id, 'freeMember', ['freeMember']);
      free = {
        company: company.id,
        ...(await recruitingData(company.id, 'freeMember', ['freeMember'])),
        endpoint,
        apiKey: 'abcdefabcdef',
        delivery: await failedDelivery(company.id, endpoint),
      };
      await server.services.companies.setPlan(company.id, 'free');
    }

    before(async () => {
      server = await startTestServer(dialect, { role: 'api' });
      openapi = (await server.get('/v3/openapi.json')).body;
      routes = checkedRoutes(server.server.app, openapi, UNDOCUMENTED);

      for (const principal of [
        'member',
        'member2',
        'partner1',
        'partner2',
        'outsider',
        'removed',
        'freeMember',
        'expired',
        'signedOut',
        'revoked',
      ] as const) {
        const user = await server.createUser({ partner: principal.startsWith('partner'), name: `User ${principal} ${nextTag()}` });
        users[principal] = user;
        // Nobody sees another user's email address or name.
        mark(user.email, `${principal}'s email`, principal);
        mark(user.name, `${principal}'s name`, principal, ...(principal === 'member' ? A_MEMBERS : []));
      }
      tokens.expired = await signIn('expired');
      server.clock.advance(SESSION_TTL_MS + 1_000);
      tokens.signedOut = await signIn('signedOut');
      assert.equal((await server.get('/v3/signout', { token: tokens.signedOut })).status, 200);
      const revoked = await server.services.auth.createPersonalAccessToken(users.revoked.id, 'to revoke');
      assert.ok(await server.services.auth.revokePersonalAccessToken(revoked.id));
      tokens.revoked = revoked.token;
      for (const principal of ['member', 'member2', 'partner1', 'partner2', 'outsider', 'removed', 'freeMember'] as const) {
        tokens[principal] = await server.createPat(users[principal].id);
      }
      memberSession = await signIn('member');

      const companyB = await server.createCompany({ name: `Company B ${nextTag()}` });
      await server.addMember(companyB.id, users.outsider.id);
      mark(companyB.id, 'company B id', 'outsider');
      mark(companyB.name, 'company B name', 'outsider');
      const bEndpoint = await endpointOf(companyB.id, 'outsider', ['outsider']);
      b = {
        company: companyB.id,
        ...(await recruitingData(companyB.id, 'outsider', ['outsider'])),
        endpoint: bEndpoint,
        apiKey: await apiKeyOf('outsider'),
        delivery: await failedDelivery(companyB.id, bEndpoint),
      };
      const pipelines = await server.get(`/v3/company/${companyB.id}/pipelines`, { token: tokens.outsider });
      stage = (Object.values(pipelines.body) as any[])[0].stages.at(-1).id;
    });

    after(async () => {
      if (figures.cells > 0)
        report(`isolation-${dialect.name}`, { routes: routes.length, rows: ROWS.length, ...figures, markers: markers.length });
      await server?.close();
    });

    const refusedWith = (status: number, type: string | RegExp) => ({ status, type });
    const unauthenticated =
      (type: string) =>
      (route: Route): Expectation =>
        PUBLIC.has(routeKey(route)) ? success : refusedWith(401, type);
    const aIds = () => a;
    const bearer = (principal: keyof typeof tokens) => () => `Bearer ${tokens[principal]}`;
    /** Anyone without a membership of company A: refused on its routes, served on their own account's. */
    const notAMember = (route: Route): Expectation => (isCompanyRoute(route) ? refusedWith(403, 'companyMembershipRequired') : success);
    const onEndpoint =
      (endpoint: () => string, delivery: () => string = () => a.delivery) =>
      () => ({ ...a, endpoint: endpoint(), delivery: delivery() });
    const notTheOwner = (route: Route): Expectation =>
      route.params.includes('endpoint_id') ? refusedWith(404, 'webhookEndpointNotFound') : success;
    /** A partner's row: refused with 403 partnerAccessDenied on what partners may not use, else as `expect` says. */
    const asPartner =
      (expect: (route: Route) => Expectation) =>
      (route: Route): Expectation =>
        partnerMayUse(route) ? expect(route) : refusedWith(403, 'partnerAccessDenied');
    /** A row whose credential is a PAT: refused on the routes that make and revoke API keys, and by the console's cookie, else as `expect` says. */
    const withPat =
      (expect: (route: Route) => Expectation) =>
      (route: Route): Expectation =>
        managesApiKeys(route)
          ? refusedWith(403, 'sessionRequired')
          : routeKey(route) === 'PUT /console/session'
            ? refusedWith(400, 'sessionTokenRequired')
            : expect(route);

    const ROWS: Row[] = [
      {
        name: 'no token',
        principal: 'anonymous',
        authorization: () => undefined,
        ids: aIds,
        expect: unauthenticated('missingAccessToken'),
      },
      {
        name: 'malformed header (two words after Bearer)',
        principal: 'anonymous',
        authorization: () => `Bearer ${tokens.member} extra`,
        ids: aIds,
        expect: unauthenticated('malformedAccessToken'),
      },
      {
        name: 'malformed header (Basic scheme)',
        principal: 'anonymous',
        authorization: () => 'Basic dXNlcjpwYXNzd29yZA==',
        ids: aIds,
        expect: unauthenticated('malformedAccessToken'),
      },
      {
        name: 'unknown PAT',
        principal: 'anonymous',
        authorization: () => `Bearer ${unknownToken('rs_pat_')}`,
        ids: aIds,
        expect: unauthenticated('invalidAccessToken'),
      },
      {
        name: 'unknown session token',
        principal: 'anonymous',
        authorization: () => `Bearer ${unknownToken('rs_st_')}`,
        ids: aIds,
        expect: unauthenticated('invalidAccessToken'),
      },
      {
        name: 'expired session of a member',
        principal: 'expired',
        authorization: bearer('expired'),
        ids: aIds,
        expect: unauthenticated('expiredAccessToken'),
      },
      {
        name: 'signed-out session of a member',
        principal: 'signedOut',
        authorization: bearer('signedOut'),
        ids: aIds,
        expect: unauthenticated('signedOutAccessToken'),
      },
      {
        name: 'revoked PAT of a member',
        principal: 'revoked',
        authorization: bearer('revoked'),
        ids: aIds,
        expect: unauthenticated('revokedAccessToken'),
      },
      {
        name: 'member of another company',
        principal: 'outsider',
        authorization: bearer('outsider'),
        ids: aIds,
        expect: withPat(notAMember),
      },
      { name: 'removed member', principal: 'removed', authorization: bearer('removed'), ids: aIds, expect: withPat(notAMember) },
      {
        name: "partner on the customer's endpoint",
        principal: 'partner1',
        authorization: bearer('partner1'),
        ids: onEndpoint(() => a.endpoint),
        expect: withPat(asPartner(notTheOwner)),
      },
      {
        name: "customer member on a partner's endpoint",
        principal: 'member2',
        authorization: bearer('member2'),
        ids: onEndpoint(() => a.partner1Endpoint),
        expect: withPat(notTheOwner),
      },
      {
        name: "partner on another partner's endpoint",
        principal: 'partner2',
        authorization: bearer('partner2'),
        ids: onEndpoint(() => a.partner1Endpoint),
        expect: withPat(asPartner(notTheOwner)),
      },
      {
        name: "member with another company's resource ids in its own company's path",
        principal: 'member',
        authorization: bearer('member'),
        ids: () => ({ ...b, company: a.company }),
        expect: (route) =>
          isCompanyRoute(route) && hasResourceParams(route)
            ? refusedWith(
                404,
                /^(position|candidate|note|backgroundCheck|document|education|workHistory|template|webhookEndpoint)NotFound$/,
              )
            : { skip: 'no company resource id in the path' },
      },
      {
        name: "member's session on another user's API key",
        principal: 'member',
        authorization: () => `Bearer ${memberSession}`,
        ids: () => ({ ...a, apiKey: b.apiKey }),
        expect: (route) => (route.params.includes('id') ? refusedWith(404, 'apiKeyNotFound') : { skip: 'no API key id in the path' }),
      },
      {
        name: 'member with a candidate of another position in the path',
        principal: 'member',
        authorization: bearer('member'),
        ids: () => ({ ...a, position: a.otherPosition }),
        expect: (route) =>
          route.params.includes('candidate_id') ? refusedWith(404, 'candidateNotFound') : { skip: 'no candidate id in the path' },
      },
      {
        name: 'member of a company that left the Pro plan',
        principal: 'freeMember',
        authorization: bearer('freeMember'),
        ids: () => free,
        expect: withPat((route) =>
          (isWebhookRoute(route) && !isAllowedOffPro(route)) || isEventsFeed(route) ? refusedWith(403, 'proPlanRequired') : success,
        ),
      },
      {
        name: 'partner member',
        principal: 'partner1',
        authorization: bearer('partner1'),
        ids: onEndpoint(
          () => a.partner1Endpoint,
          () => a.partner1Delivery,
        ),
        expect: withPat(asPartner(() => success)),
      },
      {
        name: 'member with a session token',
        principal: 'member',
        authorization: () => `Bearer ${memberSession}`,
        ids: aIds,
        expect: () => success,
      },
      {
        name: 'member with a bare PAT',
        principal: 'member',
        authorization: () => tokens.member,
        ids: aIds,
        expect: withPat(() => success),
      },
    ];

    it('has a public/authenticated split that matches the OpenAPI document', () => {
      for (const route of routes) {
        const documented = documentedAsAuthenticated(openapi, route);
        if (documented === undefined) continue;
        assert.equal(documented, !PUBLIC.has(routeKey(route)), `${routeKey(route)}: security in the OpenAPI document`);
      }
    });

    it('names the partner access of every company route, so none is left to the closed default unawares', () => {
      const unnamed = routes.filter((route) => isCompanyRoute(route) && partnerAccessOf(route.url) === UNNAMED_ROUTE).map(routeKey);
      assert.deepEqual(unnamed, [], 'give these routes a group in src/hooks/partner-access.ts');
    });

    it(
      'gives every cell of the matrix its answer, stores nothing when refusing, and shows no one what is not theirs',
      seedOnFailure(async (t) => {
        const failures: string[] = [];
        for (const route of routes) {
          let fresh = false;
          for (const row of ROWS) {
            const expectation: Expectation = NO_AUTHORIZATION.has(routeKey(route))
              ? { skip: 'reads no Authorization header' }
              : row.expect(route);
            if ('skip' in expectation) {
              figures.skipped += 1;
              continue;
            }
            // Every row must find the data a previous row may have deleted.
            if (!fresh) {
              await freshCompanyA();
              await freshFreeCompany();
              fresh = true;
            }
            const { failure, status } = await checkCell(route, row, expectation);
            if (failure) failures.push(failure);
            // A delete removes what the next row needs; a retry makes the failed delivery pending (409 for the next).
            if ((route.method === 'DELETE' || route.url.endsWith('/retry')) && status < 300) fresh = false;
          }
          // The member's session row signed its own session out.
          if (route.url === '/v3/signout') memberSession = await signIn('member');
        }
        t.diagnostic(`${figures.cells} cells: ${figures.succeeded} served, ${figures.refused} refused, ${figures.skipped} not applicable`);
        assert.deepEqual(failures, [], `${failures.length} cells wrong:\n${failures.join('\n')}`);
      }),
    );

    /** Checks one cell: what is wrong with it, if anything, and the status it got. */
    async function checkCell(
      route: Route,
      row: Row,
      expectation: Exclude<Expectation, { skip: string }>,
    ): Promise<{ failure?: string; status: number }> {
      const failure = (text: string) => ({ failure: text, status: response?.status ?? 0 });
      let response: Awaited<ReturnType<typeof rawRequest>> | undefined;
      const ids = row.ids();
      const values: Record<string, string> = {
        company_id: ids.company,
        position_id: ids.position,
        candidate_id: ids.candidate,
        note_id: ids.note,
        background_check_id: ids.backgroundCheck,
        document_id: ids.document,
        education_id: ids.education,
        work_history_id: ids.workHistory,
        template_id: ids.template,
        endpoint_id: ids.endpoint,
        id: ids.apiKey,
        delivery_id: ids.delivery,
      };
      const path =
        fillPath(route.url, Object.fromEntries(route.params.map((name) => [name, values[name] ?? 'abcdefabcdef']))) +
        sampleQuery(route, { email: users.member.email });
      const principal = routeKey(route) === 'POST /v3/signin' ? 'member' : row.principal;
      const body = sampleBody(route, { email: users.member.email, password: users.member.password, stage, position: ids.position });
      const upload = sampleUpload(route);
      if (takesBody(route.method) && body === undefined && upload === undefined && requestBodySchema(openapi, route)) {
        return failure(`${routeKey(route)} takes a body: add a valid sample to sampleBody() in isolation.test.ts`);
      }
      const authorization = row.authorization();
      const headers: Array<[string, string]> = authorization === undefined ? [] : [['Authorization', authorization]];
      if (body !== undefined) headers.push(['Content-Type', 'application/json']);
      if (upload !== undefined) headers.push(['Content-Type', `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`]);
      if (isConsoleSession(route)) headers.push(['X-Recruiting-Console', '1']);

      const before = known ?? (await fingerprint(server, CREDENTIAL_USE_COLUMNS));
      known = undefined;
      response = await rawRequest(server.url, {
        method: route.method,
        target: path,
        headers,
        body: upload ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      const ok = { status: response.status };
      figures.cells += 1;
      figures.responsesScanned += 1;
      const cell = `[${row.name}] ${route.method} ${path}: ${response.status} ${response.body.slice(0, 200)}`;

      // Whatever the status: nothing of anyone else's.
      const seen = `${JSON.stringify(response.headers)}\n${response.body}`;
      for (const marker of markers) {
        // The member who made company A's changes is their events' acting_user, email address and all (docs/webhooks.md).
        const actingUser = isEventsFeed(route) && A_MEMBERS.includes(principal) && marker.what === "member's email";
        if (!marker.visibleTo.has(principal) && !actingUser && seen.includes(marker.text))
          return failure(`${cell}\n    shows ${marker.what} "${marker.text}"`);
      }

      if ('success' in expectation) {
        figures.succeeded += 1;
        if (response.status < 200 || response.status > 299) return failure(`${cell}\n    expected success`);
        return ok;
      }
      figures.refused += 1;
      if (response.status !== expectation.status) return failure(`${cell}\n    expected ${expectation.status} ${expectation.type}`);
      if (route.method !== 'HEAD') {
        try {
          const parsed = JSON.parse(response.body);
          assertErrorShape(parsed);
          const type = parsed.error.type as string;
          if (typeof expectation.type === 'string' ? type !== expectation.type : !expectation.type.test(type))
            return failure(`${cell}\n    expected type ${expectation.type}`);
        } catch (error) {
          return failure(`${cell}\n    ${(error as Error).message}`);
        }
      }
      const after = await fingerprint(server, CREDENTIAL_USE_COLUMNS);
      if (after !== before) return failure(`${cell}\n    a refused request changed stored data`);
      known = after;
      return ok;
    }

    it("lists only the caller's own companies, and partners' and customers' endpoints apart", async () => {
      await freshCompanyA();
      const companies = await server.get('/v3/companies', { token: tokens.outsider });
      assert.deepEqual(
        companies.body.map((c: any) => c._id),
        [b.company],
      );
      const details = await server.get('/v3/user/details', { token: tokens.removed });
      assert.deepEqual(details.body.companies, []);
      const list = async (principal: keyof typeof tokens) =>
        (await server.get(`/v3/company/${a.company}/webhook_endpoints`, { token: tokens[principal] })).body.data.map((e: any) => e.id);
      assert.deepEqual(await list('member'), [a.endpoint]);
      assert.deepEqual(await list('member2'), [a.endpoint], 'customer members share their endpoints');
      assert.deepEqual(await list('partner1'), [a.partner1Endpoint]);
      assert.deepEqual(await list('partner2'), [a.partner2Endpoint]);
    });
  });
}
