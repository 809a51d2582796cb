// One endpoint's task: what a worker runs for each endpoint queue it has
// leased (delivery-worker.ts). It sends the endpoint's due deliveries batch
// after batch under the one lease, in queue order (`concurrency` at a time),
// stops at the first one that must wait for a retry (it holds back the later
// ones), and gives the lease back when nothing more is due, after lingering
// a moment for what the next commit brings (lingerMs). A busy endpoint costs
// one query per batch, not a release, a search and a new lease; an idle one
// is free for any worker.
//
// Before every send but a batch's first (the fetch answered for that one) it
// asks whether the endpoint may still receive; an endpoint of a company off
// the Pro plan or of a partner no longer a member has its queue cancelled.
// It asks the database only when something that could change the answer happened
// since it last asked (storage/queue/coordination/endpoint-state-watch.ts).
// Outcomes are stored before the lease goes, so no worker sends them again.
//
// Durability: a delivery stays `pending` until its outcome is stored, so a
// process killed at any moment leaves it to be sent again (same event `_id`)
// by whoever takes the lease next: at least once, never lost. On PostgreSQL
// the leases are tied to a database session the worker holds open
// (storage/queue/lease-holder.ts): when the process dies, others take its
// queues up at their next look, not when the leases expire.
//
// Two kinds of time: a lease's expiry is the worker's clock (task-lease.ts),
// while lingering is a wait of lingerMs real milliseconds for the next
// commit, like the loop's idle poll. Where they meet, the clock decides: a
// task renews its lease once less than half of it is left by the clock, and
// a lingering task whose lease has run that low lets it go rather than renew
// it for an empty queue. The worker tells its tasks the time at every turn of its loop
// (checkLease), so under a clock that jumps (a manual one in tests) a
// lingering task never holds a lease the clock says is ending.
//
// A rate-limited endpoint's deliveries go in bursts (endpoint-pacing.ts):
// when the next one must wait for its turn, the task marks the next burst
// pending until then and lets the lease go, and the loop finds the queue
// due again at that time, here or in another worker.
//
// A batch is sent in stages: the endpoint's target (its URL and opened
// secrets, dispatch/prepare.ts) is made once per batch, and each
// chunk of deliveries goes through the checks before it (readyToSend), its
// rate-limit allowance, and the sender (delivery-attempt.ts: prepare, the
// transport, classify), whose outcomes are handed to the writer.
//
// The task knows nothing of the worker: it is handed what it needs, and the worker learns of its end from run().
import type { LeaseTie } from '../storage/queue/lease-holder.ts';
import { nextDeliveries, type PendingDelivery } from '../storage/queue/next-deliveries.ts';
import { cancelWithheld, type WithheldReason } from '../storage/queue/withheld.ts';
import { logAttempt } from './delivery-attempt.ts';
import { endpointTarget, type EndpointTarget } from './dispatch/prepare.ts';
import { EndpointPacing } from './endpoint-pacing.ts';
import type { EndpointTaskContext } from './endpoint-task-context.ts';
import { Modes, TASK_MODE_CHANGES, type TaskMode } from './modes.ts';
import { TaskLease } from './task-lease.ts';

/** Why a task ended. Only a lease lost to another worker is not released. */
type TaskEnd = 'drained' | 'retry-waits' | 'rate-waits' | 'withheld' | 'not-sendable' | 'secret-unopenable' | 'lease-lost' | 'stopped';

export class EndpointTask {
  private readonly mode = new Modes<TaskMode>('sending', TASK_MODE_CHANGES);
  /** The last delivery sent: the next batch starts after it, whether or not its outcome is stored yet. */
  private sentUpTo = 0;
  /** The last delivery fetched: a poke for no later one asks for no fetch. */
  private fetchedUpTo = 0;
  /** This task's chunks whose outcomes may not be stored yet: each one's first delivery and the writer's mark (ResultWriter.added) once handed. */
  private readonly unstored: Array<{ firstId: number; mark: number }> = [];
  /** A delivery was queued again behind what this task sent: its next fetch starts at the queue's head. */
  private fromHead = false;
  /** While lingering: ends it, true to fetch again, false to let go. */
  private endLingering: ((fetchAgain: boolean) => void) | undefined;
  private readonly pacing: EndpointPacing;
  private readonly lease: TaskLease;
  /** The endpoint-state watch's version when the endpoint's state was last read (by the fetch or the check between sends); undefined: unknown. */
  private stateSeenAt: number | undefined;

  constructor(
    private readonly context: EndpointTaskContext,
    readonly endpointId: string,
    leaseExpiresAt: number,
    /** The tie of the lease this task holds (see LeaseSession.current). */
    tie: LeaseTie,
  ) {
    this.pacing = new EndpointPacing(context.db, endpointId, context.sendTimeoutMs);
    this.lease = new TaskLease(context, endpointId, leaseExpiresAt, tie);
  }

  /**
   * The loop saw the endpoint's queue go from `firstQueued` to `lastQueued` while this task holds it. A pending delivery
   * at or before what the task sent, and before the first of its outcomes not stored yet, is none of its own: it was
   * queued again behind the task (a retry, a recovery). A lingering task then lets go, and the next lease starts at the
   * queue's head; a sending one fetches from the head next, so a steady stream does not hold the delivery back. Otherwise
   * the task fetches again before letting go, if the queue reaches past what it fetched.
   */
  poke(firstQueued: number, lastQueued: number): void {
    if (firstQueued <= this.sentUpTo && firstQueued < this.firstUnstored()) {
      if (this.mode.is('lingering')) return this.endLingering?.(false);
      this.fromHead = true;
      this.moreQueued();
    } else if (lastQueued > this.fetchedUpTo) this.moreQueued();
  }

  /** The first delivery of this task's chunks whose outcomes may not be stored yet (Infinity: none). */
  private firstUnstored(): number {
    this.forgetStored();
    return this.unstored[0]?.firstId ?? Number.POSITIVE_INFINITY;
  }

  /** Drops the chunks whose outcomes are stored; each chunk sent calls it too, so a task that is never poked keeps few. */
  private forgetStored(): void {
    const { writer } = this.context;
    while (this.unstored.length > 0 && writer.settled(this.unstored[0]!.mark)) this.unstored.shift();
  }

  /** Deliveries were committed to this endpoint's queue: fetch again before letting go. */
  moreQueued(): void {
    if (this.mode.is('lingering')) this.endLingering?.(true);
    else this.mode.change('sending', 'more-queued');
  }

  /**
   * The worker's loop read its clock: a lingering task whose lease runs low
   * by it stops lingering and releases the lease.
   */
  checkLease(now: number): void {
    if (this.mode.is('lingering') && this.lease.runsLow(now)) this.endLingering?.(false);
  }

  /** Sends in flight finish; nothing more is fetched, and the lease is released. */
  stop(): void {
    this.mode.change(['sending', 'more-queued', 'lingering'], 'stopping');
    this.endLingering?.(false);
  }

  /** Serves the endpoint until nothing more is due, then releases its lease (unless another worker took it). */
  async run(): Promise<void> {
    let end: TaskEnd | undefined;
    try {
      end = await this.sendWhileDue();
    } finally {
      if (end !== 'lease-lost') await this.release();
    }
  }

  private stopping(): boolean {
    return this.mode.is('stopping');
  }

  private async sendWhileDue(): Promise<TaskEnd> {
    const { db, clock, batchSize, secrets, writer } = this.context;
    while (this.mode.change(['sending', 'more-queued'], 'sending')) {
      if (this.fromHead) {
        // Its own outcomes stored first, so none of what it sent is fetched as pending again.
        this.fromHead = false;
        await writer.flush().catch(() => {});
        this.sentUpTo = 0;
      }
      // Before the fetch: a change committed after this read bumps the version, so the check between sends sees it.
      this.stateSeenAt = this.context.stateWatch.version();
      const batch = await nextDeliveries(db, this.endpointId, batchSize, this.sentUpTo);
      this.fetchedUpTo = batch.at(-1)?.id ?? this.fetchedUpTo;
      // Nothing goes to an endpoint of a company off the Pro plan or of a partner
      // no longer a member (storage/queue/withheld.ts): its queue is cancelled.
      if (batch[0]?.withheld) {
        await this.cancelQueue(batch[0].withheld);
        return 'withheld';
      }
      if (batch[0]) this.pacing.observe(batch[0]);
      const now = clock.now();
      const dueCount = batch.findIndex((d) => d.next_attempt_at > now);
      const due = dueCount === -1 ? batch : batch.slice(0, dueCount);
      if (due.length === 0) {
        // Something pending but not due: a retry scheduled, which the loop's timing takes care of.
        if (batch.length > 0) return 'retry-waits';
        if (!(await this.lingered())) return 'drained';
        continue;
      }
      // Every delivery of the batch carries the endpoint's secrets: if they can't be opened, none can be signed.
      const signer = secrets.open(this.endpointId, due[0]!);
      if (!signer) return 'secret-unopenable';
      const end = await this.sendBatch(endpointTarget(this.endpointId, due[0]!, signer), due);
      if (end) return end;
      // The fetch saw the whole queue, all due, and sent it: a later commit pokes this task (moreQueued), so no fetch of nothing.
      if (batch.length < batchSize && due.length === batch.length && !this.stopping() && !(await this.lingered())) return 'drained';
    }
    return 'stopped';
  }

  /** Sends a batch's due deliveries in order, a chunk at a time; how the task ends, or undefined to fetch the next batch. */
  private async sendBatch(target: EndpointTarget, due: PendingDelivery[]): Promise<TaskEnd | undefined> {
    const { clock, concurrency } = this.context;
    for (let i = 0; i < due.length && !this.stopping();) {
      const notReady = await this.readyToSend(i > 0);
      if (notReady) return notReady;
      // A rate limit's turn: the next burst waits, pending, for the time it may go.
      const allowed = this.pacing.allowance(clock.now(), Math.min(concurrency, due.length - i));
      if (allowed === 0) {
        await this.pacing.hold(due.slice(i));
        return 'rate-waits';
      }
      await this.pacing.willSend(clock.now(), allowed);
      const chunk = due.slice(i, i + allowed);
      i += allowed;
      // A retry holds back the endpoint's later deliveries.
      if (await this.sendChunk(target, chunk)) return 'retry-waits';
    }
    return undefined;
  }

  /** The checks before a chunk; how the task ends, or undefined to send. */
  private async readyToSend(laterInBatch: boolean): Promise<TaskEnd | undefined> {
    const { clock, writer } = this.context;
    // The session the lease is tied to ended: another worker may have taken the queue already.
    if (this.lease.lost) return 'lease-lost';
    // The outcomes not stored yet are bounded: while the writer is behind, sending waits for it.
    if (writer.full) await writer.room();
    // A plan change, a removed partner, or an endpoint deleted, paused or disabled
    // meanwhile stops the sending here (storage/queue/endpoint-state.ts); the fetch answered for a batch's first.
    if (laterInBatch && !(await this.maySendMore())) return 'not-sendable';
    // Slow answers or a long run of batches can outlast the lease: extend it before it runs low.
    if (!(await this.lease.keep(clock.now()))) return 'lease-lost';
    return undefined;
  }

  /** Sends a chunk at once and hands its outcomes on; true when one is to be retried. */
  private async sendChunk(target: EndpointTarget, chunk: PendingDelivery[]): Promise<boolean> {
    const { clock, sender, writer, log } = this.context;
    const results = await Promise.all(chunk.map((d) => sender.attempt(target, d)));
    const firstId = chunk[0]!.id;
    this.pacing.answered(clock.now());
    this.sentUpTo = chunk[chunk.length - 1]!.id;
    let retryWaits = false;
    for (let j = 0; j < results.length; j++) {
      const result = results[j];
      if (!result) continue; // cut off by shutdown: stays pending
      writer.add(result);
      logAttempt(log, chunk[j]!, result);
      this.context.onAttempted(result);
      if (result.outcome === 'retry') retryWaits = true;
    }
    this.forgetStored();
    this.unstored.push({ firstId, mark: writer.added });
    return retryWaits;
  }

  /**
   * Waits, lease held, for the loop to find more due in this endpoint's
   * queue (true), or for lingerMs to pass or the lease to run low by the
   * clock (checkLease), whichever comes first (false).
   */
  private lingered(): Promise<boolean> {
    if (this.mode.is('more-queued')) return Promise.resolve(true);
    const { lingerMs, clock } = this.context;
    if (lingerMs <= 0 || !this.context.mayLinger() || this.lease.runsLow(clock.now())) return Promise.resolve(false);
    if (!this.mode.change('sending', 'lingering')) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), lingerMs);
      const finish = (fetchAgain: boolean) => {
        clearTimeout(timer);
        this.endLingering = undefined;
        this.mode.change('lingering', 'sending');
        resolve(fetchAgain);
      };
      this.endLingering = finish;
    });
  }

  private async maySendMore(): Promise<boolean> {
    // Nothing that could stop an endpoint changed since its state was last read: no need to read it again.
    const version = this.context.stateWatch.version();
    if (version !== undefined && version === this.stateSeenAt) return true;
    this.stateSeenAt = version;
    const state = await this.context.stateReads.check(this.endpointId);
    if (state === 'plan' || state === 'owner') await this.cancelQueue(state);
    return state === 'send';
  }

  /** Outcomes already sent are stored first, so a delivery that went out is not marked cancelled. */
  private async cancelQueue(reason: WithheldReason): Promise<void> {
    const { db, clock, log, writer } = this.context;
    await writer.flush();
    const cancelled = await cancelWithheld(db, this.endpointId, reason, clock.now());
    if (cancelled > 0) log.debug({ endpointId: this.endpointId, cancelled, reason }, 'cancelled deliveries that may not be sent');
  }

  /** Outcomes are stored before the lease goes, so no worker sends them again. */
  private async release(): Promise<void> {
    const { log, writer } = this.context;
    await writer.flush().catch(() => {});
    // If it can't be stored, the claim in the row stands: the next holder waits longer, never sends too soon.
    await this.pacing.save().catch((error) => log.error({ err: error, endpointId: this.endpointId }, 'storing the pacing state failed'));
    await this.lease
      .release()
      .catch((error) => log.error({ err: error, endpointId: this.endpointId }, 'releasing a delivery lease failed'));
  }
}
