// A change that stops an endpoint, made while a batch of its deliveries is
// being sent: the send in flight ends, and nothing more of the batch goes
// out. The worker reads the endpoint's state between sends only when
// something may have changed (storage/queue/coordination/endpoint-state-watch.ts), so these
// make the change in the ways that must be seen: an update on the API's own
// connection (the in-process worker shares it on SQLite) and, on PostgreSQL,
// a notification from a trigger. On both dialects, against a real HTTPS
// receiver that holds its answer until told.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { deliveriesOf, emitEvent, eventually, insertEndpoint } from '../helpers/webhook-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`an endpoint stopped while its batch is being sent [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let receiver: HttpsReceiver;
    before(async () => {
      receiver = await HttpsReceiver.start();
      server = await startTestServer(dialect, { realClock: true, env: { WEBHOOK_TIMEOUT_MS: '60000' } });
    });
    after(async () => {
      await server?.close();
      await receiver?.close();
    });

    /** Holds the answers to `path` until the returned function is called. */
    const holdAnswers = (path: string) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      receiver.behave = (request) => (request.path === path ? { status: 200, until: released } : { status: 200 });
      return release;
    };

    /**
     * Three deliveries queued while the endpoint is paused, then one batch of
     * them once it is active: the first is held in flight while `stop` runs.
     */
    const batchInFlight = async (path: string) => {
      const ws = await server.createWorkspace();
      const release = holdAnswers(path);
      const endpoint = await insertEndpoint(server, ws.company.id, { url: receiver.url(path), status: 'paused' });
      for (let i = 0; i < 3; i++) await emitEvent(server, ws.company.id);
      await server.services.storage.db.updateTable('webhook_endpoints').set({ status: 'active' }).where('id', '=', endpoint.id).execute();
      server.worker.wake();
      await receiver.waitFor((r) => r.some((x) => x.path === path), 10_000, 'the first delivery in flight');
      return { ws, endpoint, release };
    };

    const sentTo = (path: string) => receiver.requests.filter((r) => r.path === path).length;

    /** The send in flight has ended and its outcome is stored: the worker holds no lease then. */
    const settled = (endpointId: string) =>
      eventually(
        async () => {
          const rows = await deliveriesOf(server, endpointId);
          return (rows.some((d) => d.status === 'succeeded') && server.worker.leasesHeld === 0) || undefined;
        },
        10_000,
        'the outcome of the send in flight to be stored',
      );

    for (const [name, change] of [
      ['paused', { status: 'paused' as const }],
      ['disabled', { enabled: 0 }],
    ] as const) {
      it(`sends nothing more of the batch once the endpoint is ${name}`, async () => {
        const path = `/stopped-${name}`;
        const { endpoint, release } = await batchInFlight(path);
        await server.services.storage.db.updateTable('webhook_endpoints').set(change).where('id', '=', endpoint.id).execute();
        release();
        await settled(endpoint.id);
        assert.equal(sentTo(path), 1, 'only the delivery in flight was sent');
        const statuses = (await deliveriesOf(server, endpoint.id)).map((d) => d.status);
        assert.deepEqual(statuses.sort(), ['pending', 'pending', 'succeeded']);
      });
    }

    it("cancels the rest of the batch once the endpoint's company leaves Pro", async () => {
      const path = '/stopped-plan';
      const { ws, endpoint, release } = await batchInFlight(path);
      await server.services.storage.db.updateTable('companies').set({ plan: 'free' }).where('id', '=', ws.company.id).execute();
      release();
      const statuses = await eventually(
        async () => {
          const rows = (await deliveriesOf(server, endpoint.id)).map((d) => d.status).sort();
          return rows.includes('pending') || server.worker.leasesHeld > 0 ? undefined : rows;
        },
        10_000,
        'the rest of the batch to be cancelled',
      );
      assert.equal(sentTo(path), 1, 'only the delivery in flight was sent');
      assert.deepEqual(statuses, ['cancelled', 'cancelled', 'succeeded']);
    });

    it('goes on sending the batch while nothing changed', async () => {
      const path = '/unchanged';
      const { endpoint, release } = await batchInFlight(path);
      release();
      await eventually(
        async () => (await deliveriesOf(server, endpoint.id)).every((d) => d.status === 'succeeded') || undefined,
        10_000,
        'the whole batch to be sent',
      );
      assert.equal(sentTo(path), 3);
    });
  });
}
