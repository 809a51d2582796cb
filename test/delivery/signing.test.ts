// The two signatures of a delivery (src/delivery/signing.ts) against answers
// computed independently of this code, and against the standardwebhooks
// package, which receivers use to verify the Standard Webhooks headers; alone
// and during a secret rotation's overlap.
//
// The expected values were computed with Python's hmac module (and the first
// also with `openssl dgst -sha256 -hmac`), e.g.
//   hmac.new(b"Jefe", b"what do ya want for nothing?", hashlib.sha256).hexdigest()
//   "v1," + base64.b64encode(hmac.new(base64.b64decode(secret[6:]), f"{id}.{ts}.{body}".encode(), hashlib.sha256).digest())
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { verifyHookSignatures, verifySignature } from '../../packages/receiver/verify-signature.js';
import { DeliverySigner, hookSignature, standardWebhooksKey, standardWebhooksSignature } from '../../src/delivery/signing.ts';
import { newWebhookSecret } from '../../src/services/webhook-endpoint-identity.ts';

/** The example of the Standard Webhooks / Svix documentation, with its published signature. */
const STANDARD_EXAMPLE = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

/** A delivery body with a character outside ASCII: signed as its UTF-8 bytes. */
const BODY = '{"_id":"5f1e0a2b3c4d","type":"candidateAdded","object":{"name":"Zoë"}}';

describe('X-Hook-Signature', () => {
  it('is the hex HMAC-SHA256 of the body (RFC 4231, test case 2)', () => {
    assert.equal(hookSignature('Jefe', 'what do ya want for nothing?'), '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('is keyed with the whole whsec_ secret string and signs the body as UTF-8', () => {
    assert.equal(hookSignature(STANDARD_EXAMPLE.secret, BODY), '6f823d195e3619283931f9657acf3900b5c0395370a46a27ed6c84ea7a320df4');
  });

  it('changes with any byte of the body or the secret', () => {
    const signature = hookSignature(STANDARD_EXAMPLE.secret, BODY);
    assert.notEqual(hookSignature(STANDARD_EXAMPLE.secret, BODY.replace('Zoë', 'Zoe')), signature);
    assert.notEqual(hookSignature(STANDARD_EXAMPLE.secret, `${BODY} `), signature);
    assert.notEqual(hookSignature(STANDARD_EXAMPLE.secret.slice(0, -1) + 'x', BODY), signature);
  });
});

describe('Standard Webhooks signature', () => {
  it('gives the published signature of the specification example', () => {
    const { secret, id, timestamp, body, signature } = STANDARD_EXAMPLE;
    assert.equal(standardWebhooksSignature(standardWebhooksKey(secret), id, timestamp, body), signature);
  });

  it('is keyed with the base64-decoded part after whsec_', () => {
    const key = standardWebhooksKey(STANDARD_EXAMPLE.secret);
    assert.deepEqual(key, Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64'));
    assert.equal(standardWebhooksSignature(key, '5f1e0a2b3c4d', 1_700_000_000, BODY), 'v1,ETr3OfTu9oQbyfqdMU0gRuZCmEXOqBBvYTg0T4HGpLo=');
  });

  it('is what the standardwebhooks package signs, for any id, time and body', () => {
    const secret = 'whsec_' + Buffer.alloc(32, 9).toString('base64');
    const webhook = new Webhook(secret);
    for (const [id, seconds, body] of [
      ['0123456789ab', 1_700_000_000, BODY],
      ['0123456789ab01', 1, '{}'],
      ['ffffffffffff', 4_102_444_800, JSON.stringify({ text: '\u2028 "quoted" \\ 😀' })],
    ] as const) {
      assert.equal(
        standardWebhooksSignature(standardWebhooksKey(secret), id, seconds, body),
        webhook.sign(id, new Date(seconds * 1000), body),
      );
    }
  });
});

describe('DeliverySigner', () => {
  const secret = STANDARD_EXAMPLE.secret;
  const signer = new DeliverySigner(secret);

  it('sends both signatures, the event id and the time in seconds', () => {
    assert.deepEqual(signer.sign('5f1e0a2b3c4d', 1_700_000_000_999, BODY), {
      'x-hook-signature': '6f823d195e3619283931f9657acf3900b5c0395370a46a27ed6c84ea7a320df4',
      'webhook-id': '5f1e0a2b3c4d',
      'webhook-timestamp': '1700000000',
      'webhook-signature': 'v1,ETr3OfTu9oQbyfqdMU0gRuZCmEXOqBBvYTg0T4HGpLo=',
    });
  });

  it('makes headers that the standardwebhooks package verifies, and only for the body and secret signed', () => {
    // The package refuses timestamps more than five minutes from its own clock.
    const headers = signer.sign('5f1e0a2b3c4d', Date.now(), BODY);
    assert.deepEqual(new Webhook(secret).verify(BODY, headers), JSON.parse(BODY));
    assert.throws(() => new Webhook(secret).verify(BODY.replace('Zoë', 'Zoe'), headers), /No matching signature found/);
    assert.throws(
      () => new Webhook('whsec_' + Buffer.alloc(24, 1).toString('base64')).verify(BODY, headers),
      /No matching signature found/,
    );
    assert.throws(() => new Webhook(secret).verify(BODY, { ...headers, 'webhook-id': 'another' }), /No matching signature found/);
  });
});

const headersOf = (h: Record<string, string | undefined>) => ({
  'webhook-id': h['webhook-id']!,
  'webhook-timestamp': h['webhook-timestamp']!,
  'webhook-signature': h['webhook-signature']!,
});

describe('DeliverySigner during a secret rotation', () => {
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
