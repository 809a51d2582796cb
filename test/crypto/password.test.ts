// Password hashes: scrypt at the cost PASSWORD_HASH_COST names (2^14 by
// default), each hash keeping its own cost, so hashes made at one cost verify
// after the setting changes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { DEFAULT_PASSWORD_HASH_COST, decoyPasswordHash, hashPassword, verifyPassword } from '../../src/crypto/password.ts';

const fieldsOf = (stored: string) => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  return { scheme, n: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(salt!, 'base64'), hash: Buffer.from(hash!, 'base64') };
};

describe('password hashes', () => {
  it('are scrypt with N = 2^14, r = 8, p = 1, a 16-byte salt and a 32-byte key by default', async () => {
    assert.equal(DEFAULT_PASSWORD_HASH_COST, 14);
    assert.equal(loadConfig({}).passwordHashCost, 14);
    const stored = fieldsOf(await hashPassword('correct horse'));
    assert.deepEqual({ scheme: stored.scheme, n: stored.n, r: stored.r, p: stored.p }, { scheme: 'scrypt', n: 16_384, r: 8, p: 1 });
    assert.equal(stored.salt.length, 16);
    assert.equal(stored.hash.length, 32);
  });

  it('take the cost given, and a salt of their own each time', async () => {
    const one = await hashPassword('correct horse', 10);
    const two = await hashPassword('correct horse', 10);
    assert.equal(fieldsOf(one).n, 1024);
    assert.notEqual(fieldsOf(one).salt.toString('hex'), fieldsOf(two).salt.toString('hex'));
    assert.notEqual(one, two);
  });

  it('verify the password they were made from, whatever cost made them, and nothing else', async () => {
    for (const cost of [10, 14]) {
      const stored = await hashPassword('correct horse', cost);
      assert.equal(await verifyPassword('correct horse', stored), true, `cost ${cost}`);
      assert.equal(await verifyPassword('correct horse ', stored), false, `cost ${cost}`);
      assert.equal(await verifyPassword('Correct horse', stored), false, `cost ${cost}`);
    }
    assert.equal(await verifyPassword('correct horse', 'bcrypt$whatever'), false);
  });

  it('have a decoy for unknown emails at the cost new passwords get', async () => {
    assert.equal(fieldsOf(await decoyPasswordHash(10)).n, 1024);
    assert.equal(fieldsOf(await decoyPasswordHash()).n, 16_384);
  });

  it('take PASSWORD_HASH_COST from 10 to 16 and refuse anything else, naming it', () => {
    assert.equal(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost, 10);
    assert.equal(loadConfig({ PASSWORD_HASH_COST: '16' }).passwordHashCost, 16);
    for (const bad of ['9', '17', '14.5', 'high']) assert.throws(() => loadConfig({ PASSWORD_HASH_COST: bad }), /PASSWORD_HASH_COST/);
  });
});
