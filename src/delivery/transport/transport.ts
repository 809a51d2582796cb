// What carries a prepared delivery to its receiver. The engine's stages meet
// here: dispatch/prepare.ts makes the exact bytes and headers, a Transport
// sends them and says what the receiver made of them in the engine's own
// terms (took it, refused it, or is gone for good), and dispatch/classify.ts
// turns that into the outcome (delivered, retry at, failed, gone) without
// knowing how it was sent. HTTPS is one transport (https/https-transport.ts);
// its deadlines, connection pool, address policy and answer limits stay
// behind this interface.
import type { ResponseMask } from './response-masking.ts';

/** One delivery made ready to go: nothing about it changes in the transport. */
export interface PreparedRequest {
  /** Where it goes: for HTTPS, the endpoint's URL. */
  destination: string;
  /** The headers, signatures and custom headers included (the transport adds only its own, like a user agent). */
  headers: Readonly<Record<string, string>>;
  /** The exact bytes that were signed. */
  body: Uint8Array;
  /** Masks the endpoint's secrets and header values in what the receiver answers, before it is kept. */
  answerMask?: ResponseMask;
}

/**
 * What is stored with an attempt. The attempts table's columns are
 * HTTP's; a transport without a status code or headers leaves them null and
 * says what happened in `error`.
 */
export interface AttemptDetail {
  statusCode: number | null;
  /** Why the attempt failed, in words an endpoint owner can act on; null when the receiver took it. */
  error: string | null;
  /** A few of the answer's headers, masked and bounded; null when no answer came. */
  responseHeaders: Record<string, string> | null;
  /** The start of the answer as text, masked and bounded; null when no answer came. */
  responseBody: string | null;
  /** True when the answer was longer than what is kept. */
  responseBodyTruncated: boolean;
}

/**
 * - accepted: the receiver took the delivery;
 * - refused: it did not, or no answer came: it may be tried again;
 * - gone: the receiver says to stop sending to this endpoint for good.
 */
export type Verdict = 'accepted' | 'refused' | 'gone';

export interface SendResult {
  verdict: Verdict;
  /** A refusal's wait the receiver asked for before the next try, in ms from now; undefined when it asked none. */
  retryAfterMs: number | undefined;
  detail: AttemptDetail;
}

export interface Transport {
  /** Sends one prepared request; ends with a result, never throws. */
  send(request: PreparedRequest): Promise<SendResult>;
  /** Ends every send in flight now, and any begun after, with a refusal (shutdown, after the sends' grace). */
  cutOff(): void;
  destroy(): Promise<void>;
}
