// The scorecards of a candidate. The original's v3 reference documents
// PUT .../candidate/{candidate_id}/scorecard `{score, note}` (204; 400
// addCandidateScorecardMissingScore, addCandidateScorecardScoreInvalid with
// the allowed scores) and, on the candidate, `overall_score`: the ids of the
// members who gave each score, scored_count and score. The list of a
// candidate's scorecards (GET .../scorecards) and its shape are this
// service's own (docs/api.md).
import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../errors.ts';
import { ID_PATTERN } from '../ids.ts';
import { notAnObject, unknownFields } from './body-errors.ts';
import { Nullable, NullableInput, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import { StringEnum } from './plain-kinds.ts';
import { withErrors } from './validation-errors.ts';

export const SCORECARD_SCORES = ['very_poor', 'poor', 'neutral', 'good', 'very_good'] as const;
export type ScorecardScore = (typeof SCORECARD_SCORES)[number];
/** What each score adds to a candidate's overall score. */
export const SCORE_WEIGHTS: Record<ScorecardScore, number> = { very_poor: -2, poor: -1, neutral: 0, good: 1, very_good: 2 };
export const SCORECARD_NOTE_MAX = 10_000;

const strict = { additionalProperties: false } as const;
const Id = Type.String({ pattern: ID_PATTERN, description: 'Lowercase hex id of 12 to 14 characters' });
const Score = StringEnum(SCORECARD_SCORES, {
  description: 'very_poor, poor, neutral, good or very_good',
  examples: ['very_good'],
});

export const ScorecardSchema = component(
  'Scorecard',
  Type.Object(
    {
      _id: Id,
      score: Score,
      note: Nullable(Type.String({ examples: ['I really love this candidate for this position'] })),
      user: Type.Object({ _id: Id, name: Type.String() }, { ...strict, description: 'The member who scored; name empty once gone' }),
      candidate_id: Id,
      position_id: Id,
      creation_date: Timestamp,
      updated_date: Timestamp,
    },
    { ...strict, description: "A member's score of a candidate: one per member and candidate" },
  ),
);
export type Scorecard = Static<typeof ScorecardSchema>;

export const ScorecardListSchema = Type.Array(ref(ScorecardSchema), { description: "The candidate's scorecards, oldest first" });

const UserIds = Type.Array(Id);
export const OverallScoreSchema = component(
  'OverallScore',
  Type.Object(
    {
      very_good: UserIds,
      good: UserIds,
      neutral: UserIds,
      poor: UserIds,
      very_poor: UserIds,
      scored_count: Type.Integer({ minimum: 0 }),
      score: Type.Integer({ description: 'The sum of the scores: very_good 2, good 1, neutral 0, poor -1, very_poor -2' }),
      average_score: Nullable(
        Type.Number(),
        'The mean of the scores (very_good 2 … very_poor -2), to two decimals; null when nobody scored',
      ),
    },
    {
      ...strict,
      description:
        'The ids of the members who gave each score, how many scored, the sum and the mean; zero counts and a null average when unscored',
    },
  ),
);
export type OverallScore = Static<typeof OverallScoreSchema>;

const ScorecardBody = Type.Object(
  {
    score: Score,
    note: Type.Optional(NullableInput(Type.String({ maxLength: SCORECARD_NOTE_MAX }))),
  },
  { ...strict, title: 'ScorecardBody', description: "Sets the caller's scorecard of the candidate: adds it, or replaces score and note" },
);
const scoreInvalid = (value: unknown) =>
  badRequest(
    'addCandidateScorecardScoreInvalid',
    `'${String(value)}' is not an allowable score. Allowed properties are: ${SCORECARD_SCORES.join(',')}`,
  );
export const ScorecardBodySchema = withErrors(ScorecardBody, [
  { keywords: ['type'], error: notAnObject },
  { keywords: ['additionalProperties'], error: (body) => unknownFields(body, ['score', 'note']) },
  { property: 'score', keywords: ['required'], error: () => badRequest('addCandidateScorecardMissingScore', 'score is required') },
  { property: 'score', keywords: ['type', 'enum'], error: scoreInvalid },
  {
    property: 'note',
    keywords: ['anyOf'],
    error: () => badRequest('invalidNote', `note must be a string of at most ${SCORECARD_NOTE_MAX} characters, or null`),
  },
]);
export type ScorecardBody = Static<typeof ScorecardBodySchema>;
