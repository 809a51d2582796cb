// Collects attempt outcomes from all endpoint tasks and writes them in
// batches (see storage/queue/record-results.ts). A task that needs its
// outcomes stored before going on (before fetching its next batch, before
// releasing its lease) awaits `flush()`, which joins the batch being written.
//
// Bounded: when the database falls behind the senders, the outcomes waiting
// (and the responses they keep) would pile up in memory without end. Senders
// ask `room()` before each send; past `maxPending` outcomes held (waiting or
// being written) it resolves only once the writer has caught up, so the
// sending slows to what the database can store.
import type { Clock } from '../clock.ts';
import type { Storage } from '../storage/database.ts';
import type { QueueHead } from '../storage/queue/find-ready-endpoints.ts';
import type { SeenHead } from '../storage/queue/queue-floor.ts';
import { recordResults, type AttemptResult } from '../storage/queue/record-results.ts';

export class ResultWriter {
  private buffer: AttemptResult[] = [];
  /** Outcomes of the batch being written. */
  private writing = 0;
  private current: Promise<void> = Promise.resolve();
  private scheduled: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Outcomes added so far, and how many of the first of them a write has ended for (stored, or left pending by a failure). */
  private addedCount = 0;
  private settledCount = 0;
  /** The queue heads of the worker's last look for due work, which each batch's stats statement raises the floors to. */
  private heads: ReadonlyMap<string, SeenHead> = new Map();

  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly options: {
      onError: (error: unknown) => void;
      /** See storage/queue/record-results.ts; 0: never disable. */
      disableAfterMs?: number;
      /** Endpoints a batch disabled for their failures. */
      onDisabled?: (endpointIds: string[]) => void;
      flushDelayMs?: number;
      /** Outcomes held, waiting or being written, beyond which room() makes senders wait (default 2 000). */
      maxPending?: number;
    },
  ) {}

  private get flushDelayMs(): number {
    return this.options.flushDelayMs ?? 5;
  }

  /** Outcomes added and not stored yet. */
  get pending(): number {
    return this.buffer.length + this.writing;
  }

  /** A mark of the outcomes added so far, for settled(). */
  get added(): number {
    return this.addedCount;
  }

  /** Whether a write has ended for every outcome added up to `mark` (added): none of them is held any more. */
  settled(mark: number): boolean {
    return this.settledCount >= mark;
  }

  /** Whether maxPending outcomes are held: a sender should await room() first. */
  get full(): boolean {
    return this.pending >= (this.options.maxPending ?? 2_000);
  }

  /** Resolves once fewer than maxPending outcomes are held. */
  async room(): Promise<void> {
    // A failed write takes its outcomes out of the count too (they stay pending in the database: see write), so this ends.
    while (this.full) await this.flush().catch(() => {});
  }

  /** The worker looked for due work and saw these queue heads (storage/queue/queue-floor.ts). */
  sawHeads(heads: readonly QueueHead[]): void {
    const seen = new Map<string, SeenHead>();
    for (const h of heads) seen.set(h.endpoint_id, { firstId: h.first_id, requeueCount: h.requeue_count });
    this.heads = seen;
  }

  /**
   * Queues an outcome; it is written within a few milliseconds whether or not
   * anyone awaits it, so a process killed mid-batch re-sends only the last
   * moments of work, not the whole batch.
   */
  add(result: AttemptResult): void {
    this.buffer.push(result);
    this.addedCount++;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(() => {});
    }, this.flushDelayMs);
  }

  /** Resolves once everything added so far is stored. */
  flush(): Promise<void> {
    // Outcomes added while a batch is being written wait for it and then go
    // together in the next one, so concurrent tasks share one transaction.
    this.scheduled ??= this.current
      .catch(() => {})
      .then(() => {
        this.scheduled = undefined;
        const batch = this.buffer;
        const through = this.addedCount;
        this.buffer = [];
        this.writing = batch.length;
        this.current = this.write(batch).finally(() => {
          this.writing = 0;
          this.settledCount = Math.max(this.settledCount, through);
        });
        return this.current;
      });
    return this.scheduled;
  }

  private async write(batch: AttemptResult[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      const disabled = await recordResults(this.storage.db, this.storage.dialect, batch, this.clock.now(), {
        disableAfterMs: this.options.disableAfterMs ?? 0,
        heads: this.heads,
      });
      if (disabled.length > 0) this.options.onDisabled?.(disabled);
    } catch (error) {
      // The deliveries stay pending and leased; when the lease runs out they are
      // sent again. At-least-once holds; the cost is a duplicate.
      this.options.onError(error);
      throw error;
    }
  }
}
