// A PostgreSQL transaction whose `begin` goes in one round trip with the
// statement it starts with (a text of two statements, by the simple
// protocol), where Kysely's transactions send `begin` alone. Otherwise as
// Kysely's: the work runs on the transaction's one connection, commits when
// it returns and rolls back when it throws (or when the first statement
// fails after `begin` took effect).
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

export function transactionBegunWith<T>(db: Kysely<Database>, begin: string, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    try {
      await sql.raw(begin).execute(connection);
      const result = await work(connection);
      await sql.raw('commit').execute(connection);
      return result;
    } catch (error) {
      await sql.raw('rollback').execute(connection);
      throw error;
    }
  });
}
