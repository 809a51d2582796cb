// Row locks for reads that a write in the same transaction depends on.
//
// Only PostgreSQL needs them: SQLite transactions begin immediate (see
// storage/database.ts) and so already run one at a time, and SQLite has no
// FOR UPDATE. On PostgreSQL, `update` keeps the row from changing or going
// until the transaction ends (and makes a concurrent change wait and then see
// ours); `share` only keeps it from being changed or deleted meanwhile (a
// parent row under an insert of a child).
import type { SelectQueryBuilder } from 'kysely';
import type { DialectName } from '../database.ts';

export type RowLock = 'update' | 'share';

/** `query` with FOR UPDATE / FOR SHARE (of the table `of`, when several are joined) on PostgreSQL; unchanged otherwise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any select of any table: the lock clause doesn't depend on its types
export function withRowLock<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  dialect: DialectName,
  lock: RowLock | undefined,
  of?: string,
): Q {
  if (dialect !== 'postgres' || lock === undefined) return query;
  return (lock === 'update' ? query.forUpdate(of) : query.forShare(of)) as Q;
}

/**
 * A compiled-once query (prepared-query.ts) per kind of lock: the lock is
 * part of the SQL, so each kind is compiled apart.
 */
export function byRowLock<T>(make: (lock: RowLock | undefined) => T): (lock: RowLock | undefined) => T {
  const none = make(undefined);
  const share = make('share');
  const update = make('update');
  return (lock) => (lock === 'share' ? share : lock === 'update' ? update : none);
}
