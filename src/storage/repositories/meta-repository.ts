import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export class MetaRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
