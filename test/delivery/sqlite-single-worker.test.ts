// Two server processes on one SQLite file, as in an overlapping restart (the
// new process starts before the old one has exited): only one delivery
// worker runs. The second waits, without touching the queue, until the first
// exits, then takes over; no delivery is sent twice.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { sqlite, type TestDatabase } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { deliveriesSettled, insertEndpointIds, recordEvent } from '../helpers/webhook-fixtures.ts';

type OpenedServices = Awaited<ReturnType<typeof openServices>>;

// A send timeout far beyond any wait here: the first worker's sends are held open on purpose.
const ENV = { WEBHOOK_TIMEOUT_MS: '120000' };
const ENDPOINTS = 3;
const EVENTS = 4;

async function emitEvents(services: OpenedServices, companyId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await recordEvent(services, companyId, 'candidateAdded', { n: i }))._id);
  return ids;
}

describe('two serve processes on one SQLite database', { skip: sqlite.skip }, () => {
  let database: TestDatabase;
  let services: OpenedServices;
  let receiver: HttpsReceiver;
  const children: ChildServer[] = [];
  before(async () => {
    database = await sqlite.createDatabase();
    services = await openServices(database);
    receiver = await HttpsReceiver.start();
  });
  after(async () => {
    for (const child of children) await child.kill('SIGKILL');
    await receiver?.close();
    await services?.closeAll();
    await database?.drop();
  });

  const start = async () => {
    const child = ChildServer.start(database, { role: 'all', env: ENV });
    children.push(child);
    await child.ready();
    return child;
  };

  /** Which process sent each attempt so far, by process id. */
  const senders = async () => {
    const attempts = await services.storage.db.selectFrom('webhook_delivery_attempts').select('worker_id').execute();
    return new Set(attempts.map((a) => a.worker_id!.split(':')[1]!));
  };

  it('runs one worker: the second waits while the first delivers, takes over when it exits, and nothing is sent twice', async () => {
    const company = await services.companies.create({ name: 'Restart Co' });
    const endpoints = await insertEndpointIds(services, company._id, ENDPOINTS, (id) => receiver.url(`/ep/${id}`));
    // The first sends to each endpoint are held open, so the first worker is in
    // the middle of a batch of every endpoint (holding their leases) when the second starts.
    let releaseHeld!: () => void;
    const held = new Promise<void>((resolve) => (releaseHeld = resolve));
    receiver.behave = (_request, index) => (index < ENDPOINTS ? { status: 200, until: held } : { status: 200 });

    const first = await start();
    const before = await emitEvents(services, company._id, EVENTS);
    await receiver.waitForCount(ENDPOINTS, 30_000);

    const second = await start();
    await second.waitForOutput(
      (output) => output.includes('this worker waits until that process exits'),
      30_000,
      'the second worker to wait',
    );
    assert.match(second.output, /another process runs the delivery worker of this SQLite database/);
    // Its API works meanwhile.
    const health = await fetch(`${second.url}/v3/health`);
    assert.equal(health.status, 200);

    releaseHeld();
    await receiver.waitForCount(ENDPOINTS * EVENTS, 30_000);
    assert.deepEqual(await deliveriesSettled(services), { pending: 0, succeeded: ENDPOINTS * EVENTS, failed: 0, cancelled: 0 });
    assert.equal(receiver.requests.length, ENDPOINTS * EVENTS, 'no delivery was sent twice');
    assert.deepEqual(await senders(), new Set([String(first.child.pid)]), 'only the first process sent');

    // The first process exits (the end of the overlapping restart): the second's worker takes over.
    await first.kill('SIGTERM');
    assert.equal(await first.exited, 0, `clean shutdown; output:\n${first.output.slice(-2000)}`);
    await second.waitForOutput(
      (output) => output.includes('the other delivery worker has exited: this worker starts'),
      30_000,
      'the second worker to start',
    );
    const afterwards = await emitEvents(services, company._id, EVENTS);
    await receiver.waitForCount(2 * ENDPOINTS * EVENTS, 30_000);
    assert.deepEqual(await deliveriesSettled(services), { pending: 0, succeeded: 2 * ENDPOINTS * EVENTS, failed: 0, cancelled: 0 });
    assert.equal(receiver.requests.length, 2 * ENDPOINTS * EVENTS, 'no delivery was sent twice');
    assert.deepEqual(await senders(), new Set([String(first.child.pid), String(second.child.pid)]));
    const byEndpoint = receiver.webhookIdsByPath();
    for (const endpoint of endpoints) assert.deepEqual(byEndpoint.get(`/ep/${endpoint}`), [...before, ...afterwards], 'in event order');

    await second.kill('SIGTERM');
    assert.equal(await second.exited, 0);
  });
});
