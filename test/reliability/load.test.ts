// Sustained load on a real server process: many concurrent clients mixing
// sign-ins, reads and writes while every write's event is being delivered.
// Nothing may fail but rate limits, every acknowledged write has exactly one
// event and every event reaches every endpoint of its company, and the
// server's memory stays flat once warmed up.
//
// The amount of work is fixed, not the time it takes: each client makes the
// same number of requests, its mix of operations drawn from the suite's seed,
// and memory is sampled at fixed points of the progress, so a slow machine
// does less per second but the same in all.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { Agent, request } from 'undici';
import type { EventType } from '../../src/schemas/event-types.ts';
import { migrations } from '../../src/storage/migrate.ts';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { insertEndpointIds } from '../helpers/webhook-fixtures.ts';
import {
  FULL,
  SEED,
  trackDistinct,
  integrityProblems,
  profile,
  report,
  rssMb,
  seededRandom,
  seedOnFailure,
  type OpenedServices,
} from './support.ts';

const SIZE = profile(
  { clients: 50, requestsPerClient: 20, companies: 5, usersPerCompany: 4 },
  { clients: 200, requestsPerClient: 20, companies: 20, usersPerCompany: 5 },
);
/** Resident memory is read each time another this much of the requests has been answered. */
const RSS_SAMPLES = 20;
const ENDPOINTS_PER_COMPANY = 2;
const PASSWORD = 'load test password';
const EVENT_TYPES: EventType[] = ['candidateAdded', 'companyNotePosted', 'companyPositionUpdated'];
/**
 * How much the server's resident memory may grow from the end of warm-up
 * (the first third) to the end. Generous: V8 grows its heap in steps and
 * returns memory lazily, so only a leak proportional to the traffic exceeds it.
 */
const RSS_GROWTH_LIMIT_MB = 150;

type Op = 'signin' | 'companies' | 'userDetails' | 'positions' | 'candidate' | 'endpoints' | 'addCandidate' | 'addNote' | 'updatePosition';
const WEIGHTS: Array<[Op, number]> = [
  ['signin', 4],
  ['companies', 10],
  ['userDetails', 10],
  ['positions', 10],
  ['candidate', 12],
  ['endpoints', 8],
  ['addCandidate', 22],
  ['addNote', 12],
  ['updatePosition', 12],
];
const EVENT_OF: Partial<Record<Op, EventType>> = {
  addCandidate: 'candidateAdded',
  addNote: 'companyNotePosted',
  updatePosition: 'companyPositionUpdated',
};

function pick(random: () => number): Op {
  const total = WEIGHTS.reduce((n, [, w]) => n + w, 0);
  let r = random() * total;
  for (const [op, w] of WEIGHTS) if ((r -= w) < 0) return op;
  return 'companies';
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

interface Member {
  email: string;
  pat: string;
  companyId: string;
  positionId: string;
}

for (const dialect of DIALECTS) {
  describe(
    `load: ${SIZE.clients} clients × ${SIZE.requestsPerClient} requests while delivering [${dialect.name}]`,
    { skip: dialect.skip },
    () => {
      let database: TestDatabase;
      let services: OpenedServices;
      let receiver: HttpsReceiver;
      let server: ChildServer | undefined;
      let distinct: { readonly count: number };
      const agent = new Agent({ connections: SIZE.clients, keepAliveTimeout: 10_000 });

      before(async () => {
        database = await dialect.createDatabase();
        services = await openServices(database);
        receiver = await HttpsReceiver.start();
        receiver.behave = () => ({ status: 200, delayMs: 2 });
        distinct = trackDistinct(receiver);
      });
      after(async () => {
        if (server && server.child.exitCode === null) await server.kill('SIGKILL');
        await agent.close();
        await receiver?.close();
        await services?.closeAll();
        await database?.drop();
      });

      it(
        'answers everything but rate limits, loses no event and keeps its memory flat',
        { timeout: FULL ? 600_000 : 180_000 },
        seedOnFailure(async () => {
          // Members of several companies, each with a position and endpoints subscribed to the written events.
          const members: Member[] = [];
          const endpointsOf = new Map<string, string[]>();
          for (let c = 0; c < SIZE.companies; c++) {
            const { _id: companyId } = await services.companies.create({ name: `Load ${c}` });
            endpointsOf.set(
              companyId,
              await insertEndpointIds(services, companyId, ENDPOINTS_PER_COMPANY, (id) => receiver.url(`/${companyId}/${id}`), EVENT_TYPES),
            );
            for (let u = 0; u < SIZE.usersPerCompany; u++) {
              const user = await services.users.create({ email: `load-${c}-${u}@example.com`, password: PASSWORD, name: `Load ${c}.${u}` });
              await services.companies.addMember(companyId, user._id);
              const pat = (await services.auth.createPersonalAccessToken(user._id, 'load')).token;
              members.push({ email: user.email_address, pat, companyId, positionId: '' });
            }
          }
          server = ChildServer.start(database, { role: 'all', env: { WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_RETRY_MAX_MS: '1000' } });
          await server.ready();
          for (const companyId of endpointsOf.keys()) {
            const owner = members.find((m) => m.companyId === companyId)!;
            const position = await call('POST', `/v3/company/${companyId}/positions`, owner.pat, { name: 'Engineer' });
            assert.equal(position.status, 200, JSON.stringify(position.body));
            for (const m of members) if (m.companyId === companyId) m.positionId = (position.body as { _id: string })._id;
          }
          const pid = server!.child.pid!;

          async function call(
            method: string,
            path: string,
            token: string | undefined,
            body?: unknown,
          ): Promise<{ status: number; body: unknown }> {
            const response = await request(`${server!.url}${path}`, {
              method: method as 'GET',
              dispatcher: agent,
              headers: {
                ...(token ? { authorization: `Bearer ${token}` } : {}),
                ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              body: body === undefined ? undefined : JSON.stringify(body),
            });
            const text = await response.body.text();
            return { status: response.statusCode, body: text ? JSON.parse(text) : undefined };
          }

          const latencies = new Map<Op, number[]>();
          const statuses = new Map<string, number>();
          const errors: string[] = [];
          const written = new Map<string, number>(); // `${companyId} ${type}` -> acknowledged writes
          let rateLimited = 0;
          const rss: Array<{ at: number; mb: number }> = [];
          const idleRss = rssMb(pid);

          // Every client opens its connection before the clock starts. Opened all at once
          // into a server already saturated by the first clients, the last connections
          // wait many seconds for their first answer; that start-up transient is not the
          // steady state being measured.
          await Promise.all(Array.from({ length: SIZE.clients }, () => call('GET', '/v3/health', undefined)));

          const started = Date.now();
          const total = SIZE.clients * SIZE.requestsPerClient;
          let answered = 0;
          /** Called after each answer: reads the server's memory at every 1/RSS_SAMPLES of the requests. */
          const progressed = () => {
            answered++;
            if (answered % Math.ceil(total / RSS_SAMPLES) !== 0 && answered !== total) return;
            const mb = rssMb(pid);
            if (mb !== undefined) rss.push({ at: answered / total, mb });
          };

          async function client(index: number): Promise<void> {
            const me = members[index % members.length]!;
            // Each client's own sequence from the seed, whatever the interleaving with the others.
            const random = seededRandom(index + 1);
            let token = me.pat;
            const mine: string[] = []; // candidates this client made, for reads and notes
            let updates = 0;
            const base = `/v3/company/${me.companyId}`;
            for (let n = 0; n < SIZE.requestsPerClient; n++) {
              let op = pick(random);
              if ((op === 'candidate' || op === 'addNote') && mine.length === 0) op = 'addCandidate';
              const t0 = performance.now();
              let result: { status: number; body: unknown };
              try {
                switch (op) {
                  case 'signin':
                    result = await call('POST', '/v3/signin', undefined, { email: me.email, password: PASSWORD });
                    if (result.status === 200) token = (result.body as { access_token: string }).access_token;
                    break;
                  case 'companies':
                    result = await call('GET', '/v3/companies', token);
                    break;
                  case 'userDetails':
                    result = await call('GET', '/v3/user/details', token);
                    break;
                  case 'positions':
                    result = await call('GET', `${base}/positions`, token);
                    break;
                  case 'candidate':
                    result = await call(
                      'GET',
                      `${base}/position/${me.positionId}/candidate/${mine[Math.floor(random() * mine.length)]}`,
                      token,
                    );
                    break;
                  case 'endpoints':
                    result = await call('GET', `${base}/webhook_endpoints`, token);
                    break;
                  case 'addCandidate':
                    result = await call('POST', `${base}/position/${me.positionId}/candidates`, token, {
                      name: `Candidate ${index}.${mine.length}`,
                    });
                    if (result.status === 200) mine.push((result.body as { _id: string })._id);
                    break;
                  case 'addNote':
                    result = await call('POST', `${base}/position/${me.positionId}/candidate/${mine[mine.length - 1]}/notes`, token, {
                      body: 'Strong candidate',
                    });
                    break;
                  case 'updatePosition':
                    // A value never sent before: an update that changes nothing emits no event.
                    result = await call('PUT', `${base}/position/${me.positionId}`, token, { location: `Room ${index}.${++updates}` });
                    break;
                }
              } catch (error) {
                errors.push(`${op}: ${(error as Error).message}`);
                continue;
              } finally {
                progressed();
              }
              const list = latencies.get(op) ?? [];
              list.push(performance.now() - t0);
              latencies.set(op, list);
              statuses.set(`${op} ${result.status}`, (statuses.get(`${op} ${result.status}`) ?? 0) + 1);
              if (result.status === 429) rateLimited++;
              else if (result.status >= 300) errors.push(`${op}: HTTP ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`);
              else if (EVENT_OF[op]) {
                const key = `${me.companyId} ${EVENT_OF[op]}`;
                written.set(key, (written.get(key) ?? 0) + 1);
              }
            }
          }

          await Promise.all(Array.from({ length: SIZE.clients }, (_, i) => client(i)));
          const loadEndedAt = Date.now() - started;
          const loadEndRss = rssMb(pid);

          // Every acknowledged write made exactly one event, and every event reaches every endpoint of its company.
          const { rows: eventRows } = await sql<{ company_id: string; type: string; n: number | string }>`
        select company_id, type, count(*) as n from events group by company_id, type`.execute(services.storage.db);
          const stored = new Map(eventRows.map((r) => [`${r.company_id} ${r.type}`, Number(r.n)]));
          // Setting up made one companyPositionAdded per company (no endpoint subscribes to it); the rest came from the load.
          for (const [key, n] of written) assert.equal(stored.get(key), n, `events stored for ${key}`);
          const subscribed = await services.storage.db
            .selectFrom('webhook_deliveries')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          const deliveries = Number(subscribed.n);
          await receiver.waitFor(() => distinct.count >= deliveries, FULL ? 300_000 : 120_000, `all ${deliveries} deliveries`);
          const drainedAt = Date.now() - started;
          const byPath = receiver.webhookIdsByPath();
          let checkedEvents = 0;
          for (const [companyId, endpointIds] of endpointsOf) {
            const loadEvents = (
              await services.storage.db
                .selectFrom('events')
                .select('id')
                .where('company_id', '=', companyId)
                .where('type', 'in', EVENT_TYPES)
                .orderBy('id')
                .execute()
            ).map((e) => e.id);
            checkedEvents += loadEvents.length;
            for (const endpointId of endpointIds) {
              const got = new Set(byPath.get(`/${companyId}/${endpointId}`) ?? []);
              const missing = loadEvents.filter((id) => !got.has(id));
              assert.deepEqual(missing, [], `endpoint ${endpointId} of ${companyId} got every event of its company`);
            }
          }
          const afterDrainRss = rssMb(pid);

          await server!.kill('SIGTERM');
          assert.equal(await server!.exited, 0, 'clean shutdown');
          const { problems } = await integrityProblems(services, Object.keys(migrations(dialect.name)).length);
          assert.deepEqual(problems, []);

          const requests = [...latencies.values()].reduce((n, l) => n + l.length, 0);
          const all = [...latencies.values()].flat().sort((a, b) => a - b);
          const perOp = Object.fromEntries(
            [...latencies].map(([op, list]) => {
              const sorted = [...list].sort((a, b) => a - b);
              return [
                op,
                {
                  n: list.length,
                  p50: percentile(sorted, 50),
                  p95: percentile(sorted, 95),
                  p99: percentile(sorted, 99),
                  max: percentile(sorted, 100),
                },
              ];
            }),
          );
          // From the end of warm-up (the first third of the requests) to the end of the load.
          const warm = rss.filter((s) => s.at >= 1 / 3);
          const warmStart = warm[0]?.mb;
          const peak = Math.max(...rss.map((s) => s.mb));
          report(`load ${dialect.name}`, {
            seed: SEED,
            clients: SIZE.clients,
            requestsPerClient: SIZE.requestsPerClient,
            seconds: Math.round(loadEndedAt / 100) / 10,
            requests,
            requestsPerSecond: Math.round(requests / (loadEndedAt / 1000)),
            errors: errors.length,
            rateLimited,
            latencyMs: { p50: percentile(all, 50), p95: percentile(all, 95), p99: percentile(all, 99), max: percentile(all, 100) },
            perOp,
            eventsWritten: [...written.values()].reduce((a, b) => a + b, 0),
            eventsChecked: checkedEvents,
            deliveries,
            duplicates: receiver.requests.length - deliveries,
            drainedSecondsAfterLoad: Math.round((drainedAt - loadEndedAt) / 100) / 10,
            rssMb: { idle: idleRss, afterWarmup: warmStart, peak, endOfLoad: loadEndRss, afterDrain: afterDrainRss },
          });

          assert.deepEqual(errors.slice(0, 10), [], `${errors.length} requests failed`);
          assert.equal(requests, total, 'every request was answered');
          if (warmStart !== undefined) {
            const latest = Math.max(...warm.slice(-3).map((s) => s.mb));
            assert.ok(latest - warmStart < RSS_GROWTH_LIMIT_MB, `RSS grew from ${warmStart} MB after warm-up to ${latest} MB`);
          }
        }),
      );
    },
  );
}
