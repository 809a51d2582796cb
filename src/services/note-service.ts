// Team discussion notes on a candidate: the recruiting data that emits the companyNote* events.
import { newId } from '../ids.ts';
import { candidateRef, positionRef } from '../presenters/events.ts';
import { presentNote } from '../presenters/recruiting.ts';
import type { Note } from '../schemas/recruiting.ts';
import type { CompanyRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import { emitEvent, eventLastOnCandidate, type Actor, type RecruitingDeps } from './event-outbox.ts';
import { noteNotFound, requireCandidateOf } from './recruiting-lookups.ts';
import { notBlank } from './text-rules.ts';

export class NoteService {
  constructor(private readonly deps: RecruitingDeps) {}

  /** Oldest first, as a discussion reads. */
  async list(company: CompanyRow, positionId: string, candidateId: string): Promise<Note[]> {
    const { repos } = this.deps.store;
    const { candidate } = await requireCandidateOf(repos, company, positionId, candidateId);
    return (await repos.notes.listForCandidate(company.id, candidate.id)).map(presentNote);
  }

  /** The caller is the author. */
  async create(actor: Actor, positionId: string, candidateId: string, body: string): Promise<Note> {
    notBlank(body, 'The note body');
    return this.deps.store.transaction(
      async (tx) => {
        const { position, candidate } = await this.parents(tx, actor, positionId, candidateId);
        const now = this.deps.clock.now();
        const row = {
          id: newId(this.deps.region),
          company_id: actor.company.id,
          position_id: position.id,
          candidate_id: candidate.id,
          author_id: actor.user.id,
          body,
          created_at: now,
          updated_at: now,
        };
        await tx.repos.notes.insert(row);
        const note = presentNote({ ...row, author_name: actor.user.name });
        await emitEvent(tx, this.deps, actor, 'companyNotePosted', {
          note,
          candidate: candidateRef(candidate, position),
          position: positionRef(position),
        });
        return note;
      },
      eventLastOnCandidate(actor, positionId, candidateId),
    );
  }

  /** Any member of the company may edit a team note; the event names who did. */
  async update(actor: Actor, positionId: string, candidateId: string, noteId: string, body: string): Promise<Note> {
    notBlank(body, 'The note body');
    return this.deps.store.transaction(
      async (tx) => {
        const { position, candidate } = await this.parents(tx, actor, positionId, candidateId);
        const current = await tx.repos.notes.find(actor.company.id, candidate.id, noteId, 'update');
        if (!current) throw noteNotFound();
        if (current.body === body) return presentNote(current);
        const updated = { ...current, body, updated_at: this.deps.clock.now() };
        await tx.repos.notes.update(current.id, { body, updated_at: updated.updated_at });
        const note = presentNote(updated);
        await emitEvent(tx, this.deps, actor, 'companyNoteUpdated', {
          note,
          candidate: candidateRef(candidate, position),
          position: positionRef(position),
        });
        return note;
      },
      eventLastOnCandidate(actor, positionId, candidateId),
    );
  }

  async remove(actor: Actor, positionId: string, candidateId: string, noteId: string): Promise<void> {
    await this.deps.store.transaction(
      async (tx) => {
        const { position, candidate } = await this.parents(tx, actor, positionId, candidateId);
        const current = await tx.repos.notes.find(actor.company.id, candidate.id, noteId, 'update');
        if (!current) throw noteNotFound();
        await tx.repos.notes.delete(current.id);
        await emitEvent(tx, this.deps, actor, 'companyNoteDeleted', {
          note: presentNote(current),
          candidate: candidateRef(candidate, position),
          position: positionRef(position),
        });
      },
      eventLastOnCandidate(actor, positionId, candidateId),
    );
  }

  /** The note's position and candidate, share-locked so neither goes while the note changes. */
  private parents(tx: Store, actor: Actor, positionId: string, candidateId: string) {
    return requireCandidateOf(tx.repos, actor.company, positionId, candidateId, 'share');
  }
}
