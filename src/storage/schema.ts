// The database as Kysely sees it: every table by name. The tables' row types
// live in tables/, one file per domain; they are exported from here as well,
// so the storage, services and presenters name one module for any table.
import type {
  CompaniesTable,
  MembershipsTable,
  MetaTable,
  PersonalAccessTokensTable,
  SessionsTable,
  UsersTable,
} from './tables/account-tables.ts';
import type {
  DeliveryLeasesTable,
  EventsTable,
  WebhookDeliveriesTable,
  WebhookDeliveryAttemptsTable,
  WebhookEndpointsTable,
} from './tables/webhook-tables.ts';
import type {
  BackgroundChecksTable,
  CandidateStageChangesTable,
  CandidatesTable,
  CompanyTemplatesTable,
  MessagesTable,
  NotesTable,
  PositionsTable,
  QuestionnairesTable,
} from './tables/recruiting-tables.ts';
import type {
  CandidateAttributesTable,
  CandidateEducationTable,
  CandidateFilesTable,
  CandidateScorecardsTable,
  CandidateWorkHistoryTable,
} from './tables/candidate-record-tables.ts';
import type { ApiRateLimitsTable, IdempotencyKeysTable } from './tables/request-tables.ts';

export type * from './tables/column-conventions.ts';
export type * from './tables/account-tables.ts';
export type * from './tables/webhook-tables.ts';
export type * from './tables/recruiting-tables.ts';
export type * from './tables/candidate-record-tables.ts';
export type * from './tables/request-tables.ts';

export interface Database {
  users: UsersTable;
  companies: CompaniesTable;
  memberships: MembershipsTable;
  personal_access_tokens: PersonalAccessTokensTable;
  sessions: SessionsTable;
  meta: MetaTable;
  webhook_endpoints: WebhookEndpointsTable;
  events: EventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_delivery_attempts: WebhookDeliveryAttemptsTable;
  delivery_leases: DeliveryLeasesTable;
  positions: PositionsTable;
  candidates: CandidatesTable;
  candidate_files: CandidateFilesTable;
  candidate_attributes: CandidateAttributesTable;
  candidate_education: CandidateEducationTable;
  candidate_work_history: CandidateWorkHistoryTable;
  candidate_scorecards: CandidateScorecardsTable;
  candidate_stage_changes: CandidateStageChangesTable;
  notes: NotesTable;
  messages: MessagesTable;
  background_checks: BackgroundChecksTable;
  questionnaires: QuestionnairesTable;
  company_templates: CompanyTemplatesTable;
  idempotency_keys: IdempotencyKeysTable;
  api_rate_limits: ApiRateLimitsTable;
}
