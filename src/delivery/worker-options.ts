// What a delivery worker is built from: the webhook settings, a storage, a
// clock, the key box of the webhook secrets and a log, and nothing else of
// the process (no database URL, no services), so that it can run wherever
// such a storage can be opened; a tracer when tracing is on. Its tuning
// comes with defaults.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { WorkerStorage } from '../storage/queue/coordination/worker-coordination.ts';
import type { AttemptResult } from '../storage/queue/record-results.ts';
import type { Tracing } from '../tracing/tracing.ts';
import type { CommitListener } from './commit-signal.ts';
import type { DeliveryLog } from './delivery-log.ts';

/** What metrics count of an attempt: all that crosses from the delivery thread (thread-protocol.ts). */
export type AttemptTally = Pick<AttemptResult, 'outcome' | 'durationMs'>;

/** Told of what the worker does, for metrics (see metrics/). */
export interface DeliveryObserver {
  /** An attempt ended (not one cut off by shutdown). */
  attempted(result: AttemptTally): void;
}

export interface WorkerOptions {
  storage: WorkerStorage;
  webhook: Config['webhook'];
  clock: Clock;
  secretBox: SecretBox;
  /**
   * Commits of this process's own connection that queued deliveries
   * (commit-signal.ts); the storage watches for the others. Left out where
   * the storage's watch hears the process's own commits too
   * (watchHearsOwnCommits), or each would wake the worker twice.
   */
  commits?: { subscribe(listener: CommitListener): () => void };
  log: DeliveryLog;
  observer?: DeliveryObserver;
  /** A span per attempt, and its traceparent header, when tracing is on (OTEL_*). */
  tracing?: Pick<Tracing, 'startAttempt'>;
  /** Deliveries fetched per endpoint at a time (default: 50 on PostgreSQL, 10 on SQLite). */
  batchSize?: number;
  /** Endpoints served at once by this process. */
  maxActiveEndpoints?: number;
  /** Longest sleep without a wake-up, in real milliseconds. */
  idlePollMs?: number;
  /** How often, in real milliseconds, deliveries left queued for deleted endpoints are dropped (at start, then this often). */
  orphanSweepMs?: number;
  /** Real milliseconds an endpoint's signer (its plaintext secrets) is kept unused (default a minute). */
  signerIdleMs?: number;
  /**
   * Real milliseconds an endpoint task keeps its lease after the queue ran
   * empty, for deliveries committed meanwhile (0: none). An endpoint that
   * gets an event at least this often is then served by one fetch per event
   * instead of a search, a lease, a fetch and a release: in the bench's
   * latency scenario on PostgreSQL 1 000 against 50 took the round trips per
   * event from 9–11 to 5 and the commit's p99 from 30–50 to 9–21 ms
   * (bench/README.md). Default: 1 000. A lingering task costs no query, only
   * a timer; lingering takes at most half the endpoint slots (mayLinger), and
   * a delivery queued again behind a lingering task makes it let go
   * (EndpointTask.poke). On SQLite it pays only since a commit names its
   * endpoints (commit-signal.ts).
   */
  lingerMs?: number;
}

export type WorkerTuning = Required<
  Pick<WorkerOptions, 'batchSize' | 'maxActiveEndpoints' | 'idlePollMs' | 'orphanSweepMs' | 'signerIdleMs' | 'lingerMs'>
>;

/** The options' tuning, defaults filled in. */
export function workerTuning(options: WorkerOptions): WorkerTuning {
  return {
    // SQLite: small. A batch's rows (each with its event's body) live until the
    // last of them is sent, which at an endpoint's pace outlasts the young
    // generation, so a long batch was garbage the major collector had to
    // reclaim; a read in process per 10 sends costs little beside them.
    // PostgreSQL: 50. There a fetch is a round trip to another process, which
    // costs both ends more than its rows: in the bench's full-size delivery,
    // 50 took a delivery from 71-77 to 66-67 µs of the worker's CPU and from
    // 81 to 68 µs of PostgreSQL's, and the drain's peak RSS from 157 to 167 MB
    // (bench/README.md). On SQLite the same change cost CPU and memory.
    batchSize: options.batchSize ?? (options.storage.dialect === 'postgres' ? 50 : 10),
    maxActiveEndpoints: options.maxActiveEndpoints ?? 512,
    idlePollMs: options.idlePollMs ?? 1000,
    orphanSweepMs: options.orphanSweepMs ?? 10 * 60_000,
    signerIdleMs: options.signerIdleMs ?? 60_000,
    lingerMs: options.lingerMs ?? 1000,
  };
}
