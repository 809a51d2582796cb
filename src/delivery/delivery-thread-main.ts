// The delivery thread: a DeliveryWorker on an event loop of its own, started
// by delivery-thread.ts in a process of role `all`. It opens its own storage
// from the process's parsed configuration (PostgreSQL: a pool whose commits
// don't wait for the WAL flush, as a worker's always have; SQLite: its own
// connections to the file), so its statements, signing and JSON never hold
// up an API request, nor the other way round.
//
// It hears of the process's commits and of stop through messages, sends its
// log lines and the attempts metrics count back the same way, and keeps its
// mode and lease count in the memory it shares with the process
// (thread-protocol.ts).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { systemClock } from '../clock.ts';
import { SecretBox } from '../crypto/secret-box.ts';
import { openStorage, type Storage } from '../storage/database.ts';
import { withWorkerCoordination } from '../storage/queue/coordination/worker-coordination.ts';
import { startTracing } from '../tracing/start-tracing.ts';
import type { Tracing } from '../tracing/tracing.ts';
import type { DeliveryLog } from './delivery-log.ts';
import { DeliveryWorker } from './delivery-worker.ts';
import {
  describeError,
  logs,
  STATE_HEAP_KIB,
  STATE_LEASES,
  STATE_LOOP_DELAY_P99_US,
  STATE_LOOP_DELAY_TAKEN,
  STATE_MODE,
  WORKER_MODES,
  type FromThread,
  type LogLevel,
  type ThreadData,
  type ToThread,
} from './thread-protocol.ts';
import type { AttemptTally } from './worker-options.ts';

/** How often the shared mode and lease count are brought up to date, in real milliseconds. */
const PUBLISH_MS = 50;

const port = parentPort;
if (!port) throw new Error('delivery-thread-main runs as a worker thread (see delivery-thread.ts)');
const data = workerData as ThreadData;
const state = new Int32Array(data.state);
const post = (message: FromThread) => port.postMessage(message);

const log: DeliveryLog = {
  error: (obj, msg) => send('error', obj, msg),
  warn: (obj, msg) => send('warn', obj, msg),
  info: (obj, msg) => send('info', obj, msg),
  debug: (obj, msg) => send('debug', obj, msg),
  isLevelEnabled: (level) => logs(level, data.logLevel),
};

/** A log line for the process's logger; Errors in it (any field) go as descriptions, which pino prints like errors. */
function send(level: LogLevel, obj: object, msg: string): void {
  if (!logs(level, data.logLevel)) return;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) fields[key] = value instanceof Error ? describeError(value) : value;
  try {
    post({ type: 'log', level, obj: fields, msg });
  } catch {
    // A field that can't be cloned (a function, a socket): the line goes, the fields as text.
    post({
      type: 'log',
      level,
      obj: { fields: String(JSON.stringify(fields, (_k, v: unknown) => (typeof v === 'function' ? '[function]' : v))) },
      msg,
    });
  }
}

// Attempts are sent in batches, one message per turn of the event loop at most.
let tallies: AttemptTally[] = [];
let flushing = false;
function flushTallies(): void {
  flushing = false;
  if (tallies.length === 0) return;
  post({ type: 'attempted', results: tallies });
  tallies = [];
}
const observer = data.countAttempts
  ? {
      attempted(result: AttemptTally) {
        tallies.push({ outcome: result.outcome, durationMs: result.durationMs });
        if (!flushing) {
          flushing = true;
          setImmediate(flushTallies);
        }
      },
    }
  : undefined;

let worker: DeliveryWorker | undefined;
let storage: Storage | undefined;
let tracing: Tracing | undefined;

// The thread's own event loop (the process's metrics measure the main
// thread's): what a send waits for between a commit and its request.
// Sampled every 10 ms as prom-client samples the main thread's; a new window
// begins each time the process takes the figure (a scrape), as prom-client's does.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let loopDelayTaken = 0;

function publish(): void {
  Atomics.store(state, STATE_MODE, WORKER_MODES.indexOf(worker?.state ?? 'created'));
  Atomics.store(state, STATE_LEASES, worker?.leasesHeld ?? 0);
  Atomics.store(state, STATE_HEAP_KIB, Math.round(v8.getHeapStatistics().used_heap_size / 1024));
  // Nanoseconds in the histogram. The window's figure is stored before a
  // take begins the next one: reset first, scrapes more often than this
  // runs would each find the window just emptied, and the figure never set.
  // A window without a sample yet leaves the last window's figure.
  if (loopDelay.count > 0)
    Atomics.store(state, STATE_LOOP_DELAY_P99_US, Math.min(2 ** 31 - 1, Math.round(loopDelay.percentile(99) / 1000)));
  const taken = Atomics.load(state, STATE_LOOP_DELAY_TAKEN);
  if (taken !== loopDelayTaken) {
    loopDelayTaken = taken;
    loopDelay.reset();
  }
}
const publisher = setInterval(publish, PUBLISH_MS);

async function start(): Promise<void> {
  const { config } = data;
  const postgres = config.database.dialect === 'postgres';
  // On SQLite the process's main storage checkpoints the file on a thread of its own (server.ts).
  storage = openStorage(config.database, postgres ? { synchronousCommit: false } : { walCheckpoints: 'elsewhere' });
  tracing = await startTracing(config.tracing, log);
  worker = new DeliveryWorker({
    storage: withWorkerCoordination(storage),
    webhook: config.webhook,
    clock: systemClock,
    secretBox: new SecretBox(
      Buffer.from(data.masterKey),
      data.previousKeys.map((key) => Buffer.from(key)),
    ),
    log,
    observer,
    tracing,
  });
  await worker.start();
  publish();
}

async function stop(): Promise<void> {
  await starting.catch(() => {});
  try {
    const stopped = worker?.stop(); // its mode is `stopping` from here on
    publish();
    await stopped;
    flushTallies();
  } finally {
    clearInterval(publisher);
    loopDelay.disable();
    publish();
    await storage?.close();
    await tracing?.shutdown();
  }
}

const starting = start();
starting.then(
  () => post({ type: 'started' }),
  (error: unknown) => post({ type: 'failed', error: describeError(error) }),
);

port.on('message', (message: ToThread) => {
  if (message.type === 'wake') worker?.wake(message.endpointIds);
  else if (message.type === 'stop') {
    stop().then(
      () => {
        post({ type: 'stopped' });
        port.close(); // nothing else keeps the thread alive: it ends
      },
      (error: unknown) => {
        post({ type: 'failed', error: describeError(error) });
        port.close();
      },
    );
  }
});
