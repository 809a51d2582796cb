// The database session of a lease's holder (PostgreSQL): the backend pid and
// start time of the connection a worker keeps open for as long as it lives.
// When that session is gone (the worker was killed, or lost its database),
// its leases are free at once instead of when they expire; the expiry stays
// for a worker that hangs with its session open. Null on SQLite, where one
// worker process serves the database and clears every lease at start.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function leaseHolderSession(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('delivery_leases').addColumn('holder_pid', 'integer').execute();
      // Microseconds since the epoch of the session's backend_start: with the pid, names one session (pids are reused).
      await db.schema.alterTable('delivery_leases').addColumn('holder_since', t.bigint).execute();
    },
  };
}
