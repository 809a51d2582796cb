// Receiver checks and test events make requests to a receiver on a caller's
// word, at once: unbounded, one member's token could have the service send
// hundreds of requests a second to any host. So they are bounded three ways:
// - per company, WEBHOOK_TEST_RATE_LIMIT (checks and test events together,
//   one window): beyond it 429 tooManyWebhookTests. Counted like the API's
//   rate limit (storage/rate-limit-window.ts): in the database, so every
//   API process of one database shares one allowance.
// - per process, at most WEBHOOK_CHECK_CONCURRENCY checks at once; the next
//   ones wait their turn, at most MAX_WAITING_CHECKS of them, and beyond
//   that 429 receiverChecksBusy.
// - one set of transports (those deliveries use, with connection pools of
//   their own) for every check of the process, rather than a pool made and
//   destroyed per check. Test
//   events are deliveries: they go out through the worker's own pool.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Transport } from '../delivery/transport/transport.ts';
import { transports } from '../delivery/transport/transports.ts';
import { ApiError } from '../errors.ts';
import type { Storage } from '../storage/database.ts';
import { countKeyRequest } from '../storage/rate-limit-window.ts';
import { Turns } from './turns.ts';

/** At most this long per check request (or WEBHOOK_TIMEOUT_MS if shorter): four requests make one API call. */
export const CHECK_TIMEOUT_MS = 10_000;
/** Checks that may wait for a turn; more are refused at once rather than held. */
export const MAX_WAITING_CHECKS = 50;
/** What a refused check is told to wait, in seconds: about one check's time. */
const BUSY_RETRY_AFTER_S = 5;

export class WebhookTestLimits {
  private transport: Transport | undefined;

  private readonly turns: Turns;

  constructor(private readonly deps: { storage: Storage; clock: Clock; config: Config }) {
    this.turns = new Turns(deps.config.webhook.checkConcurrency);
  }

  /** Counts one check or test event of the company; 429 tooManyWebhookTests past its allowance. */
  async count(companyId: string): Promise<void> {
    const limit = this.deps.config.webhook.testRateLimit;
    if (!limit) return;
    const now = this.deps.clock.now();
    const window = await countKeyRequest(this.deps.storage.db, `webhook-tests:${companyId}`, now, limit.windowMs);
    if (window.count <= limit.limit) return;
    const wait = String(Math.max(1, Math.ceil((window.windowStart + limit.windowMs - now) / 1000)));
    throw new ApiError(
      429,
      'tooManyWebhookTests',
      `Too many receiver checks and test events for this company: at most ${limit.limit} per ${limit.windowMs / 1000} seconds; ` +
        `try again in ${wait} seconds`,
      { 'retry-after': wait },
      { limit: limit.limit },
    );
  }

  /** Runs one check in its turn, with the process's shared transport; 429 receiverChecksBusy when too many wait already. */
  async runCheck<T>(check: (transport: Transport) => Promise<T>): Promise<T> {
    if (this.turns.full && this.turns.waiting >= MAX_WAITING_CHECKS) {
      throw new ApiError(429, 'receiverChecksBusy', `Too many receiver checks are running; try again in ${BUSY_RETRY_AFTER_S} seconds`, {
        'retry-after': String(BUSY_RETRY_AFTER_S),
      });
    }
    return this.turns.run(() => check(this.pool()));
  }

  /** Checks waiting for a turn now. */
  get waitingChecks(): number {
    return this.turns.waiting;
  }

  async close(): Promise<void> {
    const transport = this.transport;
    this.transport = undefined;
    await transport?.destroy();
  }

  private pool(): Transport {
    const { config, clock } = this.deps;
    this.transport ??= transports(config.webhook, () => clock.now(), Math.min(config.webhook.timeoutMs, CHECK_TIMEOUT_MS));
    return this.transport;
  }
}
