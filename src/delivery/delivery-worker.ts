// The delivery engine of one process.
//
// A loop finds endpoints whose queue head is due, leases them, and starts one
// task per leased endpoint. A task sends that endpoint's deliveries in queue
// order (WEBHOOK_ENDPOINT_CONCURRENCY at a time, 1 by default), stops at the
// first one that must wait for a retry (it holds back the later ones), and
// releases the lease when nothing more is due. Endpoints never wait on each
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
import { findReadyEndpoints } from '../storage/queue/find-ready-endpoints.ts';
import { LeaseHolder, type LeaseHolderIdentity } from '../storage/queue/lease-holder.ts';
import { nextDeliveries, type PendingDelivery } from '../storage/queue/next-deliveries.ts';
import type { AttemptResult } from '../storage/queue/record-results.ts';
import { MAX_ATTEMPTS, nextRetryDelayMs, parseRetryAfter } from './backoff.ts';
import type { CommitSignal } from './commit-signal.ts';
import { OutboundHttp } from './outbound-http.ts';
import { ResultWriter } from './result-writer.ts';
import { DeliverySigner } from './signing.ts';
import { listenForDeliveries, type WakeupListener } from './wakeup-listener.ts';

export const USER_AGENT = 'recruiting-api-webhooks/0.1';
/** How often a SQLite worker looks for commits made by other processes. */
const COMMIT_WATCH_MS = 5;

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
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void; debug(obj: object, msg: string): void };
  observer?: DeliveryObserver;
  /** Deliveries fetched per endpoint at a time. */
  batchSize?: number;
  /** Endpoints served at once by this process. */
  maxActiveEndpoints?: number;
  /** Longest sleep without a wake-up, in real milliseconds. */
  idlePollMs?: number;
  /** How often, in real milliseconds, deliveries left queued for deleted endpoints are dropped (at start, then this often). */
  orphanSweepMs?: number;
}

interface EndpointTask {
  done: Promise<void>;
}

export class DeliveryWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly http: OutboundHttp;
  private readonly writer: ResultWriter;
  private readonly tasks = new Map<string, EndpointTask>();
  private readonly signers = new Map<string, { ciphertext: string; previous: string | null; signer: DeliverySigner }>();
  private readonly abort = new AbortController();
  private readonly batchSize: number;
  private readonly maxActive: number;
  private readonly idlePollMs: number;
  private readonly orphanSweepMs: number;
  private nextOrphanSweep = 0;
  private readonly leaseMs: number;
  private running: Promise<void> | undefined;
  private stopping = false;
  private wakeRequested = false;
  private sleeping: { timer: NodeJS.Timeout; resolve: () => void } | undefined;
  private listener: WakeupListener | undefined;
  private commitWatch: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
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
        options.log.warn({ endpoints: endpointIds, disableAfterHours: webhook.disableAfterMs / 3_600_000 }, 'disabled webhook endpoints whose every attempt failed'),
    });
    this.batchSize = options.batchSize ?? 50;
    this.maxActive = options.maxActiveEndpoints ?? 512;
    this.idlePollMs = options.idlePollMs ?? 1000;
    this.orphanSweepMs = options.orphanSweepMs ?? 10 * 60_000;
    this.leaseMs = webhook.leaseMs;
  }

  async start(): Promise<void> {
    const { storage } = this.options;
    if (storage.dialect === 'sqlite') await clearAllLeases(storage.db);
    if (storage.commitsElsewhere) this.watchOtherProcesses(storage.commitsElsewhere);
    this.unsubscribe = this.options.commits.subscribe(() => this.wake());
    if (storage.dialect === 'postgres') {
      this.holder = await LeaseHolder.open({ connectionString: this.options.config.databaseUrl }, (error) =>
        this.options.log.error({ err: error }, 'the database session of delivery leases failed'),
      );
      this.listener = listenForDeliveries(this.options.config.databaseUrl, () => this.wake(), (error) =>
        this.options.log.error({ err: error }, 'delivery wake-up listener failed'),
      );
      await this.listener.ready;
    }
    this.running = this.loop();
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
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      this.wakeRequested = false;
      if (performance.now() >= this.nextOrphanSweep) await this.sweepOrphans();
      let nextLook: number;
      try {
        nextLook = await this.claim();
      } catch (error) {
        this.options.log.error({ err: error }, 'claiming deliveries failed');
        nextLook = this.options.clock.now() + this.idlePollMs;
      }
      if (this.wakeRequested || this.stopping) continue;
      const waitMs = Math.max(0, Math.min(this.idlePollMs, nextLook - this.options.clock.now()));
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
    const heads = await findReadyEndpoints(storage.db, now, free, storage.dialect);
    const due = heads.filter((h) => h.next_attempt_at <= now && !this.tasks.has(h.endpoint_id)).map((h) => h.endpoint_id);
    const later = heads.find((h) => h.next_attempt_at > now);
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
    // A full page may hide more due endpoints: look again at once.
    if (heads.length === free && !later) return now;
    return later ? later.next_attempt_at : now + this.idlePollMs;
  }

  private startTask(endpointId: string, leaseExpiresAt: number, holder: LeaseHolderIdentity | undefined): void {
    const task: EndpointTask = { done: Promise.resolve() };
    this.tasks.set(endpointId, task);
    task.done = this.serveEndpoint(endpointId, leaseExpiresAt, holder)
      .catch((error) => this.options.log.error({ err: error, endpointId }, 'endpoint delivery task failed'))
      .finally(() => this.tasks.delete(endpointId));
  }

  /**
   * Sends an endpoint's due deliveries batch after batch under one lease,
   * and gives the lease back when nothing more is due (or a delivery must
   * wait for its retry). A busy endpoint costs one query per batch, not a
   * release, a search and a new lease; an idle one is free for any worker.
   */
  private async serveEndpoint(endpointId: string, leaseExpiresAt: number, holder: LeaseHolderIdentity | undefined): Promise<void> {
    const { storage, clock } = this.options;
    const concurrency = this.options.config.webhook.endpointConcurrency;
    let holdsLease = true;
    // The last delivery sent: the next batch starts after it, whether or not its outcome is stored yet.
    let sentUpTo = 0;
    try {
      while (!this.stopping) {
        const batch = await nextDeliveries(storage.db, endpointId, this.batchSize, sentUpTo);
        const now = clock.now();
        const dueCount = batch.findIndex((d) => d.next_attempt_at > now);
        const due = dueCount === -1 ? batch : batch.slice(0, dueCount);
        if (due.length === 0) break;
        let blocked = false;
        for (let i = 0; i < due.length && !blocked && !this.stopping; i += concurrency) {
          // The session the lease is tied to ended: another worker may have taken the queue already.
          if (this.holder && this.holder.identity !== holder) {
            holdsLease = false;
            return;
          }
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
          sentUpTo = chunk[chunk.length - 1]!.id;
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

  /** The endpoint's signer, made again when its secrets change (a rotation, the old secret's erasure). */
  private signerFor(endpointId: string, delivery: PendingDelivery): DeliverySigner {
    const { secret_ciphertext: ciphertext, previous_secret_ciphertext: previous, previous_secret_expires_at: previousExpiresAt } = delivery;
    const cached = this.signers.get(endpointId);
    if (cached && cached.ciphertext === ciphertext && cached.previous === previous) return cached.signer;
    const { secretBox } = this.options;
    const signer = new DeliverySigner(
      secretBox.open(ciphertext),
      previous === null || previousExpiresAt === null ? undefined : { secret: secretBox.open(previous), expiresAt: previousExpiresAt },
    );
    this.signers.set(endpointId, { ciphertext, previous, signer });
    return signer;
  }

  /** Sends one delivery; null when shutdown cut it off (it stays pending, to be sent again). */
  private async attempt(endpointId: string, delivery: PendingDelivery): Promise<AttemptResult | null> {
    const { clock, config } = this.options;
    const startedAt = clock.now();
    const started = performance.now();
    const headers = this.signerFor(endpointId, delivery).sign(delivery.event_id, startedAt, delivery.payload);
    const outcome = await this.http.post(delivery.url, { ...headers }, delivery.payload, this.abort.signal);
    if (this.abort.signal.aborted && !outcome.ok) return null;
    const attempt = delivery.attempts + 1;
    const base = {
      deliveryId: delivery.id,
      endpointId,
      attempt,
      startedAt,
      durationMs: Math.round(performance.now() - started),
      statusCode: outcome.statusCode,
      error: outcome.error,
      workerId: this.id,
      responseHeaders: outcome.responseHeaders,
      responseBody: outcome.responseBody,
      responseBodyTruncated: outcome.responseBodyTruncated,
    };
    if (outcome.ok) return { ...base, outcome: 'succeeded' };
    if (attempt >= MAX_ATTEMPTS) return { ...base, outcome: 'failed' };
    const honoursRetryAfter = outcome.statusCode === 429 || outcome.statusCode === 503;
    const retryAfterMs = honoursRetryAfter ? parseRetryAfter(outcome.retryAfter, clock.now()) : undefined;
    const delay = nextRetryDelayMs(attempt, { baseMs: config.webhook.retryBaseMs, maxMs: config.webhook.retryMaxMs }, retryAfterMs);
    return { ...base, outcome: 'retry', nextAttemptAt: clock.now() + delay };
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
