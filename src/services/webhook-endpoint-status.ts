// Pausing and resuming an endpoint, and what a resume would do: apart from
// endpoint management (webhook-endpoint-service.ts, which delegates here)
// because a status change races other writers and holds deliveries back,
// rules none of the other changes share.
import type { Clock } from '../clock.ts';
import { presentEndpoint } from '../presenters/webhook-endpoint.ts';
import type { DryRun } from '../schemas/dry-run.ts';
import type { ResumeInput } from '../schemas/endpoint-resume.ts';
import type { WebhookEndpoint } from '../schemas/webhook-endpoint.ts';
import type { EndpointScope } from '../storage/repositories/webhook-endpoints-repository.ts';
import type { WebhookEndpointRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';

/** Held deliveries a resume's dry run counts at most: it says "more" beyond. */
export const HELD_COUNT_CAP = 100_000;

export class EndpointStatusChanges {
  constructor(
    private readonly deps: {
      store: Store;
      clock: Clock;
      /** The owner's endpoint as it is now (WebhookEndpointService.requireVisible). */
      requireVisible: (scope: EndpointScope, id: string) => Promise<WebhookEndpointRow>;
    },
  ) {}

  /** Pausing a paused endpoint changes nothing (not even updated_at) and is not an error. */
  pause(scope: EndpointScope, endpoint: WebhookEndpointRow): Promise<WebhookEndpoint> {
    return this.changeStatus(scope, endpoint, 'active', 'paused');
  }

  /**
   * Resuming an active endpoint changes nothing (not even updated_at) and is
   * not an error. What a paused endpoint held goes out in order, or with
   * `discard_held` is cancelled.
   */
  resume(scope: EndpointScope, endpoint: WebhookEndpointRow, input: ResumeInput = null): Promise<WebhookEndpoint> {
    return this.changeStatus(scope, endpoint, 'paused', 'active', input?.discard_held === true);
  }

  /**
   * What a resume would do now, as `dry_run` asks: how many held deliveries it
   * would send (or cancel, with discard_held); none for an active endpoint.
   * Counted up to HELD_COUNT_CAP.
   */
  async resumePreview(endpoint: WebhookEndpointRow): Promise<DryRun> {
    if (endpoint.status !== 'paused') return { dry_run: true, deliveries: 0, more: false };
    const found = await this.deps.store.repos.webhookDeliveries.countPending(endpoint.id, HELD_COUNT_CAP + 1);
    return { dry_run: true, deliveries: Math.min(found, HELD_COUNT_CAP), more: found > HELD_COUNT_CAP };
  }

  private async changeStatus(
    scope: EndpointScope,
    endpoint: WebhookEndpointRow,
    from: WebhookEndpointRow['status'],
    to: WebhookEndpointRow['status'],
    discardHeld = false,
  ): Promise<WebhookEndpoint> {
    if (endpoint.status === to) return presentEndpoint(endpoint);
    const changed = await this.deps.store.repos.webhookEndpoints.changeStatus(
      scope,
      endpoint.id,
      from,
      to,
      this.deps.clock.now(),
      discardHeld,
    );
    // Not changed: someone else moved it to `to` first (fine, same outcome) or deleted it.
    return changed ? presentEndpoint(changed) : presentEndpoint(await this.deps.requireVisible(scope, endpoint.id));
  }
}
