// Candidates of a position: the recruiting data that emits the candidate* events.
import { badRequest } from '../errors.ts';
import { newId } from '../ids.ts';
import { INITIAL_STAGE_ID, PIPELINES, findStage } from '../pipelines.ts';
import { positionRef } from '../presenters/events.ts';
import { presentCandidate, presentStage } from '../presenters/recruiting.ts';
import type { Candidate, CandidateCreateBody, CandidateMoveBody, CandidateUpdateBody } from '../schemas/recruiting.ts';
import type { CandidateChanges } from '../storage/repositories/candidates-repository.ts';
import type { CandidateRow, CompanyRow, PositionRow } from '../storage/schema.ts';
import { withProfile } from './candidate-profile.ts';
import { eraseCandidateFromEvents } from './candidate-erasure.ts';
import { emitEvent, type Actor, type RecruitingDeps } from './event-outbox.ts';
import type { ListOptions } from '../schemas/list-queries.ts';
import type { Repositories, Store } from '../storage/store.ts';
import { positionNotFound, readAfterChangesInFlight, requireCandidate, requirePosition } from './recruiting-lookups.ts';
import { cleanName } from './text-rules.ts';

const CANDIDATE_UPDATABLE_FIELDS = ['name', 'email_address', 'phone_number', 'summary', 'tags', 'origin'] as const;

/** The 400 of a stage id that the pipeline does not have, naming those it has. */
function unknownStage(pipelineId: string, stageId: string) {
  const known = PIPELINES[pipelineId]?.stages.map((s) => s.id).join(', ') ?? '';
  return badRequest('invalidStage', `Unknown stage "${stageId}"; stages of this position's pipeline: ${known}`);
}

/**
 * Inserts a new candidate of the position, in its pipeline's first stage,
 * within the caller's transaction `tx`; the caller emits candidateAdded once
 * whatever else belongs to the candidate (a resume) is written too.
 */
export async function insertCandidate(
  tx: Store,
  deps: RecruitingDeps,
  actor: Actor,
  positionId: string,
  body: CandidateCreateBody,
): Promise<{ row: CandidateRow; position: PositionRow; candidate: Candidate }> {
  const name = cleanName(body.name);
  await tx.repos.companies.holdChangeLock(actor.company.id);
  const now = deps.clock.now();
  const row: CandidateRow = {
    id: newId(deps.region),
    company_id: actor.company.id,
    position_id: positionId,
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
  // The position is locked for share: a concurrent delete of it waits for
  // this insert (and then removes the candidate too) instead of racing it.
  const position = await tx.repos.candidates.insertInPosition(row);
  if (!position) throw positionNotFound();
  return { row, position, candidate: presentCandidate(row, position) };
}

export class CandidateService {
  constructor(private readonly deps: RecruitingDeps) {}

  /** The position's candidates as `options` ask; with updated_since, read once no change of the company is in flight. */
  async list(company: CompanyRow, positionId: string, options?: ListOptions): Promise<Candidate[]> {
    const { store } = this.deps;
    const position = await requirePosition(store.repos, company, positionId);
    const read = (repos: Repositories) => repos.candidates.listForPosition(company.id, position.id, options);
    const rows = options?.updatedSince === undefined ? await read(store.repos) : await readAfterChangesInFlight(store, company.id, read);
    return rows.map((row) => presentCandidate(row, position));
  }

  /**
   * The company's candidates, of every position, whose email address is
   * `email` (whole, without regard to case). A space is read as `+`: an
   * address has no space, and clients that put the address in the URL
   * unencoded (`?email_address=a+b@x.com`) send its `+` as one.
   */
  async searchByEmail(company: CompanyRow, email: string): Promise<Candidate[]> {
    const address = email.replaceAll(' ', '+');
    return (await this.deps.store.repos.candidates.searchByEmail(company.id, address)).map((row) => presentCandidate(row, row));
  }

  /** The candidate with its custom attributes, education, work history and overall score, when it has any. */
  async get(company: CompanyRow, positionId: string, candidateId: string): Promise<Candidate> {
    const { repos } = this.deps.store;
    const position = await requirePosition(repos, company, positionId);
    return withProfile(repos, company, presentCandidate(await requireCandidate(repos, company, position, candidateId), position));
  }

  /** A new candidate of the position, in its pipeline's first stage. */
  async create(actor: Actor, positionId: string, body: CandidateCreateBody): Promise<Candidate> {
    return this.deps.store.transaction(async (tx) => {
      const { candidate, position } = await insertCandidate(tx, this.deps, actor, positionId, body);
      await emitEvent(tx, this.deps, actor, 'candidateAdded', { candidate, position: positionRef(position) });
      return candidate;
    });
  }

  /** A partial update of the fields other than the stage; the event list has no event for it. */
  async update(actor: Actor, positionId: string, candidateId: string, body: CandidateUpdateBody): Promise<Candidate> {
    const patch: Partial<Record<(typeof CANDIDATE_UPDATABLE_FIELDS)[number], string | null>> = {
      ...body,
      name: body.name === undefined ? undefined : cleanName(body.name),
      tags: body.tags === undefined ? undefined : JSON.stringify(body.tags),
    };
    return this.deps.store.transaction(async (tx) => {
      await tx.repos.companies.holdChangeLock(actor.company.id);
      const position = await requirePosition(tx.repos, actor.company, positionId, 'share');
      const current = await requireCandidate(tx.repos, actor.company, position, candidateId, 'update');
      const changes: CandidateChanges = {};
      for (const field of CANDIDATE_UPDATABLE_FIELDS) {
        const value = patch[field];
        if (value !== undefined && value !== current[field]) (changes as Record<string, unknown>)[field] = value;
      }
      if (Object.keys(changes).length === 0) return presentCandidate(current, position);
      const updated: CandidateRow = { ...current, ...changes, updated_at: this.deps.clock.now() };
      await tx.repos.candidates.update(current.id, { ...changes, updated_at: updated.updated_at });
      return presentCandidate(updated, position);
    });
  }

  /** Moves the candidate to a stage of its position's pipeline; unknown stage ids are a 400. */
  async setStage(actor: Actor, positionId: string, candidateId: string, stageId: string): Promise<Candidate> {
    return this.deps.store.transaction(async (tx) => {
      await tx.repos.companies.holdChangeLock(actor.company.id);
      const position = await requirePosition(tx.repos, actor.company, positionId, 'share');
      // Locked, so of two concurrent moves the second sees the first's stage
      // and its event's stage_was is right.
      const current = await requireCandidate(tx.repos, actor.company, position, candidateId, 'update');
      const stage = findStage(position.pipeline_id, stageId);
      if (!stage) throw unknownStage(position.pipeline_id, stageId);
      if (current.stage_id === stage.id) return presentCandidate(current, position);
      const updated: CandidateRow = { ...current, stage_id: stage.id, updated_at: this.deps.clock.now() };
      await tx.repos.candidates.update(current.id, { stage_id: stage.id, updated_at: updated.updated_at });
      const candidate = presentCandidate(updated, position);
      await emitEvent(tx, this.deps, actor, 'candidateStatusUpdated', {
        candidate,
        position: positionRef(position),
        stage: { id: stage.id, name: stage.name },
        stage_was: presentStage(position.pipeline_id, current.stage_id),
      });
      return candidate;
    });
  }

  /**
   * Moves the candidate to another position of the company, into a stage of
   * that position's pipeline, with its records (notes, messages, files...).
   * Emits candidateStatusUpdated with the new position and stage and the
   * stage it left (docs/api.md). To its own position: a stage change.
   */
  async move(actor: Actor, positionId: string, candidateId: string, target: CandidateMoveBody): Promise<Candidate> {
    if (target.target_position_id === positionId) {
      const candidate = await this.setStage(actor, positionId, candidateId, target.target_stage_id);
      return withProfile(this.deps.store.repos, actor.company, candidate);
    }
    return this.deps.store.transaction(async (tx) => {
      await tx.repos.companies.holdChangeLock(actor.company.id);
      const from = await requirePosition(tx.repos, actor.company, positionId, 'share');
      const current = await requireCandidate(tx.repos, actor.company, from, candidateId, 'update');
      const to = await requirePosition(tx.repos, actor.company, target.target_position_id, 'share');
      const stage = findStage(to.pipeline_id, target.target_stage_id);
      if (!stage) throw unknownStage(to.pipeline_id, target.target_stage_id);
      const updated: CandidateRow = { ...current, position_id: to.id, stage_id: stage.id, updated_at: this.deps.clock.now() };
      await tx.repos.candidates.moveToPosition(current.id, to.id, stage.id, updated.updated_at);
      const candidate = presentCandidate(updated, to);
      await emitEvent(tx, this.deps, actor, 'candidateStatusUpdated', {
        candidate,
        position: positionRef(to),
        stage: { id: stage.id, name: stage.name },
        stage_was: presentStage(from.pipeline_id, current.stage_id),
      });
      return withProfile(tx.repos, actor.company, candidate);
    });
  }

  /** Deletes the candidate with its notes, messages, background checks, questionnaires, files, custom attributes, education, work history and scorecards; only candidateDeleted is emitted. */
  async remove(actor: Actor, positionId: string, candidateId: string): Promise<void> {
    await this.deps.store.transaction(async (tx) => {
      const position = await requirePosition(tx.repos, actor.company, positionId, 'share');
      const current = await requireCandidate(tx.repos, actor.company, position, candidateId, 'update');
      await tx.repos.candidates.delete(current.id);
      // Before its candidateDeleted, which carries it as it was until delivered (candidate-erasure.ts).
      await eraseCandidateFromEvents(tx, current.id);
      await emitEvent(tx, this.deps, actor, 'candidateDeleted', {
        candidate: presentCandidate(current, position),
        position: positionRef(position),
      });
    });
  }
}
