// What the workers delete, and when (WEBHOOK_RETENTION_DAYS): every minute,
// in small batches (storage/queue/retention.ts), each batch its own short
// transaction with a pause between batches so API writes never wait long:
// - finished deliveries, with their attempts, once their last outcome is
//   older than the retention; never a pending one;
// - events older than EVENTS_RETENTION_DAYS that no delivery of an existing
//   endpoint needs any more;
// - deliveries a paused endpoint has held for longer than EVENTS_RETENTION_DAYS
//   (cancelled: storage/queue/held-deliveries.ts);
// - the deleted candidate's data in candidateDeleted events whose deliveries
//   are all done (scrubbed: services/candidate-erasure.ts);
// - previous secrets whose rotation overlap has ended (erased, not only unused);
// - sessions unused for SESSION_TTL + SESSION_GRACE or signed out SESSION_GRACE
//   ago (once an hour). Until then such a token still gets its precise 401
//   (expiredAccessToken, signedOutAccessToken) rather than invalidAccessToken;
// - webhook endpoints of partners who are no longer members of the company
//   (when a membership ended some other way than `member remove`, which
//   deletes them at once), with their pending deliveries.
//
// Every worker process runs it, one round at a time per database
// (storage/retention/retention-round.ts): a process skips its round while another's runs.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Storage } from '../storage/database.ts';
import { credentialsChanged } from '../storage/credential-cache.ts';
import {
  deleteFinishedDeliveries,
  deleteFormerPartnersEndpoints,
  deleteUnneededEvents,
  erasePreviousSecrets,
} from '../storage/queue/retention.ts';
import { oneRetentionRoundAtATime } from '../storage/retention/retention-round.ts';
import { deleteExpiredIdempotencyKeys, deleteStaleRateLimits, deleteStaleSessions } from '../storage/retention/stale-records.ts';
import { SESSION_TTL_MS } from '../services/auth-service.ts';
import { scrubPayload } from '../services/candidate-erasure.ts';
import { cancelExpiredHeldDeliveries } from '../storage/queue/held-deliveries.ts';
import { scrubDeliveredDeletions } from '../storage/repositories/event-feed-repository.ts';

/** How long an expired or signed-out session row is kept. */
export const SESSION_GRACE_MS = 30 * 86_400_000;
/** Batches of one kind per run at most (500 rows each); the next run goes on. */
const MAX_BATCHES_PER_RUN = 200;

export interface RetentionSummary {
  deliveries: number;
  events: number;
  secrets: number;
  sessions: number;
  /** Endpoints of partners no longer members. */
  endpoints: number;
  /** Expired answers of Idempotency-Keys. */
  idempotencyKeys: number;
  /** Request counters of windows that are over (API_RATE_LIMIT). */
  rateLimits: number;
  /** Deliveries held by a paused endpoint for longer than events are kept, cancelled. */
  held: number;
  /** candidateDeleted events scrubbed once delivered. */
  scrubbed: number;
}

/** A round that deleted nothing (or did not run: another process held the round). */
const NOTHING_DELETED: RetentionSummary = {
  deliveries: 0,
  events: 0,
  secrets: 0,
  sessions: 0,
  endpoints: 0,
  idempotencyKeys: 0,
  rateLimits: 0,
  held: 0,
  scrubbed: 0,
};

export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RetentionSummary> | undefined;
  private stopped = false;
  private nextSessionSweep = 0;
  /**
   * Where a run that stopped at its batch cap left off, so the next goes on
   * from there rather than walking again what it kept (old pending deliveries,
   * events they need); back to the start once a walk reaches its end.
   */
  private deliveriesAfter = 0;
  private eventsAfter = { createdAt: -1, id: '' };

  constructor(
    private readonly deps: {
      storage: Storage;
      config: Config;
      clock: Clock;
      log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
      /** Real milliseconds between runs. */
      intervalMs?: number;
      /** Pause between two batches, in real milliseconds. */
      pauseMs?: number;
    },
  ) {}

  /** Runs now and then every interval, until stop(). */
  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.runOnce()
        .catch((error) => this.deps.log.error({ err: error }, 'retention run failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.deps.intervalMs ?? 60_000).unref();
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => {});
  }

  /** One run over everything; joins a run in progress; deletes nothing while another process runs one. */
  runOnce(): Promise<RetentionSummary> {
    this.running ??= oneRetentionRoundAtATime(this.deps.storage, this.deps.config.database, () => this.run())
      .then((summary) => summary ?? { ...NOTHING_DELETED })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<RetentionSummary> {
    const { storage, config, clock } = this.deps;
    const db = storage.db;
    const now = clock.now();
    const cutoff = now - config.webhook.retentionMs;
    const eventsCutoff = now - config.events.retentionMs;
    const summary: RetentionSummary = { ...NOTHING_DELETED };

    summary.secrets = await erasePreviousSecrets(db, now);
    summary.held = await cancelExpiredHeldDeliveries(db, eventsCutoff, now);
    for (let i = 0; i < MAX_BATCHES_PER_RUN && !this.stopped; i++) {
      const scrubbed = await scrubDeliveredDeletions(db, scrubPayload);
      summary.scrubbed += scrubbed;
      if (scrubbed < 500) break;
      await this.pause();
    }

    for (let i = 0; i < MAX_BATCHES_PER_RUN && !this.stopped; i++) {
      const deleted = await deleteFormerPartnersEndpoints(db);
      summary.endpoints += deleted;
      if (deleted === 0) break;
      await this.pause();
    }

    for (let i = 0; i < MAX_BATCHES_PER_RUN && !this.stopped; i++) {
      const page = await deleteFinishedDeliveries(db, cutoff, this.deliveriesAfter);
      summary.deliveries += page.deleted;
      this.deliveriesAfter = page.done ? 0 : page.afterId;
      if (page.done) break;
      await this.pause();
    }

    for (let i = 0; i < MAX_BATCHES_PER_RUN && !this.stopped; i++) {
      const page = await deleteUnneededEvents(db, eventsCutoff, this.eventsAfter);
      summary.events += page.deleted;
      this.eventsAfter = page.done ? { createdAt: -1, id: '' } : page.after;
      if (page.done) break;
      await this.pause();
    }

    if (now >= this.nextSessionSweep) {
      this.nextSessionSweep = now + 3_600_000;
      for (let i = 0; i < MAX_BATCHES_PER_RUN && !this.stopped; i++) {
        const deleted = await deleteStaleSessions(db, now - SESSION_TTL_MS - SESSION_GRACE_MS, now - SESSION_GRACE_MS);
        summary.sessions += deleted;
        // A deleted session is unknown from now on (401 invalidAccessToken), not what a cached answer says.
        if (deleted > 0) await credentialsChanged(storage);
        if (deleted === 0) break;
        await this.pause();
      }
    }

    for (let i = 0; i < MAX_BATCHES_PER_RUN && !this.stopped; i++) {
      const deleted = await deleteExpiredIdempotencyKeys(db, now);
      summary.idempotencyKeys += deleted;
      if (deleted === 0) break;
      await this.pause();
    }

    // Counters of windows that are over (all of them while the limits are off): the
    // longest window of the API's and of receiver checks' (WEBHOOK_TEST_RATE_LIMIT), which share the table.
    const windowOver = now - Math.max(config.rateLimit?.windowMs ?? 0, config.webhook.testRateLimit?.windowMs ?? 0);
    for (let i = 0; i < MAX_BATCHES_PER_RUN && !this.stopped; i++) {
      const deleted = await deleteStaleRateLimits(db, windowOver);
      summary.rateLimits += deleted;
      if (deleted === 0) break;
      await this.pause();
    }

    if (Object.values(summary).some((count) => count > 0)) {
      this.deps.log.info({ deleted: summary }, 'retention run');
    }
    return summary;
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.deps.pauseMs ?? 10));
  }
}
