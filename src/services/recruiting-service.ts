// Positions, candidates and team notes: the recruiting data that emits events.
//
// Every change runs in one transaction together with its event (the
// transactional outbox), so a change is never committed without its event nor
// an event without its change. Changes that change nothing emit nothing.
import type { Kysely } from 'kysely';
import { badRequest, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import type { EventType } from '../schemas/event-types.ts';
import type {
  CandidateCreateBody,
  CandidateUpdateBody,
  CandidateView,
  NoteView,
  PositionCreateBody,
  PositionState,
  PositionUpdateBody,
  PositionView,
} from '../schemas/recruiting.ts';
import { POSITION_UPDATABLE_FIELDS, type EventObject, type PositionUpdatableField } from '../schemas/webhook-events.ts';
import { CandidatesRepository, type CandidateChanges } from '../storage/repositories/candidates-repository.ts';
import { NotesRepository } from '../storage/repositories/notes-repository.ts';
import { PositionsRepository, type PositionChanges, type RowLock } from '../storage/repositories/positions-repository.ts';
import type { CandidateRow, CompanyRow, Database, PositionRow, UserRow } from '../storage/schema.ts';
import type { CoreDeps } from './container.ts';
import { DEFAULT_PIPELINE_ID, INITIAL_STAGE_ID, PIPELINES, findStage, presentStage, type Stage } from './pipelines.ts';
import {
  actingUser,
  candidateRef,
  eventCompany,
  positionRef,
  presentCandidate,
  presentNote,
  presentPosition,
} from './recruiting-presenters.ts';

/** Who makes a change, in which company: the acting_user and company of its event. */
export interface Actor {
  company: CompanyRow;
  user: UserRow;
}

type EventBody<T extends EventType> = Omit<EventObject<T>, 'company' | 'acting_user'>;
type Emit = <T extends EventType>(type: T, body: EventBody<T>) => Promise<void>;

interface Repositories {
  positions: PositionsRepository;
  candidates: CandidatesRepository;
  notes: NotesRepository;
}

const CANDIDATE_UPDATABLE_FIELDS = ['name', 'email_address', 'phone_number', 'summary', 'tags', 'origin'] as const;

const positionNotFound = () => notFound('positionNotFound', 'Position not found');
const candidateNotFound = () => notFound('candidateNotFound', 'Candidate not found');
const noteNotFound = () => notFound('noteNotFound', 'Note not found');

/** Names are stored trimmed; a name of only spaces is no name. */
function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('invalidRequest', 'name must not be blank');
  return trimmed;
}

/** Note bodies are stored as written (line breaks matter), but must say something. */
function requireNoteBody(value: string): string {
  if (value.trim() === '') throw badRequest('invalidRequest', 'The note body must not be blank');
  return value;
}

export class RecruitingService {
  constructor(private readonly deps: CoreDeps) {}

  private repositories(db: Kysely<Database> = this.deps.storage.db): Repositories {
    const { dialect } = this.deps.storage;
    return {
      positions: new PositionsRepository(db, dialect),
      candidates: new CandidatesRepository(db, dialect),
      notes: new NotesRepository(db, dialect),
    };
  }

  /**
   * Runs a change in one transaction; `emit` records its event in that same
   * transaction. Delivery workers are woken only after the commit, and only
   * when there is an event to deliver.
   */
  private async change<T>(actor: Actor, work: (repos: Repositories, emit: Emit) => Promise<T>): Promise<T> {
    let emitted = false;
    const result = await this.deps.storage.db.transaction().execute(async (trx) => {
      const emit: Emit = async (type, body) => {
        // Looked up at call time (not bound once) so the outbox stays replaceable.
        await this.deps.outbox.record(trx, {
          companyId: actor.company.id,
          type,
          object: { company: eventCompany(actor.company), acting_user: actingUser(actor.user), ...body },
        });
        emitted = true;
      };
      return work(this.repositories(trx), emit);
    });
    if (emitted) this.deps.outbox.committed();
    return result;
  }

  private newId(): string {
    return newId(this.deps.config.region);
  }

  private now(): number {
    return this.deps.clock.now();
  }

  // ---- Pipelines ----

  /** Copies, so no caller can change the built-in pipelines. */
  pipelines(): Record<string, { id: string; name: string; stages: Stage[] }> {
    return Object.fromEntries(
      Object.values(PIPELINES).map((p) => [p.id, { id: p.id, name: p.name, stages: p.stages.map((s) => ({ id: s.id, name: s.name })) }]),
    );
  }

  // ---- Positions ----

  async listPositions(company: CompanyRow, state?: PositionState): Promise<PositionView[]> {
    return (await this.repositories().positions.list(company.id, state)).map(presentPosition);
  }

  async getPosition(company: CompanyRow, positionId: string): Promise<PositionView> {
    return presentPosition(await this.requirePosition(this.repositories(), company, positionId));
  }

  async createPosition(actor: Actor, body: PositionCreateBody): Promise<PositionView> {
    const now = this.now();
    const row: PositionRow = {
      id: this.newId(),
      company_id: actor.company.id,
      name: cleanName(body.name),
      description: body.description ?? null,
      type: body.type ?? null,
      location: body.location ?? null,
      department: body.department ?? null,
      state: 'draft',
      pipeline_id: DEFAULT_PIPELINE_ID,
      created_by: actor.user.id,
      created_at: now,
      updated_at: now,
    };
    return this.change(actor, async (repos, emit) => {
      await repos.positions.insert(row);
      const position = presentPosition(row);
      await emit('companyPositionAdded', { position });
      return position;
    });
  }

  /** A partial update of the fields other than the state. */
  async updatePosition(actor: Actor, positionId: string, body: PositionUpdateBody): Promise<PositionView> {
    const patch: Partial<Record<PositionUpdatableField, string | null>> = { ...body };
    if (body.name !== undefined) patch.name = cleanName(body.name);
    return this.change(actor, async (repos, emit) => {
      const current = await this.requirePosition(repos, actor.company, positionId, 'update');
      const changes: PositionChanges = {};
      const changed: PositionUpdatableField[] = [];
      for (const field of POSITION_UPDATABLE_FIELDS) {
        const value = patch[field];
        if (value === undefined || value === current[field]) continue;
        (changes as Record<string, unknown>)[field] = value;
        changed.push(field);
      }
      if (changed.length === 0) return presentPosition(current);
      const updated: PositionRow = { ...current, ...changes, updated_at: this.now() };
      await repos.positions.update(current.id, { ...changes, updated_at: updated.updated_at });
      const position = presentPosition(updated);
      await emit('companyPositionUpdated', { position, changed_fields: changed });
      return position;
    });
  }

  async setPositionState(actor: Actor, positionId: string, state: PositionState): Promise<PositionView> {
    return this.change(actor, async (repos, emit) => {
      const current = await this.requirePosition(repos, actor.company, positionId, 'update');
      if (current.state === state) return presentPosition(current);
      const updated: PositionRow = { ...current, state, updated_at: this.now() };
      await repos.positions.update(current.id, { state, updated_at: updated.updated_at });
      const position = presentPosition(updated);
      await emit('companyPositionStateUpdated', { position, state_was: current.state as PositionState });
      return position;
    });
  }

  /**
   * Deletes the position with its candidates and their notes. Only
   * companyPositionDeleted is emitted: receivers treat the position's
   * candidates and notes as deleted with it.
   */
  async deletePosition(actor: Actor, positionId: string): Promise<void> {
    await this.change(actor, async (repos, emit) => {
      const current = await this.requirePosition(repos, actor.company, positionId, 'update');
      await repos.positions.delete(current.id);
      await emit('companyPositionDeleted', { position: presentPosition(current) });
    });
  }

  // ---- Candidates ----

  async listCandidates(company: CompanyRow, positionId: string): Promise<CandidateView[]> {
    const repos = this.repositories();
    const position = await this.requirePosition(repos, company, positionId);
    return (await repos.candidates.listForPosition(company.id, position.id)).map((row) => presentCandidate(row, position));
  }

  async getCandidate(company: CompanyRow, positionId: string, candidateId: string): Promise<CandidateView> {
    const repos = this.repositories();
    const position = await this.requirePosition(repos, company, positionId);
    return presentCandidate(await this.requireCandidate(repos, company, position, candidateId), position);
  }

  async createCandidate(actor: Actor, positionId: string, body: CandidateCreateBody): Promise<CandidateView> {
    const name = cleanName(body.name);
    return this.change(actor, async (repos, emit) => {
      // Shared lock: a concurrent delete of the position waits for this insert
      // (and then removes the candidate too) instead of racing it.
      const position = await this.requirePosition(repos, actor.company, positionId, 'share');
      const now = this.now();
      const row: CandidateRow = {
        id: this.newId(),
        company_id: actor.company.id,
        position_id: position.id,
        name,
        email_address: body.email_address ?? null,
        phone_number: body.phone_number ?? null,
        summary: body.summary ?? null,
        tags: JSON.stringify(body.tags ?? []),
        origin: body.origin ?? null,
        stage_id: INITIAL_STAGE_ID,
        created_at: now,
        updated_at: now,
      };
      await repos.candidates.insert(row);
      const candidate = presentCandidate(row, position);
      await emit('candidateAdded', { candidate, position: positionRef(position) });
      return candidate;
    });
  }

  /** A partial update of the fields other than the stage; the event list has no event for it. */
  async updateCandidate(actor: Actor, positionId: string, candidateId: string, body: CandidateUpdateBody): Promise<CandidateView> {
    const patch: Partial<Record<(typeof CANDIDATE_UPDATABLE_FIELDS)[number], string | null>> = {
      ...body,
      name: body.name === undefined ? undefined : cleanName(body.name),
      tags: body.tags === undefined ? undefined : JSON.stringify(body.tags),
    };
    return this.change(actor, async (repos) => {
      const position = await this.requirePosition(repos, actor.company, positionId, 'share');
      const current = await this.requireCandidate(repos, actor.company, position, candidateId, 'update');
      const changes: CandidateChanges = {};
      for (const field of CANDIDATE_UPDATABLE_FIELDS) {
        const value = patch[field];
        if (value !== undefined && value !== current[field]) (changes as Record<string, unknown>)[field] = value;
      }
      if (Object.keys(changes).length === 0) return presentCandidate(current, position);
      const updated: CandidateRow = { ...current, ...changes, updated_at: this.now() };
      await repos.candidates.update(current.id, { ...changes, updated_at: updated.updated_at });
      return presentCandidate(updated, position);
    });
  }

  /** Moves the candidate to a stage of its position's pipeline; unknown stage ids are a 400. */
  async setCandidateStage(actor: Actor, positionId: string, candidateId: string, stageId: string): Promise<CandidateView> {
    return this.change(actor, async (repos, emit) => {
      const position = await this.requirePosition(repos, actor.company, positionId, 'share');
      // Locked, so of two concurrent moves the second sees the first's stage
      // and its event's stage_was is right.
      const current = await this.requireCandidate(repos, actor.company, position, candidateId, 'update');
      const stage = findStage(position.pipeline_id, stageId);
      if (!stage) {
        const known = PIPELINES[position.pipeline_id]?.stages.map((s) => s.id).join(', ') ?? '';
        throw badRequest('invalidStage', `Unknown stage "${stageId}"; stages of this position's pipeline: ${known}`);
      }
      if (current.stage_id === stage.id) return presentCandidate(current, position);
      const updated: CandidateRow = { ...current, stage_id: stage.id, updated_at: this.now() };
      await repos.candidates.update(current.id, { stage_id: stage.id, updated_at: updated.updated_at });
      const candidate = presentCandidate(updated, position);
      await emit('candidateStatusUpdated', {
        candidate,
        position: positionRef(position),
        stage: { id: stage.id, name: stage.name },
        stage_was: presentStage(position.pipeline_id, current.stage_id),
      });
      return candidate;
    });
  }

  /** Deletes the candidate with its notes; only candidateDeleted is emitted. */
  async deleteCandidate(actor: Actor, positionId: string, candidateId: string): Promise<void> {
    await this.change(actor, async (repos, emit) => {
      const position = await this.requirePosition(repos, actor.company, positionId, 'share');
      const current = await this.requireCandidate(repos, actor.company, position, candidateId, 'update');
      await repos.candidates.delete(current.id);
      await emit('candidateDeleted', { candidate: presentCandidate(current, position), position: positionRef(position) });
    });
  }

  // ---- Team notes ----

  async listNotes(company: CompanyRow, positionId: string, candidateId: string): Promise<NoteView[]> {
    const repos = this.repositories();
    const position = await this.requirePosition(repos, company, positionId);
    const candidate = await this.requireCandidate(repos, company, position, candidateId);
    return (await repos.notes.listForCandidate(company.id, candidate.id)).map(presentNote);
  }

  async createNote(actor: Actor, positionId: string, candidateId: string, body: string): Promise<NoteView> {
    requireNoteBody(body);
    return this.change(actor, async (repos, emit) => {
      const position = await this.requirePosition(repos, actor.company, positionId, 'share');
      const candidate = await this.requireCandidate(repos, actor.company, position, candidateId, 'share');
      const now = this.now();
      const row = {
        id: this.newId(),
        company_id: actor.company.id,
        position_id: position.id,
        candidate_id: candidate.id,
        author_id: actor.user.id,
        body,
        created_at: now,
        updated_at: now,
      };
      await repos.notes.insert(row);
      const note = presentNote({ ...row, author_name: actor.user.name });
      await emit('companyNotePosted', { note, candidate: candidateRef(candidate, position), position: positionRef(position) });
      return note;
    });
  }

  /** Any member of the company may edit a team note; the event names who did. */
  async updateNote(actor: Actor, positionId: string, candidateId: string, noteId: string, body: string): Promise<NoteView> {
    requireNoteBody(body);
    return this.change(actor, async (repos, emit) => {
      const position = await this.requirePosition(repos, actor.company, positionId, 'share');
      const candidate = await this.requireCandidate(repos, actor.company, position, candidateId, 'share');
      const current = await repos.notes.find(actor.company.id, candidate.id, noteId, 'update');
      if (!current) throw noteNotFound();
      if (current.body === body) return presentNote(current);
      const updated = { ...current, body, updated_at: this.now() };
      await repos.notes.update(current.id, { body, updated_at: updated.updated_at });
      const note = presentNote(updated);
      await emit('companyNoteUpdated', { note, candidate: candidateRef(candidate, position), position: positionRef(position) });
      return note;
    });
  }

  async deleteNote(actor: Actor, positionId: string, candidateId: string, noteId: string): Promise<void> {
    await this.change(actor, async (repos, emit) => {
      const position = await this.requirePosition(repos, actor.company, positionId, 'share');
      const candidate = await this.requireCandidate(repos, actor.company, position, candidateId, 'share');
      const current = await repos.notes.find(actor.company.id, candidate.id, noteId, 'update');
      if (!current) throw noteNotFound();
      await repos.notes.delete(current.id);
      await emit('companyNoteDeleted', {
        note: presentNote(current),
        candidate: candidateRef(candidate, position),
        position: positionRef(position),
      });
    });
  }

  // ---- Lookups: every id is scoped to the company (and parent) of the path ----

  private async requirePosition(repos: Repositories, company: CompanyRow, positionId: string, lock?: RowLock): Promise<PositionRow> {
    const position = await repos.positions.find(company.id, positionId, lock);
    if (!position) throw positionNotFound();
    return position;
  }

  private async requireCandidate(
    repos: Repositories,
    company: CompanyRow,
    position: PositionRow,
    candidateId: string,
    lock?: RowLock,
  ): Promise<CandidateRow> {
    const candidate = await repos.candidates.find(company.id, position.id, candidateId, lock);
    if (!candidate) throw candidateNotFound();
    return candidate;
  }
}
