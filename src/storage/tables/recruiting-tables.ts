// The tables of the recruiting resources: positions, their candidates and
// the candidates' stage changes, notes, messages, background checks and
// questionnaires, and the company's templates. What a candidate's profile is
// made of (files, attributes, history, scorecards): candidate-record-tables.ts.
import type { Generated, Insertable, Selectable } from 'kysely';

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

export type PositionRow = Selectable<PositionsTable>;
export type CandidateRow = Selectable<CandidatesTable>;
export type CandidateStageChangeRow = Selectable<CandidateStageChangesTable>;
export type NoteRow = Selectable<NotesTable>;
export type MessageRow = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type BackgroundCheckRow = Selectable<BackgroundChecksTable>;
export type QuestionnaireRow = Selectable<QuestionnairesTable>;
export type CompanyTemplateRow = Selectable<CompanyTemplatesTable>;
