// The endpoint of `recruiting-api listen`: a receiver on the operator's own
// machine (https://127.0.0.1:PORT/), registered for a company as its
// customer's endpoint, found again by its URL on the next run (so one
// endpoint, one secret and one place in the quota serve every run), paused
// when listening stops and resumed, without what it held meanwhile, when it
// starts again: a listener gets the events that happen while it listens.
import type { Config } from '../config.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { badRequest, notFound } from '../errors.ts';
import { checkInput } from '../schemas/compiled-schemas.ts';
import { CreateWebhookEndpointBody, type WebhookEndpoint } from '../schemas/webhook-endpoint.ts';
import type { EndpointScope } from '../storage/repositories/webhook-endpoints-repository.ts';
import type { CompanyRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import type { WebhookEndpointService } from './webhook-endpoint-service.ts';
import { PRIVATE_TARGETS_HINT } from './webhook-target-policy.ts';

/** The description a listener's endpoint is made with (the console shows it). */
export const LISTENER_DESCRIPTION = "recruiting-api listen (a receiver on the server operator's machine)";

export interface OpenedListener {
  company: Pick<CompanyRow, 'id' | 'name'>;
  endpoint: WebhookEndpoint;
  /** The endpoint's signing secret, which the listener verifies each delivery with. */
  secret: string;
  /** Whether an earlier run's endpoint was taken up again (else it was made now). */
  reused: boolean;
}

export class LocalListenerService {
  constructor(private readonly deps: { store: Store; config: Config; secretBox: SecretBox; endpoints: WebhookEndpointService }) {}

  /**
   * The listener's endpoint at `url` for the company (by default the
   * database's only one): made, or taken up again with the given events,
   * enabled and active.
   */
  async open(input: { companyId?: string; url: string; events: readonly string[] }): Promise<OpenedListener> {
    const { config, endpoints, secretBox } = this.deps;
    if (!config.webhook.allowPrivateTargets) {
      throw badRequest(
        'forbiddenUrlTarget',
        'recruiting-api listen needs webhooks to reach this machine: run the server and this command with WEBHOOK_ALLOW_PRIVATE_TARGETS=true (the default only over the default database)',
        { hint: PRIVATE_TARGETS_HINT },
      );
    }
    // The rules of a create body, with their messages ("Invalid events" and the names).
    const { url, events } = checkInput(CreateWebhookEndpointBody, {
      url: input.url,
      events: input.events,
      description: LISTENER_DESCRIPTION,
    });
    const company = await this.company(input.companyId);
    endpoints.requireWebhooksPlan(company);
    const scope: EndpointScope = { companyId: company.id, ownerKey: 'customer' };
    const earlier = (await this.deps.store.repos.webhookEndpoints.listForOwner(scope)).find(
      (row) => row.url === url && row.is_legacy === 0,
    );
    if (!earlier) {
      const created = await endpoints.create(scope, { url, events, description: LISTENER_DESCRIPTION });
      const { secret, ...endpoint } = created;
      return { company, endpoint: endpoint as WebhookEndpoint, secret, reused: false };
    }
    let row = await endpoints.requireWritable(scope, earlier.id);
    await endpoints.update(scope, row, { events, enabled: true });
    row = await endpoints.requireWritable(scope, earlier.id);
    // What a paused listener held is dropped: events of the time nobody listened.
    const endpoint = row.status === 'paused' ? await endpoints.resume(scope, row, { discard_held: true }) : endpoints.show(row);
    return { company, endpoint, secret: secretBox.open(row.secret_ciphertext), reused: true };
  }

  /** Pauses the listener's endpoint when listening stops: nothing is sent to a port nobody listens on. */
  async close(listener: Pick<OpenedListener, 'company' | 'endpoint'>): Promise<void> {
    const scope: EndpointScope = { companyId: listener.company.id, ownerKey: 'customer' };
    const row = await this.deps.endpoints.requireWritable(scope, listener.endpoint.id);
    await this.deps.endpoints.pause(scope, row);
  }

  private async company(id: string | undefined): Promise<CompanyRow> {
    const { companies } = this.deps.store.repos;
    if (id !== undefined) {
      const company = await companies.findById(id);
      if (!company) throw notFound('companyNotFound', `No company with id ${id}`);
      return company;
    }
    const first = await companies.listFirst(2);
    if (first.length === 1) return first[0]!;
    throw badRequest(
      'companyRequired',
      first.length === 0
        ? 'the database has no company yet: make one (company create), or start the server over the default database, which makes a demo workspace'
        : 'the database has several companies: name one with --company ID',
    );
  }
}
