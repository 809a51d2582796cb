// Sealed webhook secrets and the key that sealed them: a sealed value names
// its key (an id derived from it), opens with that key among several (the
// current one and earlier ones while a key is rotated), and values sealed
// before key ids existed still open.
import assert from 'node:assert/strict';
import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { masterKeyId, SecretBox, sealedKeyId } from '../../src/crypto/secret-box.ts';
import { deriveKey } from '../../src/crypto/secret-key.ts';

const SECRET = 'whsec_' + randomBytes(32).toString('base64');

/** A value as sealed before key ids existed: base64url(iv).base64url(ciphertext).base64url(tag). */
function legacySeal(masterKey: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(masterKey, 'webhook-secret'), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

describe('SecretBox', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);

  it('derives a key id of 8 hex characters from the key, the same every time, different for another key', () => {
    assert.match(masterKeyId(oldKey), /^[0-9a-f]{8}$/);
    assert.equal(masterKeyId(oldKey), masterKeyId(Buffer.from(oldKey)));
    assert.notEqual(masterKeyId(oldKey), masterKeyId(newKey));
    assert.ok(!oldKey.toString('hex').includes(masterKeyId(oldKey)), 'not a piece of the key itself');
  });

  it('seals with the current key, naming it, and opens what it sealed', () => {
    const box = new SecretBox(newKey, [oldKey]);
    const sealed = box.seal(SECRET);
    assert.equal(sealedKeyId(sealed), masterKeyId(newKey));
    assert.equal(box.keyId, masterKeyId(newKey));
    assert.ok(box.sealedWithCurrentKey(sealed));
    assert.ok(!sealed.includes(SECRET.slice(6, 20)));
    assert.equal(box.open(sealed), SECRET);
    assert.notEqual(box.seal(SECRET), sealed, 'a fresh IV each time');
  });

  it('opens what an earlier key sealed while that key is among the previous keys, and not once it is gone', () => {
    const sealedByOld = new SecretBox(oldKey).seal(SECRET);
    const during = new SecretBox(newKey, [oldKey]);
    assert.equal(during.open(sealedByOld), SECRET);
    assert.ok(!during.sealedWithCurrentKey(sealedByOld));
    const after = new SecretBox(newKey);
    assert.throws(
      () => after.open(sealedByOld),
      (error: Error) => error.message.includes(masterKeyId(oldKey)) && !error.message.includes(SECRET),
      'names the missing key by its id, never the secret',
    );
  });

  it('opens values sealed before key ids existed with whichever configured key sealed them', () => {
    const legacy = legacySeal(oldKey, SECRET);
    assert.equal(sealedKeyId(legacy), undefined);
    assert.equal(new SecretBox(oldKey).open(legacy), SECRET, 'with the current key');
    const during = new SecretBox(newKey, [randomBytes(32), oldKey]);
    assert.equal(during.open(legacy), SECRET, 'with a previous key');
    assert.ok(!during.sealedWithCurrentKey(legacy), 'to be re-sealed');
    assert.throws(() => new SecretBox(newKey).open(legacy), 'by no configured key');
  });

  it('refuses a damaged or malformed value', () => {
    const box = new SecretBox(newKey);
    const sealed = box.seal(SECRET);
    const [id, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    assert.throws(() => box.open([id, iv, flipped.toString('base64url'), tag].join('.')));
    assert.throws(() => box.open('not a sealed value'), /Malformed/);
    assert.throws(() => box.open(`XYZ.${iv}.${body}.${tag}`), /Malformed/);
  });

  it('treats a previous key equal to the current one as the current one', () => {
    const box = new SecretBox(newKey, [newKey, oldKey, oldKey]);
    assert.equal(box.open(new SecretBox(oldKey).seal(SECRET)), SECRET);
    assert.ok(box.sealedWithCurrentKey(box.seal(SECRET)));
  });
});
