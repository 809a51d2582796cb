// Column types that differ between the dialects, so each migration states its
// tables once for both.
import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { DialectName } from '../database.ts';

export interface ColumnTypes {
  /** Epoch milliseconds and counters that can pass 2^31. */
  bigint: 'bigint' | 'integer';
  /** 0/1 flags. */
  flag: 'smallint' | 'integer';
  /** An increasing integer primary key. */
  serialId<T extends string>(table: CreateTableBuilder<T, never>, name: string): CreateTableBuilder<T, never>;
}

export function columnTypes(dialect: DialectName): ColumnTypes {
  const postgres = dialect === 'postgres';
  return {
    bigint: postgres ? 'bigint' : 'integer',
    flag: postgres ? 'smallint' : 'integer',
    serialId: (table, name) =>
      postgres
        ? table.addColumn(name, 'bigint', (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn(name, 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()),
  };
}
