// The worker's signers hold endpoints' plaintext secrets: they are bounded,
// made again when a secret changes, and dropped once unused (a deleted
// endpoint's is never used again).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { verifySignature } from '../../packages/receiver/verify-signature.js';
import { SignerCache, type SealedSecrets } from '../../src/delivery/signing.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { companyPath, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

/** A cache over a fake clock, whose "sealed" secrets open to themselves, counting the openings. */
function cache(maxEntries = 10, idleMs = 1000) {
  const clock = { now: 0 };
  const opened: string[] = [];
  const signers = new SignerCache({
    open: (ciphertext) => {
      opened.push(ciphertext);
      return ciphertext;
    },
    maxEntries,
    idleMs,
    now: () => clock.now,
  });
  return { signers, clock, opened };
}

const sealed = (secret: string, previous: string | null = null, expiresAt: number | null = null): SealedSecrets => ({
  secret_ciphertext: secret,
  previous_secret_ciphertext: previous,
  previous_secret_expires_at: expiresAt,
});

describe('SignerCache', () => {
  it('opens an endpoint’s secret once, and again only when the secrets change', () => {
    const { signers, opened } = cache();
    const first = signers.get('we_a', sealed('whsec_one'));
    assert.equal(signers.get('we_a', sealed('whsec_one')), first);
    assert.deepEqual(opened, ['whsec_one']);
    const rotated = signers.get('we_a', sealed('whsec_two', 'whsec_one', 5000));
    assert.notEqual(rotated, first);
    assert.deepEqual(opened, ['whsec_one', 'whsec_two', 'whsec_one']);
    assert.equal(signers.size, 1, 'the rotated-out signer is replaced, not kept beside');
    const headers = rotated.sign('ev1', 1000, '{}');
    assert.ok(verifySignature('{}', headers['x-hook-signature'], 'whsec_two'));
    assert.ok(verifySignature('{}', headers['x-hook-signature-previous']!, 'whsec_one'));
    // The old secret erased: a signer of the new one alone.
    const erased = signers.get('we_a', sealed('whsec_two'));
    assert.equal(erased.sign('ev1', 1000, '{}')['x-hook-signature-previous'], undefined);
    assert.equal(signers.size, 1);
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { signers, opened } = cache(3);
    for (const id of ['a', 'b', 'c']) signers.get(id, sealed(`whsec_${id}`));
    signers.get('a', sealed('whsec_a')); // a is now the most recently used
    signers.get('d', sealed('whsec_d')); // b goes
    assert.equal(signers.size, 3);
    opened.length = 0;
    signers.get('a', sealed('whsec_a'));
    signers.get('c', sealed('whsec_c'));
    assert.deepEqual(opened, [], 'a and c were kept');
    signers.get('b', sealed('whsec_b'));
    assert.deepEqual(opened, ['whsec_b'], 'b was dropped');
    assert.equal(signers.size, 3);
  });

  it('drops signers unused for idleMs, and only those', () => {
    const { signers, clock } = cache(10, 1000);
    signers.get('old', sealed('whsec_old'));
    clock.now = 600;
    signers.get('recent', sealed('whsec_recent'));
    clock.now = 1000;
    assert.equal(signers.prune(), 1);
    assert.equal(signers.size, 1);
    clock.now = 1599;
    assert.equal(signers.prune(), 0);
    clock.now = 1600;
    assert.equal(signers.prune(), 1);
    assert.equal(signers.size, 0);
  });

  it('forgets an endpoint on demand', () => {
    const { signers } = cache();
    signers.get('we_a', sealed('whsec_a'));
    signers.forget('we_a');
    assert.equal(signers.size, 0);
  });
});

for (const dialect of DIALECTS) {
  describe(`the delivery worker's signers [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let receiver: HttpsReceiver;
    before(async () => {
      server = await startTestServer(dialect, {
        realClock: true,
        env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '200' },
        worker: { signerIdleMs: 200 },
      });
      receiver = await HttpsReceiver.start();
    });
    after(async () => {
      await server?.close();
      await receiver?.close();
    });

    it('holds a deleted endpoint’s secret no longer than the idle time', async () => {
      const workspace = await server.createWorkspace();
      const ws: Workspace = { company: workspace.company, user: workspace.user, token: workspace.token };
      const created = await server.post(companyPath(ws, '/webhook_endpoints'), {
        token: ws.token,
        body: { url: receiver.url('/signed'), events: ['companyPositionAdded'] },
      });
      assert.equal(created.status, 201, created.text);
      await createPosition(server, ws, { name: 'Signed' });
      const [request] = await receiver.waitForCount(1);
      assert.ok(verifySignature(request!.body, request!.headers['x-hook-signature'], created.body.secret));

      const deleted = await server.delete(companyPath(ws, `/webhook_endpoint/${created.body.id}`), { token: ws.token });
      assert.equal(deleted.status, 200, deleted.text);
      await eventually(async () => server.worker.signersHeld === 0, 10_000, 'the deleted endpoint’s signer to be dropped');
    });
  });
}
