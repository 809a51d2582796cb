// A company's email and questionnaire templates (the company_templates table).
import type { Kysely } from 'kysely';
import type { CompanyTemplateRow, CompanyTemplateType, Database } from '../schema.ts';
import type { RepositoryContext } from './context.ts';
import { insertBelowQuota } from './quota-insert.ts';

export class CompanyTemplatesRepository {
  constructor(private readonly context: RepositoryContext) {}

  /** By type, then name. */
  list(companyId: string, type?: CompanyTemplateType): Promise<CompanyTemplateRow[]> {
    return this.context.db
      .selectFrom('company_templates')
      .selectAll()
      .where('company_id', '=', companyId)
      .$if(type !== undefined, (qb) => qb.where('type', '=', type!))
      .orderBy('type')
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  find(companyId: string, id: string): Promise<CompanyTemplateRow | undefined> {
    return this.context.db
      .selectFrom('company_templates')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Inserts the template unless its company already has `quota` (then nothing is inserted); see quota-insert.ts. */
  insertBelowQuota(row: CompanyTemplateRow, quota: number): Promise<CompanyTemplateRow | 'quotaExceeded'> {
    const ofCompany = (db: Kysely<Database>) => db.selectFrom('company_templates').where('company_id', '=', row.company_id);
    return insertBelowQuota(this.context, {
      parent: { table: 'companies', id: row.company_id },
      quota,
      createdAt: row.created_at,
      count: async (db) =>
        Number(
          (
            await ofCompany(db)
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      latestCreatedAt: async (db) => {
        const latest = await ofCompany(db)
          .select((eb) => eb.fn.max('created_at').as('at'))
          .executeTakeFirst();
        return latest?.at == null ? null : Number(latest.at);
      },
      insert: async (db, createdAt) => {
        const stamped = { ...row, created_at: createdAt, updated_at: createdAt };
        await db.insertInto('company_templates').values(stamped).execute();
        return stamped;
      },
    });
  }

  /** Whether there was such a template. */
  async delete(companyId: string, id: string): Promise<boolean> {
    const result = await this.context.db
      .deleteFrom('company_templates')
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
