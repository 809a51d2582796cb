// Idempotency keys: a caller's key taken by its first request (a row without
// an answer), then that request's answer, replayed to the key's retries
// until the row expires (services/idempotency-service.ts).
import type { IdempotencyKeyRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

export class IdempotencyKeysRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  /**
   * Takes the key for a request: true when this call inserted its row (the
   * request may run), false when the caller's key has a row already. One
   * statement: of two requests with one key at the same moment, one inserts.
   */
  async claim(row: Omit<IdempotencyKeyRow, 'status_code' | 'headers' | 'body'>): Promise<boolean> {
    const result = await this.db
      .insertInto('idempotency_keys')
      .values({ ...row, status_code: null, headers: null, body: null })
      .onConflict((oc) => oc.columns(['owner_id', 'key']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  find(ownerId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
    return this.db.selectFrom('idempotency_keys').selectAll().where('owner_id', '=', ownerId).where('key', '=', key).executeTakeFirst();
  }

  /** Records the answer of the request that holds the key. */
  async complete(ownerId: string, key: string, answer: { status_code: number; headers: string; body: string }): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set(answer)
      .where('owner_id', '=', ownerId)
      .where('key', '=', key)
      .where('status_code', 'is', null)
      .execute();
  }

  /** Gives the key back (the request failed in a way a retry may not): only while it has no answer. */
  async release(ownerId: string, key: string): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('owner_id', '=', ownerId)
      .where('key', '=', key)
      .where('status_code', 'is', null)
      .execute();
  }

  /**
   * Deletes the key's row when it is expired, or when its first request never
   * answered before `abandonedBefore` (its process died): the key is free again.
   */
  async dropStale(ownerId: string, key: string, now: number, abandonedBefore: number): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('owner_id', '=', ownerId)
      .where('key', '=', key)
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb.and([eb('status_code', 'is', null), eb('created_at', '<', abandonedBefore)])]))
      .execute();
  }
}
