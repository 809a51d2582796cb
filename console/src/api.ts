// The console's one way to the API: the typed client (packages/client, over
// the types generated from /v3/openapi.json) and every failure turned into a
// sentence a person can act on.
//
// The session token lives in an HttpOnly, SameSite=Strict cookie that the
// server sets after sign-in (PUT /console/session): no script can read it,
// and every tab of the browser shares it, so a new tab or a bookmark stays
// signed in. The server accepts the cookie only beside the CONSOLE_HEADER
// that every request of the console carries (src/hooks/console-session.ts).
// What the console itself keeps is whether it signed in, in localStorage
// (shared by the tabs, which hear each other's sign-in and sign-out).
import { useCallback, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { forgetDrafts } from './use-draft.ts';
import { createApiClient, isApiErrorBody, type ResponseBody } from '../../packages/client/src/index.ts';

const SIGNED_IN_KEY = 'recruiting-api.signed-in';
const NOTICE_KEY = 'recruiting-api.notice';
/** Sent with every request: the server takes the session cookie only beside it. */
const CONSOLE_HEADER = 'x-recruiting-console';

const sessionListeners = new Set<() => void>();
// Another tab signed in or out. (No window when the log's bookkeeping is unit-tested in Node, which imports the lists below.)
globalThis.window?.addEventListener('storage', (event) => {
  if (event.key === SIGNED_IN_KEY || event.key === null) sessionListeners.forEach((listener) => listener());
});

export const session = {
  signedIn(): boolean {
    return localStorage.getItem(SIGNED_IN_KEY) === '1';
  },
  /** Keeps the session token of a sign-in in the cookie; the token itself is forgotten here. */
  async start(token: string): Promise<void> {
    const response = await fetch('/console/session', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, [CONSOLE_HEADER]: '1' },
    });
    if (!response.ok) throw new ApiFailure(response.status, 'sessionNotKept', 'The console could not keep your session. Try again.');
    localStorage.setItem(SIGNED_IN_KEY, '1');
    sessionStorage.removeItem(NOTICE_KEY);
    sessionListeners.forEach((listener) => listener());
  },
  /** Forgets the session here; `notice` is shown on the sign-in page that follows. */
  end(notice?: string): void {
    localStorage.removeItem(SIGNED_IN_KEY);
    if (notice) sessionStorage.setItem(NOTICE_KEY, notice);
    sessionListeners.forEach((listener) => listener());
  },
  /** Signs the cookie's session out on the server and clears the cookie, then ends the session here whatever the answer. */
  async signOut(notice: string): Promise<void> {
    forgetDrafts();
    await fetch('/console/session', { method: 'DELETE', headers: { [CONSOLE_HEADER]: '1' } }).catch(() => undefined);
    session.end(notice);
  },
  /**
   * Whether the cookie holds a live session, when this browser has no record
   * of signing in (signed in by the form without script, or its storage
   * cleared): if it does, the record is made again and the tabs hear of it.
   */
  async resume(): Promise<boolean> {
    const response = await fetch('/console/session', { headers: { [CONSOLE_HEADER]: '1' } }).catch(() => undefined);
    if (response?.status !== 204) return false;
    localStorage.setItem(SIGNED_IN_KEY, '1');
    sessionListeners.forEach((listener) => listener());
    return true;
  },
  /** The notice left by the end of the last session, once. */
  takeNotice(): string | null {
    const notice = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return notice;
  },
};

export function useSignedIn(): boolean {
  return useSyncExternalStore(
    (listener) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    session.signedIn,
    // Prerendered (and so hydrated) only as the sign-in page of a browser not signed in.
    () => false,
  );
}

export const api = createApiClient({
  fetch: (request) => {
    request.headers.set(CONSOLE_HEADER, '1');
    return fetch(request);
  },
});

/** A failed call: the API's Error type and message, or what went wrong on the way. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    /** From Retry-After, when the API asked to wait. */
    readonly retryAfterSeconds?: number,
    /** The API's `hint` beside its message: what setting or change would make it work. */
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** "in 3 minutes (at 14:05)", from a Retry-After in seconds. */
export function whenToRetry(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'} (at ${at})`;
}

type Result = { data?: unknown; error?: unknown; response: Response };

/**
 * The data of a successful call, or an ApiFailure. A 401 while signed in ends
 * the session: it expired or was signed out elsewhere.
 */
export async function call<R extends Result>(request: Promise<R>): Promise<NonNullable<R['data']>> {
  let result: R;
  try {
    result = await request;
  } catch {
    throw new ApiFailure(0, 'networkError', 'The service could not be reached. Check that it is running, then try again.');
  }
  const { data, error, response } = result;
  if (response.ok) return data as NonNullable<R['data']>;
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  const type = isApiErrorBody(error) ? error.error.type : 'httpError';
  const message = isApiErrorBody(error) ? error.error.message : `The service answered ${response.status} ${response.statusText}.`;
  const hint = isApiErrorBody(error) ? hintOf(error.error) : undefined;
  if (response.status === 401 && session.signedIn()) session.end('Your session has ended. Please sign in again.');
  throw new ApiFailure(response.status, type, message, retryAfter, hint);
}

/**
 * A request the typed client does not make (a multipart upload, a file
 * download), with the session cookie and through call(): the Response when
 * it succeeds, an ApiFailure when refused.
 */
export function fetchWithSession(url: string, init: RequestInit = {}): Promise<Response> {
  return call(
    (async () => {
      const response = await fetch(url, { ...init, headers: { [CONSOLE_HEADER]: '1' } });
      const error = response.ok || init.method === 'HEAD' ? undefined : await response.json().catch(() => undefined);
      return { data: response.ok ? response : undefined, error, response };
    })(),
  );
}

/** The Error shape's optional `hint`, when it is text. */
function hintOf(error: object): string | undefined {
  const hint = (error as { hint?: unknown }).hint;
  return typeof hint === 'string' && hint !== '' ? hint : undefined;
}

export function asFailure(error: unknown): ApiFailure {
  return error instanceof ApiFailure ? error : new ApiFailure(0, 'unexpected', error instanceof Error ? error.message : String(error));
}

export interface Resource<T> {
  data?: T;
  error?: ApiFailure;
  loading: boolean;
  reload(): void;
}

/** Failures a later attempt may not meet: the service unreachable, or answering that it is unavailable. */
function isTransient(failure: ApiFailure): boolean {
  return failure.status === 0 || failure.status === 502 || failure.status === 503 || failure.status === 504;
}

/** The first wait before a failed load is tried again on its own, doubled after each failure up to the ceiling. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Loads `load()` when `key` changes, and again on reload(), which keeps
 * showing the data it has meanwhile; answers of an older load are dropped.
 * A load that failed because the service could not be reached is tried again
 * on its own, after 1 s, 2 s, 4 s… up to 30 s, so every panel recovers once
 * the service is back without a click on "Try again".
 */
export function useResource<T>(load: () => Promise<T>, key: string): Resource<T> {
  // Which load an answer came from: a load per key, and again per reload.
  const [generation, setGeneration] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; generation: number; data?: T; error?: ApiFailure }>();
  // Failed loads in a row, for the backoff.
  const failures = useRef(0);
  // `load` is a new function on every render; `key` says when it means something else.
  const loadNow = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    loadNow().then(
      (data) => {
        if (!current) return;
        failures.current = 0;
        setAnswer({ key, generation, data });
      },
      (error) => current && setAnswer({ key, generation, error: asFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const unreachable = answer?.key === key && answer.generation === generation && answer.error !== undefined && isTransient(answer.error);
  useEffect(() => {
    if (!unreachable) return;
    const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures.current);
    failures.current += 1;
    const timer = setTimeout(reload, wait);
    return () => clearTimeout(timer);
  }, [unreachable, generation, reload]);
  // Nothing yet for this key: loading. The answer of an earlier load of the same key: its data while the next one loads.
  if (answer?.key !== key) return { loading: true, reload };
  const settled = answer.generation === generation;
  return { data: answer.data, error: settled ? answer.error : undefined, loading: !settled, reload };
}

// The shapes the console shows, as the generated types describe them.
export type Company = ResponseBody<'listCompanies'>[number];
export type UserDetails = ResponseBody<'getUserDetails'>;
export type ApiKey = ResponseBody<'listApiKeys'>['data'][number];
export type CreatedApiKey = ResponseBody<'createApiKey', 201>;
export type WebhookEndpoint = ResponseBody<'getWebhookEndpoint'>;
export type CreatedWebhookEndpoint = ResponseBody<'createWebhookEndpoint', 201>;
export type EventType = WebhookEndpoint['events'][number];
export type Position = ResponseBody<'getPosition'>;
export type PositionState = Position['state'];
export type Candidate = ResponseBody<'getCandidate'>;
export type Note = ResponseBody<'listNotes'>[number];
export type Pipelines = ResponseBody<'listPipelines'>;
export type Delivery = ResponseBody<'listWebhookDeliveries'>['data'][number];
export type DeliveryStatus = Delivery['status'];
export type DeliveryDetail = ResponseBody<'getWebhookDelivery'>;
export type DeliveryAttempt = DeliveryDetail['attempts'][number];
export type RotatedSecret = ResponseBody<'rotateWebhookSecret'>;
export type ReceiverCheck = ResponseBody<'checkWebhookReceiver'>;
export type Message = ResponseBody<'getConversation'>[number];
export type BackgroundCheck = ResponseBody<'listBackgroundChecks'>[number];
export type BackgroundCheckStatus = BackgroundCheck['status'];
export type Questionnaire = ResponseBody<'listQuestionnaires'>[number];

/** Every event type with what emits it (spec section 6); the compiler checks the list against the API's. */
export const EVENT_TYPES = [
  ['candidateAdded', 'a candidate enters the system'],
  ['candidateDeleted', 'a candidate is deleted'],
  ['candidateStatusUpdated', 'a candidate moves to a different stage'],
  ['companyPositionAdded', 'a position is created'],
  ['companyPositionUpdated', 'a position is updated'],
  ['companyPositionDeleted', 'a position is deleted'],
  ['companyPositionStateUpdated', 'a position state changes'],
  ['companyNotePosted', 'a team discussion note is posted'],
  ['companyNoteUpdated', 'a team discussion note is updated'],
  ['companyNoteDeleted', 'a team discussion note is deleted'],
] as const satisfies ReadonlyArray<readonly [EventType, string]>;

export const POSITION_STATES = ['draft', 'published', 'closed', 'archived', 'pending'] as const satisfies readonly PositionState[];

/** The delivery statuses, with what each means to the person reading the log. */
export const DELIVERY_STATUSES = [
  ['pending', 'Pending', 'queued, being sent, or waiting for its next attempt'],
  ['succeeded', 'Succeeded', 'the endpoint answered 2xx'],
  ['failed', 'Failed', 'every attempt failed; retry it when the endpoint is fixed'],
  ['cancelled', 'Cancelled', 'will not be sent'],
] as const satisfies ReadonlyArray<readonly [DeliveryStatus, string, string]>;

export const BACKGROUND_CHECK_STATUSES = [
  'pending',
  'in_progress',
  'completed',
  'canceled',
] as const satisfies readonly BackgroundCheckStatus[];

// Fails to compile when the API gains an event type or a position state that the lists above lack.
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : Exclude<All, Listed>;
const everyEventType: Missing<EventType, (typeof EVENT_TYPES)[number][0]> = true;
const everyPositionState: Missing<PositionState, (typeof POSITION_STATES)[number]> = true;
const everyDeliveryStatus: Missing<DeliveryStatus, (typeof DELIVERY_STATUSES)[number][0]> = true;
const everyCheckStatus: Missing<BackgroundCheckStatus, (typeof BACKGROUND_CHECK_STATUSES)[number]> = true;
void everyEventType;
void everyPositionState;
void everyDeliveryStatus;
void everyCheckStatus;
