// Peer `api-route`: the hand-written route a team would write for the API's
// most common read, GET /v3/company/{company_id}/webhook_endpoints, with
// Fastify and better-sqlite3 (pg on PostgreSQL), over the service's own
// database. Per request: the SHA-256 of the bearer token looked up by its
// unique index (joined to the user, for whose endpoints to list), the
// membership row, the endpoint rows mapped to objects, serialized through a
// response schema: the same JSON the service answers.
// Deliberately not: no cache of any kind, no sessions (tokens of the
// `rs_pat_` kind only), no last-use record, no Host check, no security
// headers, no request log, nothing but 401 and 403 for errors. SQLite
// statements are prepared once, as better-sqlite3 is meant to be used; pg gets
// plain parameterized queries over a Pool of 10, the service's default size.
// Usage: node --import tsx bench/peers/api-route.ts <DATABASE_URL>; prints its port.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { readQuery, type Row } from './read-query.ts';

const USER = `select u.id, u.is_partner from personal_access_tokens t join users u on u.id = t.user_id
  where t.token_hash = $1 and t.revoked_at is null`;
const MEMBER = 'select 1 as member from memberships where company_id = $1 and user_id = $2';
const ENDPOINTS = `select id, url, description, events, status, enabled, is_legacy, secret_prefix, successful_deliveries,
  failed_deliveries, last_delivery_at, created_at, updated_at, disabled_reason, disabled_at, settings, header_names
  from webhook_endpoints where company_id = $1 and owner_key = $2 order by created_at, id`;

const query = readQuery(process.argv[2]!, [USER, MEMBER, ENDPOINTS]);

const time = (ms: unknown) => (ms === null ? null : new Date(Number(ms)).toISOString());
const present = (r: Row) => ({
  id: r.id,
  url: r.url,
  ...(r.description === null ? {} : { description: r.description }),
  events: JSON.parse(r.events),
  status: r.status,
  enabled: r.enabled === 1,
  stats: {
    successful_deliveries: Number(r.successful_deliveries),
    failed_deliveries: Number(r.failed_deliveries),
    last_delivery_at: time(r.last_delivery_at),
  },
  rate_limit: (JSON.parse(r.settings) as { rate_limit?: number | null }).rate_limit ?? null,
  headers: Object.fromEntries((r.header_names === null ? [] : (JSON.parse(r.header_names) as string[])).map((name) => [name, '••••'])),
  secret_prefix: r.secret_prefix,
  created_at: time(r.created_at),
  updated_at: time(r.updated_at),
  is_legacy: r.is_legacy === 1,
  disabled_reason: r.disabled_reason,
  disabled_at: time(r.disabled_at),
});

const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const endpoint = {
  type: 'object',
  properties: {
    id: str,
    url: str,
    description: str,
    events: { type: 'array', items: str },
    status: str,
    enabled: { type: 'boolean' },
    stats: {
      type: 'object',
      properties: { successful_deliveries: { type: 'integer' }, failed_deliveries: { type: 'integer' }, last_delivery_at: strOrNull },
    },
    rate_limit: { type: ['integer', 'null'] },
    headers: { type: 'object', additionalProperties: str },
    secret_prefix: str,
    created_at: str,
    updated_at: str,
    is_legacy: { type: 'boolean' },
    disabled_reason: strOrNull,
    disabled_at: strOrNull,
  },
};
const error = (type: string, message: string) => ({ error: { type, message } });

const app = Fastify({ logger: false });
app.get<{ Params: { company_id: string } }>('/v3/company/:company_id/webhook_endpoints', {
  schema: { response: { 200: { type: 'object', properties: { data: { type: 'array', items: endpoint } } } } },
  handler: async (request, reply) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const [user] = await query(USER, [createHash('sha256').update(token).digest('hex')]);
    if (!user) return reply.code(401).send(error('invalidAccessToken', 'Access token is invalid'));
    const companyId = request.params.company_id;
    const [member] = await query(MEMBER, [companyId, user.id]);
    if (!member) return reply.code(403).send(error('companyMembershipRequired', 'You must be a member of this company'));
    const ownerKey = user.is_partner === 1 ? `partner:${user.id}` : 'customer';
    return { data: (await query(ENDPOINTS, [companyId, ownerKey])).map(present) };
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
