// NoteService's rules against an in-memory store: a note belongs to one
// candidate of one position of one company, any member may edit it (the
// event names who did), an edit that changes nothing records nothing, and a
// blank body is refused before anything is read. test/routes checks the same
// through HTTP and both databases.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { ManualClock } from '../../../src/clock.ts';
import { DEFAULT_PIPELINE_ID } from '../../../src/pipelines.ts';
import type { Actor } from '../../../src/services/event-outbox.ts';
import { NoteService } from '../../../src/services/note-service.ts';
import type { NoteWithAuthor } from '../../../src/storage/repositories/notes-repository.ts';
import type { CandidateRow, NewEvent, NoteRow, PositionRow } from '../../../src/storage/schema.ts';
import type { Repositories, Store } from '../../../src/storage/store.ts';
import { asRepository, companyRow, isApiError, T0, userRow } from './fake-rows.ts';

const acme = companyRow({ id: 'c_acme' });
const author: Actor = { company: acme, user: userRow({ id: 'u_author', name: 'Ada' }) };
const editor: Actor = { company: acme, user: userRow({ id: 'u_editor', name: 'Eve', email: 'eve@example.com' }) };

const position = { id: 'p_1', company_id: acme.id, name: 'Welder', state: 'published', pipeline_id: DEFAULT_PIPELINE_ID } as PositionRow;
const otherPosition = { ...position, id: 'p_2', name: 'Painter' };
const candidate = {
  id: 'k_1',
  company_id: acme.id,
  position_id: position.id,
  name: 'Grace',
  email_address: 'grace@example.com',
  stage_id: 'applied',
} as CandidateRow;
const otherCandidate = { ...candidate, id: 'k_2', name: 'Linus' };

/** Positions, candidates, notes and events in memory; each read a copy, each lookup scoped as the repositories' queries are. */
class FakeStore {
  notes: NoteRow[] = [];
  events: Array<{ type: string; object: Record<string, unknown> }> = [];
  /** Every lookup's lock, in order. */
  locks: Array<string | undefined> = [];
  reads = 0;
  readonly dialect = 'sqlite';
  readonly repos: Repositories;

  constructor() {
    const users = new Map([author, editor].map((actor) => [actor.user.id, actor.user.name]));
    this.repos = asRepository<Repositories>({
      positions: asRepository<Repositories['positions']>({
        find: async (companyId: string, id: string, lock?: string) => {
          this.reads++;
          this.locks.push(lock);
          const row = [position, otherPosition].find((p) => p.company_id === companyId && p.id === id);
          return row && { ...row };
        },
      }),
      candidates: asRepository<Repositories['candidates']>({
        find: async (companyId: string, positionId: string, id: string, lock?: string) => {
          this.locks.push(lock);
          const row = [candidate, otherCandidate].find((c) => c.company_id === companyId && c.position_id === positionId && c.id === id);
          return row && { ...row };
        },
      }),
      notes: asRepository<Repositories['notes']>({
        find: async (companyId: string, candidateId: string, id: string, lock?: string): Promise<NoteWithAuthor | undefined> => {
          this.locks.push(lock);
          const row = this.notes.find((n) => n.company_id === companyId && n.candidate_id === candidateId && n.id === id);
          return row && { ...row, author_name: users.get(row.author_id) ?? null };
        },
        insert: async (row: NoteRow) => {
          this.notes.push({ ...row });
          return row;
        },
        update: async (id: string, changes: Partial<NoteRow>) => {
          Object.assign(
            this.notes.find((n) => n.id === id)!,
            changes,
          );
        },
        delete: async (id: string) => {
          this.notes = this.notes.filter((n) => n.id !== id);
        },
      }),
      events: asRepository<Repositories['events']>({
        record: async (event: NewEvent) => {
          const { type, object } = JSON.parse(event.payload) as { type: string; object: Record<string, unknown> };
          this.events.push({ type, object });
          return this.events.length;
        },
      }),
    });
  }

  async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    return work(this as unknown as Store);
  }
}

describe('NoteService against an in-memory store', () => {
  let store: FakeStore;
  let clock: ManualClock;
  let notes: NoteService;

  beforeEach(() => {
    store = new FakeStore();
    clock = new ManualClock(T0);
    notes = new NoteService({ store: store as unknown as Store, clock, region: 'us' });
  });

  it('posts a note by its author and records companyNotePosted with the candidate and position', async () => {
    const note = await notes.create(author, position.id, candidate.id, 'Strong welder');
    assert.deepEqual(note.author, { _id: 'u_author', name: 'Ada' });
    assert.deepEqual(
      store.notes.map((n) => [n.id, n.candidate_id, n.position_id, n.author_id, n.body]),
      [[note._id, candidate.id, position.id, 'u_author', 'Strong welder']],
    );
    const [event] = store.events;
    assert.equal(event!.type, 'companyNotePosted');
    const { stage, ...named } = event!.object.candidate as { stage: { name: string } };
    assert.deepEqual(named, { _id: candidate.id, name: 'Grace', email_address: 'grace@example.com' });
    assert.equal(stage.name, 'Applied');
    assert.deepEqual(event!.object.position, { _id: position.id, name: 'Welder', state: 'published' });
    assert.deepEqual(store.locks, ['share', 'share'], 'the position and candidate are share-locked while the note is written');
  });

  it('refuses a blank body before reading anything', async () => {
    await assert.rejects(notes.create(author, position.id, candidate.id, ' \n '), isApiError(400, 'invalidRequest'));
    assert.equal(store.reads, 0);
    assert.equal(store.notes.length, 0);
  });

  it('lets another member edit a note: the author stays, the event names the editor', async () => {
    const posted = await notes.create(author, position.id, candidate.id, 'Strong welder');
    clock.advance(60_000);
    const edited = await notes.update(editor, position.id, candidate.id, posted._id, 'Strong welder, certified');
    assert.deepEqual(edited.author, { _id: 'u_author', name: 'Ada' });
    assert.equal(edited.updated_date, new Date(T0 + 60_000).toISOString());
    const event = store.events.at(-1)!;
    assert.equal(event.type, 'companyNoteUpdated');
    assert.equal((event.object.acting_user as { _id: string })._id, 'u_editor');
    assert.equal(store.locks.at(-1), 'update', 'the note is locked for its update');
  });

  it('records nothing for an edit that changes nothing', async () => {
    const posted = await notes.create(author, position.id, candidate.id, 'Same');
    clock.advance(60_000);
    const same = await notes.update(editor, position.id, candidate.id, posted._id, 'Same');
    assert.equal(same.updated_date, new Date(T0).toISOString());
    assert.equal(store.events.length, 1);
  });

  it("answers 404 for a note of another candidate, and for a candidate not under the path's position", async () => {
    const posted = await notes.create(author, position.id, candidate.id, 'On Grace');
    await assert.rejects(notes.update(author, position.id, otherCandidate.id, posted._id, 'moved?'), isApiError(404, 'noteNotFound'));
    await assert.rejects(notes.remove(author, position.id, otherCandidate.id, posted._id), isApiError(404, 'noteNotFound'));
    await assert.rejects(notes.create(author, otherPosition.id, candidate.id, 'wrong path'), isApiError(404, 'candidateNotFound'));
    await assert.rejects(notes.list(acme, 'p_nowhere', candidate.id), isApiError(404, 'positionNotFound'));
    assert.deepEqual(
      store.notes.map((n) => n.body),
      ['On Grace'],
    );
    assert.equal(store.events.length, 1);
  });

  it('deletes a note and records companyNoteDeleted with what it said', async () => {
    const posted = await notes.create(author, position.id, candidate.id, 'Gone soon');
    await notes.remove(editor, position.id, candidate.id, posted._id);
    assert.equal(store.notes.length, 0);
    const event = store.events.at(-1)!;
    assert.equal(event.type, 'companyNoteDeleted');
    assert.equal((event.object.note as { body: string }).body, 'Gone soon');
  });
});
