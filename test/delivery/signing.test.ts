// The two signatures of a delivery (src/delivery/signing.ts) against answers
// computed independently of this code, and against the standardwebhooks
// package, which receivers use to verify the Standard Webhooks headers.
//
// The expected values were computed with Python's hmac module (and the first
// also with `openssl dgst -sha256 -hmac`), e.g.
//   hmac.new(b"Jefe", b"what do ya want for nothing?", hashlib.sha256).hexdigest()
//   "v1," + base64.b64encode(hmac.new(base64.b64decode(secret[6:]), f"{id}.{ts}.{body}".encode(), hashlib.sha256).digest())
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { DeliverySigner, hookSignature, standardWebhooksKey, standardWebhooksSignature } from '../../src/delivery/signing.ts';

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
      assert.equal(standardWebhooksSignature(standardWebhooksKey(secret), id, seconds, body), webhook.sign(id, new Date(seconds * 1000), body));
    }
  });
});

describe('DeliverySigner', () => {
  const secret = STANDARD_EXAMPLE.secret;
  const signer = new DeliverySigner(secret);

  it('sends both signatures, the event id and the time in seconds', () => {
    assert.deepEqual(signer.sign('5f1e0a2b3c4d', 1_700_000_000, BODY), {
      'x-hook-signature': '6f823d195e3619283931f9657acf3900b5c0395370a46a27ed6c84ea7a320df4',
      'webhook-id': '5f1e0a2b3c4d',
      'webhook-timestamp': '1700000000',
      'webhook-signature': 'v1,ETr3OfTu9oQbyfqdMU0gRuZCmEXOqBBvYTg0T4HGpLo=',
    });
  });

  it('makes headers that the standardwebhooks package verifies, and only for the body and secret signed', () => {
    // The package refuses timestamps more than five minutes from its own clock.
    const now = Math.floor(Date.now() / 1000);
    const headers = signer.sign('5f1e0a2b3c4d', now, BODY);
    assert.deepEqual(new Webhook(secret).verify(BODY, headers), JSON.parse(BODY));
    assert.throws(() => new Webhook(secret).verify(BODY.replace('Zoë', 'Zoe'), headers), /No matching signature found/);
    assert.throws(() => new Webhook('whsec_' + Buffer.alloc(24, 1).toString('base64')).verify(BODY, headers), /No matching signature found/);
    assert.throws(() => new Webhook(secret).verify(BODY, { ...headers, 'webhook-id': 'another' }), /No matching signature found/);
  });
});
