import { isoTime } from '../clock.ts';
import type { Company } from '../schemas/company.ts';
import type { CompanyWithMemberCount } from '../storage/repositories/companies-repository.ts';
import { initials } from './initials.ts';

export function presentCompany(row: CompanyWithMemberCount): Company {
  return {
    _id: row.id,
    name: row.name,
    friendly_id: row.friendly_id,
    initial: initials(row.name),
    plan: row.plan,
    member_count: Number(row.member_count),
    creation_date: isoTime(row.created_at),
    updated_date: isoTime(row.updated_at),
  };
}
