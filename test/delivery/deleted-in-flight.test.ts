// An endpoint (or its whole company) deleted while one of its deliveries is
// in flight: the receiver's answer comes after the delete, the worker stores
// the outcome, and no attempt row is left without its delivery. Nor when a
// delivery waiting for its retry is deleted with its endpoint: its earlier
// attempts go with it. On both
// dialects, against a real HTTPS receiver that holds its answers until told.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { attemptsOf, deliveriesOf, emitEvent, eventually, insertEndpoint } from '../helpers/webhook-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`a delivery whose endpoint is deleted while it is in flight [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let receiver: HttpsReceiver;
    before(async () => {
      receiver = await HttpsReceiver.start();
      server = await startTestServer(dialect);
    });
    after(async () => {
      await server?.close();
      await receiver?.close();
    });

    const orphanAttempts = async () => {
      const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from webhook_delivery_attempts a
        where not exists (select 1 from webhook_deliveries d where d.id = a.delivery_id)`.execute(server.services.storage.db);
      return Number(rows[0]!.n);
    };

    /** Holds the answers to `path` until the returned function is called with the status to answer. */
    const holdAnswers = (path: string) => {
      let answer!: (status: number) => void;
      const status = new Promise<number>((resolve) => (answer = resolve));
      receiver.behave = (request) => {
        if (request.path !== path) return { status: 200 };
        let code = 200;
        const until = status.then((s) => (code = s));
        return {
          get status() {
            return code;
          },
          until,
        };
      };
      return answer;
    };

    const attemptLines = () => server.logs.filter((line) => line.includes('webhook delivery attempt')).length;
    /** The attempt in flight has ended, and its outcome is stored: the worker has let every lease go, which waits for that. */
    const settled = (linesBefore: number) =>
      eventually(
        async () => (attemptLines() > linesBefore && server.worker.leasesHeld === 0) || undefined,
        10_000,
        'the outcome of the send in flight to be stored',
      );

    it('stores no attempt without its delivery when the endpoint is deleted through the API, whatever the answer', async () => {
      const ws = await server.createWorkspace();
      for (const answerStatus of [200, 500]) {
        const path = `/endpoint-${answerStatus}`;
        const answer = holdAnswers(path);
        const endpoint = await insertEndpoint(server, ws.company.id, { url: receiver.url(path) });
        await emitEvent(server, ws.company.id);
        await receiver.waitFor((r) => r.some((x) => x.path === path), 10_000, 'the delivery in flight');
        const linesBefore = attemptLines();
        const deleted = await server.delete(`/v3/company/${ws.company.id}/webhook_endpoint/${endpoint.id}`, { token: ws.token });
        assert.equal(deleted.status, 200, deleted.text);
        answer(answerStatus);
        await settled(linesBefore);
        assert.equal(await orphanAttempts(), 0, `no orphan attempt after an answer of ${answerStatus}`);
      }
    });

    it('deletes the attempts a retrying delivery already had when its endpoint is deleted', async () => {
      const ws = await server.createWorkspace();
      receiver.behave = () => ({ status: 500 });
      const endpoint = await insertEndpoint(server, ws.company.id, { url: receiver.url('/retrying') });
      await emitEvent(server, ws.company.id);
      // Its first attempt failed and is stored; the delivery waits for its retry.
      await eventually(
        async () => {
          const [delivery] = await deliveriesOf(server, endpoint.id);
          return (delivery?.status === 'pending' && delivery.attempts === 1 && server.worker.leasesHeld === 0) || undefined;
        },
        10_000,
        'the first attempt stored',
      );
      assert.equal((await attemptsOf(server, endpoint.id)).length, 1);
      const deleted = await server.delete(`/v3/company/${ws.company.id}/webhook_endpoint/${endpoint.id}`, { token: ws.token });
      assert.equal(deleted.status, 200, deleted.text);
      assert.deepEqual(await deliveriesOf(server, endpoint.id), [], 'the pending delivery went with its endpoint');
      assert.deepEqual(await attemptsOf(server, endpoint.id), [], 'and so did its attempt');
      assert.equal(await orphanAttempts(), 0);
    });

    it('stores no attempt without its delivery when the whole company is deleted meanwhile', async () => {
      const { id: companyId } = await server.createCompany({ name: 'Leaving Co' });
      const answer = holdAnswers('/company');
      await insertEndpoint(server, companyId, { url: receiver.url('/company') });
      await emitEvent(server, companyId);
      await receiver.waitFor((r) => r.some((x) => x.path === '/company'), 10_000, 'the delivery in flight');
      const linesBefore = attemptLines();
      await server.services.companies.delete(companyId);
      answer(500);
      await settled(linesBefore);
      assert.equal(await orphanAttempts(), 0);
    });
  });
}
