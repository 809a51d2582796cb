// Stored rows as the API and the event payloads show them. The same views go
// into responses and into events, so a receiver sees what a GET would return.
import { isoTime } from '../clock.ts';
import type { CandidateView, NoteView, PositionState, PositionView } from '../schemas/recruiting.ts';
import type { EventObject } from '../schemas/webhook-events.ts';
import type { NoteWithAuthor } from '../storage/repositories/notes-repository.ts';
import type { CandidateRow, CompanyRow, PositionRow, UserRow } from '../storage/schema.ts';
import { presentStage } from './pipelines.ts';

export function presentPosition(row: PositionRow): PositionView {
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

/** The stage name comes from the pipeline of the candidate's position. */
export function presentCandidate(row: CandidateRow, position: Pick<PositionRow, 'pipeline_id'>): CandidateView {
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

export function presentNote(row: NoteWithAuthor): NoteView {
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

type Common = EventObject<'candidateAdded'>;

export function eventCompany(company: CompanyRow): Common['company'] {
  return { _id: company.id, name: company.name };
}

export function actingUser(user: UserRow): Common['acting_user'] {
  return { _id: user.id, name: user.name, email_address: user.email };
}

export function positionRef(row: PositionRow): Common['position'] {
  return { _id: row.id, name: row.name, state: row.state as PositionState };
}

export function candidateRef(row: CandidateRow, position: Pick<PositionRow, 'pipeline_id'>): EventObject<'companyNotePosted'>['candidate'] {
  return { _id: row.id, name: row.name, email_address: row.email_address, stage: presentStage(position.pipeline_id, row.stage_id) };
}
