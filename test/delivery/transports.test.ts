// The choice of transport by a destination's scheme
// (src/delivery/transport/transports.ts), with recording transports.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PreparedRequest, SendResult, Transport } from '../../src/delivery/transport/transport.ts';
import { TransportsByScheme } from '../../src/delivery/transport/transports.ts';

class Recording implements Transport {
  readonly sent: string[] = [];
  cut = 0;
  destroyed = 0;
  constructor(private readonly verdict: SendResult['verdict']) {}
  send(request: PreparedRequest): Promise<SendResult> {
    this.sent.push(request.destination);
    const detail = { statusCode: null, error: null, responseHeaders: null, responseBody: null, responseBodyTruncated: false };
    return Promise.resolve({ verdict: this.verdict, retryAfterMs: undefined, detail });
  }
  cutOff(): void {
    this.cut++;
  }
  destroy(): Promise<void> {
    this.destroyed++;
    return Promise.resolve();
  }
}

const request = (destination: string): PreparedRequest => ({ destination, headers: {}, body: new Uint8Array() });

describe('TransportsByScheme', () => {
  it("sends each request with its scheme's transport, and the rest with the fallback", async () => {
    const https = new Recording('accepted');
    const queue = new Recording('refused');
    const all = new TransportsByScheme(https, new Map([['sqs:', queue]]));
    assert.equal((await all.send(request('sqs://queue.example/deliveries'))).verdict, 'refused');
    assert.equal((await all.send(request('SQS://queue.example/other'))).verdict, 'refused');
    assert.equal((await all.send(request('https://receiver.example/sqs:'))).verdict, 'accepted');
    assert.equal((await all.send(request('no-scheme'))).verdict, 'accepted');
    assert.deepEqual(queue.sent, ['sqs://queue.example/deliveries', 'SQS://queue.example/other']);
    assert.deepEqual(https.sent, ['https://receiver.example/sqs:', 'no-scheme']);
  });

  it('cuts off and destroys every transport it holds', async () => {
    const https = new Recording('accepted');
    const queue = new Recording('accepted');
    const all = new TransportsByScheme(https, new Map([['sqs:', queue]]));
    all.cutOff();
    await all.destroy();
    assert.deepEqual([https.cut, https.destroyed, queue.cut, queue.destroyed], [1, 1, 1, 1]);
  });
});
