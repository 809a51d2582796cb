// Endpoints waiting because their secret can't be opened never fill a
// worker's search for due queues: however many there are, and however old
// their queue heads, an endpoint that can be sent to is found and served. On
// both dialects, with a worker that serves 4 endpoints at once (the default
// is 512; the shape is the same) and a clock that does not move, so the
// waits never run out during the test.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../../src/clock.ts';
import { loadConfig, parseDatabaseUrl } from '../../src/config.ts';
import { SecretBox } from '../../src/crypto/secret-box.ts';
import type { DeliveryLog } from '../../src/delivery/delivery-log.ts';
import { DeliveryWorker } from '../../src/delivery/delivery-worker.ts';
import { openStorage, type Storage } from '../../src/storage/database.ts';
import { withWorkerCoordination } from '../../src/storage/queue/coordination/worker-coordination.ts';
import { openServices } from '../helpers/child-server.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { eventually, insertEndpointIds, recordEvent } from '../helpers/webhook-fixtures.ts';

const MAX_ACTIVE = 4;
const BROKEN = MAX_ACTIVE + 2;

for (const dialect of DIALECTS) {
  describe(`endpoints waiting for their secret [${dialect.name}]`, { skip: dialect.skip }, () => {
    let database: TestDatabase;
    let services: Awaited<ReturnType<typeof openServices>>;
    let storage: Storage;
    let receiver: HttpsReceiver;
    before(async () => {
      database = await dialect.createDatabase();
      services = await openServices(database);
      storage = openStorage(parseDatabaseUrl(database.url));
      receiver = await HttpsReceiver.start();
    });
    after(async () => {
      await receiver?.close();
      await storage?.close();
      await services?.closeAll();
      await database?.drop();
    });

    it(`do not hide a healthy endpoint behind them, ${BROKEN} of them for a worker that serves ${MAX_ACTIVE} at once`, async () => {
      const company = await services.companies.create({ name: 'Waiting Co' });
      const broken = await insertEndpointIds(services, company._id, BROKEN, (id) => receiver.url(`/broken/${id}`));
      // Sealed under another key: what a database moved without its key looks like.
      const foreign = new SecretBox(randomBytes(32));
      for (const id of broken) {
        await services.storage.db
          .updateTable('webhook_endpoints')
          .set({ secret_ciphertext: foreign.seal('whsec_' + randomBytes(32).toString('base64')) })
          .where('id', '=', id)
          .execute();
      }
      await recordEvent(services, company._id);
      // Older than anything the healthy endpoint will have: their heads come first in every search.
      await services.storage.db
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: Date.now() - 60_000 })
        .where('endpoint_id', 'in', broken)
        .execute();
      const [healthy] = await insertEndpointIds(services, company._id, 1, (id) => receiver.url(`/healthy/${id}`));
      const event = await recordEvent(services, company._id);

      const unopenable = new Set<string>();
      const log: DeliveryLog = {
        error: (obj: { endpointId?: string }, msg: string) => {
          if (msg.includes('cannot be opened') && obj.endpointId) unopenable.add(obj.endpointId);
        },
        warn: () => {},
        info: () => {},
        debug: () => {},
      };
      const { webhook } = loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
      const worker = new DeliveryWorker({
        storage: withWorkerCoordination(storage),
        webhook,
        // Ahead of every delivery made, and never moved: every head is due, and no secret's wait runs out.
        clock: new ManualClock(Date.now() + 60_000),
        secretBox: services.secretBox,
        log,
        maxActiveEndpoints: MAX_ACTIVE,
        idlePollMs: 50,
      });
      await worker.start();
      try {
        await receiver.waitFor(
          (requests) => requests.some((r) => r.path === `/healthy/${healthy}`),
          15_000,
          'the healthy endpoint to be served while the broken ones wait',
        );
        assert.deepEqual(receiver.webhookIdsByPath().get(`/healthy/${healthy}`), [event._id]);
        await eventually(async () => unopenable.size === BROKEN || undefined, 10_000, 'every broken endpoint to be tried once');
        assert.equal(receiver.requests.filter((r) => r.path.startsWith('/broken/')).length, 0, 'nothing went out unsigned');
      } finally {
        await worker.stop();
      }
    });
  });
}
