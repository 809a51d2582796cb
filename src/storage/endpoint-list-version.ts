// The version of an owner's webhook endpoint list: what the list's cache
// (services/endpoint-list-cache.ts) checks on every request instead of
// reading the list again.
//
// Why it is exact: every insert of an endpoint and every update of a column
// the list shows gives the row a new `change_seq`, from a counter that only
// grows (migrations/0022-endpoint-list-version.ts); a delete removes the row.
// - PostgreSQL: numbers are taken when a row is written but become visible
//   when its transaction commits, not in that order, so a later commit can
//   carry a smaller number: the version is the whole set of the owner's
//   numbers (at most the quota, ten), which no change leaves as it was (a
//   number is never given twice, so the set alone also tells a delete).
// - SQLite: one writer at a time, so a later commit always carries a larger
//   number; the count and the maximum say the same, from the index alone.
// Run on every list request: compiled once (prepared-query.ts).
import { sql, type Kysely } from 'kysely';
import { dialectOf, preparedQuery } from './prepared-query.ts';
import type { Database } from './schema.ts';

const query = preparedQuery((db, companyId: string, ownerKey: string) =>
  dialectOf(db) === 'postgres'
    ? sql<{ version: string | null }>`select coalesce(string_agg(change_seq::text, ',' order by change_seq), '') as version
        from webhook_endpoints where company_id = ${companyId} and owner_key = ${ownerKey}`
    : sql<{ version: string | null }>`select count(*) || ':' || coalesce(max(change_seq), '') as version
        from webhook_endpoints where company_id = ${companyId} and owner_key = ${ownerKey}`,
);

/** An opaque text that differs whenever anything the owner's list shows has changed. */
export async function endpointListVersion(db: Kysely<Database>, companyId: string, ownerKey: string): Promise<string> {
  const row = await query.first(db, companyId, ownerKey);
  return String(row?.version ?? '');
}
