// Endpoints whose webhook secret can't be opened: the data is damaged, or
// SECRET_ENCRYPTION_KEY is not the key it was sealed with. Every delivery of
// the endpoint carries its secrets, so none can be signed: its deliveries
// stay pending, and the endpoint is tried again after waits that double, from
// SECRET_RETRY_FIRST_MS up to SECRET_RETRY_LONGEST_MS, not at every turn of
// the worker's loop (which would lease it, fetch a batch and fail again).
// Logged once per endpoint, without the secret, and once when it opens again.
// The endpoints waiting are left out of the worker's search for due queues
// (find-ready-endpoints.ts), so however many there are, they never fill its
// page and hide the endpoints that can be sent to.
import type { Clock } from '../clock.ts';
import type { DeliveryLog } from './delivery-log.ts';
import type { DeliverySigner, SealedSecrets, SignerCache } from './signing.ts';

/** The first and the longest wait before an endpoint whose secret can't be opened is tried again (clock ms). */
const SECRET_RETRY_FIRST_MS = 5_000;
const SECRET_RETRY_LONGEST_MS = 5 * 60_000;
/** An entry whose wait ran out this long ago without a try is forgotten (clock ms). */
const FORGET_AFTER_MS = 2 * SECRET_RETRY_LONGEST_MS;

export class SecretBackoff {
  /** When to try each endpoint again (clock time), and its failures in a row. */
  private readonly unopenable = new Map<string, { failures: number; retryAt: number }>();

  constructor(
    private readonly signers: SignerCache,
    private readonly clock: Clock,
    private readonly log: DeliveryLog,
  ) {}

  /** The endpoint's signer (cached for the next batches); undefined when its secrets don't open, and its wait starts or grows. */
  open(endpointId: string, secrets: SealedSecrets): DeliverySigner | undefined {
    let signer: DeliverySigner;
    try {
      signer = this.signers.get(endpointId, secrets);
    } catch (error) {
      const earlier = this.unopenable.get(endpointId);
      const failures = (earlier?.failures ?? 0) + 1;
      const waitMs = Math.min(SECRET_RETRY_FIRST_MS * 2 ** (failures - 1), SECRET_RETRY_LONGEST_MS);
      this.unopenable.set(endpointId, { failures, retryAt: this.clock.now() + waitMs });
      if (!earlier) {
        this.log.error(
          { endpointId, reason: (error as Error).message },
          "the webhook endpoint's secret cannot be opened (damaged, or sealed under another SECRET_ENCRYPTION_KEY): its deliveries wait and it is tried again with growing waits",
        );
      }
      return undefined;
    }
    if (this.unopenable.delete(endpointId))
      this.log.info({ endpointId }, "the webhook endpoint's secret opens again: its deliveries resume");
    return signer;
  }

  /**
   * The endpoints whose wait has not run out at `now`, for the search to leave
   * out. Entries whose wait ran out long ago are dropped on the way: their
   * endpoint was not tried again (deleted, paused, disabled), and if it comes
   * back failing it is logged again.
   */
  waiting(now: number): string[] {
    const ids: string[] = [];
    if (this.unopenable.size === 0) return ids;
    for (const [endpointId, entry] of this.unopenable) {
      if (entry.retryAt > now) ids.push(endpointId);
      else if (entry.retryAt < now - FORGET_AFTER_MS) this.unopenable.delete(endpointId);
    }
    return ids;
  }

  /** Whether the endpoint's secret failed to open and its wait has not run out at `now`: the loop leaves it alone. */
  waits(endpointId: string, now: number): boolean {
    const entry = this.unopenable.get(endpointId);
    return entry !== undefined && entry.retryAt > now;
  }
}
