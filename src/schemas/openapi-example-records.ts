// The records of the OpenAPI document's examples: one small, consistent
// story (Acme Recruiting hires a backend engineer) that the examples of the
// operations (openapi-examples.ts) and of the webhook deliveries
// (openapi-example-event-bodies.ts) are made of,
// each typed by its schema's own type.
import { DEFAULT_APPLICATION_FORM } from '../original-catalogs.ts';
import type { CandidateFile } from './candidate-files.ts';
import type { Education, WorkHistory } from './candidate-history.ts';
import type { Scorecard } from './candidate-scorecards.ts';
import type { BackgroundCheck, Message, Questionnaire } from './candidate-records.ts';
import { settingsFromStored } from './endpoint-settings.ts';
import type { Company } from './company.ts';
import type { ApiKey, CreatedPersonalAccessToken } from './personal-access-token.ts';
import type { Candidate, Note, Pipelines, Position } from './recruiting.ts';
import type { User, UserDetails } from './user.ts';
import type { CreatedWebhookEndpoint, WebhookEndpoint } from './webhook-endpoint.ts';

export const CREATED = '2026-03-02T09:15:00.000Z';
export const UPDATED = '2026-03-02T10:40:12.000Z';

export const company: Company = {
  _id: '5f1d7a0b2c3e',
  name: 'Acme Recruiting',
  friendly_id: 'acme-recruiting',
  initial: 'AR',
  plan: 'pro',
  member_count: 3,
  creation_date: CREATED,
  updated_date: UPDATED,
};

export const user: User = {
  _id: 'a3c9e1f04b27',
  email_address: 'ada@acme.example',
  name: 'Ada Lovelace',
  username: 'ada',
  initial: 'AL',
  creation_date: CREATED,
  verified_email: true,
  signature: null,
  updated_date: CREATED,
};

export const userDetails: UserDetails = { ...user, is_partner: false, companies: [company] };

export const apiKey: ApiKey = {
  id: '1b3d5f7a9c0e',
  name: 'CI',
  token_prefix: 'rs_pat_xdL61NSr',
  created_at: CREATED,
  last_used_at: UPDATED,
};

export const createdApiKey: CreatedPersonalAccessToken = {
  id: apiKey.id,
  name: apiKey.name,
  token: 'rs_pat_xdL61NSr_A2_qIRucxeas2OGn6XnilzfSXXr34ipszE',
  token_prefix: 'rs_pat_xdL61NSr',
  created_at: CREATED,
};

export const endpoint: WebhookEndpoint = {
  id: 'we_8f14e45fceea167a5a36dedd',
  url: 'https://ats.example.com/hooks/recruiting',
  description: 'ATS sync',
  events: ['candidateAdded', 'candidateStatusUpdated'],
  status: 'active',
  enabled: true,
  stats: { successful_deliveries: 41, failed_deliveries: 1, last_delivery_at: UPDATED },
  // Every setting as a stored one reads (schemas/endpoint-settings.ts): a rate limit, the others not set.
  ...settingsFromStored('{"rate_limit":10}'),
  headers: { 'X-Api-Key': '••••' },
  secret_prefix: 'whsec_7H9kwv',
  created_at: CREATED,
  updated_at: CREATED,
  is_legacy: false,
  disabled_reason: null,
  disabled_at: null,
};

const { secret_prefix: _prefix, ...endpointFields } = endpoint;
export const createdEndpoint: CreatedWebhookEndpoint = {
  ...endpointFields,
  stats: { successful_deliveries: 0, failed_deliveries: 0, last_delivery_at: null },
  secret: 'whsec_7H9kwvDdWlUABdg+CZdayz585C7z8KoOZGTIZ4A/GFA=',
};

function stage(id: string, name: string, icon: string) {
  return { id, name, type: { id, name, icon } };
}

export const pipelines: Pipelines = {
  default: {
    id: 'default',
    name: 'Default',
    stages: [
      stage('applied', 'Applied', 'user'),
      stage('feedback', 'Feedback', 'group'),
      stage('interviewing', 'Interviewing', 'calendar'),
      stage('offer', 'Offer', 'paper-plane'),
      stage('hired', 'Hired', 'thumbs-up'),
      stage('disqualified', 'Disqualified', 'ban'),
    ],
  },
};

export const position: Position = {
  _id: '7b2e4d9c1a05',
  name: 'Backend Engineer',
  description: 'Build and run the API behind our hiring tools.',
  friendly_id: '7b2e4d9c1a05-backend-engineer',
  type: { id: 'fullTime', name: 'Full-Time' },
  location: { country: { id: 'DE', name: 'Germany' }, city: 'Berlin', name: 'Berlin, DE', is_remote: false },
  department: 'Engineering',
  experience: null,
  education: null,
  category: { id: 'software-development', name: 'Software Development' },
  requisition_id: null,
  tags: [],
  application_form: { ...DEFAULT_APPLICATION_FORM },
  state: 'published',
  pipeline_id: 'default',
  pipeline: 'default',
  creator_id: '1f50f99b50ab',
  all_users: ['1f50f99b50ab'],
  all_admins: ['1f50f99b50ab'],
  candidate_type: 'all',
  org_type: 'position',
  creation_date: CREATED,
  updated_date: UPDATED,
};

export const candidate: Candidate = {
  _id: '2d8f6a1c9e34',
  meta_id: '8c3e5a7d1b26',
  name: 'Grace Hopper',
  initial: 'G',
  headline: 'Rear Admiral @ US Navy',
  email_address: 'grace@example.com',
  phone_number: '+49 30 1234567',
  address: null,
  summary: null,
  tags: ['referral'],
  origin: 'applied',
  source: { id: 'careers-page', name: 'Careers page' },
  stage: stage('interviewing', 'Interviewing', 'calendar'),
  resume: null,
  overall_score: { very_good: [], good: [], neutral: [], poor: [], very_poor: [], scored_count: 0, score: 0, average_score: null },
  followed_by: [],
  social_profiles: [{ type: 'linkedin', typeId: 'linkedin', typeName: 'LinkedIn', url: 'https://www.linkedin.com/in/grace' }],
  position_id: position._id,
  creation_date: CREATED,
  updated_date: UPDATED,
};

export const education: Education = {
  _id: '4e1a7c9b2d50',
  school_name: 'Yale University',
  degree: 'PhD',
  field_of_study: 'Mathematics',
  is_current: false,
  start_year: 1930,
  end_year: 1934,
};

export const workHistory: WorkHistory = {
  _id: '6b3d9f1e8a27',
  company_name: 'Remington Rand',
  title: 'Senior Mathematician',
  summary: 'Led the team behind the first compiler.',
  is_current: false,
  start_date: { month: 3, year: 1949 },
  end_date: { month: null, year: 1967 },
};

export const scorecard: Scorecard = {
  _id: '8d5f2a6c1e93',
  score: 'very_good',
  note: 'I really love this candidate for this position',
  user: { _id: user._id, name: user.name },
  candidate_id: candidate._id,
  position_id: position._id,
  creation_date: CREATED,
  updated_date: UPDATED,
};

export const note: Note = {
  _id: '9c4b1e7d3f62',
  body: 'Strong systems background; invite to the on-site.',
  author: { _id: user._id, name: user.name },
  candidate_id: candidate._id,
  position_id: position._id,
  creation_date: CREATED,
  updated_date: UPDATED,
};

const candidateUrl = `/v3/company/${company._id}/position/${position._id}/candidate/${candidate._id}`;
export const resume: CandidateFile = {
  _id: '3e8a1c5f7b20',
  kind: 'resume',
  file_name: 'Ada Lovelace CV.pdf',
  content_type: 'application/pdf',
  size: 48213,
  url: `${candidateUrl}/resume`,
  creation_date: CREATED,
};
export const candidateDocument: CandidateFile = {
  _id: '5b2d9f0e4a17',
  kind: 'document',
  file_name: 'Cover letter.docx',
  content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size: 20544,
  url: `${candidateUrl}/document/5b2d9f0e4a17`,
  creation_date: CREATED,
};

export const message: Message = {
  _id: 'e1a7c3b9d540',
  direction: 'outbound',
  author: { _id: user._id, name: user.name },
  subject: 'Interview',
  body: 'Are you free on Tuesday at 10:00?',
  to: null,
  delivery_status: 'not_sent',
  delivery_error: null,
  sent_date: null,
  candidate_id: candidate._id,
  position_id: position._id,
  creation_date: CREATED,
};

export const check: BackgroundCheck = {
  _id: '4f9d2b6e8a13',
  provider: 'Checkr',
  package: 'standard',
  status: 'completed',
  result: 'clear',
  report_url: 'https://checks.example.com/reports/4f9d2b6e8a13',
  candidate_id: candidate._id,
  position_id: position._id,
  creation_date: CREATED,
  updated_date: UPDATED,
};

export const questionnaire: Questionnaire = {
  _id: '8a6c0e2f4b71',
  name: 'Screening',
  questions: [
    { question: 'Years of experience with PostgreSQL?', answer: '6' },
    { question: 'Earliest start date?', answer: 'June' },
  ],
  completed_date: CREATED,
  candidate_id: candidate._id,
  position_id: position._id,
  creation_date: CREATED,
};

/** The stage a new candidate enters. */
export const appliedStage = { id: 'applied', name: 'Applied', type: { id: 'applied', name: 'Applied', icon: 'user' } };
/** The answer of an operation that only succeeds. */
export const success = { success: true };
