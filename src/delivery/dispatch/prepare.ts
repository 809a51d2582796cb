// The first stage of a send: what goes out, byte for byte, and to where.
//
// A batch's target is the endpoint's configuration and opened secrets, made
// once per batch (the batch's rows all carry the same endpoint, read with
// them by storage/queue/next-deliveries.ts), apart from the deliveries sent
// to it. Its signer comes from the worker's cache (signing.ts), so secrets
// are opened once per endpoint and secret, not per batch.
//
// The body is
// encoded once, and those bytes are what both signature schemes sign
// (signing.ts) and what the transport sends. The endpoint's custom headers
// go first, so the engine's own (the signatures, traceparent) can't be
// overridden by them. Used alike by the worker's attempts
// (delivery-attempt.ts) and the receiver check, so what a check sends is
// what a delivery sends.
import { settingsFromStored, type EndpointSettings } from '../../schemas/endpoint-settings.ts';
import type { PendingDelivery } from '../../storage/queue/next-deliveries.ts';
import type { DeliverySigner } from '../signing.ts';
import type { PreparedRequest } from '../transport/transport.ts';

export interface EndpointTarget {
  endpointId: string;
  /** Where its deliveries go: for HTTPS, its URL. */
  destination: string;
  /** Signs with its secrets (the previous one too while a rotation's overlap lasts); holds its custom headers and the mask of its answers. */
  signer: DeliverySigner;
  /** The endpoint's settings (schemas/endpoint-settings.ts): one object for every target of the same stored settings. */
  settings: EndpointSettings;
}

/**
 * The batch's target, from its first row and the endpoint's signer (opened by
 * secret-backoff.ts); the receiver check makes its own from the endpoint's row.
 */
export function endpointTarget(endpointId: string, row: Pick<PendingDelivery, 'url' | 'settings'>, signer: DeliverySigner): EndpointTarget {
  return { endpointId, destination: row.url, signer, settings: settingsFromStored(row.settings) };
}

/** One message to send: the event's id (`webhook-id`) and its stored payload. */
export interface OutgoingMessage {
  eventId: string;
  payload: string;
}

/**
 * The request for `message` to `target`, signed for `atMs` (epoch ms: its
 * webhook-timestamp); with `traceparent` when the attempt's span is sampled.
 */
export function prepare(target: EndpointTarget, message: OutgoingMessage, atMs: number, traceparent?: string): PreparedRequest {
  const { signer } = target;
  const body = Buffer.from(message.payload, 'utf8');
  const signed = signer.sign(message.eventId, atMs, body);
  const own: Record<string, string> = signer.customHeaders === undefined ? signed : { ...signer.customHeaders, ...signed };
  const headers = traceparent === undefined ? own : { ...own, traceparent };
  return { destination: target.destination, headers, body, answerMask: signer.responseMask };
}
