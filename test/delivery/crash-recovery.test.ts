// Durability and scale-out with real processes: a worker killed with SIGKILL
// in the middle of delivering loses nothing; two workers on one PostgreSQL
// database share the work without sending twice or breaking per-endpoint order.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { DIALECTS, postgres, type TestDatabase, type TestDialect } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { deliveriesSettled, insertEndpointIds, recordEvent } from '../helpers/webhook-fixtures.ts';

type OpenedServices = Awaited<ReturnType<typeof openServices>>;

async function emitEvents(services: OpenedServices, companyId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push((await recordEvent(services, companyId, 'candidateAdded', { n: i }))._id);
  }
  return ids;
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
      const endpoints = await insertEndpointIds(services, company._id, 5, (id) => receiver.url(`/ep/${id}`));
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
          () => [...receiver.webhookIdsByPath().values()].reduce((n, ids) => n + new Set(ids).size, 0) >= expected,
          60_000,
          'every event at every endpoint',
        );
        const byEndpoint = receiver.webhookIdsByPath();
        for (const endpoint of endpoints) {
          const got = byEndpoint.get(`/ep/${endpoint}`) ?? [];
          assert.deepEqual(new Set(got), new Set(events), `endpoint ${endpoint} got every event`);
          // Order holds across restarts: first receipts of each event come in event order.
          const firsts = [...new Set(got)];
          assert.deepEqual(firsts, events);
        }
        const duplicates = receiver.requests.length - expected;
        process.stdout.write(`# ${dialect.name}: ${expected} deliveries, ${duplicates} duplicates after 3 SIGKILLs\n`);
        // Outcomes are stored a moment after the receiver saw the last request.
        const states = await deliveriesSettled(services);
        assert.deepEqual(states, { pending: 0, succeeded: expected, failed: 0 }, 'every delivery ends succeeded');
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
    const endpoints = await insertEndpointIds(services, company._id, 10, (id) => receiver.url(`/ep/${id}`));
    receiver.behave = () => ({ status: 200, delayMs: 2 });
    const workers = [ChildServer.start(database), ChildServer.start(database)];
    try {
      // Both workers are listening before events arrive, so both can take endpoints.
      await Promise.all(workers.map((w) => w.ready()));
      const sendersSoFar = async () => {
        const attempts = await services.storage.db.selectFrom('webhook_delivery_attempts').select('worker_id').execute();
        const perProcess = new Map<string, number>();
        for (const a of attempts) {
          const pid = a.worker_id!.split(':')[1]!;
          perProcess.set(pid, (perProcess.get(pid) ?? 0) + 1);
        }
        return perProcess;
      };
      // Bursts of ten events, each emitted once the previous one has begun to
      // arrive, so that bursts overlap with delivery. At least six; more (up to
      // thirty) until both processes have sent something, rather than trusting
      // a fixed number of bursts to spread the work.
      const events: string[] = [];
      for (let burst = 0; burst < 30; burst++) {
        const ids = new Set(await emitEvents(services, company._id, 10));
        events.push(...ids);
        await receiver.waitFor((r) => r.some((x) => ids.has(x.headers['webhook-id']!)), 30_000, `burst ${burst + 1} to begin arriving`);
        if (burst >= 5 && (await sendersSoFar()).size === workers.length) break;
      }
      await receiver.waitForCount(endpoints.length * events.length, 60_000);
      // Nothing is pending and no worker holds a lease: nothing more can be sent, so the count is final.
      const states = await deliveriesSettled(services);
      assert.deepEqual(states, { pending: 0, succeeded: endpoints.length * events.length, failed: 0 });
      assert.equal(receiver.requests.length, endpoints.length * events.length, 'no delivery was sent twice');
      const byEndpoint = receiver.webhookIdsByPath();
      for (const endpoint of endpoints) assert.deepEqual(byEndpoint.get(`/ep/${endpoint}`), events, 'in event order');
      const perProcess = await sendersSoFar();
      process.stdout.write(`# ${events.length} events; attempts per worker process: ${JSON.stringify(Object.fromEntries(perProcess))}\n`);
      assert.deepEqual(new Set(perProcess.keys()), new Set(workers.map((w) => String(w.child.pid))), 'both workers sent deliveries');
    } finally {
      await Promise.all(workers.map((w) => w.kill('SIGTERM')));
    }
  });
});
