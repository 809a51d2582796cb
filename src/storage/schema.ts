// Row types of every table, as Kysely sees them. Both dialects store the same
// shapes: times are epoch milliseconds (bigint on PostgreSQL, parsed back to
// number), booleans are 0/1 integers (SQLite has no boolean), lists are JSON text.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export type Flag = 0 | 1;

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

export interface WebhookEndpointsTable {
  id: string;
  company_id: string;
  /** `customer`, or `partner:<user id>`: whose quota the endpoint counts against and who may manage it. */
  owner_key: string;
  url: string;
  description: string | null;
  /** JSON array of event types. */
  events: string;
  status: 'active' | 'paused';
  enabled: Flag;
  is_legacy: Flag;
  /** AES-256-GCM ciphertext of the full `whsec_` secret (see services/secret-box.ts). */
  secret_ciphertext: string;
  secret_prefix: string;
  successful_deliveries: number;
  failed_deliveries: number;
  last_delivery_at: number | null;
  created_at: number;
  updated_at: number;
  /** Why the endpoint was disabled (automatically or through the API); null while enabled. */
  disabled_reason: string | null;
  disabled_at: number | null;
  /** Time of the first failed attempt since the last successful one; null after a success. */
  failing_since: number | null;
  /** The secret before the last rotation (sealed), signed with too until previous_secret_expires_at. */
  previous_secret_ciphertext: string | null;
  previous_secret_expires_at: number | null;
  /** The endpoint's settings (schemas/endpoint-settings.ts): a JSON object of those its owner gave. */
  settings: ColumnType<string, string | undefined, string>;
  /** Pacing of a rate-limited endpoint (delivery/endpoint-pacing.ts): when a new burst may start. */
  rate_next_at: number | null;
  /** Deliveries sent in the current burst. */
  rate_burst_count: Generated<number>;
  /** The custom headers: a JSON object, sealed like the secret; null: none. */
  headers_ciphertext: string | null;
  /** JSON array of the custom headers' names, shown in responses; null: none. */
  header_names: string | null;
  /** When the current secret began to sign (its rotation); null: since created_at. */
  secret_since: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The transactional outbox: one row per event, written in the same transaction as the change. */
export interface EventsTable {
  id: string;
  company_id: string;
  type: string;
  /** The exact delivery body: compact JSON.stringify of the payload, signed as is. */
  payload: string;
  created_at: number;
  /** 1 for a test event (POST .../test): stored for its one delivery, never in the events feed. */
  is_test: ColumnType<Flag, Flag | undefined, Flag>;
  /** The candidate whose personal data the payload still carries; null for other events and once scrubbed. */
  candidate_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The W3C traceparent of the outbox span that recorded the event (tracing on); the attempts' spans are its children. */
  traceparent: string | null;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';

export interface WebhookDeliveriesTable {
  /** Increasing: per-endpoint delivery order is the order of this id. */
  id: Generated<number>;
  event_id: string;
  endpoint_id: string;
  status: DeliveryStatus;
  /** Attempts of the current series (since the delivery was queued or last retried by hand): what the retry limit counts. */
  attempts: number;
  /** Attempts of earlier series, before the last manual retry. */
  earlier_attempts: Generated<number>;
  next_attempt_at: number;
  lease_owner: string | null;
  lease_expires_at: number | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: number;
  completed_at: number | null;
}

export interface WebhookDeliveryAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  endpoint_id: string;
  attempt: number;
  started_at: number;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  worker_id: string | null;
  /** JSON object of a few response headers (see delivery/transport/https/outbound-http.ts). */
  response_headers: string | null;
  /** The start of the response body, as text. */
  response_body: string | null;
  /** 1 when the body was longer than what is kept. */
  response_body_truncated: Generated<Flag>;
}

export interface DeliveryLeasesTable {
  endpoint_id: string;
  owner: string;
  expires_at: number;
  /** PostgreSQL: the holder's session (see migrations/0012-lease-holder-session.ts); null on SQLite. */
  holder_pid: ColumnType<number | null, number | null | undefined, number | null>;
  holder_since: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PositionsTable {
  id: string;
  company_id: string;
  name: string;
  description: string | null;
  /** JSON `{id, name}` (migrations/0024-original-shapes.ts), or null. */
  type: string | null;
  /** JSON `{country, city, name, is_remote}`, or null. */
  location: string | null;
  department: string | null;
  /** JSON `{id, name}`, or null; so are education and category. */
  experience: string | null;
  education: string | null;
  category: string | null;
  requisition_id: string | null;
  /** JSON array of strings. */
  tags: string;
  /** JSON object of the form fields set; null: the default form. */
  application_form: string | null;
  state: string;
  pipeline_id: string;
  created_by: string;
  created_at: number;
  updated_at: number;
}

export type CandidateFileKind = 'resume' | 'document';

export interface CandidateFilesTable {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  kind: CandidateFileKind;
  file_name: string;
  content_type: string;
  size: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
  content: Uint8Array;
  /** The user who uploaded it; null once that user is gone. */
  uploaded_by: string | null;
  created_at: number;
}

export interface CandidateAttributesTable {
  company_id: string;
  position_id: string;
  candidate_id: string;
  name: string;
  value: string;
  /** 0/1, as the client sent it. */
  secure: number;
  created_at: number;
  updated_at: number;
}

export interface CandidateEducationTable {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  school_name: string;
  degree: string | null;
  field_of_study: string | null;
  /** 0/1. */
  is_current: number;
  start_year: number | null;
  end_year: number | null;
  /** The candidate's entries in the order they were added. */
  sort_order: number;
  created_at: number;
  updated_at: number;
}

export interface CandidateWorkHistoryTable {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  company_name: string;
  title: string | null;
  summary: string | null;
  /** 0/1. */
  is_current: number;
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
  /** The candidate's entries in the order they were added. */
  sort_order: number;
  created_at: number;
  updated_at: number;
}

export type ScorecardScore = 'very_poor' | 'poor' | 'neutral' | 'good' | 'very_good';

export interface CandidateScorecardsTable {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  /** The member who scored; no foreign key: the scorecard stays when the member goes. */
  user_id: string;
  score: ScorecardScore;
  note: string | null;
  created_at: number;
  updated_at: number;
}

export interface CandidatesTable {
  id: string;
  company_id: string;
  position_id: string;
  name: string;
  email_address: string | null;
  phone_number: string | null;
  summary: string | null;
  /** JSON array of strings. */
  tags: string;
  origin: string | null;
  stage_id: string;
  /** The person's id across positions (the original's meta_id); the candidate's own id for candidates made before it. */
  meta_id: string;
  address: string | null;
  headline: string | null;
  /** JSON `{id, name}`, or null. */
  source: string | null;
  /** JSON array of `{type, url}`. */
  social_profiles: string;
  created_at: number;
  updated_at: number;
}

/** A move of a candidate from one stage to another (migrations/0024-original-shapes.ts): what its stream shows. */
export interface CandidateStageChangesTable {
  id: string;
  company_id: string;
  /** The position the candidate is in after the change. */
  position_id: string;
  candidate_id: string;
  /** The pipeline of the stage left, and that stage. */
  pipeline_was_id: string;
  stage_was_id: string;
  pipeline_id: string;
  stage_id: string;
  /** When the candidate entered the stage it left. */
  entered_previous_stage_at: number;
  reason: string | null;
  /** The member who moved it; no foreign key: the change stays when the member goes. */
  acting_user_id: string | null;
  created_at: number;
}

/** The first answer to an Idempotency-Key of a caller (migrations/0014-original-api.ts). */
export interface IdempotencyKeysTable {
  owner_id: string;
  key: string;
  /** `METHOD /path` of the request that took the key. */
  route: string;
  /** SHA-256 of the route and the request's body: what a retry must match. */
  fingerprint: string;
  /** Null while the first request is in flight. */
  status_code: number | null;
  /** JSON object of the answer's headers worth replaying (Location, Content-Type). */
  headers: string | null;
  body: string | null;
  created_at: number;
  expires_at: number;
}

/** One token's request count in its current window (API_RATE_LIMIT). */
export interface ApiRateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface NotesTable {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  author_id: string;
  body: string;
  created_at: number;
  updated_at: number;
}

export type MessageDeliveryStatus = 'queued' | 'sent' | 'failed' | 'not_sent';

export interface MessagesTable {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  direction: 'outbound' | 'inbound';
  /** The team member who wrote an outbound message; null for inbound. */
  author_id: string | null;
  subject: string | null;
  body: string;
  /** The email address an outbound message goes to, fixed when it is posted; null when it is not emailed. */
  recipient: string | null;
  /** Null for inbound messages. */
  delivery_status: MessageDeliveryStatus | null;
  delivery_error: string | null;
  sent_at: number | null;
  /** A sender's claim on a queued message (mail/message-sender.ts): no other sender takes it before this time. */
  claimed_until: number | null;
  send_attempts: Generated<number>;
  created_at: number;
}

export interface BackgroundChecksTable {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  provider: string;
  package: string;
  status: 'pending' | 'in_progress' | 'completed' | 'canceled';
  result: string | null;
  report_url: string | null;
  created_at: number;
  updated_at: number;
}

export interface QuestionnairesTable {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  name: string;
  /** JSON array of {question, answer}. */
  questions: string;
  completed_at: number;
  created_at: number;
}

export type CompanyTemplateType = 'email' | 'questionnaire';

export interface CompanyTemplatesTable {
  id: string;
  company_id: string;
  type: CompanyTemplateType;
  name: string;
  /** An email template's subject; null for a questionnaire template. */
  subject: string | null;
  /** An email template's body; null for a questionnaire template. */
  body: string | null;
  /** A questionnaire template's questions, a JSON array of strings; null for an email template. */
  questions: string | null;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

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

export type UserRow = Selectable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type PersonalAccessTokenRow = Selectable<PersonalAccessTokensTable>;
export type SessionRow = Selectable<SessionsTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type NewWebhookEndpoint = Insertable<WebhookEndpointsTable>;
export type WebhookEndpointUpdate = Updateable<WebhookEndpointsTable>;
export type EventRow = Selectable<EventsTable>;
/** An event to record: traceparent may be left out (tracing off). */
export type NewEvent = Insertable<EventsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type PositionRow = Selectable<PositionsTable>;
export type CandidateRow = Selectable<CandidatesTable>;
export type CandidateFileRow = Selectable<CandidateFilesTable>;
export type CandidateAttributeRow = Selectable<CandidateAttributesTable>;
export type CandidateEducationRow = Selectable<CandidateEducationTable>;
export type CandidateWorkHistoryRow = Selectable<CandidateWorkHistoryTable>;
export type CandidateScorecardRow = Selectable<CandidateScorecardsTable>;
export type CandidateStageChangeRow = Selectable<CandidateStageChangesTable>;
export type NoteRow = Selectable<NotesTable>;
export type MessageRow = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type BackgroundCheckRow = Selectable<BackgroundChecksTable>;
export type QuestionnaireRow = Selectable<QuestionnairesTable>;
export type CompanyTemplateRow = Selectable<CompanyTemplatesTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
