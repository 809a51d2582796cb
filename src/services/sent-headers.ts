// The request headers of a delivery attempt as the engine sent them
// (delivery/delivery-attempt.ts), for the delivery log: the content type and
// user agent, the endpoint's custom headers by name, and the signatures,
// prepared again as the attempt was (delivery/dispatch/prepare.ts) from the
// stored body, the attempt's start (its webhook-timestamp) and the
// endpoint's stored secrets. Nothing secret is shown: a custom header's value is a mask, and the secrets are only keys.
//
// A signature is shown only when the secret that made it is the one the
// endpoint has now (or its previous one, within the overlap that signed with
// both): an attempt made before the last rotation (secret_since) was signed
// with a secret that may be gone, so its signatures are null, never ones made
// with another secret. The trace context (traceparent, when tracing is on) is
// not kept and not shown.
import { USER_AGENT } from '../delivery/transport/https/https-transport.ts';
import { endpointTarget, prepare } from '../delivery/dispatch/prepare.ts';
import { DeliverySigner, openHeaders } from '../delivery/signing.ts';
import type { WebhookEndpointRow } from '../storage/schema.ts';

/** What a custom header's value is shown as. */
export const HIDDEN_VALUE = '(hidden)';

export interface OpenedSecrets {
  secret: string;
  previous: string | null;
}

/** The headers of one attempt that started at `startedAt` (epoch ms); null values: signatures made with a secret not kept. */
export function sentHeaders(
  endpoint: Pick<WebhookEndpointRow, 'id' | 'url' | 'settings' | 'created_at' | 'secret_since' | 'previous_secret_expires_at'>,
  secrets: OpenedSecrets,
  customHeaders: string | null,
  delivery: { eventId: string; payload: string },
  startedAt: number,
): Record<string, string | null> {
  const headers: Record<string, string | null> = { 'content-type': 'application/json', 'user-agent': USER_AGENT };
  for (const name of Object.keys(customHeaders === null ? {} : openHeaders(customHeaders))) headers[name] = HIDDEN_VALUE;
  const signedByCurrent = startedAt >= (endpoint.secret_since ?? endpoint.created_at);
  const previous =
    secrets.previous === null || endpoint.previous_secret_expires_at === null
      ? undefined
      : { secret: secrets.previous, expiresAt: endpoint.previous_secret_expires_at };
  // Prepared as the attempt was (the signer signs with the previous secret too while its overlap lasted then).
  const target = endpointTarget(endpoint.id, endpoint, new DeliverySigner(secrets.secret, previous));
  const sent = prepare(target, delivery, startedAt).headers;
  headers['x-hook-signature'] = signedByCurrent ? sent['x-hook-signature']! : null;
  if (signedByCurrent && sent['x-hook-signature-previous'] !== undefined)
    headers['x-hook-signature-previous'] = sent['x-hook-signature-previous'];
  headers['webhook-id'] = sent['webhook-id']!;
  headers['webhook-timestamp'] = sent['webhook-timestamp']!;
  headers['webhook-signature'] = signedByCurrent ? sent['webhook-signature']! : null;
  return headers;
}
