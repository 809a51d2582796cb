// A PostgreSQL transaction that saves round trips where Kysely's send one
// statement each:
// - its `begin` goes with the statements it starts with (the company's change
//   lock, companies-repository.ts, and a read the work starts with: the
//   position a candidate is added to), whose rows the work is handed;
// - its last statement may go with its `commit` (a CommitTail): the outbox's
//   event and fan-out (queue/record-event.ts), so the company's fan-out lock,
//   which that statement takes, is held for the commit alone rather than for
//   a round trip of the client more.
// Each is one text of several statements, sent by the simple protocol (which
// takes no parameters, so values are written in as quoted literals), and
// answers with the rows of the statement it was sent for: the begin's last,
// the commit's first (postgres-named-statements.ts). Writes whose answer
// the work does not read may wait to go with the commit too
// (postgres-write-behind.ts).
// Otherwise as Kysely's: the work runs on the transaction's one connection,
// commits when it returns and rolls back when it throws, or when a statement
// sent with `begin` or `commit` fails.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The statement that goes with a transaction's commit, and what is done with its rows once committed. */
export class CommitTail {
  private statement: string | undefined;
  private onCommitted: ((rows: unknown[]) => void) | undefined;

  /**
   * Sends `statement` with the commit, as the transaction's last statement:
   * the work must send no other after it (it would run first).
   */
  set(statement: string, onCommitted: (rows: unknown[]) => void): void {
    if (this.statement !== undefined) throw new Error('a transaction sends one statement with its commit');
    this.statement = statement;
    this.onCommitted = onCommitted;
  }

  /** Commits, with the statement set if any. */
  async commit(connection: Kysely<Database>): Promise<void> {
    if (this.statement === undefined) {
      await sql.raw('commit').execute(connection);
      return;
    }
    const { rows } = await sql.raw(`${this.statement}; commit`).execute(connection);
    this.onCommitted!(rows);
  }
}

/** Runs `work` in a transaction begun with the text `begin`, handing it the rows that text answers with. */
export function transactionBegunWith<T>(
  db: Kysely<Database>,
  begin: string,
  tail: CommitTail | undefined,
  work: (trx: Kysely<Database>, begun: unknown[]) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    try {
      const { rows } = await sql.raw(begin).execute(connection);
      const result = await work(connection, rows);
      if (tail) await tail.commit(connection);
      else await sql.raw('commit').execute(connection);
      return result;
    } catch (error) {
      await sql.raw('rollback').execute(connection);
      throw error;
    }
  });
}
