import { isoTime } from '../clock.ts';
import type { User, UserDetails } from '../schemas/user.ts';
import type { CompanyWithMemberCount } from '../storage/repositories/companies-repository.ts';
import type { UserRow } from '../storage/schema.ts';
import { presentCompany } from './company.ts';

export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    email_address: row.email,
    name: row.name,
    username: row.username,
    initial: row.initial,
    creation_date: isoTime(row.created_at),
    verified_email: row.verified_email === 1,
    signature: row.signature_body === null ? null : { enabled: row.signature_enabled === 1, body: row.signature_body },
    updated_date: isoTime(row.updated_at),
  };
}

export function presentUserDetails(row: UserRow, companies: CompanyWithMemberCount[]): UserDetails {
  return { ...presentUser(row), is_partner: row.is_partner === 1, companies: companies.map(presentCompany) };
}
