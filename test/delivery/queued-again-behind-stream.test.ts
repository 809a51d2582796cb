// A delivery queued again behind an endpoint task that is still sending (a
// retry of one it sent earlier, while events keep coming) goes out while the
// stream goes on, not once the stream pauses: the task's next fetch starts at
// the queue's head (EndpointTask.poke). On both dialects, against a real
// HTTPS receiver that answers slowly, so the stream outlasts the retry.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { deliveriesOf, emitEvent, eventually, insertEndpoint, retryDelivery } from '../helpers/webhook-fixtures.ts';

/** Events queued behind the retry; at one send at a time and 40 ms each, about 2.4 s of sending. */
const STREAM = 60;

for (const dialect of DIALECTS) {
  describe(`a delivery queued again behind a sending task [${dialect.name}]`, { skip: dialect.skip }, () => {
    let receiver: HttpsReceiver;
    let server: TestServer | undefined;
    before(async () => {
      receiver = await HttpsReceiver.start();
    });
    afterEach(async () => {
      await server?.close();
    });
    after(async () => {
      await receiver?.close();
    });

    it('goes out before the stream that was queued after it has all been sent', async () => {
      // The idle poll far away: only the retry's own wake-up brings the delivery back.
      server = await startTestServer(dialect, { worker: { idlePollMs: 600_000 } });
      const { id: companyId } = await server.createCompany();
      const endpoint = await insertEndpoint(server, companyId, { url: receiver.url('/stream') });
      const sent = () => receiver.requests.filter((r) => r.path === '/stream').map((r) => r.headers['webhook-id']);

      const first = await emitEvent(server, companyId);
      await eventually(async () => ((await deliveriesOf(server!, endpoint.id))[0]?.status === 'succeeded' ? true : undefined));
      const [delivery] = await deliveriesOf(server, endpoint.id);

      receiver.behave = () => ({ status: 200, delayMs: 40 });
      const stream: string[] = [];
      for (let i = 0; i < STREAM; i++) stream.push((await emitEvent(server, companyId))._id);
      await receiver.waitFor(() => sent().length >= 3, 10_000, 'the stream to be under way');

      assert.equal(await retryDelivery(server, endpoint.id, Number(delivery!.id)), true);
      await receiver.waitFor(() => sent().length >= STREAM + 2, 30_000, 'the stream and the retry');

      const order = sent();
      const retriedAt = order.lastIndexOf(first._id);
      assert.ok(retriedAt > 0, 'sent a second time');
      assert.ok(retriedAt < order.length - 1, `the retry went out at ${retriedAt} of ${order.length}, after the whole stream`);
      assert.deepEqual(
        order.filter((id, i) => i > 0 && i !== retriedAt),
        stream,
        'the stream in order, each event once',
      );
    });
  });
}
