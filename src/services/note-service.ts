// Team discussion notes on a candidate: the recruiting data that emits the companyNote* events.
import { newId } from '../ids.ts';
import { candidateRef, positionRef } from '../presenters/events.ts';
import { presentNote } from '../presenters/recruiting.ts';
import type { Note } from '../schemas/recruiting.ts';
import type { CompanyRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import { candidateTransaction, type CandidateOfPath } from './candidate-transaction.ts';
import { emitEvent, type Actor, type RecruitingDeps } from './event-outbox.ts';
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
    return this.onCandidate(actor, positionId, candidateId, async (tx, parents) => {
      const now = this.deps.clock.now();
      const row = {
        id: newId(this.deps.region),
        company_id: actor.company.id,
        position_id: parents.position.id,
        candidate_id: parents.candidate.id,
        author_id: actor.user.id,
        body,
        created_at: now,
        updated_at: now,
      };
      await tx.repos.notes.insert(row);
      const note = presentNote({ ...row, author_name: actor.user.name });
      await this.noteEvent(tx, actor, 'companyNotePosted', note, parents);
      return note;
    });
  }

  /** Any member of the company may edit a team note; the event names who did. */
  async update(actor: Actor, positionId: string, candidateId: string, noteId: string, body: string): Promise<Note> {
    notBlank(body, 'The note body');
    return this.onCandidate(actor, positionId, candidateId, async (tx, parents) => {
      const current = await tx.repos.notes.find(actor.company.id, parents.candidate.id, noteId, 'update');
      if (!current) throw noteNotFound();
      if (current.body === body) return presentNote(current);
      const updated = { ...current, body, updated_at: this.deps.clock.now() };
      await tx.repos.notes.update(current.id, { body, updated_at: updated.updated_at });
      const note = presentNote(updated);
      await this.noteEvent(tx, actor, 'companyNoteUpdated', note, parents);
      return note;
    });
  }

  async remove(actor: Actor, positionId: string, candidateId: string, noteId: string): Promise<void> {
    await this.onCandidate(actor, positionId, candidateId, async (tx, parents) => {
      const current = await tx.repos.notes.find(actor.company.id, parents.candidate.id, noteId, 'update');
      if (!current) throw noteNotFound();
      await tx.repos.notes.delete(current.id);
      await this.noteEvent(tx, actor, 'companyNoteDeleted', presentNote(current), parents);
    });
  }

  /**
   * `work` in a transaction that first reads the note's position and
   * candidate, share-locked so neither goes while the note changes; the
   * note's event, recorded last, goes with the commit on PostgreSQL.
   */
  private onCandidate<T>(
    actor: Actor,
    positionId: string,
    candidateId: string,
    work: (tx: Store, parents: CandidateOfPath) => Promise<T>,
  ): Promise<T> {
    return candidateTransaction(this.deps.store, actor, { positionId, candidateId }, { lock: 'share', eventLast: true }, work);
  }

  /** A note's event, naming its candidate and position. */
  private noteEvent(tx: Store, actor: Actor, type: NoteEventType, note: Note, { position, candidate }: CandidateOfPath): Promise<void> {
    return emitEvent(tx, this.deps, actor, type, { note, candidate: candidateRef(candidate, position), position: positionRef(position) });
  }
}

type NoteEventType = 'companyNotePosted' | 'companyNoteUpdated' | 'companyNoteDeleted';
