import { sql } from 'kysely';
import type { RepositoryContext } from './context.ts';

export class MetaRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  /** The cheapest round trip to the database: for health checks. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  /** The names of the migrations applied to this database (Kysely's migration table). */
  async appliedMigrations(): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(this.db);
    return rows.map((row) => row.name);
  }

  async get(key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  }

  /** Sets the key only if it is not set yet; true when this call set it. */
  async setOnce(key: string, value: string): Promise<boolean> {
    const result = await this.db
      .insertInto('meta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
