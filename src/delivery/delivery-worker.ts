// The delivery engine of one process.
//
// A loop finds endpoints whose queue head is due, leases them, and starts one
// task per leased endpoint. A task sends that endpoint's deliveries in queue
// order (WEBHOOK_ENDPOINT_CONCURRENCY at a time, 1 by default), stops at the
// first one that must wait for a retry (it holds back the later ones), and
// releases the lease when nothing more is due, after lingering a moment for
// what the next commit brings (see lingerMs). Endpoints never wait on each
// other: each has its own task, and the HTTP pool gives every request in
// flight its own connection (at most maxActiveEndpoints x concurrency).
//
// Durability: a delivery stays `pending` until its outcome is stored, so a
// process killed at any moment leaves it to be sent again (same event `_id`)
// by whoever takes the lease next: at least once, never lost. On PostgreSQL
// the leases are tied to a database session the worker holds open
// (storage/queue/lease-holder.ts): when the process dies, others take its
// queues up at their next look, not when the leases expire.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Storage } from '../storage/database.ts';
import { dropOrphanedDeliveries } from '../storage/queue/drop-orphaned-deliveries.ts';
import { clearAllLeases, leaseEndpoints, releaseLease, renewLease } from '../storage/queue/endpoint-leases.ts';
import { endpointState } from '../storage/queue/endpoint-state.ts';
import { findReadyEndpoints } from '../storage/queue/find-ready-endpoints.ts';
import { LeaseHolder, type LeaseHolderIdentity } from '../storage/queue/lease-holder.ts';
import { nextDeliveries, type PendingDelivery } from '../storage/queue/next-deliveries.ts';
import type { AttemptResult } from '../storage/queue/record-results.ts';
import { cancelWithheld, type WithheldReason } from '../storage/queue/withheld.ts';
import { MAX_ATTEMPTS, nextRetryDelayMs, parseRetryAfter } from './backoff.ts';
import type { CommitSignal } from './commit-signal.ts';
import { OutboundHttp } from './outbound-http.ts';
import { ResultWriter } from './result-writer.ts';
import { SignerCache } from './signing.ts';
import { listenForDeliveries, type WakeupListener } from './wakeup-listener.ts';
import type { SqliteWorkerLock } from '../storage/sqlite-worker-lock.ts';

export const USER_AGENT = 'recruiting-api-webhooks/0.1';
/** How often a SQLite worker looks for commits made by other processes. */
const COMMIT_WATCH_MS = 5;
/** How often a SQLite worker waiting for another process's worker lock tries it again, in real milliseconds. */
const WORKER_LOCK_POLL_MS = 500;
/** While the database can't be reached, the loop looks again after waits that double up to this, in real milliseconds. */
const LONGEST_OUTAGE_WAIT_MS = 10_000;
/** An endpoint whose secret can't be opened is tried again after waits that double from the first to the longest (clock ms). */
const SECRET_RETRY_FIRST_MS = 5_000;
const SECRET_RETRY_LONGEST_MS = 5 * 60_000;

/** Told of what the worker does, for metrics (see metrics/). */
export interface DeliveryObserver {
  /** An attempt ended (not one cut off by shutdown). */
  attempted(result: AttemptResult): void;
}

export interface WorkerOptions {
  storage: Storage;
  config: Config;
  clock: Clock;
  secretBox: SecretBox;
  /** This process's signal of committed deliveries. */
  commits: CommitSignal;
  log: {
    error(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
    debug(obj: object, msg: string): void;
  };
  observer?: DeliveryObserver;
  /** Deliveries fetched per endpoint at a time. */
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
   * gets an event every few milliseconds is then served by one fetch per
   * event instead of a search, a lease, a fetch and a release. Default: 50 on
   * PostgreSQL, where each of those is a round trip; none on SQLite, where
   * they are calls inside the process and the benchmark's latency tail was
   * longer with it than without (bench/README.md, item 20).
   */
  lingerMs?: number;
}

interface EndpointTask {
  done: Promise<void>;
  /** The last delivery sent: the next batch starts after it, whether or not its outcome is stored yet. */
  sentUpTo: number;
  /** The loop saw a delivery after sentUpTo in this endpoint's queue while the task held it: fetch again before letting go. */
  poked: boolean;
  /** Ends the task's lingering, if it lingers: true to fetch again, false to let go. */
  stopLingering?: (fetchAgain: boolean) => void;
}

export class DeliveryWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly http: OutboundHttp;
  private readonly writer: ResultWriter;
  private readonly tasks = new Map<string, EndpointTask>();
  private readonly signers: SignerCache;
  private readonly abort = new AbortController();
  private readonly batchSize: number;
  private readonly maxActive: number;
  private readonly idlePollMs: number;
  private readonly orphanSweepMs: number;
  private nextOrphanSweep = 0;
  private readonly leaseMs: number;
  private readonly lingerMs: number;
  private running: Promise<void> | undefined;
  private stopping = false;
  /** For readiness probes: see `status`. */
  private phase: 'starting' | 'waitingForLock' | 'running' = 'starting';
  private wakeRequested = false;
  private sleeping: { timer: NodeJS.Timeout; resolve: () => void } | undefined;
  private listener: WakeupListener | undefined;
  private commitWatch: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  /** SQLite: this worker's hold on the database (storage/sqlite-worker-lock.ts). */
  private workerLock: SqliteWorkerLock | undefined;
  /** Endpoints whose webhook secret could not be opened: when to try each again (clock time). */
  private readonly unopenableSecrets = new Map<string, { failures: number; retryAt: number }>();
  private holder: LeaseHolder | undefined;

  constructor(private readonly options: WorkerOptions) {
    const { webhook } = options.config;
    this.http = new OutboundHttp({
      timeoutMs: webhook.timeoutMs,
      allowPrivateTargets: webhook.allowPrivateTargets,
      userAgent: USER_AGENT,
      connectionsPerOrigin: webhook.connectionsPerOrigin,
    });
    this.writer = new ResultWriter(options.storage, options.clock, {
      disableAfterMs: webhook.disableAfterMs,
      onError: (error) => options.log.error({ err: error }, 'storing delivery outcomes failed'),
      onDisabled: (endpointIds) =>
        options.log.warn(
          { endpoints: endpointIds, disableAfterHours: webhook.disableAfterMs / 3_600_000 },
          'disabled webhook endpoints whose every attempt failed',
        ),
    });
    // Small: a batch's rows (each with its event's body) live until the last of
    // them is sent, which at an endpoint's pace outlasts the young generation,
    // so a long batch was garbage the major collector had to reclaim. A query
    // per 10 sends costs little beside them.
    this.batchSize = options.batchSize ?? 10;
    this.maxActive = options.maxActiveEndpoints ?? 512;
    this.idlePollMs = options.idlePollMs ?? 1000;
    this.orphanSweepMs = options.orphanSweepMs ?? 10 * 60_000;
    this.leaseMs = webhook.leaseMs;
    this.lingerMs = options.lingerMs ?? (options.storage.dialect === 'postgres' ? 50 : 0);
    // More than the endpoints served at once, so active ones never push each other out.
    this.signers = new SignerCache({
      open: (ciphertext) => options.secretBox.open(ciphertext),
      maxEntries: 2 * this.maxActive,
      idleMs: options.signerIdleMs ?? 60_000,
      now: () => performance.now(),
    });
  }

  /**
   * Starts the worker. On SQLite, only one worker per database runs: while
   * another process's worker holds the database's worker lock, this one waits
   * (in the background: start() returns at once) and begins when that process
   * exits.
   */
  async start(): Promise<void> {
    this.workerLock = this.options.storage.workerLock?.();
    if (this.workerLock && !this.workerLock.tryAcquire()) {
      this.options.log.warn(
        { lockFile: this.workerLock.file },
        'another process runs the delivery worker of this SQLite database: this worker waits until that process exits',
      );
      this.phase = 'waitingForLock';
      this.running = this.waitForWorkerLock(this.workerLock).then(async (acquired) => {
        if (!acquired) return;
        this.options.log.info({}, 'the other delivery worker has exited: this worker starts');
        await this.begin();
        await this.loop();
      });
      return;
    }
    await this.begin();
    this.running = this.loop();
  }

  /** What the worker is doing, for readiness probes (services/health-service.ts). */
  get status(): 'starting' | 'waitingForLock' | 'running' | 'stopped' {
    return this.stopping ? 'stopped' : this.phase;
  }

  /** Resolves true once this worker holds the lock, false when it was stopped first. */
  private async waitForWorkerLock(lock: SqliteWorkerLock): Promise<boolean> {
    while (!this.stopping) {
      if (lock.tryAcquire()) return true;
      await this.sleep(WORKER_LOCK_POLL_MS);
    }
    return false;
  }

  private async begin(): Promise<void> {
    this.phase = 'starting';
    const { storage } = this.options;
    if (storage.dialect === 'sqlite') {
      // Leases left by a worker killed before it could release them would hold its endpoints back until they expired.
      await clearAllLeases(storage.db).catch((error) =>
        this.options.log.error({ err: error }, 'clearing the delivery leases of an earlier worker failed'),
      );
    }
    if (storage.commitsElsewhere) this.watchOtherProcesses(storage.commitsElsewhere);
    this.unsubscribe = this.options.commits.subscribe(() => this.wake());
    if (storage.dialect === 'postgres') {
      this.holder = await LeaseHolder.open({ connectionString: this.options.config.databaseUrl }, (error) =>
        this.options.log.error({ err: error }, 'the database session of delivery leases failed'),
      );
      this.listener = listenForDeliveries(this.options.config.databaseUrl, () => this.wake(), {
        onLost: (error) => this.options.log.error({ err: error }, 'delivery wake-up listener lost its connection; reconnecting'),
        onRestored: () => this.options.log.info({}, 'delivery wake-up listener is listening again'),
      });
      await this.listener.ready;
    }
    this.phase = 'running';
  }

  /**
   * SQLite has no NOTIFY: an API process, the CLI or another tool committing
   * events would otherwise wait for the idle poll (a second). Polling SQLite's
   * data_version every few milliseconds costs next to nothing and wakes the
   * loop as soon as someone else has committed.
   */
  private watchOtherProcesses(version: () => number): void {
    let last = version();
    this.commitWatch = setInterval(() => {
      let now: number;
      try {
        now = version();
      } catch {
        clearInterval(this.commitWatch); // the database was closed under us: nothing more to watch
        return;
      }
      if (now !== last) {
        last = now;
        this.wake();
      }
    }, COMMIT_WATCH_MS);
    this.commitWatch.unref();
  }

  /** Endpoints whose signer (plaintext secrets) this process holds. */
  get signersHeld(): number {
    return this.signers.size;
  }

  /** Endpoint queues this process holds a lease on right now. */
  get leasesHeld(): number {
    return this.tasks.size;
  }

  /** Look for due deliveries now (after a commit, a resume, or a clock change in tests). */
  wake(): void {
    this.wakeRequested = true;
    if (this.sleeping) {
      clearTimeout(this.sleeping.timer);
      this.sleeping.resolve();
      this.sleeping = undefined;
    }
  }

  /** Stops claiming, lets running sends finish (at most the delivery timeout), stores their outcomes. */
  async stop(): Promise<void> {
    if (this.stopping) return this.running;
    this.stopping = true;
    for (const task of this.tasks.values()) task.stopLingering?.(false);
    this.unsubscribe?.();
    clearInterval(this.commitWatch);
    this.wake();
    await this.running;
    const grace = new Promise<void>((resolve) => setTimeout(resolve, this.options.config.webhook.timeoutMs).unref());
    await Promise.race([Promise.all([...this.tasks.values()].map((t) => t.done)), grace]);
    this.abort.abort();
    await Promise.all([...this.tasks.values()].map((t) => t.done));
    await this.listener?.close();
    // Last: the leases left (if any) are free for others the moment it closes.
    await this.holder?.close();
    await this.http.destroy();
    this.workerLock?.release();
  }

  private async loop(): Promise<void> {
    // Claims failed in a row: the database is unavailable (stopped, restarting,
    // locked by another process). The loop waits longer after each failure,
    // logs the first and the recovery only, and goes on when the database is
    // back (woken at once by a commit or, on PostgreSQL, the LISTEN reconnect).
    let failures = 0;
    while (!this.stopping) {
      this.wakeRequested = false;
      this.signers.prune();
      if (performance.now() >= this.nextOrphanSweep) await this.sweepOrphans();
      let waitMs: number;
      try {
        const nextLook = await this.claim();
        if (failures > 0) this.options.log.info({ failures }, 'claiming deliveries works again');
        failures = 0;
        waitMs = Math.max(0, Math.min(this.idlePollMs, nextLook - this.options.clock.now()));
      } catch (error) {
        failures++;
        if (failures === 1) this.options.log.error({ err: error }, 'claiming deliveries failed; trying again with growing waits');
        else this.options.log.debug({ err: error, failures }, 'claiming deliveries failed again');
        waitMs = Math.min(this.idlePollMs * 2 ** (failures - 1), Math.max(this.idlePollMs, LONGEST_OUTAGE_WAIT_MS));
      }
      if (this.wakeRequested || this.stopping) continue;
      if (waitMs > 0) await this.sleep(waitMs);
    }
  }

  private async sweepOrphans(): Promise<void> {
    this.nextOrphanSweep = performance.now() + this.orphanSweepMs;
    try {
      const dropped = await dropOrphanedDeliveries(this.options.storage.db);
      if (dropped > 0) this.options.log.debug({ dropped }, 'dropped deliveries of deleted endpoints');
    } catch (error) {
      this.options.log.error({ err: error }, 'dropping deliveries of deleted endpoints failed');
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.sleeping = { timer: setTimeout(() => ((this.sleeping = undefined), resolve()), ms), resolve };
    });
  }

  /** One round: lease the endpoints that are due and start their tasks. Returns when to look again. */
  private async claim(): Promise<number> {
    const { storage, clock } = this.options;
    const now = clock.now();
    const free = this.maxActive - this.tasks.size;
    if (free <= 0) return now + this.idlePollMs;
    // Our own queues come too (their tasks are told there is more), so the page holds `free` others.
    const limit = free + this.tasks.size;
    const heads = await findReadyEndpoints(storage.db, now, this.id, limit);
    const due: string[] = [];
    for (const head of heads) {
      const task = this.tasks.get(head.endpoint_id);
      if (task) {
        if (head.last_id > task.sentUpTo) {
          task.poked = true;
          task.stopLingering?.(true);
        }
      } else if (head.next_attempt_at <= now && !this.waitsForSecret(head.endpoint_id, now)) {
        due.push(head.endpoint_id);
      }
    }
    const later = heads.find((h) => h.next_attempt_at > now && !this.tasks.has(h.endpoint_id));
    // Take half of what is due (at random), then look again at once: alone, a
    // worker still gets everything within a few rounds; beside other workers
    // woken by the same commit, each gets a share instead of the fastest taking all.
    const take = due.length > 1 ? shuffle(due).slice(0, Math.ceil(due.length / 2)) : due;
    if (take.length < due.length) this.wakeRequested = true;
    // PostgreSQL: no leases while the session they are tied to is being opened again.
    const holder = this.holder?.identity;
    if (take.length > 0 && !(this.holder && !holder)) {
      const leased = await leaseEndpoints(storage.db, take, this.id, now, now + this.leaseMs, holder);
      if (leased.length > 0) this.options.log.debug({ leased: leased.length, due: due.length }, 'leased endpoint queues');
      for (const endpointId of leased) this.startTask(endpointId, now + this.leaseMs, holder);
    }
    // A full page may hide more due endpoints: look again at once (unless it held nothing to take).
    if (heads.length === limit && !later && take.length > 0) return now;
    return later ? later.next_attempt_at : now + this.idlePollMs;
  }

  private startTask(endpointId: string, leaseExpiresAt: number, holder: LeaseHolderIdentity | undefined): void {
    const task: EndpointTask = { done: Promise.resolve(), sentUpTo: 0, poked: false };
    this.tasks.set(endpointId, task);
    task.done = this.serveEndpoint(task, endpointId, leaseExpiresAt, holder)
      .catch((error) => this.options.log.error({ err: error, endpointId }, 'endpoint delivery task failed'))
      .finally(() => this.tasks.delete(endpointId));
  }

  /**
   * Sends an endpoint's due deliveries batch after batch under one lease,
   * and gives the lease back when nothing more is due (or a delivery must
   * wait for its retry), after lingering for more (see lingerMs). A busy
   * endpoint costs one query per batch, not a release, a search and a new
   * lease; an idle one is free for any worker.
   */
  private async serveEndpoint(
    task: EndpointTask,
    endpointId: string,
    leaseExpiresAt: number,
    holder: LeaseHolderIdentity | undefined,
  ): Promise<void> {
    const { storage, clock } = this.options;
    const concurrency = this.options.config.webhook.endpointConcurrency;
    let holdsLease = true;
    try {
      while (!this.stopping) {
        task.poked = false;
        const batch = await nextDeliveries(storage.db, endpointId, this.batchSize, task.sentUpTo);
        // Nothing goes to an endpoint of a company off the Pro plan or of a partner
        // no longer a member (storage/queue/withheld.ts): its queue is cancelled.
        if (batch[0]?.withheld) {
          await this.cancelQueue(endpointId, batch[0].withheld);
          return;
        }
        const now = clock.now();
        const dueCount = batch.findIndex((d) => d.next_attempt_at > now);
        const due = dueCount === -1 ? batch : batch.slice(0, dueCount);
        if (due.length === 0) {
          // Something pending but not due: a retry scheduled, which the loop's timing takes care of.
          if (batch.length > 0 || !(await this.lingered(task))) break;
          continue;
        }
        // Every delivery of the batch carries the endpoint's secrets: if they can't be opened, none can be signed.
        if (!this.canSign(endpointId, due[0]!)) return;
        // Before each send of the batch but its first (the fetch answered for that one), the endpoint is asked again (see maySendMore).
        let first = true;
        let blocked = false;
        for (let i = 0; i < due.length && !blocked && !this.stopping; i += concurrency) {
          // The session the lease is tied to ended: another worker may have taken the queue already.
          if (this.holder && this.holder.identity !== holder) {
            holdsLease = false;
            return;
          }
          // The outcomes not stored yet are bounded: while the writer is behind, sending waits for it.
          if (this.writer.full) await this.writer.room();
          // A plan change, a removed partner, or an endpoint deleted, paused or disabled
          // meanwhile stops the sending here (storage/queue/endpoint-state.ts).
          if (!first && !(await this.maySendMore(endpointId))) return;
          first = false;
          // Slow answers or a long run of batches can outlast the lease: extend it before it runs low.
          if (leaseExpiresAt - clock.now() < this.leaseMs / 2) {
            leaseExpiresAt = clock.now() + this.leaseMs;
            if (!(await renewLease(storage.db, endpointId, this.id, leaseExpiresAt))) {
              holdsLease = false; // another worker has it now; it resends what we have not stored
              return;
            }
          }
          const chunk = due.slice(i, i + concurrency);
          const results = await Promise.all(chunk.map((d) => this.attempt(endpointId, d)));
          task.sentUpTo = chunk[chunk.length - 1]!.id;
          for (const result of results) {
            if (result === null) continue; // cut off by shutdown: stays pending
            this.writer.add(result);
            this.options.observer?.attempted(result);
            if (result.outcome === 'retry') blocked = true; // later deliveries wait behind it
          }
        }
        if (blocked) break;
      }
    } finally {
      if (holdsLease) {
        // Outcomes are stored before the lease goes, so no worker sends them again.
        await this.writer.flush().catch(() => {});
        await releaseLease(storage.db, endpointId, this.id).catch((error) =>
          this.options.log.error({ err: error, endpointId }, 'releasing a delivery lease failed'),
        );
      }
      // The loop skipped this endpoint while we held its lease: look again now, for
      // the rest of its queue, a retry we scheduled, or work that arrived meanwhile.
      if (!this.stopping) queueMicrotask(() => this.wake());
    }
  }

  /**
   * Waits, lease held, for the loop to find more due in this endpoint's queue
   * (true) or for lingerMs to pass (false). Not when half the endpoint slots
   * are taken: then the slots are for queues that wait.
   */
  private lingered(task: EndpointTask): Promise<boolean> {
    if (task.poked) return Promise.resolve(true);
    if (this.lingerMs <= 0 || this.stopping || this.tasks.size > this.maxActive / 2) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), this.lingerMs);
      const finish = (fetchAgain: boolean) => {
        clearTimeout(timer);
        task.stopLingering = undefined;
        resolve(fetchAgain);
      };
      task.stopLingering = finish;
    });
  }

  private async maySendMore(endpointId: string): Promise<boolean> {
    const state = await endpointState(this.options.storage.db, endpointId);
    if (state === 'plan' || state === 'owner') await this.cancelQueue(endpointId, state);
    return state === 'send';
  }

  /** Outcomes already sent are stored first, so a delivery that went out is not marked cancelled. */
  private async cancelQueue(endpointId: string, reason: WithheldReason): Promise<void> {
    await this.writer.flush();
    const cancelled = await cancelWithheld(this.options.storage.db, endpointId, reason, this.options.clock.now());
    if (cancelled > 0) this.options.log.debug({ endpointId, cancelled, reason }, 'cancelled deliveries that may not be sent');
  }

  /**
   * Whether the endpoint's secrets open. When they don't (the data is damaged,
   * or SECRET_ENCRYPTION_KEY is not the key they were sealed with), its
   * deliveries stay pending and the endpoint is tried again after waits that
   * double, from SECRET_RETRY_FIRST_MS up to SECRET_RETRY_LONGEST_MS: not at
   * every turn of the loop. Logged once per endpoint, without the secret.
   */
  private canSign(endpointId: string, delivery: PendingDelivery): boolean {
    try {
      this.signers.get(endpointId, delivery);
    } catch (error) {
      const earlier = this.unopenableSecrets.get(endpointId);
      const failures = (earlier?.failures ?? 0) + 1;
      const waitMs = Math.min(SECRET_RETRY_FIRST_MS * 2 ** (failures - 1), SECRET_RETRY_LONGEST_MS);
      this.unopenableSecrets.set(endpointId, { failures, retryAt: this.options.clock.now() + waitMs });
      if (!earlier) {
        this.options.log.error(
          { endpointId, reason: (error as Error).message },
          "the webhook endpoint's secret cannot be opened (damaged, or sealed under another SECRET_ENCRYPTION_KEY): its deliveries wait and it is tried again with growing waits",
        );
      }
      return false;
    }
    if (this.unopenableSecrets.delete(endpointId))
      this.options.log.info({ endpointId }, "the webhook endpoint's secret opens again: its deliveries resume");
    return true;
  }

  private waitsForSecret(endpointId: string, now: number): boolean {
    const entry = this.unopenableSecrets.get(endpointId);
    return entry !== undefined && entry.retryAt > now;
  }

  /** Sends one delivery; null when shutdown cut it off (it stays pending, to be sent again). */
  private async attempt(endpointId: string, delivery: PendingDelivery): Promise<AttemptResult | null> {
    const { clock, config } = this.options;
    const startedAt = clock.now();
    const started = performance.now();
    const headers = this.signers.get(endpointId, delivery).sign(delivery.event_id, startedAt, delivery.payload);
    const outcome = await this.http.post(delivery.url, headers, delivery.payload, this.abort.signal);
    if (this.abort.signal.aborted && !outcome.ok) return null;
    const attempt = delivery.attempts + 1;
    // One object per attempt, of one shape whatever the outcome (a fast drain makes hundreds of thousands).
    const result: AttemptResult = {
      deliveryId: delivery.id,
      endpointId,
      attempt,
      startedAt,
      durationMs: Math.round(performance.now() - started),
      statusCode: outcome.statusCode,
      error: outcome.error,
      outcome: 'succeeded',
      nextAttemptAt: undefined,
      workerId: this.id,
      responseHeaders: outcome.responseHeaders,
      responseBody: outcome.responseBody,
      responseBodyTruncated: outcome.responseBodyTruncated,
    };
    if (outcome.ok) return result;
    if (attempt >= MAX_ATTEMPTS) {
      result.outcome = 'failed';
      return result;
    }
    const honoursRetryAfter = outcome.statusCode === 429 || outcome.statusCode === 503;
    const retryAfterMs = honoursRetryAfter ? parseRetryAfter(outcome.retryAfter, clock.now()) : undefined;
    const delay = nextRetryDelayMs(attempt, { baseMs: config.webhook.retryBaseMs, maxMs: config.webhook.retryMaxMs }, retryAfterMs);
    result.outcome = 'retry';
    result.nextAttemptAt = clock.now() + delay;
    return result;
  }
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
