// Positions, candidates, notes and pipelines as the API shows them. The same
// views go into responses and into event payloads, so a receiver sees what a
// GET would return.
import { boundedMemo } from '../bounded-memo.ts';
import { isoTime } from '../clock.ts';
import { friendlyIdBase } from '../ids.ts';
import { DEFAULT_APPLICATION_FORM, SOCIAL_PROFILE_TYPES } from '../original-catalogs.ts';
import { PIPELINES, findStage } from '../pipelines.ts';
import type { ApplicationForm, Location, SocialProfile } from '../schemas/original-fields.ts';
import type { Candidate, Note, Pipelines, Position, PositionState, Stage } from '../schemas/recruiting.ts';
import type { NoteWithAuthor } from '../storage/repositories/notes-repository.ts';
import type { CandidateRow, CandidateScorecardRow, PositionRow } from '../storage/schema.ts';
import { presentOverallScore } from './candidate-history.ts';
import { parseStored } from './stored-json.ts';

type IdName = { id: string; name: string };

// A list shows the same positions again and again: each name's slug is made once.
const positionSlug = boundedMemo((name: string) => friendlyIdBase(name, 'position'), 4096);

/** The original's friendly id of a position: its id and the slug of its name. */
export const positionFriendlyId = (row: Pick<PositionRow, 'id' | 'name'>) => `${row.id}-${positionSlug(row.name)}`;

function applicationForm(stored: string | null): ApplicationForm {
  if (stored === null) return { ...DEFAULT_APPLICATION_FORM };
  return { ...DEFAULT_APPLICATION_FORM, ...parseStored<Partial<ApplicationForm>>(stored, {}) };
}

export function presentPosition(row: PositionRow): Position {
  return {
    _id: row.id,
    name: row.name,
    friendly_id: positionFriendlyId(row),
    description: row.description,
    type: parseStored<IdName | null>(row.type, null),
    location: parseStored<Location | null>(row.location, null),
    department: row.department,
    experience: parseStored<IdName | null>(row.experience, null),
    education: parseStored<IdName | null>(row.education, null),
    category: parseStored<IdName | null>(row.category, null),
    requisition_id: row.requisition_id,
    tags: parseTags(row.tags),
    application_form: applicationForm(row.application_form),
    state: row.state as PositionState,
    pipeline_id: row.pipeline_id,
    pipeline: row.pipeline_id,
    creator_id: row.created_by,
    all_users: [row.created_by],
    all_admins: [row.created_by],
    candidate_type: 'all',
    org_type: 'position',
    creation_date: isoTime(row.created_at),
    updated_date: isoTime(row.updated_at),
  };
}

export function parseTags(stored: string): string[] {
  const tags = parseStored<unknown>(stored, []);
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
}

/**
 * The stage as clients see it. A stored stage id that its pipeline no longer
 * knows is still shown (by its id) rather than failing the whole response.
 */
export function presentStage(pipelineId: string, stageId: string): Stage {
  const stage = findStage(pipelineId, stageId);
  if (stage) return { id: stage.id, name: stage.name, type: { ...stage.type } };
  return { id: stageId, name: stageId, type: { id: stageId, name: stageId, icon: 'user' } };
}

/** A candidate's stored social profiles (`[{type, url}]`) as the original shows them. */
export function presentSocialProfiles(stored: string): SocialProfile[] {
  const profiles = parseStored<unknown>(stored, []);
  if (!Array.isArray(profiles)) return [];
  return profiles
    .filter((p): p is { type: string; url: string } => typeof p?.type === 'string' && typeof p?.url === 'string')
    .map((p) => ({ type: p.type, typeId: p.type, typeName: SOCIAL_PROFILE_TYPES[p.type] ?? p.type, url: p.url }));
}

/** The first letter of a name, upper-cased, as the original labels a candidate. */
export const candidateInitial = (name: string) => ([...name.trim()][0] ?? '').toUpperCase();

/** What a candidate object shows beside its own row: read for many candidates at once (candidate-extras.ts). */
export interface CandidateExtras {
  resumeFileName: string | null;
  scores: ReadonlyArray<Pick<CandidateScorecardRow, 'user_id' | 'score'>>;
}

export const NO_EXTRAS: CandidateExtras = { resumeFileName: null, scores: [] };

/** The candidate as lists, events and (with its profile, candidate-profile.ts) single answers show it. */
export function presentCandidate(
  row: CandidateRow,
  position: Pick<PositionRow, 'pipeline_id'>,
  extras: CandidateExtras = NO_EXTRAS,
): Candidate {
  return {
    _id: row.id,
    meta_id: row.meta_id,
    name: row.name,
    initial: candidateInitial(row.name),
    headline: row.headline,
    email_address: row.email_address,
    phone_number: row.phone_number,
    address: row.address,
    summary: row.summary,
    tags: parseTags(row.tags),
    origin: row.origin,
    source: parseStored<IdName | null>(row.source, null),
    stage: presentStage(position.pipeline_id, row.stage_id),
    resume:
      extras.resumeFileName === null
        ? null
        : {
            url: `/v3/company/${row.company_id}/position/${row.position_id}/candidate/${row.id}/resume`,
            file_name: extras.resumeFileName,
          },
    overall_score: presentOverallScore(extras.scores),
    followed_by: [],
    social_profiles: presentSocialProfiles(row.social_profiles),
    position_id: row.position_id,
    creation_date: isoTime(row.created_at),
    updated_date: isoTime(row.updated_at),
  };
}

export function presentNote(row: NoteWithAuthor): Note {
  return {
    _id: row.id,
    body: row.body,
    author: { _id: row.author_id, name: row.author_name ?? '' },
    candidate_id: row.candidate_id,
    position_id: row.position_id,
    creation_date: isoTime(row.created_at),
    updated_date: isoTime(row.updated_at),
  };
}

/** Copies, so no caller can change the built-in pipelines. */
export function presentPipelines(): Pipelines {
  return Object.fromEntries(
    Object.values(PIPELINES).map((p) => [p.id, { id: p.id, name: p.name, stages: p.stages.map((s) => presentStage(p.id, s.id)) }]),
  );
}
