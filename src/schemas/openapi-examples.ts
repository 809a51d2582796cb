// An example of every operation of the OpenAPI document: the body of its
// success answer and, where it takes one, of its request; and of every
// webhook delivery. One small, consistent story (Acme Recruiting hires a
// backend engineer, its records in openapi-example-records.ts), typed by the
// schemas' own types so a change of a schema that breaks an example fails to
// compile, and checked against the schemas again by `redocly lint`
// (no-invalid-media-type-examples).
import type { SigninResponse, SignoutResponse } from './auth.ts';
import type { Health } from './health.ts';
import type { Template } from './company-metadata.ts';
import type { EventType } from './event-types.ts';
import type { RotatedSecret, WebhookDelivery, WebhookDeliveryDetail, WebhookDeliveryList } from './webhook-delivery.ts';
import {
  CREATED,
  UPDATED,
  company,
  user,
  userDetails,
  apiKey,
  createdApiKey,
  endpoint,
  createdEndpoint,
  pipelines,
  position,
  candidate,
  education,
  workHistory,
  scorecard,
  note,
  candidateDocument,
  message,
  check,
  questionnaire,
} from './openapi-example-records.ts';

const EVENT_ID = '6d0f2b4e8c19';
const appliedStage = { id: 'applied', name: 'Applied', type: { id: 'applied', name: 'Applied', icon: 'user' } };
/** A stage as a stream item shows it: its type's icon repeated at the top. */
const streamStage = (stage: { type: { icon: string } }) => ({ ...stage, icon: stage.type.icon });
/** The candidate as a single answer shows it: with its custom attributes, education and work history. */
const profile = { ...candidate, custom_attributes: [], education: [education], work_history: [workHistory] };
const actingUser = { _id: user._id, name: user.name, email_address: user.email_address };
const eventCompany = { _id: company._id, name: company.name };
const positionRef = { _id: position._id, name: position.name, state: position.state };
const candidateRef = { _id: candidate._id, name: candidate.name, email_address: candidate.email_address, stage: candidate.stage };

/** The `object` of an example event of each type. */
const EVENT_OBJECTS: Record<EventType, Record<string, unknown>> = {
  candidateAdded: { candidate: { ...candidate, stage: appliedStage }, position: positionRef },
  candidateDeleted: { candidate, position: positionRef },
  candidateStatusUpdated: {
    candidate,
    position: positionRef,
    stage: candidate.stage,
    stage_was: { id: 'feedback', name: 'Feedback', type: { id: 'feedback', name: 'Feedback', icon: 'group' } },
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
  waiting: null,
};

/** An attempt's request headers as the delivery log shows them: a custom header's value hidden, the signatures made again. */
function exampleRequestHeaders(timestamp: string): Record<string, string | null> {
  return {
    'content-type': 'application/json',
    'user-agent': 'recruiting-api-webhooks/0.1',
    'x-api-key': '(hidden)',
    'x-hook-signature': '5f0c8bd3a1d0f9e4c6b2a7d8e9f01234567890abcdef1234567890abcdef1234',
    'webhook-id': EVENT_ID,
    'webhook-timestamp': timestamp,
    'webhook-signature': 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  };
}

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
      request_headers: exampleRequestHeaders('1772448012'),
    },
    {
      attempted_at: UPDATED,
      duration_ms: 84,
      status_code: 200,
      error: null,
      response_headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
      response_body: '{"received":true}',
      response_body_truncated: false,
      request_headers: exampleRequestHeaders('1772448092'),
    },
  ],
};

const deliveryList: WebhookDeliveryList = { data: [delivery], next_cursor: null, previous_cursor: null };
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
  /** Answers of the operation's other success statuses, by status (recover: 200 for a dry run, 202 when it acts). */
  otherResponses?: Record<string, unknown>;
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
  recoverWebhookDeliveries: {
    request: { since: '2026-03-01T00:00:00.000Z' },
    response: { dry_run: true, deliveries: 3, more: false },
    otherResponses: { '202': { requeued: 3 } },
  },
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
  searchCandidates: {
    response: [
      { ...candidate, position: { _id: position._id, name: position.name, state: position.state, friendly_id: position.friendly_id } },
    ],
  },
  createCandidate: {
    request: {
      name: candidate.name,
      email_address: candidate.email_address,
      phone_number: candidate.phone_number,
      origin: candidate.origin,
      source: 'Careers page',
      tags: candidate.tags,
      education: [
        { school_name: 'Yale University', degree: 'PhD', field_of_study: 'Mathematics', start_date: '1930-09-01', end_date: '1934-06-30' },
      ],
      work_history: [{ company_name: 'Remington Rand', title: 'Senior Mathematician', start_date: '1949-03-01', end_date: '1967-08-31' }],
      social_profiles: { linkedin: 'https://www.linkedin.com/in/grace' },
      custom_attributes: [{ name: 'Desired Salary', value: '100000' }],
    },
    response: {
      ...profile,
      headline: 'Senior Mathematician @ Remington Rand',
      stage: appliedStage,
      custom_attributes: [{ id: 'desired-salary', name: 'Desired Salary', value: '100000', secure: false }],
      updated_date: CREATED,
    },
  },
  createCandidateFromResume: {
    response: {
      ...profile,
      summary: null,
      tags: [],
      origin: null,
      stage: appliedStage,
      education: [],
      work_history: [],
      updated_date: CREATED,
    },
  },
  getCandidate: { response: profile },
  getCandidateStream: {
    response: [
      {
        _id: '5c7e9a1b3d42',
        type: 'candidateStatusUpdated',
        stream_id: company._id,
        object: {
          position_id: position._id,
          stage_was: streamStage(appliedStage),
          entered_previous_stage: CREATED,
          stage: streamStage(candidate.stage),
          entered_stage: UPDATED,
          status_was: 'applied',
          status: candidate.stage.id,
          reason: null,
          is_automated: false,
          acting_user: {
            _id: user._id,
            email_address: user.email_address,
            name: user.name,
            username: user.username,
            initial: user.initial,
          },
          mentioned_ids: [],
        },
        timestamp: UPDATED,
      },
      {
        _id: candidate._id,
        type: 'candidateAdded',
        stream_id: company._id,
        object: { position_id: position._id, mentioned_ids: [] },
        timestamp: CREATED,
      },
    ],
  },
  moveCandidate: {
    request: { target_position_id: '7b2e4d9c1a05', target_stage_id: 'applied', stage_actions_enabled: false },
    response: { ...profile, position_id: '7b2e4d9c1a05', stage: appliedStage },
  },
  setCandidateCustomAttribute: {
    request: { name: 'Desired Salary', value: '100000', secure: true },
    response: { ...profile, custom_attributes: [{ id: 'desired-salary', name: 'Desired Salary', value: '100000', secure: true }] },
  },
  putCandidateEducation: {
    request: { school_name: 'Yale University', degree: 'PhD', field_of_study: 'Mathematics', start_year: 1930, end_year: 1934 },
    response: profile,
  },
  replaceCandidateEducation: {
    request: { school_name: 'Yale University', degree: 'PhD', field_of_study: 'Mathematics', start_year: 1930, end_year: 1934 },
    response: profile,
  },
  deleteCandidateEducation: { response: { ...profile, education: [] } },
  putCandidateWorkHistory: {
    request: { company_name: 'Remington Rand', title: 'Senior Mathematician', start_month: 3, start_year: 1949, end_year: 1967 },
    response: profile,
  },
  replaceCandidateWorkHistory: {
    request: { company_name: 'Remington Rand', title: 'Senior Mathematician', start_month: 3, start_year: 1949, end_year: 1967 },
    response: profile,
  },
  deleteCandidateWorkHistory: { response: { ...profile, work_history: [] } },
  listCandidateScorecards: { response: [scorecard] },
  setCandidateScorecard: { request: { score: 'very_good', note: 'I really love this candidate for this position' }, response: null },
  updateCandidate: { request: { phone_number: candidate.phone_number }, response: profile },
  setCandidateStage: { request: { stage_id: 'interviewing' }, response: profile },
  deleteCandidate: { response: success },
  listNotes: { response: [note] },
  createNote: { request: { body: note.body }, response: { ...note, updated_date: CREATED } },
  updateNote: { request: { body: note.body }, response: note },
  deleteNote: { response: success },
  uploadCandidateResume: { response: null },
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
