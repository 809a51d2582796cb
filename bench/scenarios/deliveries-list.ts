// 7. The delivery log's list: GET .../webhook_endpoint/{id}/deliveries over a
// table of `listDeliveries` deliveries (1 000 000 in a full run), filled with
// bulk SQL in the bench process: events of one company fanned out to its 10
// endpoints, 98 % succeeded, 1 % failed, 1 % pending, each finished one with
// an attempt. Then, one request at a time (latency, not throughput), the
// first page, a page from the middle of the endpoint's deliveries (by
// cursor), the failed ones, one event type, and a time window: p50 and p99 of each.
// Beside them, measured the same way in the same run, GET of the endpoint
// itself: the same authentication, membership and endpoint lookup with no
// delivery query, so what the list adds stands apart from what every request
// costs on this machine at that moment. The server has the API role only,
// so no worker touches the rows.
//
// Over the same tables, the events feed (GET /events: the company's events,
// a tenth of the deliveries, 100 000 in a full run) the same ways (first
// page, a page from the middle, one type, a window), and the delivery health
// of the measured endpoint (GET .../stats, 24h and 7d), which aggregates its
// attempts (every one of them is inside both windows: the fill ends an hour
// before the run).
import { sql } from 'kysely';
import { Pool } from 'undici';
import { encodeEventCursor } from '../../src/services/event-feed-service.ts';
import { encodeCursor } from '../../src/services/webhook-delivery-service.ts';
import { createWorkspace, insertEndpoints, openServices, type BenchServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { target, type Scenario } from '../lib/scenario.ts';
import { ServerProcess } from '../lib/server-process.ts';
import { percentile, round } from '../lib/stats.ts';

const ENDPOINTS = 10;
/** The fill's first event: two hours before the run, so the events feed (last EVENTS_RETENTION_DAYS) and both stats windows hold every row. */
const T0 = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 2 * 3_600_000;
/** Milliseconds between two events of the fill. */
const STEP = 10;

const PAYLOAD = JSON.stringify({ type: 'candidateAdded', object: { candidate: { name: 'Bench Candidate', summary: 'x'.repeat(200) } } });

/** Events and deliveries in a few statements: what the outbox would have written over months. */
async function fill(services: BenchServices, companyId: string, deliveries: number): Promise<void> {
  const { db, dialect } = services.storage;
  const events = Math.ceil(deliveries / ENDPOINTS);
  const numbers =
    dialect === 'postgres'
      ? sql`select i from generate_series(0, ${events - 1}) as g(i)`
      : sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${events - 1}) select i from n`;
  const hexId = dialect === 'postgres' ? sql`lpad(to_hex(i), 12, '0')` : sql`printf('%012x', i)`;
  await db.transaction().execute(async (trx) => {
    await sql`
      insert into events (id, company_id, type, payload, created_at)
      select ${hexId}, ${companyId}, case when i % 5 = 0 then 'candidateStatusUpdated' else 'candidateAdded' end, ${PAYLOAD}, cast(${T0} as bigint) + i * ${STEP}
      from (${numbers}) as numbers`.execute(trx);
    await sql`
      insert into webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, last_status_code, last_error, created_at, completed_at)
      select ev.id, e.id,
        case when (ev.created_at / ${STEP}) % 100 = 7 then 'failed' when (ev.created_at / ${STEP}) % 100 = 13 then 'pending' else 'succeeded' end,
        case when (ev.created_at / ${STEP}) % 100 = 7 then 11 when (ev.created_at / ${STEP}) % 100 = 13 then 0 else 1 end,
        ev.created_at,
        case when (ev.created_at / ${STEP}) % 100 = 7 then 500 when (ev.created_at / ${STEP}) % 100 = 13 then null else 200 end,
        case when (ev.created_at / ${STEP}) % 100 = 7 then 'HTTP 500' else null end,
        ev.created_at,
        case when (ev.created_at / ${STEP}) % 100 = 13 then null else ev.created_at + 50 end
      from events ev cross join webhook_endpoints e
      where ev.company_id = ${companyId} and e.company_id = ${companyId}
      order by ev.created_at, e.created_at, e.id`.execute(trx);
    await sql`
      insert into webhook_delivery_attempts (delivery_id, endpoint_id, attempt, started_at, duration_ms, status_code, error, worker_id)
      select id, endpoint_id, 1, created_at + 5, 40, last_status_code, last_error, 'bench'
      from webhook_deliveries where status <> 'pending'`.execute(trx);
  });
  // A database that has been in use for months has had its statistics gathered (autovacuum).
  if (dialect === 'postgres') await sql`analyze`.execute(db);
}

/** `count` sequential GETs after `warmup` unmeasured ones; latencies in ms, and the answer of the last. */
async function measure(pool: Pool, path: string, token: string, warmup: number, count: number): Promise<{ ms: number[]; last: any }> {
  const ms: number[] = [];
  let last: any;
  for (let i = 0; i < warmup + count; i++) {
    const started = performance.now();
    const response = await pool.request({ path, method: 'GET', headers: { authorization: `Bearer ${token}` } });
    const text = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`GET ${path}: ${response.statusCode} ${text.slice(0, 200)}`);
    if (i >= warmup) ms.push(performance.now() - started);
    last = JSON.parse(text);
  }
  return { ms, last };
}

export const deliveriesList: Scenario = async (ctx) => {
  const database = await createDatabase(ctx.dialect);
  try {
    const services = await openServices(database);
    const workspace = await createWorkspace(services, 1);
    const company = workspace.companies[0]!;
    const endpoints = await insertEndpoints(services, company.id, (id) => `https://127.0.0.1:9/hooks/${id}`, ENDPOINTS);
    const fillStarted = performance.now();
    await fill(services, company.id, ctx.sizes.listDeliveries);
    const fillSeconds = round((performance.now() - fillStarted) / 1000, 1);
    const { db } = services.storage;
    const total = Number(
      (
        await db
          .selectFrom('webhook_deliveries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const endpoint = endpoints[0]!.id;
    const own = await db
      .selectFrom('webhook_deliveries')
      .select(['id', 'created_at'])
      .where('endpoint_id', '=', endpoint)
      .orderBy('id')
      .execute();
    const middle = own[Math.floor(own.length / 2)]!;
    const middleEvent = await db
      .selectFrom('events')
      .select(['id', 'created_at'])
      .where('company_id', '=', company.id)
      .where('created_at', '<=', Number(middle.created_at))
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await services.closeAll();
    ctx.progress(`  filled ${total} deliveries (${own.length} of the measured endpoint) in ${fillSeconds} s`);

    const server = await ServerProcess.start({
      database,
      tlsDir: ctx.tlsDir,
      role: 'api',
      env: { LOG_LEVEL: 'warn' },
      cpuProfDir: ctx.cpuProfDir,
    });
    const pool = new Pool(server.url, { connections: 1 });
    const base = `/v3/company/${company.id}/webhook_endpoint/${endpoint}/deliveries`;
    const windowFrom = new Date(Number(middle.created_at)).toISOString();
    const windowTo = new Date(Number(middle.created_at) + 3_600_000).toISOString();
    const queries = {
      first: `${base}?limit=50`,
      deep: `${base}?limit=50&cursor=${encodeCursor({ createdAt: Number(middle.created_at), id: Number(middle.id) })}`,
      failed: `${base}?limit=50&status=failed`,
      eventType: `${base}?limit=50&event_type=candidateStatusUpdated`,
      window: `${base}?limit=50&since=${encodeURIComponent(windowFrom)}&until=${encodeURIComponent(windowTo)}`,
    };
    const feed = `/v3/company/${company.id}/events`;
    const eventCursor = encodeEventCursor({ createdAt: Number(middleEvent.created_at), id: middleEvent.id });
    const eventQueries = {
      eventsFirst: `${feed}?limit=50`,
      eventsDeep: `${feed}?limit=50&cursor=${eventCursor}`,
      eventsType: `${feed}?limit=50&type=candidateStatusUpdated`,
      eventsWindow: `${feed}?limit=50&since=${encodeURIComponent(windowFrom)}&until=${encodeURIComponent(windowTo)}`,
    };
    const stats = `/v3/company/${company.id}/webhook_endpoint/${endpoint}/stats`;
    const statsQueries = { stats24h: `${stats}?window=24h`, stats7d: `${stats}?window=7d` };
    const figures: Record<string, number | null> = { deliveries: total, endpointDeliveries: own.length, fillSeconds };
    try {
      const { listRequests: count } = ctx.sizes;
      const baseline = await measure(
        pool,
        `/v3/company/${company.id}/webhook_endpoint/${endpoint}`,
        workspace.token,
        Math.max(5, Math.round(count / 10)),
        count,
      );
      figures.endpointGetP50Ms = round(percentile(baseline.ms, 50)!, 2);
      figures.endpointGetP99Ms = round(percentile(baseline.ms, 99)!, 2);
      for (const [name, path] of Object.entries({ ...queries, ...eventQueries })) {
        const { ms, last } = await measure(pool, path, workspace.token, Math.max(5, Math.round(count / 10)), count);
        if (last.data.length === 0) throw new Error(`${name}: the page is empty`);
        figures[`${name}P50Ms`] = round(percentile(ms, 50)!, 2);
        figures[`${name}P99Ms`] = round(percentile(ms, 99)!, 2);
      }
      for (const [name, path] of Object.entries(statsQueries)) {
        const { ms, last } = await measure(
          pool,
          path,
          workspace.token,
          Math.max(2, Math.round(count / 20)),
          Math.max(5, Math.round(count / 2)),
        );
        if (last.succeeded === 0) throw new Error(`${name}: no attempt counted`);
        figures[`${name}P50Ms`] = round(percentile(ms, 50)!, 2);
        figures[`${name}P99Ms`] = round(percentile(ms, 99)!, 2);
        figures[`${name}Attempts`] = last.succeeded + last.failed;
      }
    } finally {
      await pool.close();
      await server.stop();
    }
    const label: Record<string, string> = {
      first: 'first page',
      deep: 'a page from the middle (cursor)',
      failed: 'status=failed',
      eventType: 'event_type filter',
      window: 'since/until window',
    };
    const eventLabel: Record<string, string> = {
      eventsFirst: 'first page',
      eventsDeep: 'a page from the middle (cursor)',
      eventsType: 'type filter',
      eventsWindow: 'since/until window',
    };
    // The limit column: GET of the endpoint itself, the fixed cost of any such request in this run.
    const rows = Object.keys(queries).flatMap((name) => [
      { figure: `GET deliveries, ${label[name]}, p50`, ours: figures[`${name}P50Ms`]!, unit: 'ms', limit: figures.endpointGetP50Ms },
      {
        figure: `GET deliveries, ${label[name]}, p99`,
        ours: figures[`${name}P99Ms`]!,
        unit: 'ms',
        limit: figures.endpointGetP99Ms,
        ...target(figures[`${name}P99Ms`]!, '<=', 20),
      },
    ]);
    for (const name of Object.keys(eventQueries)) {
      rows.push(
        { figure: `GET events, ${eventLabel[name]}, p50`, ours: figures[`${name}P50Ms`]!, unit: 'ms', limit: figures.endpointGetP50Ms },
        {
          figure: `GET events, ${eventLabel[name]}, p99`,
          ours: figures[`${name}P99Ms`]!,
          unit: 'ms',
          limit: figures.endpointGetP99Ms,
          ...target(figures[`${name}P99Ms`]!, '<=', 20),
        },
      );
    }
    for (const name of Object.keys(statsQueries)) {
      const window = name === 'stats24h' ? '24h' : '7d';
      rows.push(
        {
          figure: `GET stats ${window} (${figures[`${name}Attempts`]} attempts), p50`,
          ours: figures[`${name}P50Ms`]!,
          unit: 'ms',
          limit: figures.endpointGetP50Ms,
        },
        { figure: `GET stats ${window}, p99`, ours: figures[`${name}P99Ms`]!, unit: 'ms', limit: figures.endpointGetP99Ms },
      );
    }
    return {
      figures,
      rows,
      summary:
        `${total} deliveries: first page p50 ${figures.firstP50Ms} / p99 ${figures.firstP99Ms} ms (GET of the endpoint itself: ` +
        `${figures.endpointGetP50Ms} / ${figures.endpointGetP99Ms} ms), middle p99 ${figures.deepP99Ms} ms, ` +
        `failed p99 ${figures.failedP99Ms} ms, event type p99 ${figures.eventTypeP99Ms} ms, window p99 ${figures.windowP99Ms} ms; ` +
        `events feed first page p99 ${figures.eventsFirstP99Ms} ms, middle p99 ${figures.eventsDeepP99Ms} ms, type p99 ${figures.eventsTypeP99Ms} ms; ` +
        `stats of ${figures.stats24hAttempts} attempts 24h p50 ${figures.stats24hP50Ms} / 7d p50 ${figures.stats7dP50Ms} ms`,
    };
  } finally {
    await database.drop();
  }
};
