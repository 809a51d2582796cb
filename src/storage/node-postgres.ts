// node-postgres, loaded the first time a process opens a PostgreSQL database.
// A process on SQLite (the default) never loads its forty-odd modules, which
// were about 80 ms of every CLI command's and server's start.
import { createRequire } from 'node:module';
import type pg from 'pg';

let loaded: typeof pg | undefined;

export function nodePostgres(): typeof pg {
  if (loaded) return loaded;
  loaded = createRequire(import.meta.url)('pg') as typeof pg;
  // int8 columns (times in ms, counters) come back from pg as strings by default;
  // every value we store fits a double, so parse them to numbers.
  loaded.types.setTypeParser(20, (value) => Number(value));
  return loaded;
}
