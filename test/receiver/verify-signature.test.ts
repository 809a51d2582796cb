// The receiver helper, imported the way receivers import it: by package name.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { verifySignature } from '@recruiting-api/receiver';

const secret = 'whsec_' + Buffer.alloc(32, 7).toString('base64');
const body = '{"_id":"0123456789ab","type":"candidateAdded","object":{}}';
const signature = createHmac('sha256', secret).update(body).digest('hex');

describe('verifySignature', () => {
  it('accepts the hex HMAC-SHA256 of the exact body under the full secret', () => {
    assert.equal(verifySignature(body, signature, secret), true);
    assert.equal(verifySignature(Buffer.from(body), signature.toUpperCase(), secret), true);
  });

  it('rejects a changed body, another secret, or a changed signature', () => {
    assert.equal(verifySignature(body.replace('candidateAdded', 'candidateDeleted'), signature, secret), false);
    assert.equal(verifySignature(JSON.stringify(JSON.parse(body), null, 1), signature, secret), false);
    assert.equal(verifySignature(body, signature, secret.slice(0, -1) + 'x'), false);
    assert.equal(verifySignature(body, signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0'), secret), false);
  });

  it('rejects missing, repeated and malformed headers without throwing', () => {
    for (const header of [
      undefined,
      null,
      '',
      [signature, signature],
      signature.slice(2),
      signature + '00',
      'z'.repeat(64),
      `sha256=${signature}`,
    ]) {
      assert.equal(verifySignature(body, header as string, secret), false, String(header));
    }
  });
});
