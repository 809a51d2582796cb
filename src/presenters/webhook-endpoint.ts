import { boundedMemo } from '../bounded-memo.ts';
import { isoTime } from '../clock.ts';
import { MASKED_HEADER_VALUE } from '../schemas/endpoint-headers.ts';
import { settingsFromStored } from '../schemas/endpoint-settings.ts';
import type { EventType } from '../schemas/event-types.ts';
import type { CreatedWebhookEndpoint, WebhookEndpoint } from '../schemas/webhook-endpoint.ts';
import type { WebhookEndpointViewRow } from '../storage/repositories/webhook-endpoints-repository.ts';

// Why remembered: the list of 10 endpoints is what integrations poll, and the
// same few subscription lists are parsed on every poll. Shared, so frozen.
const parsedEvents = boundedMemo((stored: string): readonly EventType[] => Object.freeze(JSON.parse(stored) as EventType[]), 1024);

function eventsOf(stored: string): EventType[] {
  return parsedEvents(stored) as EventType[];
}

/** The custom headers by name, each value masked: the values are never shown. */
function maskedHeaders(names: string | null): Record<string, typeof MASKED_HEADER_VALUE> {
  const shown: Record<string, typeof MASKED_HEADER_VALUE> = {};
  if (names !== null) for (const name of JSON.parse(names) as string[]) shown[name] = MASKED_HEADER_VALUE;
  return shown;
}

export function presentEndpoint(row: WebhookEndpointViewRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    ...(row.description === null ? {} : { description: row.description }),
    events: eventsOf(row.events),
    status: row.status,
    enabled: row.enabled === 1,
    stats: {
      successful_deliveries: Number(row.successful_deliveries),
      failed_deliveries: Number(row.failed_deliveries),
      last_delivery_at: row.last_delivery_at === null ? null : isoTime(Number(row.last_delivery_at)),
    },
    ...settingsFromStored(row.settings),
    headers: maskedHeaders(row.header_names),
    secret_prefix: row.secret_prefix,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    is_legacy: row.is_legacy === 1,
    disabled_reason: row.disabled_reason,
    disabled_at: row.disabled_at === null ? null : isoTime(Number(row.disabled_at)),
  };
}

/** The create response: the full secret, shown this once, and no secret_prefix (spec, endpoint rule 1). */
export function presentCreatedEndpoint(row: WebhookEndpointViewRow, secret: string): CreatedWebhookEndpoint {
  const { secret_prefix: _prefix, ...view } = presentEndpoint(row);
  return { ...view, secret };
}
