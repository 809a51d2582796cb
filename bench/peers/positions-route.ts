// Peer `positions-route`: the hand-written route a team would write for
// another company-scoped list, GET /v3/company/{company_id}/positions, with
// Fastify and better-sqlite3 (pg on PostgreSQL), over the service's own
// database, written like `api-route.ts` beside it. Per request: the SHA-256 of
// the bearer token looked up by its unique index (joined to its user), the
// membership row, the company's position rows mapped to objects (the stored
// JSON columns parsed, the friendly id and default application form as the
// service has them: its `friendlyIdBase` and `DEFAULT_APPLICATION_FORM`),
// serialized through a response schema: the same JSON the service answers.
// Deliberately not: no cache, no sessions (tokens of the `rs_pat_` kind
// only), no last-use record, no paging or filters (the bench asks for the
// whole list of 20), no Host check, no security headers, no request log,
// nothing but 401 and 403 for errors. SQLite statements are prepared once; pg
// gets plain parameterized queries over a Pool of 10, the service's default size.
// Usage: node --import tsx bench/peers/positions-route.ts <DATABASE_URL>; prints its port.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { friendlyIdBase } from '../../src/ids.ts';
import { APPLICATION_FORM_FIELDS, DEFAULT_APPLICATION_FORM } from '../../src/original-catalogs.ts';
import { readQuery, type Row } from './read-query.ts';

const USER = `select u.id from personal_access_tokens t join users u on u.id = t.user_id
  where t.token_hash = $1 and t.revoked_at is null`;
const MEMBER = 'select 1 as member from memberships where company_id = $1 and user_id = $2';
const POSITIONS = `select id, name, description, type, location, department, experience, education, category, requisition_id,
  tags, application_form, state, pipeline_id, created_by, created_at, updated_at
  from positions where company_id = $1 order by created_at, id`;

const query = readQuery(process.argv[2]!, [USER, MEMBER, POSITIONS]);

const time = (ms: unknown) => new Date(Number(ms)).toISOString();
const json = (text: string | null) => (text === null ? null : JSON.parse(text));
const present = (r: Row) => ({
  _id: r.id,
  name: r.name,
  friendly_id: `${r.id}-${friendlyIdBase(r.name, 'position')}`,
  description: r.description,
  type: json(r.type),
  location: json(r.location),
  department: r.department,
  experience: json(r.experience),
  education: json(r.education),
  category: json(r.category),
  requisition_id: r.requisition_id,
  tags: JSON.parse(r.tags),
  application_form: { ...DEFAULT_APPLICATION_FORM, ...json(r.application_form) },
  state: r.state,
  pipeline_id: r.pipeline_id,
  pipeline: r.pipeline_id,
  creator_id: r.created_by,
  all_users: [r.created_by],
  all_admins: [r.created_by],
  candidate_type: 'all',
  org_type: 'position',
  creation_date: time(r.created_at),
  updated_date: time(r.updated_at),
});

const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const idName = { type: 'object', properties: { id: str, name: str } };
const idNameOrNull = { anyOf: [{ type: 'null' }, idName] };
const position = {
  type: 'object',
  properties: {
    _id: str,
    name: str,
    friendly_id: str,
    description: strOrNull,
    type: idNameOrNull,
    location: {
      anyOf: [
        { type: 'null' },
        { type: 'object', properties: { country: idNameOrNull, city: strOrNull, name: str, is_remote: { type: 'boolean' } } },
      ],
    },
    department: strOrNull,
    experience: idNameOrNull,
    education: idNameOrNull,
    category: idNameOrNull,
    requisition_id: strOrNull,
    tags: { type: 'array', items: str },
    application_form: { type: 'object', properties: Object.fromEntries(APPLICATION_FORM_FIELDS.map((field) => [field, str])) },
    state: str,
    pipeline_id: str,
    pipeline: str,
    creator_id: str,
    all_users: { type: 'array', items: str },
    all_admins: { type: 'array', items: str },
    candidate_type: str,
    org_type: str,
    creation_date: str,
    updated_date: str,
  },
};
const error = (type: string, message: string) => ({ error: { type, message } });

const app = Fastify({ logger: false });
app.get<{ Params: { company_id: string } }>('/v3/company/:company_id/positions', {
  schema: { response: { 200: { type: 'array', items: position } } },
  handler: async (request, reply) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const [user] = await query(USER, [createHash('sha256').update(token).digest('hex')]);
    if (!user) return reply.code(401).send(error('invalidAccessToken', 'Access token is invalid'));
    const companyId = request.params.company_id;
    const [member] = await query(MEMBER, [companyId, user.id]);
    if (!member) return reply.code(403).send(error('companyMembershipRequired', 'You must be a member of this company'));
    return (await query(POSITIONS, [companyId])).map(present);
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
