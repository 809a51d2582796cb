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
//
// On SQLite, transactions of concurrent callers are committed in groups
// (group-commit.ts).
import type { Kysely } from 'kysely';
import type { DialectName, Storage } from './database.ts';
import { credentialCacheOf, notifyCredentialChange, type CredentialCache } from './credential-cache.ts';
import { CommitCallbacks, commitGroupsOf } from './group-commit.ts';
import { notifyDeliveryWorkers } from './notification-channels.ts';
import { CommitTail, transactionBegunWith } from './postgres-transaction.ts';
import { BackgroundChecksRepository } from './repositories/background-checks-repository.ts';
import { CandidateAttributesRepository } from './repositories/candidate-attributes-repository.ts';
import { CandidateFilesRepository } from './repositories/candidate-files-repository.ts';
import { CandidateEducationRepository, CandidateWorkHistoryRepository } from './repositories/candidate-history-repository.ts';
import { CandidateScorecardsRepository } from './repositories/candidate-scorecards-repository.ts';
import { CandidateStreamRepository } from './repositories/candidate-stream-repository.ts';
import { CandidatesRepository, positionAndCandidateStatement } from './repositories/candidates-repository.ts';
import { beginHoldingChangeLock, CompaniesRepository } from './repositories/companies-repository.ts';
import type { CandidateAtBegin, PositionAtBegin, RepositoryContext } from './repositories/context.ts';
import { CredentialsRepository } from './repositories/credentials-repository.ts';
import { EndpointStatsRepository } from './repositories/endpoint-stats-repository.ts';
import { EventFeedRepository } from './repositories/event-feed-repository.ts';
import { EventsRepository } from './repositories/events-repository.ts';
import { IdempotencyKeysRepository } from './repositories/idempotency-keys-repository.ts';
import { MessagesRepository } from './repositories/messages-repository.ts';
import { MetaRepository } from './repositories/meta-repository.ts';
import { NotesRepository } from './repositories/notes-repository.ts';
import { PositionsRepository, positionForShareStatement } from './repositories/positions-repository.ts';
import { CandidateProfileRepository } from './repositories/candidate-profile-repository.ts';
import { QuestionnairesRepository } from './repositories/questionnaires-repository.ts';
import { CompanyTemplatesRepository } from './repositories/company-templates-repository.ts';
import { UsersRepository } from './repositories/users-repository.ts';
import { WebhookDeliveriesRepository } from './repositories/webhook-deliveries-repository.ts';
import { WebhookEndpointsRepository } from './repositories/webhook-endpoints-repository.ts';
import type { CandidateRow, Database, PositionRow } from './schema.ts';
import type { RowLock } from './repositories/row-lock.ts';

export interface Repositories {
  users: UsersRepository;
  companies: CompaniesRepository;
  credentials: CredentialsRepository;
  meta: MetaRepository;
  webhookEndpoints: WebhookEndpointsRepository;
  webhookDeliveries: WebhookDeliveriesRepository;
  events: EventsRepository;
  eventFeed: EventFeedRepository;
  endpointStats: EndpointStatsRepository;
  positions: PositionsRepository;
  candidates: CandidatesRepository;
  candidateFiles: CandidateFilesRepository;
  candidateAttributes: CandidateAttributesRepository;
  candidateEducation: CandidateEducationRepository;
  candidateWorkHistory: CandidateWorkHistoryRepository;
  candidateScorecards: CandidateScorecardsRepository;
  /** A candidate's resume name, scores, attributes, education and work history, read together. */
  candidateProfiles: CandidateProfileRepository;
  candidateStream: CandidateStreamRepository;
  notes: NotesRepository;
  messages: MessagesRepository;
  backgroundChecks: BackgroundChecksRepository;
  questionnaires: QuestionnairesRepository;
  companyTemplates: CompanyTemplatesRepository;
  idempotencyKeys: IdempotencyKeysRepository;
}

function createRepositories(context: RepositoryContext): Repositories {
  const repositories = {
    users: new UsersRepository(context),
    companies: new CompaniesRepository(context),
    credentials: new CredentialsRepository(context),
    meta: new MetaRepository(context),
    webhookEndpoints: new WebhookEndpointsRepository(context),
    webhookDeliveries: new WebhookDeliveriesRepository(context),
    events: new EventsRepository(context),
    eventFeed: new EventFeedRepository(context),
    endpointStats: new EndpointStatsRepository(context),
    positions: new PositionsRepository(context),
    candidates: new CandidatesRepository(context),
    candidateFiles: new CandidateFilesRepository(context),
    candidateAttributes: new CandidateAttributesRepository(context),
    candidateEducation: new CandidateEducationRepository(context),
    candidateWorkHistory: new CandidateWorkHistoryRepository(context),
    candidateScorecards: new CandidateScorecardsRepository(context),
    candidateStream: new CandidateStreamRepository(context),
    notes: new NotesRepository(context),
    messages: new MessagesRepository(context),
    backgroundChecks: new BackgroundChecksRepository(context),
    questionnaires: new QuestionnairesRepository(context),
    companyTemplates: new CompanyTemplatesRepository(context),
    idempotencyKeys: new IdempotencyKeysRepository(context),
  };
  // Built over the others, whose reads it runs on SQLite.
  return Object.assign(repositories, { candidateProfiles: new CandidateProfileRepository(context, repositories) });
}

export interface TransactionOptions {
  /**
   * The company whose change lock (CompaniesRepository.holdChangeLock) the
   * transaction takes first thing: on PostgreSQL it goes with the `begin`, one
   * round trip for both, and the work's own holdChangeLock of that company
   * sends nothing. Ignored when the transaction joins an outer one.
   */
  changeLockOf?: string;
  /**
   * The work's last statement records its event (EventsRepository.recordLast):
   * on PostgreSQL it goes with the commit, one round trip for both, and the
   * company's fan-out lock it takes is held for the commit alone. The work
   * must send nothing after it. Ignored when the transaction joins an outer one.
   */
  eventLast?: boolean;
  /**
   * With changeLockOf: the position of that company the work starts by
   * reading with a `share` lock (a candidate's insert into it). On PostgreSQL
   * the read goes with the `begin` too, and the work's PositionsRepository.find
   * of it answers without a statement; the work must not change that
   * position. Ignored when the transaction joins an outer one.
   */
  positionOf?: string;
  /**
   * Instead of positionOf: the position of the company and its candidate the
   * work starts by reading (services/candidate-transaction.ts; after the change lock, if it
   * takes it), the position with a `share` lock and the candidate with
   * `lock`. On PostgreSQL both reads go with the `begin`; the work's
   * PositionsRepository.find of that position, and its
   * CandidatesRepository.find of that candidate until it writes the
   * candidate, answer without a statement. The work must not change that
   * position. Ignored when the transaction joins an outer one.
   */
  candidateOf?: { companyId: string; positionId: string; candidateId: string; lock: RowLock };
}

export class Store implements RepositoryContext {
  readonly repos: Repositories;

  /**
   * The endpoints whose queues the transaction grew, told once after its
   * commit (onDeliveriesQueued); 'unknown' when a change did not name them.
   */
  private announced: Set<string> | 'unknown' | undefined;

  /**
   * @param onDeliveriesQueued called after a commit that queued deliveries or
   *   made them sendable, with the endpoints when every change named them:
   *   wakes this process's workers (other processes learn of it through
   *   NOTIFY or SQLite's data_version).
   */
  constructor(
    readonly storage: Storage,
    private readonly onDeliveriesQueued: (endpointIds?: readonly string[]) => void,
    readonly db: Kysely<Database> = storage.db,
    private readonly commitCallbacks?: CommitCallbacks,
    readonly changeLockOf?: string,
    readonly commitTail?: CommitTail,
    readonly positionAtBegin?: PositionAtBegin,
    readonly candidateAtBegin?: CandidateAtBegin,
  ) {
    this.repos = createRepositories(this);
  }

  get dialect(): DialectName {
    return this.storage.dialect;
  }

  async transaction<T>(work: (tx: Store) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    if (this.commitCallbacks) return work(this);
    if (this.dialect === 'sqlite') {
      return commitGroupsOf(this.storage).run((trx, callbacks) => work(new Store(this.storage, this.onDeliveriesQueued, trx, callbacks)));
    }
    const callbacks = new CommitCallbacks();
    const { changeLockOf, eventLast, positionOf, candidateOf } = options;
    let result: T;
    if (changeLockOf === undefined && !eventLast && candidateOf === undefined) {
      result = await this.db.transaction().execute((trx) => work(new Store(this.storage, this.onDeliveriesQueued, trx, callbacks)));
    } else {
      let begin = changeLockOf === undefined ? 'begin' : beginHoldingChangeLock(changeLockOf);
      const readsPosition = changeLockOf !== undefined && positionOf !== undefined && candidateOf === undefined;
      if (candidateOf) {
        const { companyId, positionId, candidateId, lock } = candidateOf;
        begin += `; ${positionAndCandidateStatement(this.db, companyId, positionId, candidateId, lock)}`;
      } else if (readsPosition) begin += `; ${positionForShareStatement(this.db, changeLockOf, positionOf)}`;
      const tail = eventLast ? new CommitTail() : undefined;
      result = await transactionBegunWith(this.db, begin, tail, (trx, begun) => {
        let position: PositionAtBegin | undefined;
        let candidate: CandidateAtBegin | undefined;
        if (candidateOf) {
          const rows = begun[0] as { position: PositionRow | null; candidate: CandidateRow | null };
          const { companyId, positionId, candidateId, lock } = candidateOf;
          position = { companyId, id: positionId, row: rows.position ?? undefined };
          candidate = { companyId, positionId, id: candidateId, lock, row: rows.candidate ?? undefined, written: false };
        } else if (readsPosition) position = { companyId: changeLockOf, id: positionOf, row: begun[0] as PositionRow | undefined };
        return work(new Store(this.storage, this.onDeliveriesQueued, trx, callbacks, changeLockOf, tail, position, candidate));
      });
    }
    callbacks.run();
    return result;
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

  async announceDeliveries(options: { notified?: boolean; endpointIds?: readonly string[] } = {}): Promise<void> {
    if (!options.notified) await notifyDeliveryWorkers(this.db, this.dialect);
    const { endpointIds } = options;
    if (!endpointIds) this.announced = 'unknown';
    else if (this.announced !== 'unknown') {
      this.announced ??= new Set();
      for (const id of endpointIds) this.announced.add(id);
    }
    // One callback per transaction (the set of callbacks keeps it once), told every endpoint announced in it.
    this.afterCommit(this.tellAnnounced);
  }

  private readonly tellAnnounced = (): void => {
    const announced = this.announced;
    this.announced = undefined;
    this.onDeliveriesQueued(announced === 'unknown' || announced === undefined ? undefined : [...announced]);
  };
}
