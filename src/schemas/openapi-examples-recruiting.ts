// Examples of the operations on the recruiting resources (pipelines,
// templates, positions, candidates and their records), in the story of
// openapi-examples.ts and typed by their schemas.
import type { Template } from './company-metadata.ts';
import {
  CREATED,
  UPDATED,
  appliedStage,
  company,
  user,
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
  success,
} from './openapi-example-records.ts';
import type { OperationExample } from './openapi-example-operation.ts';

/** A stage as a stream item shows it: its type's icon repeated at the top. */
const streamStage = (stage: { type: { icon: string } }) => ({ ...stage, icon: stage.type.icon });
/** The candidate as a single answer shows it: with its custom attributes, education and work history. */
const profile = { ...candidate, custom_attributes: [], education: [education], work_history: [workHistory] };

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
export const RECRUITING_OPERATION_EXAMPLES: Record<string, OperationExample> = {
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
