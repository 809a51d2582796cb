// One send's request and what it keeps of the answer, through undici's
// dispatch handler interface: the status, the headers, and at most
// MAX_RESPONSE_BYTES of the body, as text.
//
// Why not undici's `request()`: it wraps every answer in a readable stream
// (with its own async resource, abort listener, and events on the next
// tick when it ends), which a send that keeps a few bytes of a mostly empty
// body does not need; a fast drain sends thousands a second, and those
// objects were among the most that outlived a young collection
// (bench/README.md, "Drain memory"). A handler gets the same callbacks
// without them.
//
// A body read to its end keeps the connection for reuse; a longer one is cut
// off, closing that connection. A multi-byte character cut in two at the
// limit is left out rather than shown broken. 1xx informational answers are
// skipped, as `request()` skips them.
import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';
import type { SendInFlight } from './send-deadlines.ts';

/** The most of a response body that is read and kept; the rest is dropped with the connection. */
export const MAX_RESPONSE_BYTES = 4096;

export interface CollectedAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The start of the body, decoded as UTF-8, U+0000 replaced (storableText). */
  text: string;
  /** True when the body was longer than what is kept. */
  truncated: boolean;
}

/** What a send dispatches: the request, and its time limit (send-deadlines.ts). */
export interface AnswerRequest {
  origin: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: string | Uint8Array;
  send: SendInFlight;
}

/** Sends `request` on `dispatcher`; resolves with the answer, rejects with undici's error (or the send's abort reason). */
export function collectAnswer(dispatcher: Dispatcher, request: AnswerRequest): Promise<CollectedAnswer> {
  return new Promise((resolve, reject) => {
    const { origin, path, headers, body, send } = request;
    dispatcher.dispatch({ origin, path, method: 'POST', headers, body }, new AnswerCollector(send, resolve, reject));
  });
}

/** PostgreSQL text can't hold U+0000; a receiver may answer with any bytes. */
export function storableText(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '\ufffd') : text;
}

/** Decodes whole bodies only (never with `stream`), so it holds no state between them. */
const wholeBodyDecoder = new TextDecoder('utf-8');

class AnswerCollector implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined = undefined;
  private statusCode = 0;
  private headers: IncomingHttpHeaders = {};
  private readonly chunks: Buffer[] = [];
  private read = 0;
  /** Resolved or rejected: whatever undici calls after that is ignored. */
  private settled = false;

  constructor(
    private readonly send: SendInFlight,
    private readonly resolve: (answer: CollectedAnswer) => void,
    private readonly reject: (error: unknown) => void,
  ) {
    send.addEventListener('abort', this.abortSend);
  }

  /** The send's time is up, or the worker stops: before the request is on a connection, it is refused when it gets one. */
  private readonly abortSend = (): void => {
    this.controller?.abort(this.send.reason as Error);
  };

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.send.aborted) controller.abort(this.send.reason as Error);
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    if (statusCode < 200) return;
    this.statusCode = statusCode;
    this.headers = headers;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.settled) return;
    const room = MAX_RESPONSE_BYTES - this.read;
    if (chunk.length > room) {
      if (room > 0) this.chunks.push(chunk.subarray(0, room));
      this.read = MAX_RESPONSE_BYTES;
      this.finish(true);
      controller.abort(new Error('the rest of the answer is not read'));
      return;
    }
    this.chunks.push(chunk);
    this.read += chunk.length;
  }

  onResponseEnd(): void {
    if (!this.settled) this.finish(false);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.settled) return;
    this.settled = true;
    this.send.removeEventListener('abort', this.abortSend);
    this.reject(error);
  }

  private finish(truncated: boolean): void {
    this.settled = true;
    this.send.removeEventListener('abort', this.abortSend);
    const { chunks } = this;
    const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    // stream: true holds back an incomplete character at the end instead of
    // decoding it as U+FFFD; a whole body is decoded by the shared decoder.
    const text = truncated
      ? new TextDecoder('utf-8').decode(bytes, { stream: true })
      : chunks.length === 0
        ? ''
        : wholeBodyDecoder.decode(bytes);
    this.resolve({ statusCode: this.statusCode, headers: this.headers, text: storableText(text), truncated });
  }
}
