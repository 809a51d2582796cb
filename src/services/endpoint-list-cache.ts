// Each owner's webhook endpoint list as last answered (its bytes and their
// ETag), kept in this process and served again while the list's version
// (storage/endpoint-list-version.ts) is the one it was built at.
//
// Why: the list is what integrations poll, and it rarely changes between two
// polls; its one statement (ten rows of seventeen columns, made into objects,
// then serialized and hashed) was most of a request's cost. The version is
// read from the database on every request, so a change made by any process
// (another API process, the delivery workers' stats) is seen at once: nothing
// here is invalidated from within the process, nor needs to be.
//
// Bounded: the owners used least recently are dropped past MAX_OWNERS. What
// is kept is what the list shows: no secret (only its prefix), no header
// value (only the names). The list has no paging nor query parameters, so
// one answer per owner is the whole of it.

/** The answer kept: whatever the caller made of the list (its serialized bytes and their validator). */
export type CachedAnswer = object;

interface Entry<T> {
  version: string;
  answer: T;
}

export const MAX_OWNERS = 2048;

export class EndpointListCache<T extends CachedAnswer> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly maxOwners = MAX_OWNERS) {}

  /** The answer kept for the key if it was built at `version`. */
  get(key: string, version: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.version !== version) return undefined;
    // Most recently used last, so the first key is the one to drop.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /**
   * Keeps `answer`, built from a list read after `version` was. Two requests
   * that missed together may store in either order: an answer kept with an
   * older version is only ever missed, never served for a newer one.
   */
  set(key: string, version: string, answer: T): void {
    this.entries.delete(key);
    this.entries.set(key, { version, answer });
    if (this.entries.size > this.maxOwners) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}
