// The first stage of a send: what goes out, byte for byte. The body is
// encoded once, and those bytes are what both signature schemes sign
// (signing.ts) and what the transport sends. The endpoint's custom headers
// go first, so the engine's own (the signatures, traceparent) can't be
// overridden by them. Used alike by the worker's attempts
// (delivery-attempt.ts) and the receiver check, so what a check sends is
// what a delivery sends.
import type { PreparedRequest } from '../transport/transport.ts';
import type { EndpointTarget } from './endpoint-target.ts';

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
