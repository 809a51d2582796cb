// What every repository is built over: a database handle (the process's, or
// one transaction's) and the transaction helper of storage/store.ts.
import type { Kysely } from 'kysely';
import type { CredentialCache } from '../credential-cache.ts';
import type { DialectName } from '../database.ts';
import type { CommitTail } from '../postgres-transaction.ts';
import type { CandidateRow, Database, PositionRow } from '../schema.ts';
import type { RowLock } from './row-lock.ts';

/** The position read with a `share` lock by the transaction's `begin` (TransactionOptions.positionOf or candidateOf): its row, none when the company has no such position. */
export interface PositionAtBegin {
  readonly companyId: string;
  readonly id: string;
  readonly row: PositionRow | undefined;
}

/**
 * The candidate read with its lock by the transaction's `begin`
 * (TransactionOptions.candidateOf): its row, none when the position has no
 * such candidate. The work's lookups of it are answered with that row until
 * the work writes the candidate (`written`, set by CandidatesRepository).
 */
export interface CandidateAtBegin {
  readonly companyId: string;
  readonly positionId: string;
  readonly id: string;
  readonly lock: RowLock;
  readonly row: CandidateRow | undefined;
  written: boolean;
}

export interface RepositoryContext {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  /**
   * Runs `work` in a transaction: the one this context is already in (nested
   * use joins it), or a new one. Repositories use it for writes of several
   * statements that must commit together.
   */
  transaction<T>(work: (tx: RepositoryContext) => Promise<T>): Promise<T>;
  /** The company whose change lock this transaction took with its `begin` (TransactionOptions.changeLockOf), if any. */
  readonly changeLockOf?: string;
  /** The position read and locked for share with the `begin` (TransactionOptions.positionOf or candidateOf), if any. */
  readonly positionAtBegin?: PositionAtBegin;
  /** The candidate of that position read and locked with the `begin` (TransactionOptions.candidateOf), if any. */
  readonly candidateAtBegin?: CandidateAtBegin;
  /** Where the transaction's last statement goes to be sent with its commit (TransactionOptions.eventLast), if it may. */
  readonly commitTail?: CommitTail;
  /**
   * Says that deliveries were queued or became sendable: every worker is woken
   * once the transaction commits (at once outside a transaction). On
   * PostgreSQL this sends NOTIFY in the transaction, which the server delivers
   * only if it commits (`notified`: a statement of the transaction sent it already).
   * `endpointIds`: the endpoints whose queues grew, when the caller knows them
   * (the process's workers then poke the tasks they run for them).
   */
  announceDeliveries(options?: { notified?: boolean; endpointIds?: readonly string[] }): Promise<void>;
  /**
   * The process's cache of authentication lookups (credential-cache.ts);
   * undefined inside a transaction, whose reads must see its own writes.
   */
  readonly credentialCache: CredentialCache | undefined;
  /**
   * Says that a write may change who a token authenticates as or what it may
   * reach (a credential revoked or signed out, a membership, a company's
   * plan): this process's cache is emptied now and at commit, and other
   * processes' when the transaction commits.
   */
  credentialsChanged(): Promise<void>;
}
