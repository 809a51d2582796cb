// PostgreSQL, two worker processes on one database: an endpoint's rate limit
// holds whichever worker sends each burst, as its pacing state is in the
// endpoint's row and a task lets the lease go at every wait. Measured at the
// receiver: no one-second window holds more than the limit, and every
// delivery arrives once, in event order. (SQLite runs one worker process per
// database.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { postgres, type TestDatabase } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { report, type OpenedServices } from '../reliability/support.ts';
import { eventually, insertEndpointIds, recordEvent } from '../helpers/webhook-fixtures.ts';

const LIMIT = 2;
const EVENTS = 8;

describe('rate limit across worker processes [postgres]', { skip: postgres.skip, timeout: 120_000 }, () => {
  let database: TestDatabase;
  let services: OpenedServices;
  let receiver: HttpsReceiver;
  const workers: ChildServer[] = [];

  before(async () => {
    database = await postgres.createDatabase();
    services = await openServices(database);
    receiver = await HttpsReceiver.start();
  });

  after(async () => {
    for (const worker of workers) await worker.kill('SIGTERM');
    await receiver?.close();
    await services?.closeAll();
    await database?.drop();
  });

  it('no one-second window at the receiver holds more than the limit, in order, whichever worker sends', async () => {
    const company = await services.companies.create({ name: 'Paced Co' });
    const [endpoint] = await insertEndpointIds(services, company._id, 1, (id) => receiver.url(`/ep/${id}`));
    await services.storage.db
      .updateTable('webhook_endpoints')
      .set({ settings: JSON.stringify({ rate_limit: LIMIT }) })
      .where('id', '=', endpoint!)
      .execute();
    for (let i = 0; i < 2; i++) workers.push(ChildServer.start(database, { role: 'worker' }));
    await Promise.all(workers.map((w) => w.ready()));

    const order: string[] = [];
    for (let i = 0; i < EVENTS; i++) order.push((await recordEvent(services, company._id, 'candidateAdded', { n: i }))._id);
    await receiver.waitForCount(EVENTS, 60_000);

    assert.deepEqual(
      receiver.requests.map((r) => JSON.parse(r.body)._id),
      order,
      'each once, in event order',
    );
    const times = receiver.requests.map((r) => r.receivedAt);
    for (let i = 0; i + LIMIT < times.length; i++) {
      assert.ok(times[i + LIMIT]! - times[i]! >= 1000, `deliveries ${i} to ${i + LIMIT} arrived within one second: ${times.join(', ')}`);
    }
    const workersUsed = await eventually(async () => {
      const { rows } = await sql<{ n: string | number }>`
        select count(distinct worker_id) as n from webhook_delivery_attempts where endpoint_id = ${endpoint!}`.execute(services.storage.db);
      const attempts = await services.storage.db
        .selectFrom('webhook_delivery_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('endpoint_id', '=', endpoint!)
        .executeTakeFirstOrThrow();
      return Number(attempts.n) === EVENTS ? Number(rows[0]!.n) : undefined;
    });
    report('rate limit across worker processes (postgres)', { limit: LIMIT, deliveries: EVENTS, workersThatSent: workersUsed });
  });
});
