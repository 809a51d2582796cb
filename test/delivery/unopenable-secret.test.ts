// An endpoint whose webhook secret can't be opened (sealed under another
// master key, or damaged): its deliveries wait, the worker tries it again
// only after growing waits instead of at every turn of its loop, logs it
// once without the secret, other endpoints are not held back, and once the
// secret opens again its deliveries go out in order.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { SecretBox } from '../../src/crypto/secret-box.ts';
import { verifySignature } from '../../packages/receiver/verify-signature.js';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { deliveriesOf, emitEvent, eventually, insertEndpoint } from '../helpers/webhook-fixtures.ts';

const CANNOT_OPEN = "the webhook endpoint's secret cannot be opened";

for (const dialect of DIALECTS) {
  describe(`an endpoint whose secret cannot be opened [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let receiver: HttpsReceiver;
    before(async () => {
      server = await startTestServer(dialect);
      receiver = await HttpsReceiver.start();
    });
    after(async () => {
      await receiver?.close();
      await server?.close();
    });

    const linesAbout = (endpointId: string) => server.logs.filter((line) => line.includes(endpointId));
    const leaseRounds = () => server.logs.filter((line) => line.includes('leased endpoint queues')).length;

    it('waits with growing pauses, logs once without the secret, holds back no other endpoint, and sends once the secret opens', async () => {
      const companyId = (await server.createCompany()).id;
      const broken = await insertEndpoint(server, companyId, { url: receiver.url('/broken') });
      const healthy = await insertEndpoint(server, companyId, { url: receiver.url('/healthy') });
      // What a database moved to another deployment without its key looks like.
      const foreignSeal = new SecretBox(randomBytes(32)).seal(broken.secret);
      await server.services.storage.db
        .updateTable('webhook_endpoints')
        .set({ secret_ciphertext: foreignSeal })
        .where('id', '=', broken.id)
        .execute();

      const first = await emitEvent(server, companyId);
      await receiver.waitFor((r) => r.some((x) => x.path === '/healthy'), 10_000, 'the healthy endpoint');
      await eventually(
        async () => server.logs.some((line) => line.includes(CANNOT_OPEN) && line.includes(broken.id)),
        10_000,
        'the broken endpoint to be logged',
      );
      const roundsThen = leaseRounds();

      // Work goes on for the other endpoint meanwhile; the broken one is not leased again until its wait is over.
      const second = await emitEvent(server, companyId);
      await receiver.waitFor(
        (r) => r.filter((x) => x.path === '/healthy').length === 2,
        10_000,
        'the second event at the healthy endpoint',
      );
      await eventually(
        async () => (await deliveriesOf(server, healthy.id)).every((d) => d.status === 'succeeded'),
        10_000,
        'outcomes stored',
      );
      assert.ok(
        leaseRounds() - roundsThen <= 3,
        `the worker kept leasing the broken endpoint: ${leaseRounds() - roundsThen} lease rounds for one event`,
      );
      const logged = linesAbout(broken.id);
      assert.equal(logged.length, 1, `logged once:\n${logged.join('')}`);
      assert.ok(
        !logged[0]!.includes(broken.secret) && !logged[0]!.includes(foreignSeal),
        'neither the secret nor its sealed form is logged',
      );
      assert.equal(JSON.parse(logged[0]!).level, 50, 'logged as an error');
      assert.equal(receiver.requests.filter((r) => r.path === '/broken').length, 0, 'nothing sent unsigned or wrongly signed');
      const waiting = await deliveriesOf(server, broken.id);
      assert.deepEqual(
        waiting.map((d) => [d.status, d.attempts]),
        [
          ['pending', 0],
          ['pending', 0],
        ],
        'its deliveries wait, no attempt counted',
      );

      // Tried again after its wait, still failing: no second log line, and the next wait is longer.
      server.clock.advance(5_000);
      server.worker.wake();
      const roundsBeforeRetry = leaseRounds();
      await eventually(async () => leaseRounds() > roundsBeforeRetry, 10_000, 'the broken endpoint tried again after its wait');
      server.clock.advance(5_000);
      server.worker.wake();
      await emitEvent(server, companyId, 'candidateAdded', { marker: 'third' }); // a full turn of the loop, observed at the healthy endpoint
      await receiver.waitFor((r) => r.filter((x) => x.path === '/healthy').length === 3, 10_000, 'the third event at the healthy endpoint');
      assert.equal(receiver.requests.filter((r) => r.path === '/broken').length, 0);
      assert.equal(linesAbout(broken.id).length, 1, 'still logged once');

      // The secret opens again (here: sealed under this deployment's key, as a restart with the right key would make it).
      await server.services.storage.db
        .updateTable('webhook_endpoints')
        .set({ secret_ciphertext: server.services.secretBox.seal(broken.secret) })
        .where('id', '=', broken.id)
        .execute();
      server.clock.advance(10_000);
      server.worker.wake();
      const sent = await receiver.waitFor((r) => r.filter((x) => x.path === '/broken').length === 3, 10_000, 'the waiting deliveries');
      const brokenRequests = sent.filter((r) => r.path === '/broken');
      assert.deepEqual(
        brokenRequests.slice(0, 2).map((r) => r.headers['webhook-id']),
        [first._id, second._id],
        'in event order',
      );
      for (const request of brokenRequests) assert.ok(verifySignature(request.body, request.headers['x-hook-signature'], broken.secret));
      await eventually(
        async () => server.logs.some((line) => line.includes(broken.id) && line.includes('opens again')),
        10_000,
        'the recovery logged',
      );
    });
  });
}
