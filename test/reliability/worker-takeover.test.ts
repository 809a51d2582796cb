// PostgreSQL, two worker processes on one database: one is SIGKILLed while it
// holds endpoint leases with sends in flight. Its leases are tied to its
// database session (src/storage/queue/lease-holder.ts), so the other worker
// takes its endpoints up at its next look, long before the leases (a minute
// here) would expire; every delivery arrives, and each endpoint's deliveries
// first arrive in event order. (SQLite runs one worker process per database,
// which clears every lease when it starts: nothing to take over.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { postgres, type TestDatabase } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { eventually, insertEndpointIds, recordEvent } from '../helpers/webhook-fixtures.ts';
import { report, type OpenedServices } from './support.ts';

const ENDPOINTS = 6;
const EVENTS = 80;
/** Far beyond the takeover bound below: a takeover within it can't be an expiry. */
const LEASE_MS = 60_000;
/** The bound asserted: the target is 2 s; the rest is room for a loaded machine. */
const TAKEOVER_BOUND_MS = 5_000;

describe('worker takeover after SIGKILL [postgres]', { skip: postgres.skip, timeout: 180_000 }, () => {
  let database: TestDatabase;
  let services: OpenedServices;
  let receiver: HttpsReceiver;
  const workers: ChildServer[] = [];

  before(async () => {
    database = await postgres.createDatabase();
    services = await openServices(database);
    receiver = await HttpsReceiver.start();
    // Each answer takes a moment, so a worker holds its leases with a send in flight most of the time.
    receiver.behave = () => ({ status: 200, delayMs: 40 });
  });

  after(async () => {
    for (const worker of workers) await worker.kill('SIGTERM');
    await receiver?.close();
    await services?.closeAll();
    await database?.drop();
  });

  it('the other worker resumes a killed worker’s endpoints at once, in order, losing nothing', async () => {
    const company = await services.companies.create({ name: 'Takeover Co' });
    const endpoints = await insertEndpointIds(services, company._id, ENDPOINTS, (id) => receiver.url(`/ep/${id}`));
    const env = { WEBHOOK_LEASE_MS: String(LEASE_MS) };
    for (let i = 0; i < 2; i++) workers.push(ChildServer.start(database, { role: 'worker', env }));
    await Promise.all(workers.map((w) => w.ready()));

    // Events keep coming while the workers send, as API writes would: batches stay small and both workers get endpoints.
    // They come in bursts of ten with a pause longer than a worker's linger between them, so the leases are given up
    // and both workers race for the endpoints again at every burst (a worker that won every endpoint of the first race
    // would keep them all while events came faster than it lingers); and they go on until a worker has been killed.
    const order = new Map<string, number>();
    let killed = false;
    const emitting = (async () => {
      for (let i = 0; i < EVENTS || (!killed && i < 40 * EVENTS); i++) {
        order.set((await recordEvent(services, company._id, 'candidateAdded', { n: i }))._id, i);
        await new Promise((resolve) => setTimeout(resolve, i % 10 === 9 ? 200 : 25));
      }
    })();

    // Wait until both workers hold leases, then kill one of them mid-batch.
    const leasesByPid = async () => {
      const { rows } = await sql<{ endpoint_id: string; owner: string }>`select endpoint_id, owner from delivery_leases`.execute(
        services.storage.db,
      );
      const byPid = new Map<number, string[]>();
      for (const row of rows) {
        const pid = Number(row.owner.split(':')[1]);
        byPid.set(pid, [...(byPid.get(pid) ?? []), row.endpoint_id]);
      }
      return byPid;
    };
    const held = await eventually(
      async () => {
        const byPid = await leasesByPid();
        return workers.every((w) => (byPid.get(w.child.pid!) ?? []).length > 0) && receiver.requests.length >= ENDPOINTS
          ? byPid
          : undefined;
      },
      60_000,
      'both workers to hold leases',
    ).catch((error: unknown) => {
      killed = true; // no more events for a test that has failed
      throw error;
    });
    const [victim, survivor] = workers;
    const orphaned = held.get(victim!.child.pid!)!;
    const killedAt = Date.now();
    await victim!.kill('SIGKILL');
    killed = true;

    await emitting;
    const events = order.size;
    const expected = ENDPOINTS * events;
    const distinct = () => new Set(receiver.requests.map((r) => `${r.path} ${r.headers['webhook-id']}`)).size;
    await eventually(async () => distinct() >= expected, 90_000, `all ${expected} deliveries`);
    assert.equal(survivor!.child.exitCode, null, 'the survivor kept running');

    // Takeover: for each endpoint the killed worker held, its first request after the kill.
    const takeoverMs = orphaned.map((id) => {
      const next = receiver.requests.find((r) => r.path === `/ep/${id}` && r.receivedAt > killedAt);
      assert.ok(next, `endpoint ${id} was sent to after the kill`);
      return next.receivedAt - killedAt;
    });
    const worst = Math.max(...takeoverMs);
    report('worker takeover after SIGKILL (postgres)', { endpointsTakenOver: orphaned.length, worstTakeoverMs: worst, leaseMs: LEASE_MS });
    assert.ok(worst <= TAKEOVER_BOUND_MS, `the killed worker's endpoints were resumed after ${worst} ms (lease ${LEASE_MS} ms)`);

    // Nothing lost, and per endpoint the first receipts follow the event order.
    for (const id of endpoints) {
      const firsts: number[] = [];
      const seen = new Set<string>();
      for (const r of receiver.requests.filter((q) => q.path === `/ep/${id}`)) {
        const eventId = r.headers['webhook-id']!;
        if (seen.has(eventId)) continue;
        seen.add(eventId);
        firsts.push(order.get(eventId)!);
      }
      assert.deepEqual(firsts, [...Array(events).keys()], `endpoint ${id}: every event once at least, in order`);
    }
    await eventually(
      async () => {
        const { rows } = await sql<{
          n: string | number;
        }>`select count(*) as n from webhook_deliveries where status <> 'succeeded'`.execute(services.storage.db);
        return Number(rows[0]!.n) === 0;
      },
      30_000,
      'every delivery stored as succeeded',
    );
  });
});
