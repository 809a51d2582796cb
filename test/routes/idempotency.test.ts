// Idempotency-Key on the create routes: a retry with the same key and body
// gets the first answer again without a second write or a second event.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { captureEvents, companyPath, createCandidate, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

for (const dialect of DIALECTS) {
  describe(`Idempotency-Key on creates [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let positionId: string;
    let n = 0;
    const key = () => `key-${dialect.name}-${++n}-${Math.random().toString(36).slice(2)}`;
    const path = (rest: string) => companyPath(ws, rest);
    const post = (rest: string, body: unknown, idempotencyKey: string, token = ws.token) =>
      server.post(path(rest), { token, body, headers: { 'idempotency-key': idempotencyKey } });
    const countCandidates = async () =>
      ((await server.get(path(`/position/${positionId}/candidates`), { token: ws.token })).body as any[]).length;

    before(async () => {
      server = await startTestServer(dialect);
      ws = await server.createWorkspace();
      positionId = (await createPosition(server, ws))._id;
    });
    after(() => server?.close());

    it('answers a retry with the first answer (status, body, Location) and writes nothing more', async () => {
      const k = key();
      const body = { name: 'Ada Lovelace', email_address: 'ada@example.org', tags: ['a', 'b'] };
      const { result: first, events } = await captureEvents(server, () => post(`/position/${positionId}/candidates`, body, k));
      assert.equal(first.status, 200);
      assert.equal(first.headers.get('idempotent-replayed'), null);
      const before = await countCandidates();
      server.clock.advance(60_000);
      // The same body with its keys in another order is the same request.
      const { result: retry, events: retryEvents } = await captureEvents(server, () =>
        post(`/position/${positionId}/candidates`, { tags: ['a', 'b'], email_address: 'ada@example.org', name: 'Ada Lovelace' }, k),
      );
      assert.equal(retry.status, 200);
      assert.equal(retry.text, first.text);
      assert.equal(retry.headers.get('location'), first.headers.get('location'));
      assert.match(retry.headers.get('content-type') ?? '', /^application\/json/);
      assert.equal(retry.headers.get('idempotent-replayed'), 'true');
      assert.equal(await countCandidates(), before);
      assert.equal(retryEvents.length, 0);
      assert.ok(events.length <= 1);
    });

    it('refuses the same key with another body or on another route (422), writing nothing', async () => {
      const k = key();
      assert.equal((await post(`/position/${positionId}/candidates`, { name: 'Grace' }, k)).status, 200);
      const before = await countCandidates();
      const other = await post(`/position/${positionId}/candidates`, { name: 'Grace Hopper' }, k);
      assert.equal(other.status, 422);
      assert.equal(other.body.error.type, 'idempotencyKeyReused');
      assert.match(other.body.error.message, /another request body/);
      const elsewhere = await post('/positions', { name: 'Grace' }, k);
      assert.equal(elsewhere.status, 422);
      assert.match(elsewhere.body.error.message, /another request \(POST \/v3\/company\/.*\/candidates\)/);
      assert.equal(await countCandidates(), before);
    });

    it('keeps keys per caller: another user’s identical key is a request of its own', async () => {
      const k = key();
      const colleague = await server.createUser();
      await server.addMember(ws.company.id, colleague.id);
      const theirToken = await server.createPat(colleague.id);
      const mine = await post(`/position/${positionId}/candidates`, { name: 'Shared key' }, k);
      const theirs = await post(`/position/${positionId}/candidates`, { name: 'Shared key' }, k, theirToken);
      assert.equal(theirs.status, 200);
      assert.notEqual(theirs.body._id, mine.body._id);
      assert.equal(theirs.headers.get('idempotent-replayed'), null);
    });

    it('refuses malformed keys with 400 invalidIdempotencyKey', async () => {
      for (const bad of ['x'.repeat(256), 'naïve-key', '']) {
        const res = await post(`/position/${positionId}/candidates`, { name: 'Bad key' }, bad);
        assert.equal(res.status, 400, bad);
        assert.equal(res.body.error.type, 'invalidIdempotencyKey');
      }
      assert.equal((await post(`/position/${positionId}/candidates`, { name: 'Long key' }, 'k'.repeat(255))).status, 200);
    });

    it('lets only one of many identical concurrent requests write', async () => {
      const k = key();
      const before = await countCandidates();
      const answers = await Promise.all(Array.from({ length: 8 }, () => post(`/position/${positionId}/candidates`, { name: 'Racer' }, k)));
      const statuses = answers.map((a) => a.status);
      for (const status of statuses) assert.ok(status === 200 || status === 409, statuses.join(','));
      const conflict = answers.find((a) => a.status === 409);
      if (conflict) {
        assert.equal(conflict.body.error.type, 'idempotencyKeyInUse');
        assert.equal(conflict.headers.get('retry-after'), '1');
      }
      assert.equal(new Set(answers.filter((a) => a.status === 200).map((a) => a.body._id)).size, 1);
      assert.equal(await countCandidates(), before + 1);
    });

    it('forgets a key after 24 hours, and the retention job deletes it', async () => {
      const k = key();
      const first = await post(`/position/${positionId}/candidates`, { name: 'Expiring' }, k);
      server.clock.advance(DAY_MS - 1);
      assert.equal((await post(`/position/${positionId}/candidates`, { name: 'Expiring' }, k)).body._id, first.body._id);
      server.clock.advance(2);
      const later = await post(`/position/${positionId}/candidates`, { name: 'Expiring' }, k);
      assert.equal(later.status, 200);
      assert.notEqual(later.body._id, first.body._id);

      const stored = () => server.services.storage.db.selectFrom('idempotency_keys').select('key').where('key', '=', k).execute();
      assert.equal((await stored()).length, 1);
      server.clock.advance(DAY_MS + 1);
      await server.retention.runOnce();
      assert.equal((await stored()).length, 0);
    });

    it('makes positions and notes idempotent too, and keeps no answer of a request that failed validation', async () => {
      const k = key();
      const a = await post('/positions', { name: 'Idempotent role' }, k);
      const b = await post('/positions', { name: 'Idempotent role' }, k);
      assert.equal(a.status, 200);
      assert.equal(b.text, a.text);
      assert.equal(b.headers.get('location'), a.headers.get('location'));

      const candidate = await createCandidate(server, ws, positionId, { name: 'Noted' });
      const notes = `/position/${positionId}/candidate/${candidate._id}/notes`;
      const nk = key();
      const n1 = await post(notes, { body: 'Great' }, nk);
      const n2 = await post(notes, { body: 'Great' }, nk);
      assert.equal(n2.text, n1.text);
      assert.equal(((await server.get(path(notes), { token: ws.token })).body as any[]).length, 1);

      const vk = key();
      assert.equal((await post('/positions', { name: '' }, vk)).status, 400);
      assert.equal((await post('/positions', { name: 'Now valid' }, vk)).status, 200);
    });

    it('replays a webhook endpoint create without its secret, shown only once', async () => {
      const k = key();
      const body = { url: 'https://hooks.example.com/in', events: ['candidateAdded'] };
      const first = await post('/webhook_endpoints', body, k);
      assert.equal(first.status, 201);
      assert.match(first.body.secret, /^whsec_/);
      const retry = await post('/webhook_endpoints', body, k);
      assert.equal(retry.status, 201);
      assert.equal(retry.body.id, first.body.id);
      assert.equal(retry.body.secret, undefined);
      assert.equal(retry.body.secret_prefix, first.body.secret.slice(0, 12));
      assert.ok(!retry.text.includes(first.body.secret));
      const kept = await server.services.storage.db
        .selectFrom('idempotency_keys')
        .select('body')
        .where('key', '=', k)
        .executeTakeFirstOrThrow();
      assert.ok(!kept.body!.includes(first.body.secret));
      const list = (await server.get(path('/webhook_endpoints'), { token: ws.token })).body.data as any[];
      assert.equal(list.filter((e) => e.id === first.body.id).length, 1);
      assert.equal(list.length, 1);
    });
  });

  describe(`Idempotency-Key and webhook delivery [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let receiver: HttpsReceiver;
    before(async () => {
      server = await startTestServer(dialect, { realClock: true });
      receiver = await HttpsReceiver.start();
    });
    after(() => server?.close());
    afterEach(() => {});
    after(() => receiver?.close());

    it('sends one candidateAdded event for a create retried with its key', async () => {
      const ws = await server.createWorkspace();
      const endpoint = await server.post(companyPath(ws, '/webhook_endpoints'), {
        token: ws.token,
        body: { url: receiver.url('/idem'), events: ['candidateAdded'] },
      });
      assert.equal(endpoint.status, 201, endpoint.text);
      const position = await createPosition(server, ws);
      const headers = { 'idempotency-key': 'retried-create' };
      const first = await server.post(companyPath(ws, `/position/${position._id}/candidates`), {
        token: ws.token,
        body: { name: 'Only once' },
        headers,
      });
      const retry = await server.post(companyPath(ws, `/position/${position._id}/candidates`), {
        token: ws.token,
        body: { name: 'Only once' },
        headers,
      });
      assert.equal(retry.body._id, first.body._id);
      // A later event, delivered after any second one would have been (deliveries of an endpoint go in order).
      await createCandidate(server, ws, position._id, { name: 'Marker' });
      const received = await receiver.waitFor(
        (requests) => requests.some((r) => JSON.parse(r.body).object.candidate.name === 'Marker'),
        20_000,
        'the marker event',
      );
      const names = received.map((r) => JSON.parse(r.body).object.candidate.name);
      assert.deepEqual(names, ['Only once', 'Marker']);
    });
  });
}
