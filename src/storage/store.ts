// The storage as services see it: every repository over one database handle,
// and the one way to run work in a transaction.
//
// A store is over the process's database, or over one transaction.
// `transaction(work)` opens a transaction on the first, and on the second
// simply runs `work` in the transaction it is already in: nested use joins
// the outer transaction, so a service method works the same whether it was
// called alone or inside a bigger unit of work (Services.transaction).
//
// Work that must wait for the commit (waking delivery workers) is registered
// with afterCommit and runs once the outermost transaction has committed; it
// never runs when the transaction rolls back.
import type { Kysely } from 'kysely';
import type { DialectName, Storage } from './database.ts';
import { credentialCacheOf, notifyCredentialChange, type CredentialCache } from './credential-cache.ts';
import { notifyDeliveryWorkers } from './queue/record-event.ts';
import { BackgroundChecksRepository } from './repositories/background-checks-repository.ts';
import { CandidatesRepository } from './repositories/candidates-repository.ts';
import { CompaniesRepository } from './repositories/companies-repository.ts';
import type { RepositoryContext } from './repositories/context.ts';
import { CredentialsRepository } from './repositories/credentials-repository.ts';
import { EventsRepository } from './repositories/events-repository.ts';
import { MessagesRepository } from './repositories/messages-repository.ts';
import { MetaRepository } from './repositories/meta-repository.ts';
import { NotesRepository } from './repositories/notes-repository.ts';
import { PositionsRepository } from './repositories/positions-repository.ts';
import { QuestionnairesRepository } from './repositories/questionnaires-repository.ts';
import { UsersRepository } from './repositories/users-repository.ts';
import { WebhookDeliveriesRepository } from './repositories/webhook-deliveries-repository.ts';
import { WebhookEndpointsRepository } from './repositories/webhook-endpoints-repository.ts';
import type { Database } from './schema.ts';

export interface Repositories {
  users: UsersRepository;
  companies: CompaniesRepository;
  credentials: CredentialsRepository;
  meta: MetaRepository;
  webhookEndpoints: WebhookEndpointsRepository;
  webhookDeliveries: WebhookDeliveriesRepository;
  events: EventsRepository;
  positions: PositionsRepository;
  candidates: CandidatesRepository;
  notes: NotesRepository;
  messages: MessagesRepository;
  backgroundChecks: BackgroundChecksRepository;
  questionnaires: QuestionnairesRepository;
}

function createRepositories(context: RepositoryContext): Repositories {
  return {
    users: new UsersRepository(context),
    companies: new CompaniesRepository(context),
    credentials: new CredentialsRepository(context),
    meta: new MetaRepository(context),
    webhookEndpoints: new WebhookEndpointsRepository(context),
    webhookDeliveries: new WebhookDeliveriesRepository(context),
    events: new EventsRepository(context),
    positions: new PositionsRepository(context),
    candidates: new CandidatesRepository(context),
    notes: new NotesRepository(context),
    messages: new MessagesRepository(context),
    backgroundChecks: new BackgroundChecksRepository(context),
    questionnaires: new QuestionnairesRepository(context),
  };
}

/** Callbacks to run after one transaction commits, each once. */
class CommitCallbacks {
  private readonly callbacks = new Set<() => void>();
  add(callback: () => void): void {
    this.callbacks.add(callback);
  }
  run(): void {
    for (const callback of this.callbacks) callback();
  }
}

interface GroupedUnit {
  work: (tx: Store) => Promise<unknown>;
  /** The store the work runs with, over the group's transaction (the caller's store's settings). */
  storeFor: (trx: Kysely<Database>, callbacks: CommitCallbacks) => Store;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Units of work in one SQLite transaction at most, and how long (real ms)
 * one group may keep others waiting. An object so that a test can widen the
 * window: a busy machine can stretch a few milliseconds at any moment.
 */
export const groupCommitLimits = { maxUnits: 50, maxMs: 5 };

/**
 * Group commit on SQLite: units of work that ask for a transaction while
 * another is running are run in one transaction, each in a savepoint of its
 * own, and committed together.
 *
 * Why: SQLite runs one transaction at a time on the process's one
 * connection anyway, and a commit writes every page the transaction changed
 * to the WAL. Candidates and events of one company land in the same pages
 * (the same endpoints' index entries, the tables' last pages), so twenty
 * commits write the same pages twenty times where one group writes them
 * once: under concurrent writes most of the cost of a write.
 *
 * Each unit still commits or rolls back alone as far as its caller sees: a
 * unit that throws is rolled back to its savepoint and rejected at once,
 * and the others go on; a unit's result (and its afterCommit work) comes
 * only once the group has committed, and if that commit fails every unit of
 * the group fails. A group takes the units already waiting, up to
 * groupCommitLimits, so a lone write waits for nothing and
 * reads of other requests wait at most a few milliseconds between groups.
 */
class CommitGroups {
  private readonly waiting: GroupedUnit[] = [];
  private draining = false;

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: (tx: Store) => Promise<T>, storeFor: GroupedUnit['storeFor']): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, storeFor, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.waiting.length > 0) await this.runGroup();
    } finally {
      this.draining = false;
    }
  }

  private async runGroup(): Promise<void> {
    let trx;
    try {
      trx = await this.db.startTransaction().execute();
    } catch (error) {
      // No transaction (another process held the write lock too long): the first waiting unit fails, as it did alone.
      this.waiting.shift()!.reject(error);
      return;
    }
    const done: Array<{ unit: GroupedUnit; result: unknown; callbacks: CommitCallbacks }> = [];
    const started = performance.now();
    let current: GroupedUnit | undefined;
    try {
      while (
        this.waiting.length > 0 &&
        done.length < groupCommitLimits.maxUnits &&
        (done.length === 0 || performance.now() - started < groupCommitLimits.maxMs)
      ) {
        current = this.waiting.shift()!;
        const callbacks = new CommitCallbacks();
        if (done.length === 0) {
          // The first unit needs no savepoint: if it fails, the transaction holds nothing else and goes whole.
          const result = await current.work(current.storeFor(trx, callbacks));
          done.push({ unit: current, result, callbacks });
        } else {
          const savepoint = await trx.savepoint('unit').execute();
          try {
            const result = await current.work(current.storeFor(savepoint, callbacks));
            await savepoint.releaseSavepoint('unit').execute();
            done.push({ unit: current, result, callbacks });
          } catch (error) {
            await (await savepoint.rollbackToSavepoint('unit').execute()).releaseSavepoint('unit').execute();
            current.reject(error);
          }
        }
        current = undefined;
        // Statements of better-sqlite3 answer within the same turn of the event
        // loop: requests that arrived meanwhile reach their transaction only
        // after a turn. One turn is let by, so they can join this group.
        if (this.waiting.length === 0 && done.length > 0 && done.length < groupCommitLimits.maxUnits)
          await new Promise((resolve) => setImmediate(resolve));
      }
      await trx.commit().execute();
    } catch (error) {
      // The first unit, a savepoint, the rollback to one, or the commit failed: nothing of the group is kept.
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      current?.reject(error);
      for (const { unit } of done) unit.reject(error);
      return;
    }
    for (const { unit, result, callbacks } of done) {
      callbacks.run();
      unit.resolve(result);
    }
  }
}

const commitGroups = new WeakMap<Storage, CommitGroups>();

export class Store implements RepositoryContext {
  readonly repos: Repositories;

  /**
   * @param onDeliveriesQueued called after a commit that queued deliveries or
   *   made them sendable: wakes this process's workers (other processes learn
   *   of it through NOTIFY or SQLite's data_version).
   */
  constructor(
    readonly storage: Storage,
    private readonly onDeliveriesQueued: () => void,
    readonly db: Kysely<Database> = storage.db,
    private readonly commitCallbacks?: CommitCallbacks,
  ) {
    this.repos = createRepositories(this);
  }

  get dialect(): DialectName {
    return this.storage.dialect;
  }

  async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    if (this.commitCallbacks) return work(this);
    if (this.dialect === 'sqlite') {
      return this.commitGroups().run(work, (trx, callbacks) => new Store(this.storage, this.onDeliveriesQueued, trx, callbacks));
    }
    const callbacks = new CommitCallbacks();
    const result = await this.db.transaction().execute((trx) => work(new Store(this.storage, this.onDeliveriesQueued, trx, callbacks)));
    callbacks.run();
    return result;
  }

  /** The storage's group commit (one per storage: every store over it shares the one connection). */
  private commitGroups(): CommitGroups {
    let groups = commitGroups.get(this.storage);
    if (!groups) {
      groups = new CommitGroups(this.storage.db);
      commitGroups.set(this.storage, groups);
    }
    return groups;
  }

  /** Runs `callback` once the transaction this store is in commits; at once outside a transaction (the write is committed already). */
  afterCommit(callback: () => void): void {
    if (this.commitCallbacks) this.commitCallbacks.add(callback);
    else callback();
  }

  get credentialCache(): CredentialCache | undefined {
    return this.commitCallbacks ? undefined : credentialCacheOf(this.storage);
  }

  async credentialsChanged(): Promise<void> {
    const cache = credentialCacheOf(this.storage);
    await notifyCredentialChange(this.db, this.dialect);
    cache.invalidate();
    this.afterCommit(() => cache.invalidate());
  }

  async announceDeliveries(options: { notified?: boolean } = {}): Promise<void> {
    if (!options.notified) await notifyDeliveryWorkers(this.db, this.dialect);
    this.afterCommit(this.onDeliveriesQueued);
  }
}
