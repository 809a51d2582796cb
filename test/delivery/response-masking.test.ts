// The masking of secrets in what receivers answer (src/delivery/transport/response-masking.ts):
// every occurrence, the JSON-escaped form, a value that holds another, the
// beginning of one where the text was cut, and values too short to mask.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MASK, MIN_MASKED_LENGTH, ResponseMask } from '../../src/delivery/transport/response-masking.ts';

describe('ResponseMask', () => {
  it('masks every occurrence of every secret', () => {
    const mask = new ResponseMask(['secret-one', 'secret-two']);
    assert.equal(mask.apply('a secret-one b secret-two c secret-one'), `a ${MASK} b ${MASK} c ${MASK}`);
    assert.equal(mask.apply('nothing here'), 'nothing here');
  });

  it('masks a value as a JSON echo escapes it', () => {
    const value = 'pa"ss\\word';
    const mask = new ResponseMask([value]);
    assert.equal(mask.apply(JSON.stringify({ echoed: value })), `{"echoed":"${MASK}"}`);
  });

  it('masks a value that holds another one whole', () => {
    const mask = new ResponseMask(['abcdef', 'xxabcdefxx']);
    assert.equal(mask.apply('[xxabcdefxx]'), `[${MASK}]`);
  });

  it('leaves values shorter than the minimum alone, and with none is empty', () => {
    const short = 'x'.repeat(MIN_MASKED_LENGTH - 1);
    const mask = new ResponseMask([short]);
    assert.ok(mask.empty);
    assert.equal(mask.apply(`a ${short} b`), `a ${short} b`);
    assert.ok(!new ResponseMask(['x'.repeat(MIN_MASKED_LENGTH)]).empty);
  });

  it('masks the beginning of a secret at the end of a cut text, and only of a cut one', () => {
    const secret = 'gw-key-91c7d0e4a25b';
    const mask = new ResponseMask([secret]);
    assert.equal(mask.apply('body gw-key-91c7', true), `body ${MASK}`);
    assert.equal(mask.apply('body gw-key-91c7', false), 'body gw-key-91c7', 'an end not cut is what the receiver sent');
    assert.equal(mask.apply('body gw-ke', true), 'body gw-ke', 'fewer characters than the minimum say nothing');
    assert.equal(mask.apply('gw-key-9 then gw-key-91c7d0', true), `gw-key-9 then ${MASK}`);
  });

  it('stays within bounded work on repetitive text and secrets', () => {
    const secrets = Array.from({ length: 20 }, (_, i) => 'a'.repeat(999) + String.fromCharCode(98 + i));
    const mask = new ResponseMask(secrets);
    const text = 'a'.repeat(4096);
    // Its last 999 characters could begin each secret: they are masked, and the rest is left.
    assert.equal(mask.apply(text, true), 'a'.repeat(4096 - 999) + MASK);
  });
});
