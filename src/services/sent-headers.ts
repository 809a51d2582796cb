// The request headers of a delivery attempt as the engine sent them
// (delivery/delivery-attempt.ts), for the delivery log: the content type and
// user agent, the endpoint's custom headers by name, and the signatures,
// made again from the stored body, the attempt's start (its
// webhook-timestamp) and the endpoint's stored secrets. Nothing secret is
// shown: a custom header's value is a mask, and the secrets are only keys.
//
// A signature is shown only when the secret that made it is the one the
// endpoint has now (or its previous one, within the overlap that signed with
// both): an attempt made before the last rotation (secret_since) was signed
// with a secret that may be gone, so its signatures are null, never ones made
// with another secret. The trace context (traceparent, when tracing is on) is
// not kept and not shown.
import { USER_AGENT } from '../delivery/transport/https/https-transport.ts';
import { hookSignature, openHeaders, standardWebhooksKey, standardWebhooksSignature } from '../delivery/signing.ts';
import type { WebhookEndpointRow } from '../storage/schema.ts';

/** What a custom header's value is shown as. */
export const HIDDEN_VALUE = '(hidden)';

export interface OpenedSecrets {
  secret: string;
  previous: string | null;
}

/** The headers of one attempt that started at `startedAt` (epoch ms); null values: signatures made with a secret not kept. */
export function sentHeaders(
  endpoint: Pick<WebhookEndpointRow, 'created_at' | 'secret_since' | 'previous_secret_expires_at'>,
  secrets: OpenedSecrets,
  customHeaders: string | null,
  delivery: { eventId: string; payload: string },
  startedAt: number,
): Record<string, string | null> {
  const headers: Record<string, string | null> = { 'content-type': 'application/json', 'user-agent': USER_AGENT };
  for (const name of Object.keys(customHeaders === null ? {} : openHeaders(customHeaders))) headers[name] = HIDDEN_VALUE;
  const body = Buffer.from(delivery.payload, 'utf8');
  const timestamp = Math.floor(startedAt / 1000);
  const signedByCurrent = startedAt >= (endpoint.secret_since ?? endpoint.created_at);
  const withPrevious =
    signedByCurrent &&
    secrets.previous !== null &&
    endpoint.previous_secret_expires_at !== null &&
    startedAt < endpoint.previous_secret_expires_at;
  headers['x-hook-signature'] = signedByCurrent ? hookSignature(secrets.secret, body) : null;
  if (withPrevious) headers['x-hook-signature-previous'] = hookSignature(secrets.previous!, body);
  headers['webhook-id'] = delivery.eventId;
  headers['webhook-timestamp'] = String(timestamp);
  const standard = (secret: string) => standardWebhooksSignature(standardWebhooksKey(secret), delivery.eventId, timestamp, body);
  headers['webhook-signature'] = !signedByCurrent
    ? null
    : withPrevious
      ? `${standard(secrets.secret)} ${standard(secrets.previous!)}`
      : standard(secrets.secret);
  return headers;
}
