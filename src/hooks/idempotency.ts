// `Idempotency-Key` on the create routes (services/idempotency-service.ts):
// route hooks that take the key before the handler runs, answer a retry with
// the first request's kept answer (and `Idempotent-Replayed: true`) without
// running the handler, and keep the answer when the first request is sent.
//
// A route opts in with `...idempotentRoute()` in its options. A route that
// reads its body only in its handler (a multipart upload) calls
// `beginIdempotentRequest` itself once it has the body, with a fingerprint of
// what it read, and has `onSend: keepIdempotentAnswer`; it answers nothing
// more when that returns false.
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { checkIdempotencyKey, REPLAYED_HEADERS, requestFingerprint } from '../services/idempotency-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's key this request took, until its answer is kept. */
    idempotencyKey?: string;
  }
}

/** `METHOD /path` as requested (ids filled in, no query string). */
export function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.url.split('?')[0]}`;
}

/**
 * Takes the request's Idempotency-Key, when it has one. True: the handler
 * runs (with or without a key). False: the reply was sent with the kept
 * answer of the key's first request.
 */
export async function beginIdempotentRequest(request: FastifyRequest, reply: FastifyReply, fingerprint: string): Promise<boolean> {
  const key = checkIdempotencyKey(request.headers['idempotency-key']);
  if (key === undefined) return true;
  const outcome = await request.server.services.idempotency.begin(request.caller.user.id, key, routeOf(request), fingerprint);
  if (outcome.kind === 'run') {
    request.idempotencyKey = key;
    return true;
  }
  reply.code(outcome.statusCode).headers(outcome.headers).header('idempotent-replayed', 'true');
  // A string with its JSON content type is sent as it is: the bytes first answered.
  await reply.send(outcome.body);
  return false;
}

/**
 * onSend of an idempotent route: keeps the answer of the request that took a
 * key, as `keep` makes it of the body sent (by default the body itself).
 */
export const keepIdempotentAnswer: onSendAsyncHookHandler = async (request, reply, payload) =>
  keepAnswer(request, reply, payload, (body) => body);

/** Turns the body sent into the body kept for retries. */
export type KeptBody = (body: string, statusCode: number) => string;

async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, keep: KeptBody): Promise<unknown> {
  const key = request.idempotencyKey;
  if (key === undefined) return payload;
  request.idempotencyKey = undefined;
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  try {
    const body = keep(String(payload ?? ''), reply.statusCode);
    await request.server.services.idempotency.finish(request.caller.user.id, key, reply.statusCode, headers, body);
  } catch (error) {
    // The create is done and answered; its key stays taken, unanswered, until it counts as abandoned.
    request.log.error({ err: error }, 'could not keep the answer of an Idempotency-Key');
  }
  return payload;
}

/** preHandler of an idempotent route whose body is JSON, read before the handler. */
const takeKeyOfJsonRequest: preHandlerAsyncHookHandler = async (request, reply) => {
  if (request.headers['idempotency-key'] === undefined) return;
  if (!(await beginIdempotentRequest(request, reply, requestFingerprint(routeOf(request), request.body)))) return reply;
};

/**
 * The hooks that make a JSON create route idempotent, to spread into its
 * route options; `keep` when the answer holds what must not be kept (a
 * secret shown once).
 */
export function idempotentRoute(keep?: KeptBody) {
  const onSend: onSendAsyncHookHandler = keep
    ? async (request, reply, payload) => keepAnswer(request, reply, payload, keep)
    : keepIdempotentAnswer;
  return { preHandler: takeKeyOfJsonRequest, onSend };
}
