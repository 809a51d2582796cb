// A candidate's conversation (messages), background checks and questionnaires:
// the resources, their request bodies and path parameters. None of them emits
// an event (the spec's ten event types don't cover them).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, ResourceId, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import { StringEnum } from './plain-kinds.ts';
import { AuthorSchema, Id, LIMITS } from './recruiting.ts';
import { CandidateParams } from './recruiting-requests.ts';

const strict = { additionalProperties: false } as const;

/** Bounds beyond those of LIMITS, so one request cannot store megabytes. */
export const RECORD_LIMITS = {
  subject: 255,
  url: 2048,
  questions: 200,
  question: 1000,
  answer: 10_000,
} as const;

// ---- Messages ----

export const MESSAGE_DIRECTIONS = ['outbound', 'inbound'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'not_sent'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const MessageDeliveryStatusSchema = component(
  'MessageDeliveryStatus',
  StringEnum(DELIVERY_STATUSES, {
    description:
      'Email delivery of an outbound message: queued (to be emailed after the commit), sent (the mail server accepted it), ' +
      'failed (see delivery_error), not_sent (no mail server is configured: the message is only stored)',
  }),
);

export const MessageSchema = component(
  'Message',
  Type.Object(
    {
      _id: Id,
      direction: StringEnum(MESSAGE_DIRECTIONS, { description: 'outbound: from the team to the candidate; inbound: from the candidate' }),
      author: Type.Union([ref(AuthorSchema), Type.Null()], {
        description: 'The team member who wrote an outbound message; null for inbound messages',
      }),
      subject: Nullable(Type.String(), 'The subject line; null when none was given'),
      body: Type.String(),
      to: Nullable(
        Type.String(),
        "The email address an outbound message was emailed to (the candidate's at posting time); null when it is not emailed",
      ),
      delivery_status: Type.Union([ref(MessageDeliveryStatusSchema), Type.Null()], {
        description: 'Email delivery of an outbound message; null for inbound messages',
      }),
      delivery_error: Nullable(
        Type.String(),
        "Why the email failed (the mail server's answer), when delivery_status is failed; null otherwise",
      ),
      sent_date: Nullable(Timestamp, 'When the mail server accepted the email; null until then'),
      candidate_id: Id,
      position_id: Id,
      creation_date: Timestamp,
    },
    { ...strict, description: 'A message of the conversation with a candidate' },
  ),
);
export type Message = Static<typeof MessageSchema>;

export const MessageListSchema = Type.Array(ref(MessageSchema));

export const MessageBodySchema = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: LIMITS.longText, description: 'The text of the message (plain text); must not be blank' }),
    subject: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: RECORD_LIMITS.subject,
        description: 'The subject line; default "Message from <company name>"',
      }),
    ),
    direction: Type.Optional(
      StringEnum(MESSAGE_DIRECTIONS, {
        description:
          'outbound (default): from the caller to the candidate, emailed when a mail server is configured. inbound: records a reply the candidate sent through another channel; never emailed',
      }),
    ),
  },
  strict,
);
export type MessageBody = Static<typeof MessageBodySchema>;

// ---- Background checks ----

export const BACKGROUND_CHECK_STATUSES = ['pending', 'in_progress', 'completed', 'canceled'] as const;
export type BackgroundCheckStatus = (typeof BACKGROUND_CHECK_STATUSES)[number];

export const BackgroundCheckStatusSchema = component(
  'BackgroundCheckStatus',
  StringEnum(BACKGROUND_CHECK_STATUSES, {
    description: 'pending -> in_progress -> completed, or canceled before completion; completed and canceled are final',
  }),
);

export const BackgroundCheckSchema = component(
  'BackgroundCheck',
  Type.Object(
    {
      _id: Id,
      provider: Type.String({ description: 'Who runs the check', examples: ['Checkr'] }),
      package: Type.String({ description: "The provider's package (what is checked)", examples: ['basic_criminal'] }),
      status: ref(BackgroundCheckStatusSchema),
      result: Nullable(Type.String(), "The provider's verdict, for example clear or consider; set only when status is completed"),
      report_url: Nullable(Type.String(), "Link to the provider's report; null until the provider gives one"),
      candidate_id: Id,
      position_id: Id,
      creation_date: Timestamp,
      updated_date: Timestamp,
    },
    { ...strict, description: 'A background check ordered for a candidate' },
  ),
);
export type BackgroundCheck = Static<typeof BackgroundCheckSchema>;

export const BackgroundCheckListSchema = Type.Array(ref(BackgroundCheckSchema));

const Label = Type.String({ minLength: 1, maxLength: LIMITS.shortText });
const ReportUrl = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  format: 'uri',
  maxLength: RECORD_LIMITS.url,
  description: "An absolute http(s) URL of the provider's report; null clears it",
});

export const BackgroundCheckCreateBodySchema = Type.Object(
  { provider: Label, package: Label, report_url: Type.Optional(ReportUrl) },
  strict,
);
export type BackgroundCheckCreateBody = Static<typeof BackgroundCheckCreateBodySchema>;

export const BackgroundCheckUpdateBodySchema = Type.Object(
  {
    status: Type.Optional(StringEnum(BACKGROUND_CHECK_STATUSES)),
    result: Type.Optional(
      Type.Unsafe<string | null>({
        type: ['string', 'null'],
        minLength: 1,
        maxLength: LIMITS.shortText,
        description: 'Required when status becomes completed; allowed only on a completed check',
      }),
    ),
    report_url: Type.Optional(ReportUrl),
  },
  { ...strict, minProperties: 1, description: "The provider's update: any subset of the fields; omitted fields keep their value" },
);
export type BackgroundCheckUpdateBody = Static<typeof BackgroundCheckUpdateBodySchema>;

// ---- Questionnaires ----

export const QuestionAnswerSchema = component(
  'QuestionAnswer',
  Type.Object(
    { question: Type.String(), answer: Type.String() },
    { ...strict, description: 'A question and the answer the candidate gave' },
  ),
);

export const QuestionnaireSchema = component(
  'Questionnaire',
  Type.Object(
    {
      _id: Id,
      name: Type.String(),
      questions: Type.Array(ref(QuestionAnswerSchema), { description: 'In the order asked' }),
      completed_date: Timestamp,
      candidate_id: Id,
      position_id: Id,
      creation_date: Timestamp,
    },
    { ...strict, description: 'A questionnaire the candidate answered' },
  ),
);
export type Questionnaire = Static<typeof QuestionnaireSchema>;

export const QuestionnaireListSchema = Type.Array(ref(QuestionnaireSchema));

export const QuestionnaireBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: LIMITS.name }),
    questions: Type.Array(
      Type.Object(
        {
          question: Type.String({ minLength: 1, maxLength: RECORD_LIMITS.question }),
          answer: Type.String({ maxLength: RECORD_LIMITS.answer, description: 'May be empty: a question left unanswered' }),
        },
        strict,
      ),
      { minItems: 1, maxItems: RECORD_LIMITS.questions },
    ),
    completed_date: Type.Optional(
      Type.String({ format: 'date-time', description: 'When the candidate submitted it; default now. Not in the future' }),
    ),
  },
  strict,
);
export type QuestionnaireBody = Static<typeof QuestionnaireBodySchema>;

// ---- Path parameters ----

export const BackgroundCheckParams = Type.Object({ ...CandidateParams.properties, background_check_id: ResourceId });
