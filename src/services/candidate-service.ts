// Candidates of a position: the recruiting data that emits the candidate* events.
import { badRequest } from '../errors.ts';
import { newId } from '../ids.ts';
import { API_SOURCE } from '../original-catalogs.ts';
import { INITIAL_STAGE_ID, PIPELINES, findStage } from '../pipelines.ts';
import { positionRef } from '../presenters/events.ts';
import { positionFriendlyId, presentStage } from '../presenters/recruiting.ts';
import type { Candidate, PositionState } from '../schemas/recruiting.ts';
import type { CandidateCreateBody, CandidateMoveBody, CandidateUpdateBody } from '../schemas/recruiting-requests.ts';
import type { CandidateChanges } from '../storage/repositories/candidates-repository.ts';
import type { CandidateRow, CompanyRow, PositionRow } from '../storage/schema.ts';
import { attributeBody, setAttributes } from './candidate-attribute-service.ts';
import { presentCandidates } from './candidate-extras.ts';
import { headlineOf, writeHistoryFromBody } from './candidate-history-from-body.ts';
import { listShape, withNewProfile, withProfile } from './candidate-profile.ts';
import { eraseCandidateFromEvents } from './candidate-erasure.ts';
import { stageChangeOf } from './candidate-stage-change.ts';
import { candidateTransaction } from './candidate-transaction.ts';
import { candidateAddedTo, emitEvent, type Actor, type RecruitingDeps } from './event-outbox.ts';
import type { ListOptions } from '../schemas/list-queries.ts';
import type { Repositories, Store } from '../storage/store.ts';
import { storedSocialProfiles, storedSource } from './original-fields.ts';
import { readAfterChangesInFlight, requireCandidate, requirePosition } from './recruiting-lookups.ts';
import { cleanName } from './text-rules.ts';

const CANDIDATE_UPDATABLE_FIELDS = [
  'name',
  'email_address',
  'phone_number',
  'address',
  'headline',
  'summary',
  'tags',
  'origin',
  'source',
  'social_profiles',
] as const;
type UpdatableField = (typeof CANDIDATE_UPDATABLE_FIELDS)[number];

/** The 400 of a stage id that the pipeline does not have, naming those it has. */
function unknownStage(pipelineId: string, stageId: string) {
  const known = PIPELINES[pipelineId]?.stages.map((s) => s.id).join(', ') ?? '';
  return badRequest('invalidStage', `Unknown stage "${stageId}"; stages of this position's pipeline: ${known}`);
}

/** The stored values of the row fields a body gives; a field left out is left out. */
function storedFields(body: CandidateUpdateBody): Partial<Record<UpdatableField, string | null>> {
  const fields: Partial<Record<UpdatableField, string | null>> = {};
  if (body.name !== undefined) fields.name = cleanName(body.name);
  for (const field of ['email_address', 'phone_number', 'address', 'headline', 'summary', 'origin'] as const) {
    if (body[field] !== undefined) fields[field] = body[field];
  }
  if (body.tags !== undefined) fields.tags = JSON.stringify(body.tags);
  if (body.source !== undefined) fields.source = storedSource(body.source);
  if (body.social_profiles !== undefined) fields.social_profiles = storedSocialProfiles(body.social_profiles);
  return fields;
}

/** The custom attributes, education and work history a body gives, written by the rules of their own routes; whether any was given. */
async function writeRecords(
  tx: Store,
  deps: RecruitingDeps,
  candidate: CandidateRow,
  body: CandidateUpdateBody,
  now: number,
): Promise<boolean> {
  let written = false;
  if (body.custom_attributes !== undefined) written = await setAttributes(tx, candidate, body.custom_attributes.map(attributeBody), now);
  await writeHistoryFromBody(deps, { tx, candidate, now }, body);
  return written || body.education !== undefined || body.work_history !== undefined;
}

/**
 * Inserts a new candidate of the position, in its pipeline's first stage,
 * with the records its body gives (custom attributes, education, work
 * history), within the caller's transaction `tx`; the caller emits
 * candidateAdded once whatever else belongs to the candidate (a resume) is
 * written too.
 */
export async function insertCandidate(
  tx: Store,
  deps: RecruitingDeps,
  actor: Actor,
  positionId: string,
  body: CandidateCreateBody,
): Promise<{ row: CandidateRow; position: PositionRow }> {
  const fields = storedFields(body);
  await tx.repos.companies.holdChangeLock(actor.company.id);
  // Locked for share: a concurrent delete of the position waits for this
  // insert (and then removes the candidate too) instead of racing it. On
  // PostgreSQL read with the transaction's begin (candidateAddedTo).
  const position = await requirePosition(tx.repos, actor.company, positionId, 'share');
  const now = deps.clock.now();
  const id = newId(deps.region);
  const row: CandidateRow = {
    id,
    company_id: actor.company.id,
    position_id: positionId,
    name: fields.name!,
    email_address: fields.email_address ?? null,
    phone_number: fields.phone_number ?? null,
    summary: fields.summary ?? null,
    tags: fields.tags ?? '[]',
    origin: fields.origin ?? null,
    stage_id: INITIAL_STAGE_ID,
    meta_id: newId(deps.region),
    address: fields.address ?? null,
    headline: fields.headline ?? headlineOf(body.work_history),
    source: fields.source === undefined ? JSON.stringify(API_SOURCE) : fields.source,
    social_profiles: fields.social_profiles ?? '[]',
    created_at: now,
    updated_at: now,
  };
  await tx.repos.candidates.insert(row);
  await writeRecords(tx, deps, row, body, now);
  return { row, position };
}

export class CandidateService {
  constructor(private readonly deps: RecruitingDeps) {}

  /** The position's candidates as `options` ask; with updated_since, read once no change of the company is in flight. */
  async list(company: CompanyRow, positionId: string, options?: ListOptions): Promise<Candidate[]> {
    const { store } = this.deps;
    const position = await requirePosition(store.repos, company, positionId);
    const read = (repos: Repositories) => repos.candidates.listForPosition(company.id, position.id, options);
    const rows = options?.updatedSince === undefined ? await read(store.repos) : await readAfterChangesInFlight(store, company.id, read);
    return presentCandidates(store.repos, company.id, rows, () => position);
  }

  /**
   * The company's candidates, of every position, whose email address is
   * `email` (whole, without regard to case), each with its `position` (as
   * the original's answer has it: connectors check for a duplicate by
   * `candidate.position._id`). A space is read as `+`: an address has no
   * space, and clients that put the address in the URL unencoded
   * (`?email_address=a+b@x.com`) send its `+` as one.
   */
  async searchByEmail(company: CompanyRow, email: string): Promise<Candidate[]> {
    const address = email.replaceAll(' ', '+');
    const { repos } = this.deps.store;
    const rows = await repos.candidates.searchByEmail(company.id, address);
    const candidates = await presentCandidates(repos, company.id, rows, (row) => row);
    return candidates.map((candidate, i) => {
      const row = rows[i]!;
      const position = {
        _id: row.position_id,
        name: row.position_name,
        state: row.position_state as PositionState,
        friendly_id: positionFriendlyId({ id: row.position_id, name: row.position_name }),
      };
      return { ...candidate, position };
    });
  }

  /** The candidate with its custom attributes, education and work history. */
  async get(company: CompanyRow, positionId: string, candidateId: string): Promise<Candidate> {
    const { repos } = this.deps.store;
    const position = await requirePosition(repos, company, positionId);
    return withProfile(repos, company, await requireCandidate(repos, company, position, candidateId), position);
  }

  /** A new candidate of the position, in its pipeline's first stage, with the records its body gives. */
  async create(actor: Actor, positionId: string, body: CandidateCreateBody): Promise<Candidate> {
    return this.deps.store.transaction(
      async (tx) => {
        const { row, position } = await insertCandidate(tx, this.deps, actor, positionId, body);
        const candidate = await withNewProfile(tx.repos, actor.company, row, position, body);
        await emitEvent(tx, this.deps, actor, 'candidateAdded', { candidate: listShape(candidate), position: positionRef(position) });
        return candidate;
      },
      candidateAddedTo(actor, positionId),
    );
  }

  /** A partial update of the fields other than the stage; the event list has no event for it. */
  async update(actor: Actor, positionId: string, candidateId: string, body: CandidateUpdateBody): Promise<Candidate> {
    const patch = storedFields(body);
    return candidateTransaction(
      this.deps.store,
      actor,
      { positionId, candidateId },
      { lock: 'update', changeLock: true },
      async (tx, { position, candidate: current }) => {
        const changes: CandidateChanges = {};
        for (const field of CANDIDATE_UPDATABLE_FIELDS) {
          const value = patch[field];
          if (value !== undefined && value !== current[field]) (changes as Record<string, unknown>)[field] = value;
        }
        const now = this.deps.clock.now();
        const recordsWritten = await writeRecords(tx, this.deps, current, body, now);
        if (Object.keys(changes).length === 0 && !recordsWritten) return withProfile(tx.repos, actor.company, current, position);
        const updated: CandidateRow = { ...current, ...changes, updated_at: now };
        await tx.repos.candidates.update(current.id, { ...changes, updated_at: updated.updated_at });
        return withProfile(tx.repos, actor.company, updated, position);
      },
    );
  }

  /** Moves the candidate to a stage of its position's pipeline; unknown stage ids are a 400. */
  async setStage(actor: Actor, positionId: string, candidateId: string, stageId: string): Promise<Candidate> {
    return candidateTransaction(
      this.deps.store,
      actor,
      { positionId, candidateId },
      { lock: 'update', changeLock: true, eventLast: true },
      async (tx, { position, candidate: current }) => {
        // The candidate locked for update: of two concurrent moves the second
        // sees the first's stage, and its event's stage_was is right.
        const stage = findStage(position.pipeline_id, stageId);
        if (!stage) throw unknownStage(position.pipeline_id, stageId);
        if (current.stage_id === stage.id) return withProfile(tx.repos, actor.company, current, position);
        const updated: CandidateRow = { ...current, stage_id: stage.id, updated_at: this.deps.clock.now() };
        // Both reads before the writes, which on PostgreSQL then go in one text
        // with the event and the commit (postgres-write-behind.ts): a stage
        // change leaves the candidate's records (its profile) as they are.
        const change = await stageChangeOf(tx, this.deps, actor, {
          current,
          from: position,
          to: position,
          stageId: stage.id,
          at: updated.updated_at,
        });
        const candidate = await withProfile(tx.repos, actor.company, updated, position);
        await tx.repos.candidates.update(current.id, { stage_id: stage.id, updated_at: updated.updated_at });
        await tx.repos.candidateStream.insertStageChange(change);
        await emitEvent(tx, this.deps, actor, 'candidateStatusUpdated', {
          candidate: listShape(candidate),
          position: positionRef(position),
          stage: presentStage(position.pipeline_id, stage.id),
          stage_was: presentStage(position.pipeline_id, current.stage_id),
        });
        return candidate;
      },
    );
  }

  /**
   * Moves the candidate to another position of the company, into a stage of
   * that position's pipeline, with its records (notes, messages, files...).
   * Emits candidateStatusUpdated with the new position and stage and the
   * stage it left (docs/api.md). To its own position: a stage change.
   */
  async move(actor: Actor, positionId: string, candidateId: string, target: CandidateMoveBody): Promise<Candidate> {
    if (target.target_position_id === positionId) return this.setStage(actor, positionId, candidateId, target.target_stage_id);
    return candidateTransaction(
      this.deps.store,
      actor,
      { positionId, candidateId },
      { lock: 'update', changeLock: true, eventLast: true },
      async (tx, { position: from, candidate: current }) => {
        const to = await requirePosition(tx.repos, actor.company, target.target_position_id, 'share');
        const stage = findStage(to.pipeline_id, target.target_stage_id);
        if (!stage) throw unknownStage(to.pipeline_id, target.target_stage_id);
        const updated: CandidateRow = { ...current, position_id: to.id, stage_id: stage.id, updated_at: this.deps.clock.now() };
        const change = await stageChangeOf(tx, this.deps, actor, { current, from, to, stageId: stage.id, at: updated.updated_at });
        await tx.repos.candidates.moveToPosition(current.id, to.id, stage.id, updated.updated_at);
        await tx.repos.candidateStream.insertStageChange(change);
        const candidate = await withProfile(tx.repos, actor.company, updated, to);
        await emitEvent(tx, this.deps, actor, 'candidateStatusUpdated', {
          candidate: listShape(candidate),
          position: positionRef(to),
          stage: presentStage(to.pipeline_id, stage.id),
          stage_was: presentStage(from.pipeline_id, current.stage_id),
        });
        return candidate;
      },
    );
  }

  /** Deletes the candidate with its notes, messages, background checks, questionnaires, files, custom attributes, education, work history, scorecards and stage changes; only candidateDeleted is emitted. */
  async remove(actor: Actor, positionId: string, candidateId: string): Promise<void> {
    await candidateTransaction(
      this.deps.store,
      actor,
      { positionId, candidateId },
      { lock: 'update', eventLast: true },
      async (tx, { position, candidate: current }) => {
        // As it was, with its resume and scores, before they go with it: as lists show it.
        const candidate = listShape(await withProfile(tx.repos, actor.company, current, position));
        await tx.repos.candidates.delete(current.id);
        // Before its candidateDeleted, which carries it as it was until delivered (candidate-erasure.ts).
        await eraseCandidateFromEvents(tx, current.id);
        await emitEvent(tx, this.deps, actor, 'candidateDeleted', { candidate, position: positionRef(position) });
      },
    );
  }
}
