// A delivery worker built from the webhook settings and a storage of its own,
// beside the services of the process (which have theirs): no services, no
// database URL, no in-process commit signal. It goes through its modes from
// start to stop, is woken by its storage alone when the services commit an
// event, and on SQLite a second worker of the same database waits for the
// first, in the same process too.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { systemClock } from '../../src/clock.ts';
import { loadConfig, parseDatabaseUrl } from '../../src/config.ts';
import type { DeliveryLog } from '../../src/delivery/delivery-log.ts';
import { DeliveryWorker } from '../../src/delivery/delivery-worker.ts';
import { openStorage, type Storage } from '../../src/storage/database.ts';
import { withWorkerCoordination } from '../../src/storage/queue/coordination/worker-coordination.ts';
import { openServices } from '../helpers/child-server.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { deliveriesSettled, eventually, insertEndpointIds, recordEvent } from '../helpers/webhook-fixtures.ts';

type OpenedServices = Awaited<ReturnType<typeof openServices>>;

/** A log that keeps its messages. */
function memoryLog(): DeliveryLog & { messages: string[] } {
  const messages: string[] = [];
  const keep = (_obj: object, msg: string) => void messages.push(msg);
  return { messages, error: keep, warn: keep, info: keep, debug: keep };
}

for (const dialect of DIALECTS) {
  describe(`a delivery worker built from settings and a storage [${dialect.name}]`, { skip: dialect.skip }, () => {
    let database: TestDatabase;
    let services: OpenedServices;
    let receiver: HttpsReceiver;
    const storages: Storage[] = [];
    before(async () => {
      database = await dialect.createDatabase();
      services = await openServices(database);
      receiver = await HttpsReceiver.start();
    });
    after(async () => {
      for (const storage of storages) await storage.close();
      await receiver?.close();
      await services?.closeAll();
      await database?.drop();
    });

    const worker = (log: DeliveryLog = memoryLog(), options: { idlePollMs?: number } = {}) => {
      const storage = openStorage(parseDatabaseUrl(database.url), { synchronousCommit: false });
      storages.push(storage);
      const { webhook } = loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_MS: '10000' });
      return new DeliveryWorker({
        storage: withWorkerCoordination(storage),
        webhook,
        clock: systemClock,
        secretBox: services.secretBox,
        log,
        ...options,
      });
    };

    it('goes from created to running to stopped, and sends what the services commit meanwhile', async () => {
      const company = await services.companies.create({ name: 'Lifecycle Co' });
      const [endpoint] = await insertEndpointIds(services, company._id, 1, (id) => receiver.url(`/ep/${id}`));
      // Its idle look is far away: only a wake-up can make it send within the test.
      const subject = worker(memoryLog(), { idlePollMs: 600_000 });
      assert.equal(subject.state, 'created');
      await subject.start();
      assert.equal(subject.state, 'running');
      try {
        // Nothing tells the worker in-process: its storage's watch wakes it.
        const event = await recordEvent(services, company._id);
        await receiver.waitFor((requests) => requests.some((r) => r.path === `/ep/${endpoint}`), 10_000, 'the event');
        assert.deepEqual(await deliveriesSettled(services), { pending: 0, succeeded: 1, failed: 0, cancelled: 0 });
        assert.deepEqual(receiver.webhookIdsByPath().get(`/ep/${endpoint}`), [event._id]);
      } finally {
        await subject.stop();
      }
      assert.equal(subject.state, 'stopped');
      assert.equal(subject.leasesHeld, 0);
    });

    it('stops without having started, and does not start once stopped', async () => {
      const subject = worker();
      await subject.stop();
      assert.equal(subject.state, 'stopped');
      await subject.start();
      assert.equal(subject.state, 'stopped', 'a stopped worker does not start again');
    });

    if (dialect.name === 'sqlite') {
      it('waits for the worker lock while another worker of the database runs, and starts when it stops', async () => {
        const first = worker();
        const log = memoryLog();
        const second = worker(log);
        await first.start();
        await second.start();
        try {
          assert.equal(first.state, 'running');
          assert.equal(second.state, 'waiting-for-lock');
          assert.ok(log.messages.some((m) => m.includes('this worker waits until that process exits')));
          await first.stop();
          await eventually(async () => second.state === 'running', 10_000, 'the second worker to start');
          assert.ok(log.messages.includes('the other delivery worker has exited: this worker starts'));
        } finally {
          await first.stop();
          await second.stop();
        }
        assert.equal(second.state, 'stopped');
      });
    } else {
      it('runs beside another worker of the database: their leases keep them apart', async () => {
        const first = worker();
        const second = worker();
        await Promise.all([first.start(), second.start()]);
        try {
          assert.equal(first.state, 'running');
          assert.equal(second.state, 'running');
        } finally {
          await Promise.all([first.stop(), second.stop()]);
        }
      });
    }
  });
}
