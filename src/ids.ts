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

// A company's friendly id: the slug of its name, as the original service
// shows companies (`friendly_id`), in lowercase ASCII letters, digits and
// hyphens. Made once when the company is made and never changed (clients
// keep it as a key), and unique: a name already taken gets `-2`, `-3`, ...
const FRIENDLY_ID_MAX = 64;

/** The slug of a name: accents dropped, anything else than letters and digits a hyphen; `fallback` when nothing is left. */
export function friendlyIdBase(name: string, fallback = 'company'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const trimmed = withoutEdgeHyphens(withoutEdgeHyphens(slug).slice(0, FRIENDLY_ID_MAX));
  return trimmed === '' ? fallback : trimmed;
}

/** `text` without hyphens at either end (a loop, not `-+$`: that pattern takes quadratic time on a run of hyphens). */
function withoutEdgeHyphens(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === '-') start++;
  while (end > start && text[end - 1] === '-') end--;
  return text.slice(start, end);
}

/** The first of `base`, `base-2`, `base-3`, ... that `taken` does not hold. */
export function uniqueFriendlyId(name: string, taken: ReadonlySet<string>): string {
  const base = friendlyIdBase(name);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
