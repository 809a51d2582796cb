import { isoTime } from '../clock.ts';
import type { Company } from '../schemas/company.ts';
import type { CompanyRow } from '../storage/schema.ts';

export function presentCompany(row: CompanyRow): Company {
  return { _id: row.id, name: row.name, plan: row.plan, creation_date: isoTime(row.created_at) };
}
