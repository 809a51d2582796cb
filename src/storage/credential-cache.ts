// A short-lived cache of authentication lookups: a token's hash (and the
// company asked about) to its credential, user and membership, as
// CredentialsRepository.findPatWithUser and findSessionWithUser read them.
//
// Why: every API request authenticates, and the lookup (one indexed query)
// cost as much as the rest of a small GET on SQLite, and a round trip on
// PostgreSQL. Tokens are used many times a second by integrations that poll.
//
// How it stays correct (a revoked token, a signed-out session, a removed
// member, a company that left the Pro plan must be refused):
// - in this process, every write that can change an answer (see
//   RepositoryContext.credentialsChanged) empties the cache at once and again
//   when its transaction commits, so the next request reads the database;
// - a lookup that was already under way when the cache was emptied is not
//   stored (a generation number changes with every emptying), so an answer
//   read before a change can't be cached after it;
// - in other processes: on PostgreSQL the same writes send NOTIFY on
//   CREDENTIALS_CHANNEL in their transaction, and every process listening
//   empties its cache when the change commits; on SQLite, which has no
//   NOTIFY, the cache is emptied whenever `PRAGMA data_version` says another
//   connection committed anything (checked by lookups at most every 5 ms);
// - and whatever happens to the listener, no entry lives longer than
//   CREDENTIAL_CACHE_TTL_MS.
//
// Lookups of one key that miss at the same time share one read (readOnce):
// when an entry expires under load, the requests in flight with that token
// (tens, with an integration's connections) would otherwise each read it.
// Only a read started since the last emptying is shared, so no caller gets
// an answer older than one it could have read itself.
import { sql, type Kysely } from 'kysely';
import type { Storage } from './database.ts';
import { CREDENTIALS_CHANNEL } from './notification-channels.ts';
import type { Database } from './schema.ts';

/** The longest an answer is served from the cache: the bound on how late another process sees a change if a notification is lost. */
export const CREDENTIAL_CACHE_TTL_MS = 500;

/** The most entries kept; the oldest go first. A few hundred bytes each. */
export const CREDENTIAL_CACHE_MAX_ENTRIES = 10_000;

/** SQLite: how often, at most, a lookup checks whether another process committed. */
const DATA_VERSION_CHECK_MS = 5;

interface Entry {
  value: unknown;
  expiresAt: number;
}

export interface CredentialCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Monotonic milliseconds (tests move it by hand). */
  now?: () => number;
  /** True when the database was changed by another connection since the last call (SQLite's data_version). */
  changedElsewhere?: () => boolean;
}

export class CredentialCache {
  private readonly entries = new Map<string, Entry>();
  private generationNumber = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly changedElsewhere: (() => boolean) | undefined;
  private readonly reading = new Map<string, { generation: number; answer: Promise<unknown> }>();

  constructor(options: CredentialCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? CREDENTIAL_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? CREDENTIAL_CACHE_MAX_ENTRIES;
    this.now = options.now ?? (() => performance.now());
    this.changedElsewhere = options.changedElsewhere;
  }

  /** Changes with every emptying; take it before a lookup and hand it to set(). */
  get generation(): number {
    return this.generationNumber;
  }

  get size(): number {
    return this.entries.size;
  }

  get<T>(key: string): T | undefined {
    if (this.changedElsewhere?.()) this.invalidate();
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /** Stores an answer read from the database, unless the cache was emptied since `generation` was taken. */
  set(key: string, value: unknown, generation: number): void {
    if (generation !== this.generationNumber || this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  /**
   * The answer of `read` for a key that missed, started now, or the one of a
   * read of the same key under way since the last emptying. `read` gets the
   * generation to hand to set().
   */
  readOnce<T>(key: string, read: (generation: number) => Promise<T>): Promise<T> {
    const generation = this.generationNumber;
    const under = this.reading.get(key);
    if (under && under.generation === generation) return under.answer as Promise<T>;
    const answer = read(generation);
    const entry = { generation, answer };
    this.reading.set(key, entry);
    const done = () => {
      if (this.reading.get(key) === entry) this.reading.delete(key);
    };
    answer.then(done, done);
    return answer;
  }

  invalidate(): void {
    this.generationNumber += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<Storage, CredentialCache>();

/**
 * The cache of a storage (one per process, shared by every store over it),
 * made on first use. On PostgreSQL it starts listening for other processes'
 * changes; on SQLite it watches data_version.
 */
export function credentialCacheOf(storage: Storage): CredentialCache {
  let cache = caches.get(storage);
  if (cache) return cache;
  const commitsElsewhere = storage.commitsElsewhere;
  let seen = commitsElsewhere?.();
  let checkedAt = performance.now();
  cache = new CredentialCache({
    changedElsewhere: commitsElsewhere
      ? () => {
          // At most every few milliseconds: reading data_version starts a read of the
          // WAL index, tens of microseconds while this process writes a lot.
          const now = performance.now();
          if (now - checkedAt < DATA_VERSION_CHECK_MS) return false;
          checkedAt = now;
          const version = commitsElsewhere();
          if (version === seen) return false;
          seen = version;
          return true;
        }
      : undefined,
  });
  caches.set(storage, cache);
  const emptied = cache;
  // Each notification, and each (re)connection of the listener (changes may have been missed while it was down), empties the cache.
  storage.listen?.(CREDENTIALS_CHANNEL, () => emptied.invalidate());
  return cache;
}

/** Tells other processes' caches that an answer changed: NOTIFY on PostgreSQL, delivered when (and only if) the transaction commits. */
export async function notifyCredentialChange(db: Kysely<Database>, dialect: Storage['dialect']): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_notify(${CREDENTIALS_CHANNEL}, '')`.execute(db);
}

/** The same outside a transaction and a store: for storage-level jobs (retention deleting sessions). */
export async function credentialsChanged(storage: Storage): Promise<void> {
  await notifyCredentialChange(storage.db, storage.dialect);
  // Only a cache the process has: a worker process, which authenticates nothing, makes none (nor opens its LISTEN) for this.
  caches.get(storage)?.invalidate();
}
