// Positions: the recruiting data that emits the companyPosition* events.
import { newId } from '../ids.ts';
import { DEFAULT_PIPELINE_ID } from '../pipelines.ts';
import { presentPosition } from '../presenters/recruiting.ts';
import type { Position, PositionState } from '../schemas/recruiting.ts';
import type { PositionCreateBody, PositionUpdateBody } from '../schemas/recruiting-requests.ts';
import { POSITION_UPDATABLE_FIELDS, type PositionUpdatableField } from '../schemas/webhook-events.ts';
import type { ListOptions } from '../schemas/list-queries.ts';
import type { PositionChanges } from '../storage/repositories/positions-repository.ts';
import type { CompanyRow, PositionRow } from '../storage/schema.ts';
import { erasePositionCandidatesFromEvents } from './candidate-erasure.ts';
import { changeWithEventOf, emitEvent, EVENT_LAST, type Actor, type RecruitingDeps } from './event-outbox.ts';
import type { Repositories } from '../storage/store.ts';
import { readAfterChangesInFlight, requirePosition } from './recruiting-lookups.ts';
import { storedApplicationForm, storedIdName, storedLocation, storedPositionType } from './original-fields.ts';
import { cleanName } from './text-rules.ts';

/** The stored values of the fields a create or update body gives (name aside); a field left out is left out. */
function storedFields(body: PositionUpdateBody): Partial<Record<Exclude<PositionUpdatableField, 'name'>, string | null>> {
  const fields: Partial<Record<Exclude<PositionUpdatableField, 'name'>, string | null>> = {};
  if (body.description !== undefined) fields.description = body.description;
  if (body.type !== undefined) fields.type = storedPositionType(body.type);
  if (body.location !== undefined) fields.location = storedLocation(body.location);
  if (body.department !== undefined) fields.department = body.department;
  if (body.experience !== undefined) fields.experience = storedIdName(body.experience, 'experience');
  if (body.education !== undefined) fields.education = storedIdName(body.education, 'education');
  if (body.category !== undefined) fields.category = storedIdName(body.category, 'category');
  if (body.requisition_id !== undefined) fields.requisition_id = body.requisition_id;
  if (body.tags !== undefined) fields.tags = JSON.stringify(body.tags);
  if (body.application_form !== undefined) fields.application_form = storedApplicationForm(body.application_form);
  return fields;
}

export class PositionService {
  constructor(private readonly deps: RecruitingDeps) {}

  /**
   * The company's positions as `options` ask. With updated_since, read once
   * no change of the company's positions or candidates is in flight (see
   * CompaniesRepository.awaitChangesInFlight), so a sync never steps past one.
   */
  async list(company: CompanyRow, state?: PositionState, options?: ListOptions): Promise<Position[]> {
    const read = (repos: Repositories) => repos.positions.list(company.id, state, options);
    const { store } = this.deps;
    const rows = options?.updatedSince === undefined ? await read(store.repos) : await readAfterChangesInFlight(store, company.id, read);
    return rows.map(presentPosition);
  }

  async get(company: CompanyRow, positionId: string): Promise<Position> {
    return presentPosition(await requirePosition(this.deps.store.repos, company, positionId));
  }

  /** A new position, in state draft with the default pipeline. */
  async create(actor: Actor, body: PositionCreateBody): Promise<Position> {
    return this.deps.store.transaction(async (tx) => {
      await tx.repos.companies.holdChangeLock(actor.company.id);
      const now = this.deps.clock.now();
      const fields = storedFields(body);
      const row: PositionRow = {
        id: newId(this.deps.region),
        company_id: actor.company.id,
        name: cleanName(body.name),
        description: fields.description ?? null,
        type: fields.type ?? null,
        location: fields.location ?? null,
        department: fields.department ?? null,
        experience: fields.experience ?? null,
        education: fields.education ?? null,
        category: fields.category ?? null,
        requisition_id: fields.requisition_id ?? null,
        tags: fields.tags ?? '[]',
        application_form: fields.application_form ?? null,
        state: 'draft',
        pipeline_id: DEFAULT_PIPELINE_ID,
        created_by: actor.user.id,
        created_at: now,
        updated_at: now,
      };
      await tx.repos.positions.insert(row);
      const position = presentPosition(row);
      await emitEvent(tx, this.deps, actor, 'companyPositionAdded', { position });
      return position;
    }, changeWithEventOf(actor));
  }

  /** A partial update of the fields other than the state. */
  async update(actor: Actor, positionId: string, body: PositionUpdateBody): Promise<Position> {
    const patch: Partial<Record<PositionUpdatableField, string | null>> = storedFields(body);
    if (body.name !== undefined) patch.name = cleanName(body.name);
    return this.deps.store.transaction(async (tx) => {
      await tx.repos.companies.holdChangeLock(actor.company.id);
      const current = await requirePosition(tx.repos, actor.company, positionId, 'update');
      const changes: PositionChanges = {};
      const changed: PositionUpdatableField[] = [];
      for (const field of POSITION_UPDATABLE_FIELDS) {
        const value = patch[field];
        if (value === undefined || value === current[field]) continue;
        (changes as Record<string, unknown>)[field] = value;
        changed.push(field);
      }
      if (changed.length === 0) return presentPosition(current);
      const updated: PositionRow = { ...current, ...changes, updated_at: this.deps.clock.now() };
      await tx.repos.positions.update(current.id, { ...changes, updated_at: updated.updated_at });
      const position = presentPosition(updated);
      await emitEvent(tx, this.deps, actor, 'companyPositionUpdated', { position, changed_fields: changed });
      return position;
    }, changeWithEventOf(actor));
  }

  async setState(actor: Actor, positionId: string, state: PositionState): Promise<Position> {
    return this.deps.store.transaction(async (tx) => {
      await tx.repos.companies.holdChangeLock(actor.company.id);
      const current = await requirePosition(tx.repos, actor.company, positionId, 'update');
      if (current.state === state) return presentPosition(current);
      const updated: PositionRow = { ...current, state, updated_at: this.deps.clock.now() };
      await tx.repos.positions.update(current.id, { state, updated_at: updated.updated_at });
      const position = presentPosition(updated);
      await emitEvent(tx, this.deps, actor, 'companyPositionStateUpdated', { position, state_was: current.state as PositionState });
      return position;
    }, changeWithEventOf(actor));
  }

  /**
   * Deletes the position with its candidates and their records (notes,
   * messages, background checks, questionnaires). Only
   * companyPositionDeleted is emitted: receivers treat the position's
   * candidates and notes as deleted with it.
   */
  async remove(actor: Actor, positionId: string): Promise<void> {
    await this.deps.store.transaction(async (tx) => {
      const current = await requirePosition(tx.repos, actor.company, positionId, 'update');
      await erasePositionCandidatesFromEvents(tx, current.id); // while its candidates are still there to find
      await tx.repos.positions.delete(current.id);
      await emitEvent(tx, this.deps, actor, 'companyPositionDeleted', { position: presentPosition(current) });
    }, EVENT_LAST);
  }
}
