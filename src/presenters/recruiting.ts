// Positions, candidates, notes and pipelines as the API shows them. The same
// views go into responses and into event payloads, so a receiver sees what a
// GET would return.
import { isoTime } from '../clock.ts';
import { PIPELINES, findStage } from '../pipelines.ts';
import type { Candidate, Note, Pipelines, Position, PositionState, Stage } from '../schemas/recruiting.ts';
import type { NoteWithAuthor } from '../storage/repositories/notes-repository.ts';
import type { CandidateRow, PositionRow } from '../storage/schema.ts';

export function presentPosition(row: PositionRow): Position {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    location: row.location,
    department: row.department,
    state: row.state as PositionState,
    pipeline: row.pipeline_id,
    creation_date: isoTime(row.created_at),
    updated_date: isoTime(row.updated_at),
  };
}

export function parseTags(stored: string): string[] {
  try {
    const tags: unknown = JSON.parse(stored);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The stage as clients see it. A stored stage id that its pipeline no longer
 * knows is still shown (by its id) rather than failing the whole response.
 */
export function presentStage(pipelineId: string, stageId: string): Stage {
  const stage = findStage(pipelineId, stageId);
  return stage ? { id: stage.id, name: stage.name } : { id: stageId, name: stageId };
}

/** The stage name comes from the pipeline of the candidate's position. */
export function presentCandidate(row: CandidateRow, position: Pick<PositionRow, 'pipeline_id'>): Candidate {
  return {
    _id: row.id,
    name: row.name,
    email_address: row.email_address,
    phone_number: row.phone_number,
    summary: row.summary,
    tags: parseTags(row.tags),
    origin: row.origin,
    stage: presentStage(position.pipeline_id, row.stage_id),
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
    Object.values(PIPELINES).map((p) => [p.id, { id: p.id, name: p.name, stages: p.stages.map((s) => ({ id: s.id, name: s.name })) }]),
  );
}
