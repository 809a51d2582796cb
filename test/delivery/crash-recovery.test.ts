// Durability and scale-out with real processes: a worker killed with SIGKILL
// in the middle of delivering loses nothing; two workers on one PostgreSQL
// database share the work without sending twice or breaking per-endpoint order.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { DIALECTS, postgres, type TestDatabase, type TestDialect } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { insertEndpointRows, recordEvent } from '../helpers/webhook-fixtures.ts';

type OpenedServices = Awaited<ReturnType<typeof openServices>>;

async function insertEndpoints(services: OpenedServices, companyId: string, receiver: HttpsReceiver, count: number): Promise<string[]> {
  const endpoints = await insertEndpointRows(services, companyId, count, { url: (id) => receiver.url(`/ep/${id}`) });
  return endpoints.map((e) => e.id);
}

async function emitEvents(services: OpenedServices, companyId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push((await recordEvent(services, companyId, 'candidateAdded', { n: i }))._id);
  }
  return ids;
}

/** For each endpoint path, the event ids in the order received. */
function receivedByEndpoint(receiver: HttpsReceiver): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const r of receiver.requests) {
    const list = map.get(r.path) ?? [];
    list.push(r.headers['webhook-id']!);
    map.set(r.path, list);
  }
  return map;
}

/**
 * A fresh database opened in the test process and an HTTPS receiver, made
 * before the suite's tests and removed after them. Read the fields inside tests.
 */
function deliverySetup(dialect: TestDialect) {
  const setup = {} as { database: TestDatabase; services: OpenedServices; receiver: HttpsReceiver };
  before(async () => {
    setup.database = await dialect.createDatabase();
    setup.services = await openServices(setup.database);
    setup.receiver = await HttpsReceiver.start();
  });
  after(async () => {
    await setup.receiver?.close();
    await setup.services?.closeAll();
    await setup.database?.drop();
  });
  return {
    get database() {
      return setup.database;
    },
    get services() {
      return setup.services;
    },
    get receiver() {
      return setup.receiver;
    },
  };
}

for (const dialect of DIALECTS) {
  describe(`SIGKILL during delivery [${dialect.name}]`, { skip: dialect.skip }, () => {
    const setup = deliverySetup(dialect);

    it('delivers every event to every endpoint at least once across three kills', async () => {
      const { database, services, receiver } = setup;
      const company = await services.companies.create({ name: 'Crash Co' });
      const endpoints = await insertEndpoints(services, company._id, receiver, 5);
      const events = await emitEvents(services, company._id, 100);
      const expected = endpoints.length * events.length;
      // A few milliseconds per answer, so the kills land in the middle of the work.
      receiver.behave = () => ({ status: 200, delayMs: 3 });
      const env = { WEBHOOK_LEASE_MS: '1000', WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '100' };
      for (const fraction of [0.2, 0.45, 0.7]) {
        const worker = ChildServer.start(database, { env });
        await receiver.waitFor((r) => r.length >= expected * fraction, 60_000, `${fraction * 100}% of the deliveries`);
        await worker.kill('SIGKILL');
      }
      const last = ChildServer.start(database, { env });
      try {
        await receiver.waitFor(
          () => [...receivedByEndpoint(receiver).values()].reduce((n, ids) => n + new Set(ids).size, 0) >= expected,
          60_000,
          'every event at every endpoint',
        );
        const byEndpoint = receivedByEndpoint(receiver);
        for (const endpoint of endpoints) {
          const got = byEndpoint.get(`/ep/${endpoint}`) ?? [];
          assert.deepEqual(new Set(got), new Set(events), `endpoint ${endpoint} got every event`);
          // Order holds across restarts: first receipts of each event come in event order.
          const firsts = [...new Set(got)];
          assert.deepEqual(firsts, events);
        }
        const duplicates = receiver.requests.length - expected;
        process.stdout.write(`# ${dialect.name}: ${expected} deliveries, ${duplicates} duplicates after 3 SIGKILLs\n`);
        const pending = await services.storage.db
          .selectFrom('webhook_deliveries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '!=', 'succeeded')
          .executeTakeFirstOrThrow();
        // Outcomes are stored a moment after the receiver saw the last request.
        for (let i = 0; i < 100 && Number(pending.n) > 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          const again = await services.storage.db
            .selectFrom('webhook_deliveries')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '!=', 'succeeded')
            .executeTakeFirstOrThrow();
          pending.n = again.n;
        }
        assert.equal(Number(pending.n), 0, 'every delivery ends succeeded');
      } finally {
        await last.kill('SIGTERM');
      }
    });
  });
}

describe('two worker processes on one PostgreSQL database', { skip: postgres.skip }, () => {
  const setup = deliverySetup(postgres);

  it('share the work, send each delivery once and keep per-endpoint order', async () => {
    const { database, services, receiver } = setup;
    const company = await services.companies.create({ name: 'Scale Co' });
    const endpoints = await insertEndpoints(services, company._id, receiver, 10);
    receiver.behave = () => ({ status: 200, delayMs: 2 });
    const workers = [ChildServer.start(database), ChildServer.start(database)];
    try {
      // Both workers are listening before events arrive, so both can take endpoints.
      await Promise.all(workers.map((w) => w.ready()));
      const events: string[] = [];
      for (let burst = 0; burst < 6; burst++) {
        events.push(...(await emitEvents(services, company._id, 10)));
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      await receiver.waitForCount(endpoints.length * events.length, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(receiver.requests.length, endpoints.length * events.length, 'no delivery was sent twice');
      const byEndpoint = receivedByEndpoint(receiver);
      for (const endpoint of endpoints) assert.deepEqual(byEndpoint.get(`/ep/${endpoint}`), events, 'in event order');
      const attempts = await services.storage.db.selectFrom('webhook_delivery_attempts').select('worker_id').execute();
      const perProcess = new Map<string, number>();
      for (const a of attempts) {
        const pid = a.worker_id!.split(':')[1]!;
        perProcess.set(pid, (perProcess.get(pid) ?? 0) + 1);
      }
      process.stdout.write(`# attempts per worker process: ${JSON.stringify(Object.fromEntries(perProcess))}\n`);
      assert.deepEqual(new Set(perProcess.keys()), new Set(workers.map((w) => String(w.child.pid))), 'both workers sent deliveries');
    } finally {
      await Promise.all(workers.map((w) => w.kill('SIGTERM')));
    }
  });
});
