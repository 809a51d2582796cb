// The delivery engine of one process.
//
// A loop finds endpoints whose queue head is due, leases them, and starts one
// task per leased endpoint (endpoint-task.ts), which sends that endpoint's
// deliveries in queue order and releases the lease when nothing more is due.
// Endpoints never wait on each other: each has its own task, and the HTTPS
// transport's pool gives every request in flight its own connection (at
// most maxActiveEndpoints x concurrency).
//
// What it needs of the database beside queries comes from its storage,
// whatever the dialect: wake-ups after other processes' commits, the lock
// that lets one worker run where only one may, and the session its leases
// are tied to. What it is built from: worker-options.ts. How a delivery
// survives a killed process: endpoint-task.ts.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { CommitWatch, WorkerLock } from '../storage/queue/coordination/worker-coordination.ts';
import { leaseEndpoints } from '../storage/queue/endpoint-leases.ts';
import { endpointStates } from '../storage/queue/endpoint-state.ts';
import { findReadyEndpoints } from '../storage/queue/find-ready-endpoints.ts';
import type { LeaseSession } from '../storage/queue/lease-holder.ts';
import { DeliverySender } from './delivery-attempt.ts';
import { Doorbell } from './doorbell.ts';
import { EndpointStateReads } from './endpoint-state-reads.ts';
import { EndpointTask } from './endpoint-task.ts';
import type { EndpointTaskContext } from './endpoint-task-context.ts';
import { Modes, WORKER_MODE_CHANGES, type WorkerMode } from './modes.ts';
import { OrphanSweep } from './orphan-sweep.ts';
import { tasksFor } from './tasks-for.ts';
import { outageWaitMs } from './outage-wait.ts';
import { ResultWriter } from './result-writer.ts';
import { SecretBackoff } from './secret-backoff.ts';
import { SignerCache } from './signing.ts';
import { transports } from './transport/transports.ts';
import { workerTuning, type WorkerOptions, type WorkerTuning } from './worker-options.ts';

/** How often a worker waiting for another process's worker lock tries it again, in real milliseconds. */
const WORKER_LOCK_POLL_MS = 500;

export class DeliveryWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly mode = new Modes<WorkerMode>('created', WORKER_MODE_CHANGES);
  private readonly doorbell = new Doorbell();
  /** The endpoint tasks running, by endpoint, and the end of each. */
  private readonly tasks = new Map<string, { task: EndpointTask; done: Promise<void> }>();
  private readonly writer: ResultWriter;
  private readonly signers: SignerCache;
  private readonly secrets: SecretBackoff;
  private readonly sender: DeliverySender;
  private readonly tuning: WorkerTuning;
  private readonly orphans: OrphanSweep;
  /** The start, then the loop: what stop() waits for before the tasks. */
  private running: Promise<void> | undefined;
  private lock: WorkerLock | undefined;
  private leases: LeaseSession | undefined;
  private commitWatch: CommitWatch | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly options: WorkerOptions) {
    const { webhook, storage, clock, log } = options;
    this.tuning = workerTuning(options);
    this.orphans = new OrphanSweep(storage.db, log, this.tuning.orphanSweepMs);
    this.writer = new ResultWriter(storage, clock, {
      disableAfterMs: webhook.disableAfterMs,
      onError: (error) => log.error({ err: error }, 'storing delivery outcomes failed'),
      onDisabled: (endpointIds) =>
        log.warn(
          { endpoints: endpointIds, disableAfterHours: webhook.disableAfterMs / 3_600_000 },
          'disabled webhook endpoints whose receiver answered 410 Gone or whose every attempt failed',
        ),
    });
    // More than the endpoints served at once, so active ones never push each other out.
    this.signers = new SignerCache({
      open: (ciphertext) => options.secretBox.open(ciphertext),
      maxEntries: 2 * this.tuning.maxActiveEndpoints,
      idleMs: this.tuning.signerIdleMs,
      now: () => performance.now(),
    });
    this.secrets = new SecretBackoff(this.signers, clock, log);
    const transport = transports(webhook, () => clock.now());
    this.sender = new DeliverySender({ webhook, clock, transport, workerId: this.id, tracing: options.tracing });
  }

  /**
   * Starts the worker. Where one worker per database may run (SQLite), while
   * another process's worker holds the database's worker lock, this one
   * waits (in the background: start() returns at once) and begins when that
   * process exits.
   */
  async start(): Promise<void> {
    if (!this.mode.is('created')) return;
    const lock = (this.lock = this.options.storage.workerLock());
    if (lock.tryAcquire()) {
      const begun = this.begin();
      // A start that fails rejects start(), not stop().
      this.running = begun.then(
        (context) => this.loop(context),
        () => {},
      );
      await begun;
      return;
    }
    this.mode.change('created', 'waiting-for-lock');
    this.options.log.warn(
      { lockFile: lock.file },
      'another process runs the delivery worker of this SQLite database: this worker waits until that process exits',
    );
    this.running = this.waitForLock(lock).then(async (acquired) => {
      if (!acquired) return;
      this.options.log.info({}, 'the other delivery worker has exited: this worker starts');
      await this.loop(await this.begin());
    });
  }

  /** The worker's mode now. */
  get state(): WorkerMode {
    return this.mode.current;
  }

  /** Endpoints whose signer (plaintext secrets) this process holds. */
  get signersHeld(): number {
    return this.signers.size;
  }

  /** Endpoint queues this process holds a lease on right now. */
  get leasesHeld(): number {
    return this.tasks.size;
  }

  /** Look for due deliveries now (after a commit, a resume, a clock change in tests); of `endpointIds` only: see tasks-for.ts. */
  wake(endpointIds?: readonly string[]): void {
    const tasks = endpointIds && !this.doorbell.ringing ? tasksFor(endpointIds, this.tasks) : undefined;
    if (tasks) for (const task of tasks) task.moreQueued();
    else this.doorbell.ring();
  }

  /** Stops claiming, lets running sends finish (at most the delivery timeout), stores their outcomes. */
  async stop(): Promise<void> {
    const started = !this.mode.is('created');
    if (!this.mode.change(['created', 'waiting-for-lock', 'starting', 'running'], 'stopping')) return this.running;
    for (const { task } of this.tasks.values()) task.stop();
    this.wake();
    await this.running;
    if (started) {
      this.unsubscribe?.();
      const grace = new Promise<void>((resolve) => setTimeout(resolve, this.options.webhook.timeoutMs).unref());
      await Promise.race([Promise.all([...this.tasks.values()].map((t) => t.done)), grace]);
      this.sender.cutOff();
      await Promise.all([...this.tasks.values()].map((t) => t.done));
      await this.commitWatch?.close();
      // Last: the leases left (if any) are free for others the moment it closes.
      await this.leases?.close();
      await this.sender.destroy();
      this.lock?.release();
    }
    this.mode.change('stopping', 'stopped');
  }

  private stopping(): boolean {
    return this.mode.is('stopping', 'stopped');
  }

  /** Resolves true once this worker holds the lock, false when it was stopped first. */
  private async waitForLock(lock: WorkerLock): Promise<boolean> {
    while (!this.stopping()) {
      if (lock.tryAcquire()) return true;
      this.doorbell.answer();
      await this.doorbell.sleep(WORKER_LOCK_POLL_MS);
    }
    return false;
  }

  /** Opens what the worker needs of the database beside queries; returns what its endpoint tasks are handed. */
  private async begin(): Promise<EndpointTaskContext> {
    const { storage, clock, log, webhook } = this.options;
    this.mode.change(['created', 'waiting-for-lock'], 'starting');
    const leases = await storage.openLeaseSession((error) => log.error({ err: error }, 'the database session of delivery leases failed'));
    this.leases = leases;
    this.commitWatch = storage.watchCommits((endpointIds) => this.wake(endpointIds), {
      onLost: (error) => log.error({ err: error }, 'delivery wake-up listener lost its connection; reconnecting'),
      onRestored: () => log.info({}, 'delivery wake-up listener is listening again'),
    });
    this.unsubscribe = this.options.commits?.subscribe((endpointIds) => this.wake(endpointIds));
    const stateWatch = storage.watchEndpointState();
    await this.commitWatch.ready;
    this.mode.change('starting', 'running');
    return {
      db: storage.db,
      clock,
      log,
      workerId: this.id,
      leaseMs: webhook.leaseMs,
      batchSize: this.tuning.batchSize,
      concurrency: webhook.endpointConcurrency,
      sendTimeoutMs: webhook.timeoutMs,
      lingerMs: this.tuning.lingerMs,
      leases,
      stateWatch,
      stateReads: new EndpointStateReads((ids) => endpointStates(storage.db, ids)),
      writer: this.writer,
      sender: this.sender,
      secrets: this.secrets,
      mayLinger: () => this.tasks.size <= this.tuning.maxActiveEndpoints / 2,
      onAttempted: (result) => this.options.observer?.attempted(result),
    };
  }

  private async loop(context: EndpointTaskContext): Promise<void> {
    // Claims failed in a row: the database is unavailable (stopped, restarting,
    // locked by another process). The loop waits longer after each failure, up
    // to a short limit (outage-wait.ts), logs the first and the recovery only,
    // and goes on when the database is back (woken at once by a commit or, on
    // PostgreSQL, the LISTEN reconnect, when those come; else at its next look).
    let failures = 0;
    const { log, clock } = this.options;
    while (!this.stopping()) {
      this.doorbell.answer();
      this.signers.prune();
      await this.orphans.runIfDue();
      let waitMs: number;
      try {
        const nextLook = await this.claim(context);
        if (failures > 0) log.info({ failures }, 'claiming deliveries works again');
        failures = 0;
        waitMs = Math.max(0, Math.min(this.tuning.idlePollMs, nextLook - clock.now()));
      } catch (error) {
        failures++;
        if (failures === 1) log.error({ err: error }, 'claiming deliveries failed; trying again with growing waits');
        else log.debug({ err: error, failures }, 'claiming deliveries failed again');
        waitMs = outageWaitMs(failures, this.tuning.idlePollMs);
      }
      if (this.doorbell.ringing || this.stopping()) continue;
      if (waitMs > 0) await this.doorbell.sleep(waitMs);
    }
  }

  /** One round: lease the endpoints that are due and start their tasks. Returns when to look again. */
  private async claim(context: EndpointTaskContext): Promise<number> {
    const { storage, clock } = this.options;
    const { leaseMs } = context;
    const now = clock.now();
    // Lingering tasks learn the time their leases are counted in (endpoint-task.ts).
    for (const { task } of this.tasks.values()) task.checkLease(now);
    const free = this.tuning.maxActiveEndpoints - this.tasks.size;
    if (free <= 0) return now + this.tuning.idlePollMs;
    // Our own queues come too (their tasks are told there is more), so the page holds `free` others.
    const limit = free + this.tasks.size;
    // Endpoints waiting for their secret are left out by the query, so they never fill the page.
    const heads = await findReadyEndpoints(storage.db, now, this.id, limit, this.secrets.waiting(now));
    this.writer.sawHeads(heads);
    const due: string[] = [];
    for (const head of heads) {
      const running = this.tasks.get(head.endpoint_id);
      if (running) running.task.poke(head.first_id, head.last_id);
      else if (head.next_attempt_at <= now && !this.secrets.waits(head.endpoint_id, now)) due.push(head.endpoint_id);
    }
    const later = heads.find((h) => h.next_attempt_at > now && !this.tasks.has(h.endpoint_id));
    // Take half of what is due (at random), then look again at once: alone, a
    // worker still gets everything within a few rounds; beside other workers
    // woken by the same commit, each gets a share instead of the fastest taking all.
    const take = due.length > 1 ? shuffle(due).slice(0, Math.ceil(due.length / 2)) : due;
    if (take.length < due.length) this.wake();
    // No leases while the session they are tied to is being opened again (PostgreSQL).
    const tie = context.leases.current;
    if (take.length > 0 && tie) {
      const leased = await leaseEndpoints(storage.db, take, this.id, now, now + leaseMs, tie.holder);
      if (leased.length > 0) this.options.log.debug({ leased: leased.length, due: due.length }, 'leased endpoint queues');
      for (const endpointId of leased) this.startTask(new EndpointTask(context, endpointId, now + leaseMs, tie));
    }
    // A full page may hide more due endpoints: look again at once (unless it held nothing to take).
    if (heads.length === limit && !later && take.length > 0) return now;
    return later ? later.next_attempt_at : now + this.tuning.idlePollMs;
  }

  private startTask(task: EndpointTask): void {
    const { endpointId } = task;
    // Leased by a claim that was under way when stop() came: released at once.
    if (this.stopping()) task.stop();
    const done = task
      .run()
      .catch((error) => this.options.log.error({ err: error, endpointId }, 'endpoint delivery task failed'))
      .finally(() => {
        this.tasks.delete(endpointId);
        // The loop skipped this endpoint while we held its lease: look again now, for
        // the rest of its queue, a retry we scheduled, or work that arrived meanwhile.
        if (!this.stopping()) this.wake();
      });
    this.tasks.set(endpointId, { task, done });
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
