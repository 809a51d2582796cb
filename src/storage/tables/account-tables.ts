// The tables of who uses the API: users, their companies and memberships,
// their credentials (personal access tokens, sessions), and the
// installation's own facts. Conventions of the columns: column-conventions.ts.
import type { Selectable } from 'kysely';
import type { Flag } from './column-conventions.ts';

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  username: string;
  initial: string;
  password_hash: string;
  is_partner: Flag;
  verified_email: Flag;
  signature_enabled: Flag | null;
  signature_body: string | null;
  created_at: number;
  updated_at: number;
}

export interface CompaniesTable {
  id: string;
  name: string;
  /** The slug of the name when the company was made, unique (ids.ts: friendlyIdBase); never changes. */
  friendly_id: string;
  plan: 'pro' | 'free';
  created_at: number;
  updated_at: number;
}

export interface MembershipsTable {
  company_id: string;
  user_id: string;
  created_at: number;
}

export interface PersonalAccessTokensTable {
  id: string;
  user_id: string;
  name: string;
  token_hash: string;
  /** `rs_pat_` and the first characters of the token, to tell keys apart; null for tokens made before it was recorded. */
  token_prefix: string | null;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  last_used_at: number;
  signed_out_at: number | null;
}

/** Small key/value facts about the installation (for example: demo workspace created). */
export interface MetaTable {
  key: string;
  value: string;
}

export type UserRow = Selectable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type PersonalAccessTokenRow = Selectable<PersonalAccessTokensTable>;
export type SessionRow = Selectable<SessionsTable>;
