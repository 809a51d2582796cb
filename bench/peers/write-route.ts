// Peer `write-route`: the hand-written route a team would write for the API's
// most common write, POST /v3/company/{company_id}/position/{position_id}/candidates,
// with Fastify and better-sqlite3 (pg on PostgreSQL), over the service's own
// database. Per request: the bearer token and the membership looked up as
// `api-route.ts` does (with the user's and the company's names, which the
// event shows), the position of the company, then ONE transaction that inserts
// the candidate, its candidateAdded event (the payload the service's has:
// company, acting user, candidate, position) and one pending delivery per
// endpoint of the company subscribed to the event, as the service's outbox
// fans out (active, enabled, subscribed). Answers 201 with the candidate,
// serialized through a response schema.
// On SQLite the three inserts are statements prepared once, in a
// better-sqlite3 transaction; on PostgreSQL they are one statement (three
// data-modifying CTEs), so the whole write is one round trip and its own
// transaction.
// Deliberately not: no body validation beyond the name, no idempotency keys,
// no quota, no change lock, no history records, no partner or plan rules in
// the fan-out (the bench's company is on Pro and its endpoints are the
// customer's), no NOTIFY (the bench's server runs the API role only), no
// security headers, no request log, nothing but 400, 401, 403 and 404 for errors.
// Usage: node --import tsx bench/peers/write-route.ts <DATABASE_URL>; prints its port.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { newId } from '../../src/ids.ts';
import { SqliteDatabase } from '../../src/storage/sqlite-library.ts';

type Row = Record<string, any>;
const USER = `select u.id, u.name, u.email from personal_access_tokens t join users u on u.id = t.user_id
  where t.token_hash = $1 and t.revoked_at is null`;
const MEMBER = `select c.id, c.name from memberships m join companies c on c.id = m.company_id
  where m.company_id = $1 and m.user_id = $2`;
const POSITION = 'select id, name, state from positions where id = $1 and company_id = $2';
const CANDIDATE = `insert into candidates (id, company_id, position_id, name, email_address, phone_number, summary, tags, origin,
  stage_id, meta_id, address, headline, source, social_profiles, created_at, updated_at)
  values ($1, $2, $3, $4, $5, null, null, $6, null, 'applied', $7, null, null, null, '[]', $8, $8)`;
const EVENT = `insert into events (id, company_id, type, payload, created_at, candidate_id, traceparent)
  values ($1, $2, 'candidateAdded', $3, $4, $5, null)`;
const DELIVERIES = `insert into webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
  select $1, id, 'pending', 0, $2, $2 from webhook_endpoints
  where company_id = $3 and status = 'active' and enabled = 1 and events like '%"candidateAdded"%' order by created_at, id`;
// PostgreSQL: the three inserts as one statement, so one round trip.
const WRITE_ALL = `with c as (${CANDIDATE} returning id),
  e as (insert into events (id, company_id, type, payload, created_at, candidate_id, traceparent)
    select $9, $2, 'candidateAdded', $10, $8, c.id, null from c returning id)
  insert into webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
  select e.id, w.id, 'pending', 0, $8, $8 from e join webhook_endpoints w on w.company_id = $2
  where w.status = 'active' and w.enabled = 1 and w.events like '%"candidateAdded"%' order by w.created_at, w.id`;

interface NewCandidate {
  id: string;
  companyId: string;
  positionId: string;
  name: string;
  email: string | null;
  tags: string;
  metaId: string;
  eventId: string;
  payload: string;
  now: number;
}

const url = process.argv[2]!;
let query: (text: string, values: unknown[]) => Promise<Row[]>;
let write: (c: NewCandidate) => Promise<void>;
if (url.startsWith('sqlite:')) {
  const db = new SqliteDatabase(url.slice('sqlite:'.length));
  db.pragma('busy_timeout = 5000');
  // `$n` becomes `?`, and each call passes the values in the order they appear.
  const prepare = (text: string) => {
    const order = [...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]) - 1);
    const statement = db.prepare(text.replace(/\$\d+/g, '?'));
    return {
      all: (values: unknown[]) => statement.all(...order.map((i) => values[i])) as Row[],
      run: (values: unknown[]) => statement.run(...order.map((i) => values[i])),
    };
  };
  const statements = new Map([USER, MEMBER, POSITION].map((text) => [text, prepare(text)]));
  query = async (text, values) => statements.get(text)!.all(values);
  const [candidate, event, deliveries] = [CANDIDATE, EVENT, DELIVERIES].map(prepare);
  const insertAll = db.transaction((c: NewCandidate) => {
    candidate!.run([c.id, c.companyId, c.positionId, c.name, c.email, c.tags, c.metaId, c.now]);
    event!.run([c.eventId, c.companyId, c.payload, c.now, c.id]);
    deliveries!.run([c.eventId, c.now, c.companyId]);
  });
  write = async (c) => insertAll(c);
} else {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  query = async (text, values) => (await pool.query(text, values)).rows;
  write = async (c) => {
    await pool.query(WRITE_ALL, [c.id, c.companyId, c.positionId, c.name, c.email, c.tags, c.metaId, c.now, c.eventId, c.payload]);
  };
}

const str = { type: 'string' };
const candidateSchema = {
  type: 'object',
  properties: {
    _id: str,
    meta_id: str,
    name: str,
    email_address: { type: ['string', 'null'] },
    tags: { type: 'array', items: str },
    position_id: str,
    stage: { type: 'object', properties: { id: str, name: str } },
    creation_date: str,
    last_update: str,
  },
};
const error = (type: string, message: string) => ({ error: { type, message } });

const app = Fastify({ logger: false });
app.post<{ Params: { company_id: string; position_id: string }; Body: { name?: unknown; email_address?: unknown; tags?: unknown } }>(
  '/v3/company/:company_id/position/:position_id/candidates',
  {
    schema: { response: { 201: candidateSchema } },
    handler: async (request, reply) => {
      const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const [user] = await query(USER, [createHash('sha256').update(token).digest('hex')]);
      if (!user) return reply.code(401).send(error('invalidAccessToken', 'Access token is invalid'));
      const [company] = await query(MEMBER, [request.params.company_id, user.id]);
      if (!company) return reply.code(403).send(error('companyMembershipRequired', 'You must be a member of this company'));
      const [position] = await query(POSITION, [request.params.position_id, company.id]);
      if (!position) return reply.code(404).send(error('positionNotFound', 'Position not found'));
      const body = request.body ?? {};
      if (typeof body.name !== 'string' || body.name.trim() === '')
        return reply.code(400).send(error('invalidRequest', 'name is required'));
      const tags = Array.isArray(body.tags) ? body.tags.filter((t): t is string => typeof t === 'string') : [];
      const now = Date.now();
      const created = new Date(now).toISOString();
      const candidate = {
        _id: newId('us'),
        meta_id: newId('us'),
        name: body.name.trim(),
        email_address: typeof body.email_address === 'string' ? body.email_address : null,
        tags,
        position_id: position.id,
        stage: { id: 'applied', name: 'Applied' },
        creation_date: created,
        last_update: created,
      };
      const eventId = newId('us');
      const payload = JSON.stringify({
        _id: eventId,
        type: 'candidateAdded',
        object: {
          company: { _id: company.id, name: company.name },
          acting_user: { _id: user.id, name: user.name, email_address: user.email },
          candidate,
          position: { _id: position.id, name: position.name, state: position.state },
        },
        creation_date: created,
      });
      await write({
        id: candidate._id,
        companyId: company.id,
        positionId: position.id,
        name: candidate.name,
        email: candidate.email_address,
        tags: JSON.stringify(tags),
        metaId: candidate.meta_id,
        eventId,
        payload,
        now,
      });
      return reply.code(201).send(candidate);
    },
  },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
