// Resource ids follow the spec: lowercase hex, 12 characters, or 14 ending in
// "01" for resources of the EU region.
import { randomBytes } from 'node:crypto';
import type { Region } from './config.ts';

export const ID_PATTERN = '^[0-9a-f]{12,14}$';
const idRegExp = new RegExp(ID_PATTERN);

// Why a pool: every record and every event gets an id, and each draw from
// the random generator has a fixed cost (a Buffer, a call into OpenSSL) far
// above that of its 6 bytes. Bytes are drawn 4 KB at a time (as
// crypto.randomUUID does) and used once each.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

export function newId(region: Region): string {
  if (used + 6 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const id = pool.toString('hex', used, used + 6);
  used += 6;
  return region === 'eu' ? `${id}01` : id;
}

export function isResourceId(value: string): boolean {
  return idRegExp.test(value);
}
