// An example of every operation of the OpenAPI document: the body of its
// success answer and, where it takes one, of its request; and of every
// webhook delivery. One small, consistent story (Acme Recruiting hires a
// backend engineer), typed by the schemas' own types so a change of a schema
// that breaks an example fails to compile, and checked against the schemas
// again by `redocly lint` (no-invalid-media-type-examples).
import type { SigninResponse, SignoutResponse } from './auth.ts';
import type { CandidateFile } from './candidate-files.ts';
import type { Education, WorkHistory } from './candidate-history.ts';
import type { Scorecard } from './candidate-scorecards.ts';
import type { BackgroundCheck, Message, Questionnaire } from './candidate-records.ts';
import type { Company } from './company.ts';
import type { Health } from './health.ts';
import type { ApiKey, CreatedPersonalAccessToken } from './personal-access-token.ts';
import type { Template } from './company-metadata.ts';
import type { Candidate, Note, Pipelines, Position } from './recruiting.ts';
import type { User, UserDetails } from './user.ts';
import type { EventType } from './event-types.ts';
import type { RotatedSecret, WebhookDelivery, WebhookDeliveryDetail, WebhookDeliveryList } from './webhook-delivery.ts';
import type { CreatedWebhookEndpoint, WebhookEndpoint } from './webhook-endpoint.ts';

const CREATED = '2026-03-02T09:15:00.000Z';
const UPDATED = '2026-03-02T10:40:12.000Z';

const company: Company = {
  _id: '5f1d7a0b2c3e',
  name: 'Acme Recruiting',
  friendly_id: 'acme-recruiting',
  initial: 'AR',
  plan: 'pro',
  member_count: 3,
  creation_date: CREATED,
  updated_date: UPDATED,
};

const user: User = {
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

const userDetails: UserDetails = { ...user, is_partner: false, companies: [company] };

const apiKey: ApiKey = { id: '1b3d5f7a9c0e', name: 'CI', token_prefix: 'rs_pat_xdL61NSr', created_at: CREATED, last_used_at: UPDATED };

const createdApiKey: CreatedPersonalAccessToken = {
  id: apiKey.id,
  name: apiKey.name,
  token: 'rs_pat_xdL61NSr_A2_qIRucxeas2OGn6XnilzfSXXr34ipszE',
  token_prefix: 'rs_pat_xdL61NSr',
  created_at: CREATED,
};

const endpoint: WebhookEndpoint = {
  id: 'we_8f14e45fceea167a5a36dedd',
  url: 'https://ats.example.com/hooks/recruiting',
  description: 'ATS sync',
  events: ['candidateAdded', 'candidateStatusUpdated'],
  status: 'active',
  enabled: true,
  stats: { successful_deliveries: 41, failed_deliveries: 1, last_delivery_at: UPDATED },
  rate_limit: 10,
  headers: { 'X-Api-Key': '••••' },
  secret_prefix: 'whsec_7H9kwv',
  created_at: CREATED,
  updated_at: CREATED,
  is_legacy: false,
  disabled_reason: null,
  disabled_at: null,
};

const { secret_prefix: _prefix, ...endpointFields } = endpoint;
const createdEndpoint: CreatedWebhookEndpoint = {
  ...endpointFields,
  stats: { successful_deliveries: 0, failed_deliveries: 0, last_delivery_at: null },
  secret: 'whsec_7H9kwvDdWlUABdg+CZdayz585C7z8KoOZGTIZ4A/GFA=',
};

const pipelines: Pipelines = {
  default: {
    id: 'default',
    name: 'Default',
    stages: [
      { id: 'applied', name: 'Applied' },
      { id: 'feedback', name: 'Feedback' },
      { id: 'interviewing', name: 'Interviewing' },
      { id: 'offer', name: 'Offer' },
      { id: 'hired', name: 'Hired' },
      { id: 'disqualified', name: 'Disqualified' },
    ],
  },
};

const position: Position = {
  _id: '7b2e4d9c1a05',
  name: 'Backend Engineer',
  description: 'Build and run the API behind our hiring tools.',
  type: 'full-time',
  location: 'Berlin',
  department: 'Engineering',
  state: 'published',
  pipeline: 'default',
  creation_date: CREATED,
  updated_date: UPDATED,
};

const candidate: Candidate = {
  _id: '2d8f6a1c9e34',
  name: 'Grace Hopper',
  email_address: 'grace@example.com',
  phone_number: '+49 30 1234567',
  summary: null,
  tags: ['referral'],
  origin: 'careers page',
  stage: { id: 'interviewing', name: 'Interviewing' },
  position_id: position._id,
  creation_date: CREATED,
  updated_date: UPDATED,
};

const education: Education = {
  _id: '4e1a7c9b2d50',
  school_name: 'Yale University',
  degree: 'PhD',
  field_of_study: 'Mathematics',
  is_current: false,
  start_year: 1930,
  end_year: 1934,
};

const workHistory: WorkHistory = {
  _id: '6b3d9f1e8a27',
  company_name: 'Remington Rand',
  title: 'Senior Mathematician',
  summary: 'Led the team behind the first compiler.',
  is_current: false,
  start_date: { month: 3, year: 1949 },
  end_date: { month: null, year: 1967 },
};

const scorecard: Scorecard = {
  _id: '8d5f2a6c1e93',
  score: 'very_good',
  note: 'I really love this candidate for this position',
  user: { _id: user._id, name: user.name },
  candidate_id: candidate._id,
  position_id: position._id,
  creation_date: CREATED,
  updated_date: UPDATED,
};

const note: Note = {
  _id: '9c4b1e7d3f62',
  body: 'Strong systems background; invite to the on-site.',
  author: { _id: user._id, name: user.name },
  candidate_id: candidate._id,
  position_id: position._id,
  creation_date: CREATED,
  updated_date: UPDATED,
};

const candidateUrl = `/v3/company/${company._id}/position/${position._id}/candidate/${candidate._id}`;
const resume: CandidateFile = {
  _id: '3e8a1c5f7b20',
  kind: 'resume',
  file_name: 'Ada Lovelace CV.pdf',
  content_type: 'application/pdf',
  size: 48213,
  url: `${candidateUrl}/resume`,
  creation_date: CREATED,
};
const candidateDocument: CandidateFile = {
  _id: '5b2d9f0e4a17',
  kind: 'document',
  file_name: 'Cover letter.docx',
  content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size: 20544,
  url: `${candidateUrl}/document/5b2d9f0e4a17`,
  creation_date: CREATED,
};

const message: Message = {
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

const check: BackgroundCheck = {
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

const questionnaire: Questionnaire = {
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

const EVENT_ID = '6d0f2b4e8c19';
const actingUser = { _id: user._id, name: user.name, email_address: user.email_address };
const eventCompany = { _id: company._id, name: company.name };
const positionRef = { _id: position._id, name: position.name, state: position.state };
const candidateRef = { _id: candidate._id, name: candidate.name, email_address: candidate.email_address, stage: candidate.stage };

/** The `object` of an example event of each type. */
const EVENT_OBJECTS: Record<EventType, Record<string, unknown>> = {
  candidateAdded: { candidate: { ...candidate, stage: { id: 'applied', name: 'Applied' } }, position: positionRef },
  candidateDeleted: { candidate, position: positionRef },
  candidateStatusUpdated: {
    candidate,
    position: positionRef,
    stage: candidate.stage,
    stage_was: { id: 'feedback', name: 'Feedback' },
  },
  companyPositionAdded: { position: { ...position, state: 'draft' } },
  companyPositionUpdated: { position, changed_fields: ['description', 'location'] },
  companyPositionDeleted: { position },
  companyPositionStateUpdated: { position, state_was: 'draft' },
  companyNotePosted: { note, candidate: candidateRef, position: positionRef },
  companyNoteUpdated: { note, candidate: candidateRef, position: positionRef },
  companyNoteDeleted: { note, candidate: candidateRef, position: positionRef },
};

/** The body of an example delivery of `type`. */
export function exampleEvent(type: EventType): object {
  return {
    _id: EVENT_ID,
    type,
    object: { company: eventCompany, acting_user: actingUser, ...EVENT_OBJECTS[type] },
    creation_date: UPDATED,
  };
}

const delivery: WebhookDelivery = {
  id: '1042',
  event_id: EVENT_ID,
  event_type: 'candidateStatusUpdated',
  status: 'succeeded',
  attempt_count: 2,
  last_attempt_at: UPDATED,
  next_attempt_at: null,
  last_status_code: 200,
  last_error: null,
  created_at: UPDATED,
};

const deliveryDetail: WebhookDeliveryDetail = {
  ...delivery,
  payload: JSON.stringify(exampleEvent('candidateStatusUpdated')),
  attempts: [
    {
      attempted_at: '2026-03-02T10:40:12.120Z',
      duration_ms: 30012,
      status_code: null,
      error: 'timeout after 30000 ms',
      response_headers: null,
      response_body: null,
      response_body_truncated: false,
    },
    {
      attempted_at: UPDATED,
      duration_ms: 84,
      status_code: 200,
      error: null,
      response_headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
      response_body: '{"received":true}',
      response_body_truncated: false,
    },
  ],
};

const deliveryList: WebhookDeliveryList = { data: [delivery], next_cursor: null };
const rotated: RotatedSecret = {
  secret: 'whsec_AM64fzs7xgG1VI729ApXyi2/WaWBJnLaTcfgDYnB1q8=',
  secret_prefix: 'whsec_AM64fz',
  previous_secret_expires_at: '2026-03-03T10:40:12.000Z',
};
const health: Health = { status: 'ok', database: 'reachable', dialect: 'postgres' };
const signin: SigninResponse = { access_token: 'rs_st_UCXtK7bU-bd9KddRlGYMrLp_I9YSV25Nfi8roGMQIzc', user };
const signout: SignoutResponse = { success: true, signed_out: true };
const success = { success: true };
const queued = { ...delivery, id: '1043', status: 'pending', attempt_count: 0, last_attempt_at: null, last_status_code: null } as const;

export interface OperationExample {
  /** The body of the request, for operations that take one. */
  request?: unknown;
  /** The body of the success answer. */
  response: unknown;
}

const emailTemplate: Template = {
  _id: '6a0f3c2b9d14',
  type: 'email',
  name: 'Interview invitation',
  subject: 'Your interview with us',
  body: 'Hello,\n\nWe would like to invite you to an interview. Which of these times suits you?',
  questions: null,
  creation_date: CREATED,
  updated_date: CREATED,
};
const questionnaireTemplate: Template = {
  _id: '6a0f3c2b9d15',
  type: 'questionnaire',
  name: 'Screening',
  subject: null,
  body: null,
  questions: ['Are you authorised to work in the country of this position?', 'When could you start?'],
  creation_date: CREATED,
  updated_date: CREATED,
};

/** By operationId. */
export const OPERATION_EXAMPLES: Record<string, OperationExample> = {
  signIn: { request: { email: user.email_address, password: 'correct horse battery staple' }, response: signin },
  signOut: { response: signout },
  getHealth: { response: health },
  listCompanies: { response: [company] },
  getCompany: { response: company },
  getUser: { response: user },
  getUserDetails: { response: userDetails },
  listApiKeys: { response: { data: [apiKey] } },
  createApiKey: { request: { name: 'CI' }, response: createdApiKey },
  revokeApiKey: { response: success },
  listWebhookEndpoints: { response: { data: [endpoint] } },
  createWebhookEndpoint: {
    request: { url: endpoint.url, description: endpoint.description, events: endpoint.events },
    response: createdEndpoint,
  },
  getWebhookEndpoint: { response: endpoint },
  updateWebhookEndpoint: { request: { events: ['candidateAdded', 'candidateStatusUpdated'] }, response: endpoint },
  deleteWebhookEndpoint: { response: success },
  pauseWebhookEndpoint: { response: { ...endpoint, status: 'paused' } },
  resumeWebhookEndpoint: { request: { discard_held: false }, response: endpoint },
  listWebhookDeliveries: { response: deliveryList },
  getWebhookDelivery: { response: deliveryDetail },
  retryWebhookDelivery: { response: { ...delivery, status: 'pending', next_attempt_at: UPDATED } },
  recoverWebhookDeliveries: { request: { since: '2026-03-01T00:00:00.000Z' }, response: { requeued: 3 } },
  sendTestWebhookEvent: { request: { event_type: 'candidateAdded' }, response: { ...queued, event_type: 'candidateAdded' } },
  rotateWebhookSecret: { request: { overlap_hours: 24 }, response: rotated },
  listPipelines: { response: pipelines },
  listDepartments: { response: [{ _id: '3c1e9a7b5d20', name: 'Engineering', position_count: 4 }] },
  listPositionCategories: { response: [{ id: 'software', name: 'Software Development' }] },
  listCandidateCustomFields: {
    response: [{ _id: '9e04b1c7d2a3', name: 'Desired Salary', type: 'text', secure: true, usage_count: 12 }],
  },
  listPositionCustomFields: { response: [] },
  listTemplates: { response: [emailTemplate, questionnaireTemplate] },
  createTemplate: {
    request: { type: 'email', name: emailTemplate.name, subject: emailTemplate.subject!, body: emailTemplate.body! },
    response: emailTemplate,
  },
  getTemplate: { response: questionnaireTemplate },
  deleteTemplate: { response: success },
  listPositions: { response: [position] },
  createPosition: {
    request: { name: position.name, type: position.type, location: position.location, department: position.department },
    response: { ...position, description: null, state: 'draft', updated_date: CREATED },
  },
  getPosition: { response: position },
  updatePosition: { request: { description: position.description }, response: position },
  setPositionState: { request: { state: 'published' }, response: position },
  deletePosition: { response: success },
  listCandidates: { response: [candidate] },
  searchCandidates: { response: [candidate] },
  createCandidate: {
    request: { name: candidate.name, email_address: candidate.email_address, tags: candidate.tags, origin: candidate.origin },
    response: { ...candidate, phone_number: null, stage: { id: 'applied', name: 'Applied' }, updated_date: CREATED },
  },
  createCandidateFromResume: {
    response: { ...candidate, summary: null, tags: [], origin: null, stage: { id: 'applied', name: 'Applied' }, updated_date: CREATED },
  },
  getCandidate: { response: candidate },
  moveCandidate: {
    request: { target_position_id: '7b2e4d9c1a05', target_stage_id: 'applied', stage_actions_enabled: false },
    response: { ...candidate, position_id: '7b2e4d9c1a05', stage: { id: 'applied', name: 'Applied' } },
  },
  setCandidateCustomAttribute: {
    request: { name: 'Desired Salary', value: '100000', secure: true },
    response: { ...candidate, custom_attributes: [{ name: 'Desired Salary', value: '100000', secure: true }] },
  },
  putCandidateEducation: {
    request: { school_name: 'Yale University', degree: 'PhD', field_of_study: 'Mathematics', start_year: 1930, end_year: 1934 },
    response: { ...candidate, education: [education] },
  },
  replaceCandidateEducation: {
    request: { school_name: 'Yale University', degree: 'PhD', field_of_study: 'Mathematics', start_year: 1930, end_year: 1934 },
    response: { ...candidate, education: [education] },
  },
  deleteCandidateEducation: { response: candidate },
  putCandidateWorkHistory: {
    request: { company_name: 'Remington Rand', title: 'Senior Mathematician', start_month: 3, start_year: 1949, end_year: 1967 },
    response: { ...candidate, work_history: [workHistory] },
  },
  replaceCandidateWorkHistory: {
    request: { company_name: 'Remington Rand', title: 'Senior Mathematician', start_month: 3, start_year: 1949, end_year: 1967 },
    response: { ...candidate, work_history: [workHistory] },
  },
  deleteCandidateWorkHistory: { response: candidate },
  listCandidateScorecards: { response: [scorecard] },
  setCandidateScorecard: { request: { score: 'very_good', note: 'I really love this candidate for this position' }, response: null },
  updateCandidate: { request: { phone_number: candidate.phone_number }, response: candidate },
  setCandidateStage: { request: { stage_id: 'interviewing' }, response: candidate },
  deleteCandidate: { response: success },
  listNotes: { response: [note] },
  createNote: { request: { body: note.body }, response: { ...note, updated_date: CREATED } },
  updateNote: { request: { body: note.body }, response: note },
  deleteNote: { response: success },
  uploadCandidateResume: { response: resume },
  listCandidateDocuments: { response: [candidateDocument] },
  uploadCandidateDocument: { response: candidateDocument },
  deleteCandidateDocument: { response: success },
  getConversation: { response: [message] },
  postMessage: { request: { subject: message.subject, body: message.body }, response: message },
  listBackgroundChecks: { response: [check] },
  orderBackgroundCheck: {
    request: { provider: check.provider, package: check.package },
    response: { ...check, status: 'pending', result: null, report_url: null, updated_date: CREATED },
  },
  updateBackgroundCheck: { request: { status: 'completed', result: 'clear', report_url: check.report_url }, response: check },
  listQuestionnaires: { response: [questionnaire] },
  recordQuestionnaire: {
    request: { name: questionnaire.name, questions: questionnaire.questions, completed_date: CREATED },
    response: questionnaire,
  },
};
