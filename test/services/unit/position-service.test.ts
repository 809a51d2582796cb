// PositionService's rules against an in-memory store: a new position's
// defaults, the event each change records in its own transaction (and none
// for a change that changes nothing), and 404 for another company's
// position. test/routes checks the same through HTTP and both databases;
// here the rules run without either.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { ManualClock } from '../../../src/clock.ts';
import { DEFAULT_PIPELINE_ID } from '../../../src/pipelines.ts';
import type { Actor } from '../../../src/services/event-outbox.ts';
import { PositionService } from '../../../src/services/position-service.ts';
import type { PositionChanges } from '../../../src/storage/repositories/positions-repository.ts';
import type { NewEvent, PositionRow } from '../../../src/storage/schema.ts';
import type { Repositories, Store } from '../../../src/storage/store.ts';
import { asRepository, companyRow, isApiError, T0, userRow } from './fake-rows.ts';

interface RecordedEvent {
  type: string;
  companyId: string;
  object: Record<string, unknown>;
  /** Whether it was written inside the transaction of its change. */
  inTransaction: boolean;
}

/**
 * A store over in-memory positions and events: `transaction` runs its work
 * with a store that marks what is written inside it, the way a change and
 * its event must be written together.
 */
class FakeStore {
  positions: PositionRow[] = [];
  events: RecordedEvent[] = [];
  /** Writes of positions, each with whether it happened inside a transaction. */
  writes: Array<{ id: string; inTransaction: boolean }> = [];
  changeLocks: string[] = [];

  readonly dialect = 'sqlite';
  readonly repos: Repositories;
  private depth = 0;

  constructor() {
    const inTransaction = () => this.depth > 0;
    this.repos = asRepository<Repositories>({
      companies: asRepository<Repositories['companies']>({
        holdChangeLock: async (companyId: string) => void this.changeLocks.push(companyId),
      }),
      positions: asRepository<Repositories['positions']>({
        // A copy, as a row read from a database is: the service's later writes don't change what it read.
        find: async (companyId: string, id: string) => {
          const row = this.positions.find((stored) => stored.company_id === companyId && stored.id === id);
          return row && { ...row };
        },
        insert: async (row: PositionRow) => {
          this.positions.push({ ...row });
          this.writes.push({ id: row.id, inTransaction: inTransaction() });
          return row;
        },
        update: async (id: string, changes: PositionChanges) => {
          Object.assign(
            this.positions.find((row) => row.id === id)!,
            changes,
          );
          this.writes.push({ id, inTransaction: inTransaction() });
        },
      }),
      events: asRepository<Repositories['events']>({
        record: async (event: NewEvent) => {
          const payload = JSON.parse(event.payload) as { type: string; object: Record<string, unknown> };
          this.events.push({ type: payload.type, companyId: event.company_id, object: payload.object, inTransaction: inTransaction() });
          return this.events.length;
        },
      }),
    });
  }

  async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    this.depth++;
    try {
      return await work(this as unknown as Store);
    } finally {
      this.depth--;
    }
  }
}

const acme = companyRow({ id: 'c_acme', name: 'Acme' });
const other = companyRow({ id: 'c_other', name: 'Other' });
const actor: Actor = { company: acme, user: userRow({ id: 'u_recruiter' }) };

describe('PositionService against an in-memory store', () => {
  let store: FakeStore;
  let clock: ManualClock;
  let positions: PositionService;

  beforeEach(() => {
    store = new FakeStore();
    clock = new ManualClock(T0);
    positions = new PositionService({ store: store as unknown as Store, clock, region: 'us' });
  });

  it('makes a new position a draft on the default pipeline, its name trimmed, and records companyPositionAdded with it', async () => {
    const created = await positions.create(actor, { name: '  Welder  ', department: 'Shop floor' });
    assert.equal(created.name, 'Welder');
    assert.equal(created.state, 'draft');
    const [row] = store.positions;
    assert.deepEqual(
      [row!.state, row!.pipeline_id, row!.company_id, row!.created_by],
      ['draft', DEFAULT_PIPELINE_ID, acme.id, 'u_recruiter'],
    );
    assert.equal(row!.tags, '[]');
    assert.deepEqual(
      store.events.map((event) => [event.type, event.companyId, (event.object.position as { _id: string })._id]),
      [['companyPositionAdded', acme.id, created._id]],
    );
    assert.deepEqual(store.events[0]!.object.acting_user, { _id: 'u_recruiter', name: 'Ada', email_address: 'ada@example.com' });
    assert.deepEqual(store.changeLocks, [acme.id], "the company's change lock is held for the write");
  });

  it('refuses a blank name and writes nothing', async () => {
    await assert.rejects(positions.create(actor, { name: '   ' }), isApiError(400, 'invalidRequest'));
    assert.deepEqual([store.positions.length, store.events.length], [0, 0]);
  });

  it('writes every change and its event in one transaction', async () => {
    const created = await positions.create(actor, { name: 'Welder' });
    await positions.update(actor, created._id, { description: 'Joins metal' });
    await positions.setState(actor, created._id, 'published');
    assert.equal(store.writes.length, 3);
    assert.ok(
      [...store.writes, ...store.events].every((write) => write.inTransaction),
      'a write outside its transaction could be committed without its event',
    );
  });

  it('names only the fields that changed, and records nothing for an update that changes nothing', async () => {
    const created = await positions.create(actor, { name: 'Welder', department: 'Shop floor', requisition_id: 'R-1' });
    clock.advance(60_000);
    const updated = await positions.update(actor, created._id, {
      name: 'Welder',
      department: 'Workshop',
      requisition_id: 'R-1',
      description: 'Joins metal',
    });
    assert.equal(updated.department, 'Workshop');
    const [, event] = store.events;
    assert.equal(event!.type, 'companyPositionUpdated');
    assert.deepEqual([...(event!.object.changed_fields as string[])].sort(), ['department', 'description']);
    assert.equal(store.positions[0]!.updated_at, T0 + 60_000);

    clock.advance(60_000);
    const same = await positions.update(actor, created._id, { department: 'Workshop', description: 'Joins metal' });
    assert.equal(same.department, 'Workshop');
    assert.equal(store.events.length, 2, 'no event for no change');
    assert.equal(store.positions[0]!.updated_at, T0 + 60_000, 'nor a new updated_at');
  });

  it('records a state change with the state it left, and nothing for the state it is in', async () => {
    const created = await positions.create(actor, { name: 'Welder' });
    await positions.setState(actor, created._id, 'draft');
    assert.equal(store.events.length, 1);
    const published = await positions.setState(actor, created._id, 'published');
    assert.equal(published.state, 'published');
    const event = store.events.at(-1)!;
    assert.equal(event.type, 'companyPositionStateUpdated');
    assert.equal(event.object.state_was, 'draft');
  });

  it("answers 404 for another company's position and changes nothing", async () => {
    const theirs = await positions.create({ ...actor, company: other }, { name: 'Theirs' });
    const before = structuredClone(store.positions);
    await assert.rejects(positions.get(acme, theirs._id), isApiError(404, 'positionNotFound'));
    await assert.rejects(positions.update(actor, theirs._id, { name: 'Mine now' }), isApiError(404, 'positionNotFound'));
    await assert.rejects(positions.setState(actor, theirs._id, 'published'), isApiError(404, 'positionNotFound'));
    assert.deepEqual(store.positions, before);
    assert.equal(store.events.length, 1);
  });
});
