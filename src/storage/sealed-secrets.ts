// The sealed webhook secrets (and sealed custom headers) of every endpoint, for re-sealing them with a
// new master key (services/secret-rekey.ts) while the service runs.
//
// Why compare-and-set: between reading an endpoint's sealed secrets and
// writing them back re-sealed, the API may rotate its secret (or retention
// erase the previous one). Each write therefore names the values it replaces
// and changes nothing if the row no longer holds them, so a rotation is never
// undone; the caller reads such a row again and re-seals what it holds now.
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface SealedSecrets {
  id: string;
  secret_ciphertext: string;
  previous_secret_ciphertext: string | null;
  headers_ciphertext: string | null;
}

export interface SealedSecretsReplacement {
  /** The values as read. */
  expected: SealedSecrets;
  secret_ciphertext: string;
  previous_secret_ciphertext: string | null;
  headers_ciphertext: string | null;
}

/** Up to `limit` endpoints' sealed secrets after `afterId`, by id. */
export function sealedSecretsAfter(db: Kysely<Database>, afterId: string, limit: number): Promise<SealedSecrets[]> {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'secret_ciphertext', 'previous_secret_ciphertext', 'headers_ciphertext'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The sealed secrets of these endpoints, those that still exist. */
export function sealedSecretsOf(db: Kysely<Database>, ids: readonly string[]): Promise<SealedSecrets[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'secret_ciphertext', 'previous_secret_ciphertext', 'headers_ciphertext'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

/**
 * Writes the replacements, each only if its row still holds the expected
 * values; returns the ids of the rows that had changed meanwhile (left as
 * they are). Each row is its own statement, committed alone: a transaction
 * over the batch would hold one endpoint row while waiting for the next, and
 * on PostgreSQL the delivery engine, which updates several endpoints' rows in
 * one transaction as it stores outcomes, could then deadlock with it. One
 * row at a time holds nothing while it waits, and each row's check-and-write
 * stands on its own.
 */
export async function replaceSealedSecrets(db: Kysely<Database>, replacements: readonly SealedSecretsReplacement[]): Promise<string[]> {
  if (replacements.length === 0) return [];
  const changed: string[] = [];
  for (const { expected, ...replacement } of replacements) {
    const result = await db
      .updateTable('webhook_endpoints')
      .set(replacement)
      .where('id', '=', expected.id)
      .where('secret_ciphertext', '=', expected.secret_ciphertext)
      .where('previous_secret_ciphertext', expected.previous_secret_ciphertext === null ? 'is' : '=', expected.previous_secret_ciphertext)
      .where('headers_ciphertext', expected.headers_ciphertext === null ? 'is' : '=', expected.headers_ciphertext)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) changed.push(expected.id);
  }
  return changed;
}
