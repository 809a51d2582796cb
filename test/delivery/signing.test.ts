// The signatures of a delivery, alone and during a secret rotation's overlap.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { verifyHookSignatures, verifySignature } from '../../receiver/verify-signature.js';
import { DeliverySigner } from '../../src/delivery/signing.ts';
import { newWebhookSecret } from '../../src/services/webhook-endpoint-service.ts';

const BODY = JSON.stringify({ _id: 'abcdefabcdef', type: 'candidateAdded', object: {}, creation_date: '2026-01-01T00:00:00.000Z' });

const headersOf = (h: Record<string, string | undefined>) => ({
  'webhook-id': h['webhook-id']!,
  'webhook-timestamp': h['webhook-timestamp']!,
  'webhook-signature': h['webhook-signature']!,
});

describe('DeliverySigner', () => {
  it('signs with one secret: X-Hook-Signature and one v1 signature', () => {
    const secret = newWebhookSecret();
    const now = Date.now();
    const headers: Record<string, string | undefined> = { ...new DeliverySigner(secret).sign('abcdefabcdef', now, BODY) };
    assert.equal(headers['webhook-timestamp'], String(Math.floor(now / 1000)));
    assert.equal(headers['x-hook-signature-previous'], undefined);
    assert.ok(verifySignature(BODY, headers['x-hook-signature'], secret));
    assert.deepEqual(new Webhook(secret).verify(BODY, headersOf(headers)), JSON.parse(BODY));
  });

  it('signs with both secrets until the previous one expires, then with the new one only', () => {
    const [old, fresh] = [newWebhookSecret(), newWebhookSecret()];
    const now = Date.now();
    const signer = new DeliverySigner(fresh, { secret: old, expiresAt: now + 1000 });
    const during: Record<string, string | undefined> = { ...signer.sign('abcdefabcdef', now, BODY) };
    assert.equal(during['webhook-signature']!.split(' ').length, 2);
    for (const secret of [old, fresh]) {
      assert.ok(verifyHookSignatures(BODY, during, secret));
      new Webhook(secret).verify(BODY, headersOf(during));
    }
    assert.ok(verifySignature(BODY, during['x-hook-signature'], fresh) && !verifySignature(BODY, during['x-hook-signature'], old));
    assert.ok(verifySignature(BODY, during['x-hook-signature-previous'], old));
    const after: Record<string, string | undefined> = { ...signer.sign('abcdefabcdef', now + 1000, BODY) };
    assert.equal(after['x-hook-signature-previous'], undefined);
    assert.equal(after['webhook-signature']!.split(' ').length, 1);
    assert.ok(!verifyHookSignatures(BODY, after, old));
    assert.throws(() => new Webhook(old).verify(BODY, headersOf({ ...after, 'webhook-timestamp': String(Math.floor(Date.now() / 1000)) })));
  });
});
