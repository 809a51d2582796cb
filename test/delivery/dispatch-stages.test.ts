// The pure stages of a send (src/delivery/dispatch/): prepare makes the
// exact bytes and headers that go out, checked here against the
// standardwebhooks package and the published receiver verifier; classify
// turns what a transport says into the outcome, whatever the transport.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { verifyHookSignatures, verifySignature } from '../../packages/receiver/verify-signature.js';
import { MAX_ATTEMPTS } from '../../src/delivery/backoff.ts';
import { classify } from '../../src/delivery/dispatch/classify.ts';
import { prepare, type EndpointTarget } from '../../src/delivery/dispatch/prepare.ts';
import { DeliverySigner } from '../../src/delivery/signing.ts';
import { newWebhookSecret } from '../../src/services/webhook-endpoint-identity.ts';
import { settingsFromStored } from '../../src/schemas/endpoint-settings.ts';

const SECRET = newWebhookSecret();
const PAYLOAD = '{"_id":"ev_1","type":"candidateAdded","object":{"name":"Zoë"}}';
/** Now: the standardwebhooks verifier refuses a timestamp more than five minutes off its clock. */
const AT = Date.now();

function target(signer: DeliverySigner): EndpointTarget {
  return { endpointId: 'ep_1', destination: 'https://receiver.example/hooks?token=t', signer, settings: settingsFromStored('{}') };
}

describe('prepare', () => {
  it('sends the payload as its UTF-8 bytes, signed as both schemes verify', () => {
    const request = prepare(target(new DeliverySigner(SECRET)), { eventId: 'ev_1', payload: PAYLOAD }, AT);
    assert.equal(request.destination, 'https://receiver.example/hooks?token=t');
    assert.deepEqual(Buffer.from(request.body), Buffer.from(PAYLOAD, 'utf8'));
    assert.equal(request.headers['webhook-id'], 'ev_1');
    assert.equal(request.headers['webhook-timestamp'], String(Math.floor(AT / 1000)));
    const verified = new Webhook(SECRET).verify(Buffer.from(request.body).toString('utf8'), { ...request.headers });
    assert.deepEqual(verified, JSON.parse(PAYLOAD));
    assert.equal(verifySignature(request.body, request.headers['x-hook-signature'], SECRET), true);
    assert.equal('traceparent' in request.headers, false);
  });

  it("puts the endpoint's custom headers first, so none replaces a signature, and adds a traceparent when given", () => {
    const custom = { authorization: 'Bearer abc', 'x-team': 'blue' };
    const signer = new DeliverySigner(SECRET, undefined, custom);
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const request = prepare(target(signer), { eventId: 'ev_1', payload: PAYLOAD }, AT, traceparent);
    assert.deepEqual(Object.keys(request.headers).slice(0, 2), ['authorization', 'x-team']);
    assert.equal(request.headers.authorization, 'Bearer abc');
    assert.equal(request.headers.traceparent, traceparent);
    assert.equal(request.answerMask, signer.responseMask);
  });

  it("signs with the previous secret too while the rotation's overlap lasts, and not after", () => {
    const previous = newWebhookSecret();
    const signer = new DeliverySigner(SECRET, { secret: previous, expiresAt: AT + 1 });
    const during = prepare(target(signer), { eventId: 'ev_1', payload: PAYLOAD }, AT);
    assert.equal(during.headers['webhook-signature']!.split(' ').length, 2);
    assert.equal(verifySignature(during.body, during.headers['x-hook-signature-previous'], previous), true);
    assert.equal(verifyHookSignatures(during.body, { ...during.headers }, SECRET), true);
    const after = prepare(target(signer), { eventId: 'ev_1', payload: PAYLOAD }, AT + 1);
    assert.equal(after.headers['webhook-signature']!.split(' ').length, 1);
    assert.equal('x-hook-signature-previous' in after.headers, false);
  });
});

describe('classify', () => {
  const backoff = { baseMs: 1000, maxMs: 60_000 };
  const half = () => 0.5; // no jitter: the delay is base × 2^(attempt-1)

  it('delivers what the receiver took, on any attempt', () => {
    assert.deepEqual(classify({ verdict: 'accepted', retryAfterMs: undefined }, 1, 5, backoff, half), { kind: 'delivered' });
    assert.deepEqual(classify({ verdict: 'accepted', retryAfterMs: undefined }, MAX_ATTEMPTS, 5, backoff, half), { kind: 'delivered' });
  });

  it('retries a refusal after the back-off, lengthened (never shortened) by the wait the receiver asked for', () => {
    assert.deepEqual(classify({ verdict: 'refused', retryAfterMs: undefined }, 3, 100, backoff, half), { kind: 'retry', at: 100 + 4000 });
    assert.deepEqual(classify({ verdict: 'refused', retryAfterMs: 10_000 }, 3, 100, backoff, half), { kind: 'retry', at: 100 + 10_000 });
    assert.deepEqual(classify({ verdict: 'refused', retryAfterMs: 10 }, 3, 100, backoff, half), { kind: 'retry', at: 100 + 4000 });
    assert.deepEqual(classify({ verdict: 'refused', retryAfterMs: 600_000 }, 3, 100, backoff, half), { kind: 'retry', at: 100 + 60_000 });
  });

  it('fails a refusal on the last attempt', () => {
    assert.deepEqual(classify({ verdict: 'refused', retryAfterMs: 1000 }, MAX_ATTEMPTS, 100, backoff, half), { kind: 'failed' });
    assert.equal(classify({ verdict: 'refused', retryAfterMs: undefined }, MAX_ATTEMPTS - 1, 100, backoff, half).kind, 'retry');
  });

  it('keeps a gone delivery due now, and without a next time on the last attempt', () => {
    assert.deepEqual(classify({ verdict: 'gone', retryAfterMs: undefined }, 2, 100, backoff, half), { kind: 'gone', at: 100 });
    assert.deepEqual(classify({ verdict: 'gone', retryAfterMs: undefined }, MAX_ATTEMPTS, 100, backoff, half), {
      kind: 'gone',
      at: undefined,
    });
  });
});
