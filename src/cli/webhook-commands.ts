// The admin commands about webhooks: an endpoint's deliveries (list, show,
// send again), a test event, and a legacy endpoint recorded by an operator.
import type { WebhookDelivery } from '../schemas/webhook-delivery.ts';
import { plural, result, stringOption, type Command } from './command.ts';
import { withServices } from './with-services.ts';

function deliveryLine(d: WebhookDelivery): string {
  const outcome = d.last_status_code !== null ? `HTTP ${d.last_status_code}` : (d.last_error ?? '');
  return `${d.id}  ${d.created_at}  ${d.event_type}  ${d.status}  ${plural(d.attempt_count, 'attempt')}  ${outcome}`.trimEnd();
}

export const WEBHOOK_COMMANDS: Record<string, Command> = {
  'delivery list': {
    summary: "List an endpoint's deliveries, newest first",
    options: {
      endpoint: { type: 'string', help: 'webhook endpoint id (we_...)', required: true },
      status: { type: 'string', help: 'pending, succeeded, failed or cancelled' },
      limit: { type: 'string', help: 'at most this many (default 50, at most 200)' },
      cursor: { type: 'string', help: 'next_cursor of the previous page' },
    },
    run: (values, config) =>
      withServices(config, async (services) => {
        const query = Object.fromEntries(
          (['status', 'limit', 'cursor'] as const).filter((name) => values[name] !== undefined).map((name) => [name, values[name]]),
        );
        const page = await services.webhookDeliveries.listAny(stringOption(values, 'endpoint'), query);
        const lines = page.data.map(deliveryLine);
        if (page.next_cursor) lines.push(`more: --cursor ${page.next_cursor}`);
        return result(page, lines.length ? lines.join('\n') : 'no deliveries');
      }),
  },

  'delivery show': {
    summary: 'Show a delivery: its payload and every attempt with what came back',
    options: { id: { type: 'string', help: 'delivery id (from delivery list)', required: true } },
    run: (values, config) =>
      withServices(config, async (services) => {
        const delivery = await services.webhookDeliveries.getAny(stringOption(values, 'id'));
        return result(delivery);
      }),
  },

  'delivery retry': {
    summary: 'Send a finished delivery again (same _id, same body)',
    options: { id: { type: 'string', help: 'delivery id (from delivery list)', required: true } },
    run: (values, config) =>
      withServices(config, async (services) => {
        const delivery = await services.webhookDeliveries.retryAny(stringOption(values, 'id'));
        return result(delivery, `delivery ${delivery.id} queued again`);
      }),
  },

  'webhook test': {
    summary: 'Send a test event (example data, "test": true) to an endpoint',
    options: {
      endpoint: { type: 'string', help: 'webhook endpoint id (we_...)', required: true },
      'event-type': { type: 'string', help: "the example's event type (default: the endpoint's first subscribed type)" },
    },
    run: (values, config) =>
      withServices(config, async (services) => {
        const eventType = values['event-type'];
        const body = eventType === undefined ? undefined : { event_type: eventType };
        const { exampleActor } = await import('../presenters/example-events.ts');
        const delivery = await services.webhookDeliveries.sendTestAny(stringOption(values, 'endpoint'), body, exampleActor(config.region));
        return result(delivery, `test event ${delivery.event_id} (${delivery.event_type}) queued as delivery ${delivery.id}`);
      }),
  },

  'webhook import-legacy': {
    summary: 'Record a legacy (read-only) webhook endpoint; its secret is shown this once',
    options: {
      company: { type: 'string', help: 'company id', required: true },
      url: { type: 'string', help: 'HTTPS URL deliveries go to', required: true },
      events: { type: 'string', help: 'comma-separated event types, e.g. candidateAdded,companyNotePosted', required: true },
      description: { type: 'string', help: 'optional description' },
      'owner-user': { type: 'string', help: "user id; a partner member owns it in their own quota, anyone else means the customer's" },
    },
    run: (values, config) =>
      withServices(config, async (services) => {
        const created = await services.webhookEndpoints.importLegacy({
          companyId: stringOption(values, 'company'),
          url: stringOption(values, 'url'),
          events: stringOption(values, 'events')
            .split(',')
            .map((event) => event.trim())
            .filter((event) => event !== ''),
          description: values.description as string | undefined,
          ownerUserId: values['owner-user'] as string | undefined,
        });
        const view = { ...created, secret_prefix: created.secret_prefix };
        return result(
          view,
          `created legacy webhook endpoint ${view.id} (owner ${view.owner}) for ${view.url}\nsecret (shown this once; store it now):\n${view.secret}`,
        );
      }),
  },
};
