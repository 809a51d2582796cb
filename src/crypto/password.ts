// Password hashing with scrypt and a per-user random salt.
// Stored form: scrypt$N$r$p$<salt base64>$<hash base64>. A hash keeps the
// cost it was made with, so a changed PASSWORD_HASH_COST applies to new and
// changed passwords while older hashes still verify.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { DEFAULT_PASSWORD_HASH_COST, PASSWORD_HASH_COSTS } from '../config/password-hash-cost.ts';

export { DEFAULT_PASSWORD_HASH_COST };

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
// scrypt needs 128 · N · r bytes: twice what the highest cost takes. A stored hash of a higher cost fails rather than taking more.
const MAX_MEMORY = 2 * 128 * 2 ** PASSWORD_HASH_COSTS.max * BLOCK_SIZE;

function scryptAsync(password: string, salt: Buffer, options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** The stored form of `password`, at scrypt's N = 2^`cost`. */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  const params = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Checked against when the email is unknown, so that an unknown email and a
// wrong password take the same time: made at the cost new passwords get.
const decoyHashes = new Map<number, Promise<string>>();
export function decoyPasswordHash(cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  let decoy = decoyHashes.get(cost);
  if (!decoy) decoyHashes.set(cost, (decoy = hashPassword(randomBytes(16).toString('hex'), cost)));
  return decoy;
}
