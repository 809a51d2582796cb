// An endpoint task keeps its lease a moment after its queue ran empty
// (WorkerOptions.lingerMs), so events that follow each other closely go out
// under one lease: the loop tells the task of the new head instead of
// leasing the queue again. On both dialects, against a real HTTPS receiver.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import pg from 'pg';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { deliveriesOf, emitEvent, eventually, insertEndpoint, retryDelivery } from '../helpers/webhook-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`lingering endpoint leases [${dialect.name}]`, { skip: dialect.skip }, () => {
    let receiver: HttpsReceiver;
    const servers: TestServer[] = [];
    before(async () => {
      receiver = await HttpsReceiver.start();
    });
    afterEach(async () => {
      await Promise.all(servers.splice(0).map((server) => server.close()));
    });
    after(async () => {
      await receiver?.close();
    });

    const leaseOf = async (server: TestServer, endpointId: string) =>
      server.services.storage.db.selectFrom('delivery_leases').selectAll().where('endpoint_id', '=', endpointId).executeTakeFirst();
    const succeeded = (server: TestServer, endpointId: string, count: number) =>
      eventually(async () => {
        const rows = await deliveriesOf(server, endpointId);
        return rows.filter((r) => r.status === 'succeeded').length === count || undefined;
      });

    it('sends the next event under the lease it still holds, then lets the lease go when the worker stops', async () => {
      // A manual clock that only the test moves: a lease taken again would end later than the first one.
      const server = await startTestServer(dialect, { worker: { lingerMs: 600_000 } });
      servers.push(server);
      const { id: companyId } = await server.createCompany();
      const endpoint = await insertEndpoint(server, companyId, { url: receiver.url('/held') });
      const first = await emitEvent(server, companyId);
      await succeeded(server, endpoint.id, 1);
      const lease = await leaseOf(server, endpoint.id);
      assert.equal(lease?.owner, server.worker.id, 'the queue is empty and its lease still held');
      assert.equal(server.worker.leasesHeld, 1);

      server.clock.advance(1_000);
      const second = await emitEvent(server, companyId);
      await succeeded(server, endpoint.id, 2);
      assert.deepEqual(
        receiver.requests.filter((r) => r.path === '/held').map((r) => r.headers['webhook-id']),
        [first._id, second._id],
      );
      const still = await leaseOf(server, endpoint.id);
      assert.equal(still?.owner, server.worker.id);
      assert.equal(Number(still?.expires_at), Number(lease!.expires_at), 'the same lease, not one taken again 1 s later');

      await server.worker.stop();
      assert.equal(await leaseOf(server, endpoint.id), undefined, 'stopping ends the lingering and releases the lease');
    });

    it(
      'takes each next event with one fetch: woken once per commit, no search, no fetch of an empty queue',
      { skip: dialect.name !== 'postgres' && 'counts PostgreSQL round trips' },
      async () => {
        // Every statement goes through node-postgres' Client.query (wrapped per connection when it opens, so counted
        // from before the server starts): count the queue's searches and fetches while `counting`.
        const counts = { searches: 0, fetches: 0 };
        let counting = false;
        const query = pg.Client.prototype.query;
        pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
          const config = args[0] as string | { text?: string };
          const text = typeof config === 'string' ? config : (config?.text ?? '');
          if (counting && text.includes('h.next_attempt_at')) counts.searches++;
          if (counting && text.includes('"ev"."payload"')) counts.fetches++;
          return (query as (...a: unknown[]) => unknown).apply(this, args);
        } as typeof query;
        try {
          // No idle poll within the test: any search counted is a wake-up's.
          const server = await startTestServer(dialect, { worker: { lingerMs: 600_000, idlePollMs: 600_000 } });
          servers.push(server);
          const { id: companyId } = await server.createCompany();
          const endpoint = await insertEndpoint(server, companyId, { url: receiver.url('/counted') });
          await emitEvent(server, companyId);
          await succeeded(server, endpoint.id, 1);
          counting = true;
          for (let n = 2; n <= 6; n++) {
            await emitEvent(server, companyId);
            await succeeded(server, endpoint.id, n);
          }
          counting = false;
        } finally {
          pg.Client.prototype.query = query;
        }
        assert.deepEqual(counts, { searches: 0, fetches: 5 });
      },
    );

    it('lets go when a delivery is queued again behind it, so the retry goes out while the endpoint is still served', async () => {
      // Lingering and the idle poll far away: only the retry's own wake-up can bring the delivery back.
      const server = await startTestServer(dialect, { worker: { lingerMs: 600_000, idlePollMs: 600_000 } });
      servers.push(server);
      const { id: companyId } = await server.createCompany();
      const endpoint = await insertEndpoint(server, companyId, { url: receiver.url('/retried') });
      const event = await emitEvent(server, companyId);
      await succeeded(server, endpoint.id, 1);
      const [delivery] = await deliveriesOf(server, endpoint.id);
      assert.equal((await leaseOf(server, endpoint.id))?.owner, server.worker.id, 'lingering');

      assert.equal(await retryDelivery(server, endpoint.id, Number(delivery!.id)), true);
      await eventually(
        async () => receiver.requests.filter((r) => r.path === '/retried').length === 2 || undefined,
        10_000,
        'the retried delivery to be sent again',
      );
      assert.deepEqual(
        receiver.requests.filter((r) => r.path === '/retried').map((r) => r.headers['webhook-id']),
        [event._id, event._id],
      );
      await succeeded(server, endpoint.id, 1);
      // And the stream goes on under a fresh lease.
      await emitEvent(server, companyId);
      await succeeded(server, endpoint.id, 2);
    });

    it("lets the lease go when it runs low by the worker's clock, not by real time", async () => {
      // lingerMs is real time and far away; the lease (10 s) is the worker's clock, which only the test moves.
      const server = await startTestServer(dialect, { worker: { lingerMs: 600_000 }, env: { WEBHOOK_LEASE_MS: '10000' } });
      servers.push(server);
      const { id: companyId } = await server.createCompany();
      const endpoint = await insertEndpoint(server, companyId, { url: receiver.url('/clocked') });
      await emitEvent(server, companyId);
      await succeeded(server, endpoint.id, 1);
      const lease = await leaseOf(server, endpoint.id);
      assert.equal(lease?.owner, server.worker.id, 'lingering: the lease held');

      // Still more than half of the lease left: a turn of the loop (seen through another company's delivery) keeps it.
      server.clock.advance(4_000);
      const { id: otherCompanyId } = await server.createCompany();
      const probe = await insertEndpoint(server, otherCompanyId, { url: receiver.url('/probe') });
      await emitEvent(server, otherCompanyId);
      await succeeded(server, probe.id, 1);
      assert.equal((await leaseOf(server, endpoint.id))?.owner, server.worker.id, 'more than half the lease left: still lingering');

      // Less than half left by the clock: the lingering ends at the loop's next turn, as a sending task would renew here.
      server.clock.advance(2_000);
      server.worker.wake();
      // The row goes first, then the task's count: wait for both.
      await eventually(
        async () => ((await leaseOf(server, endpoint.id)) === undefined && server.worker.leasesHeld === 1) || undefined,
        10_000,
        'the lease to be let go',
      );
      assert.equal((await leaseOf(server, probe.id))?.owner, server.worker.id, 'only the probe endpoint, which lingers on its fresh lease');
      assert.equal(server.worker.leasesHeld, 1);

      // And the queue is leased afresh for what comes next, under a lease counted from now.
      await emitEvent(server, companyId);
      await succeeded(server, endpoint.id, 2);
      const fresh = await leaseOf(server, endpoint.id);
      assert.equal(fresh?.owner, server.worker.id);
      assert.equal(Number(fresh?.expires_at), server.clock.now() + 10_000);
    });

    it('lets the lease go once lingerMs has passed without more to send', async () => {
      const server = await startTestServer(dialect, { worker: { lingerMs: 20 } });
      servers.push(server);
      const { id: companyId } = await server.createCompany();
      const endpoint = await insertEndpoint(server, companyId, { url: receiver.url('/let-go') });
      await emitEvent(server, companyId);
      await succeeded(server, endpoint.id, 1);
      await eventually(
        async () => (server.worker.leasesHeld === 0 && (await leaseOf(server, endpoint.id)) === undefined) || undefined,
        10_000,
        'the lease to be released',
      );
      // And the queue is served again from scratch when the next event comes.
      await emitEvent(server, companyId);
      await succeeded(server, endpoint.id, 2);
    });
  });
}
