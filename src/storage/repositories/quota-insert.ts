// An insert that must not take its owner past a quota (webhook endpoints per
// owner in a company, API keys per user). Counting and inserting are two
// statements, so two concurrent creates could each count below the quota and
// both insert; they share one transaction that creates for the same parent
// cannot interleave with: SQLite transactions begin immediate (one writer at a
// time), and on PostgreSQL the parent row is locked first.
//
// The same lock makes created_at strictly increasing under the parent, so
// "oldest first" is a total order even for rows made in the same millisecond.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

export interface QuotaInsert<Row> {
  /** The row whose lock serialises the creates: the company of an endpoint, the user of a token. */
  parent: { table: 'companies' | 'users'; id: string };
  quota: number;
  /** How many rows already count toward the quota. */
  count(db: Kysely<Database>): Promise<number>;
  /** The newest created_at among the parent's rows (null when there is none). */
  latestCreatedAt(db: Kysely<Database>): Promise<number | null>;
  /** Inserts the row stamped with `createdAt` (the time asked for, or just after the newest row) and returns it. */
  insert(db: Kysely<Database>, createdAt: number): Promise<Row>;
  /** The time the row asks to be created at. */
  createdAt: number;
}

/** The inserted row, or 'quotaExceeded' (and nothing inserted) when the parent already holds `quota` rows. */
export function insertBelowQuota<Row>(context: RepositoryContext, spec: QuotaInsert<Row>): Promise<Row | 'quotaExceeded'> {
  return context.transaction(async ({ db, dialect }) => {
    if (dialect === 'postgres') {
      await db.selectFrom(spec.parent.table).select('id').where('id', '=', spec.parent.id).forUpdate().execute();
    }
    if ((await spec.count(db)) >= spec.quota) return 'quotaExceeded' as const;
    const latest = await spec.latestCreatedAt(db);
    return spec.insert(db, latest === null ? spec.createdAt : Math.max(spec.createdAt, latest + 1));
  });
}
