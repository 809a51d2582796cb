// A candidate's stream, GET …/position/{position_id}/candidate/{candidate_id}/stream:
// its activity, newest first, in the original's item shape (`_id`, `type`,
// `stream_id`, `object`, `timestamp`). The original's connectors read its
// stage changes (`candidateStatusUpdated`: `object.status`,
// `object.stage.name`, `object.entered_stage`, `object.reason`); the other
// kinds are the other records this service keeps of the candidate.
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { CandidateFileSchema } from './candidate-files.ts';
import { MessageSchema } from './candidate-records.ts';
import { Nullable, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import { StageTypeSchema } from './original-fields.ts';
import { Id, NoteSchema } from './recruiting.ts';

const strict = { additionalProperties: false } as const;

export const STREAM_ITEM_TYPES = [
  'candidateAdded',
  'candidateStatusUpdated',
  'companyNotePosted',
  'candidateMessageAdded',
  'candidateFileAdded',
] as const;
export type StreamItemType = (typeof STREAM_ITEM_TYPES)[number];

/** A stage in a stage change: the candidate's stage shape, and its type's icon repeated at the top, as the original's stream items have it. */
export const StreamStageSchema = component(
  'StreamStage',
  Type.Object(
    {
      id: Type.String({ examples: ['applied'] }),
      name: Type.String({ examples: ['Applied'] }),
      type: ref(StageTypeSchema),
      icon: Type.String({ examples: ['user'], description: "The stage type's icon" }),
    },
    strict,
  ),
);

export const StreamUserSchema = component(
  'StreamUser',
  Type.Object(
    { _id: Id, email_address: Type.String(), name: Type.String(), username: Type.String(), initial: Type.String() },
    { ...strict, description: 'The member who acted' },
  ),
);

function item<T extends StreamItemType, P extends TProperties>(type: T, description: string, properties: P) {
  return Type.Object(
    {
      _id: Type.String({
        description: 'The id of the record the item shows (a stage change, a note...; the candidate for candidateAdded)',
      }),
      type: Type.Literal(type),
      stream_id: Id,
      object: Type.Object(
        { position_id: Id, ...properties, mentioned_ids: Type.Array(Id, { description: 'Always empty: this service has no mentions' }) },
        strict,
      ),
      timestamp: Timestamp,
    },
    { ...strict, title: `${type} stream item`, description },
  );
}

export const StreamItemSchema = component(
  'CandidateStreamItem',
  Type.Union(
    [
      item('candidateAdded', 'The candidate entered the position', {}),
      item('candidateStatusUpdated', 'The candidate moved from one stage to another', {
        stage_was: ref(StreamStageSchema),
        entered_previous_stage: Timestamp,
        stage: ref(StreamStageSchema),
        entered_stage: Timestamp,
        status_was: Type.String({ description: 'The id of stage_was' }),
        status: Type.String({ description: 'The id of stage' }),
        reason: Nullable(Type.String()),
        is_automated: Type.Boolean({ description: 'Always false: every move here is made by a member' }),
        acting_user: Nullable(ref(StreamUserSchema), 'null once that member is gone'),
      }),
      item('companyNotePosted', 'A team note was posted on the candidate (as it reads now)', { note: ref(NoteSchema) }),
      item('candidateMessageAdded', 'A message of its conversation', { message: ref(MessageSchema) }),
      item('candidateFileAdded', 'A resume or document was uploaded (still there)', { file: ref(CandidateFileSchema) }),
    ],
    { description: 'An item of a candidate stream: its `type` says what `object` holds' },
  ),
);
export type StreamItem = Static<typeof StreamItemSchema>;

export const StreamSchema = Type.Array(ref(StreamItemSchema), { description: 'Newest first' });
