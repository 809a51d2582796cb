// What the delivery thread (delivery-thread-main.ts) and the process that
// starts it (delivery-thread.ts) say to each other. Messages carry what
// changes by event (wake-ups, stop, log lines, attempt outcomes for metrics);
// the worker's mode and its lease count, which readiness and a scrape read at
// any moment, sit in shared memory instead, so reading them costs no message.
import type { Config } from '../config.ts';
import type { AttemptTally } from './worker-options.ts';
import type { WorkerMode } from './modes.ts';

/** The modes in the order their index is stored in the shared state. */
export const WORKER_MODES: readonly WorkerMode[] = ['created', 'waiting-for-lock', 'starting', 'running', 'stopping', 'stopped'];

/** Indexes into the shared state (an Int32Array over a SharedArrayBuffer). */
export const STATE_MODE = 0;
export const STATE_LEASES = 1;
/** The thread's V8 heap in use, in KiB (its own isolate: the process's heap metrics don't include it). */
export const STATE_HEAP_KIB = 2;
/** The thread's event-loop delay, 99th percentile since the process last took it, in microseconds. */
export const STATE_LOOP_DELAY_P99_US = 3;
/** How many times the process took that figure: the thread starts a new window on seeing it change. */
export const STATE_LOOP_DELAY_TAKEN = 4;
export const STATE_SLOTS = 5;

export type LogLevel = 'error' | 'warn' | 'info' | 'debug';

/** What the thread is started with (its workerData). */
export interface ThreadData {
  /** The process's configuration, its keys left out (they come below). */
  config: Config;
  /**
   * The master key the process loaded (its key file is read once, by the
   * process) and the previous ones, each copied into an array of its own: a
   * Buffer may be a view of a shared pool, all of which a clone would copy.
   */
  masterKey: Uint8Array;
  previousKeys: Uint8Array[];
  /** The process's log level: lines below it are never sent. */
  logLevel: string;
  /** Whether the process counts attempts (METRICS_PORT set): otherwise none are sent. */
  countAttempts: boolean;
  /** STATE_SLOTS Int32 slots: the worker's mode (an index of WORKER_MODES), the leases it holds, the thread's heap in use and its event-loop delay. */
  state: SharedArrayBuffer;
}

export type ToThread = { type: 'wake'; endpointIds?: readonly string[] } | { type: 'stop' };

/** An error as it crosses the thread boundary: Error objects lose their own fields in a structured clone. */
export interface ErrorDescription {
  type: string;
  message: string;
  stack?: string;
  code?: string;
}

export type FromThread =
  | { type: 'started' }
  | { type: 'failed'; error: ErrorDescription }
  | { type: 'log'; level: LogLevel; obj: object; msg: string }
  | { type: 'attempted'; results: AttemptTally[] }
  | { type: 'stopped' };

const LEVEL_VALUES: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** Whether a line of `level` passes the process's `threshold` (pino's level names). */
export function logs(level: LogLevel, threshold: string): boolean {
  return LEVEL_VALUES[level]! >= (LEVEL_VALUES[threshold] ?? LEVEL_VALUES.info!);
}

export function describeError(error: unknown): ErrorDescription {
  if (!(error instanceof Error)) return { type: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, message: error.message, stack: error.stack, ...(typeof code === 'string' ? { code } : {}) };
}

/** An Error again on the process's side, for rejections and the log's err serializer. */
export function errorFrom(description: ErrorDescription): Error {
  const error = new Error(description.message);
  error.name = description.type;
  if (description.stack) error.stack = description.stack;
  if (description.code) Object.assign(error, { code: description.code });
  return error;
}
