// Holds one endpoint's deliveries to its rate limit (deliveries per second),
// as the receiver sees them: no one-second window at the receiver holds more
// than the limit.
//
// The rule: deliveries go in bursts of at most `limit`, and a new burst starts
// only a second after every delivery of the previous one was answered. A
// receiver has each request before it answers it, so requests of two bursts
// arrive more than a second apart, and any one-second window at the receiver
// holds deliveries of one burst at most, whatever the network's delays. A
// trickle goes at once: once a burst's second is over, the count starts
// afresh. Order is kept: a burst is the next deliveries of the queue, sent as
// any deliveries of the endpoint are (WEBHOOK_ENDPOINT_CONCURRENCY at a time).
//
// The state lives in the endpoint's row (rate_burst_count, rate_next_at), so
// whichever worker leases the endpoint next, in this process or another, goes
// on from it; one endpoint is leased by one worker at a time, so the holder
// alone writes it. While a task sends, the row holds a claim that covers its
// sends in flight (the burst spent, and no new one before the claim's span,
// the send timeout and a second have passed), so a worker that dies
// mid-burst leaves the next holder waiting rather than sending too soon; when
// the task lets the lease go it stores the exact state. One statement per
// claim span, not per delivery.
import type { Kysely } from 'kysely';
import { settingsFromStored } from '../schemas/endpoint-settings.ts';
import { holdForPacing, savePacing } from '../storage/queue/endpoint-pacing.ts';
import type { PendingDelivery } from '../storage/queue/next-deliveries.ts';
import type { Database } from '../storage/schema.ts';

/** Clock ms of sends one claim in the row covers. */
const CLAIM_SPAN_MS = 5_000;
/** The window the limit counts in. */
const SECOND_MS = 1_000;

export class EndpointPacing {
  private limit: number | null = null;
  /** Deliveries sent in the current burst. */
  private count = 0;
  /** When a new burst may start: a second after the current one's last answer. */
  private nextAt = 0;
  private loaded = false;
  /** Sends that start before this are covered by the claim stored in the row. */
  private claimedUntil = Number.NEGATIVE_INFINITY;
  private claimed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly endpointId: string,
    /** How long a send may last (WEBHOOK_TIMEOUT_MS): what a claim must cover beyond the start of its last send. */
    private readonly sendTimeoutMs: number,
  ) {}

  /** Every batch says the endpoint's current limit (its settings); the first one also the stored state. */
  observe(delivery: Pick<PendingDelivery, 'settings' | 'rate_next_at' | 'rate_burst_count'>): void {
    this.limit = settingsFromStored(delivery.settings).rate_limit;
    if (this.loaded) return;
    this.loaded = true;
    this.count = delivery.rate_burst_count;
    this.nextAt = delivery.rate_next_at ?? 0;
  }

  /** How many of the next `wanted` deliveries may go now; 0: they wait for the next burst (hold). */
  allowance(now: number, wanted: number): number {
    if (this.limit === null) return wanted;
    if (now >= this.nextAt) this.count = 0;
    return Math.min(wanted, Math.max(0, this.limit - this.count));
  }

  /** `n` deliveries are about to go: counted, and covered by a claim in the row. */
  async willSend(now: number, n: number): Promise<void> {
    if (this.limit === null) return;
    this.count += n;
    if (now < this.claimedUntil) return;
    this.claimedUntil = now + CLAIM_SPAN_MS;
    this.claimed = true;
    await savePacing(this.db, this.endpointId, this.limit, this.claimedUntil + this.sendTimeoutMs + SECOND_MS);
  }

  /** The deliveries sent since willSend have all been answered (or cut off) by `now`. */
  answered(now: number): void {
    if (this.limit !== null) this.nextAt = Math.max(this.nextAt, now + SECOND_MS);
  }

  /** The next burst's deliveries, among `waiting` (queue order), wait until it may start, pending with that time. */
  async hold(waiting: readonly PendingDelivery[]): Promise<void> {
    const burst = waiting.slice(0, this.limit ?? waiting.length).map((d) => d.id);
    await holdForPacing(this.db, burst, this.nextAt);
  }

  /** Stores the exact state for the next holder (the task lets its lease go); nothing if this task sent nothing under a limit. */
  async save(): Promise<void> {
    if (this.claimed) await savePacing(this.db, this.endpointId, this.count, this.nextAt);
  }
}
