// The delivery engine on a thread of its own (delivery-thread-main.ts runs in
// it), seen from the process that starts it: the same few things a
// DeliveryWorker in the process offers (its mode, its lease count, wake(),
// stop()), so the server treats either alike.
//
// Across the boundary: the process's commits that queued deliveries wake the
// thread (a message per commit signal; on PostgreSQL none, the NOTIFY reaches
// the thread's worker); the thread's log lines go to the
// process's logger and its attempts to the process's metrics; stop() lets the
// sends in flight finish and their outcomes be stored, as DeliveryWorker.stop()
// does, and resolves when the thread has closed its connections and ended.
import type { Worker } from 'node:worker_threads';
import { startModuleThread } from '../module-thread.ts';
import type { Config } from '../config.ts';
import type { CommitListener } from './commit-signal.ts';
import type { DeliveryLog } from './delivery-log.ts';
import type { WorkerMode } from './modes.ts';
import {
  errorFrom,
  STATE_HEAP_KIB,
  STATE_LOOP_DELAY_P99_US,
  STATE_LOOP_DELAY_TAKEN,
  STATE_LEASES,
  STATE_MODE,
  STATE_SLOTS,
  WORKER_MODES,
  type FromThread,
  type ThreadData,
  type ToThread,
} from './thread-protocol.ts';
import type { DeliveryObserver } from './worker-options.ts';

export interface DeliveryThreadOptions {
  config: Config;
  masterKey: Buffer;
  /** The process's logger, which gets the thread's lines, and its level, below which the thread sends none. */
  log: DeliveryLog;
  logLevel: string;
  observer?: DeliveryObserver;
  /** The process's own commits that queued deliveries (commit-signal.ts), each a message to the thread; as WorkerOptions.commits. */
  commits?: { subscribe(listener: CommitListener): () => void };
  /** The thread failed or ended while it should run: the process can't deliver any more. */
  onFailure: (error: Error) => void;
}

const WAKE: ToThread = { type: 'wake' };

export class DeliveryThread {
  private readonly shared = new Int32Array(new SharedArrayBuffer(STATE_SLOTS * Int32Array.BYTES_PER_ELEMENT));
  private readonly thread: Worker;
  private readonly exited: Promise<void>;
  private unsubscribe: (() => void) | undefined;
  private stopping: Promise<void> | undefined;

  private constructor(
    private readonly options: DeliveryThreadOptions,
    started: { resolve: () => void; reject: (error: Error) => void },
  ) {
    const { config } = options;
    const data: ThreadData = {
      config: { ...config, secretEncryptionKey: undefined, secretEncryptionPreviousKeys: [] },
      masterKey: new Uint8Array(options.masterKey),
      previousKeys: config.secretEncryptionPreviousKeys.map((key) => new Uint8Array(key)),
      logLevel: options.logLevel,
      countAttempts: options.observer !== undefined,
      state: this.shared.buffer as SharedArrayBuffer,
    };
    this.thread = spawnThread(data);
    let running = false;
    this.thread.on('message', (message: FromThread) => {
      switch (message.type) {
        case 'log':
          options.log[message.level](message.obj, message.msg);
          break;
        case 'attempted':
          for (const result of message.results) options.observer?.attempted(result);
          break;
        case 'started':
          running = true;
          started.resolve();
          break;
        case 'failed':
          if (this.stopping) options.log.error({ err: errorFrom(message.error) }, 'stopping the delivery thread failed');
          else if (running) options.onFailure(errorFrom(message.error));
          else started.reject(errorFrom(message.error));
          break;
        case 'stopped':
          break;
      }
    });
    this.thread.on('error', (error) => {
      if (running && !this.stopping) options.onFailure(error);
      else started.reject(error);
    });
    this.exited = new Promise((resolve) => {
      this.thread.once('exit', (code) => {
        this.unsubscribe?.();
        const error = new Error(`the delivery thread ended (exit code ${code}) while it should run`);
        if (!running) started.reject(error);
        else if (!this.stopping) options.onFailure(error);
        resolve();
      });
    });
  }

  /** Starts the thread; resolves once its worker runs (or waits for another process's worker lock). */
  static async start(options: DeliveryThreadOptions): Promise<DeliveryThread> {
    let started!: { resolve: () => void; reject: (error: Error) => void };
    const ready = new Promise<void>((resolve, reject) => (started = { resolve, reject }));
    const handle = new DeliveryThread(options, started);
    try {
      await ready;
    } catch (error) {
      await handle.stop(); // what the thread opened before it failed is closed
      throw error;
    }
    handle.unsubscribe = options.commits?.subscribe((endpointIds) => handle.wake(endpointIds));
    return handle;
  }

  /** The worker's mode in the thread. */
  get state(): WorkerMode {
    return WORKER_MODES[Atomics.load(this.shared, STATE_MODE)] ?? 'created';
  }

  /** Endpoint queues the thread's worker holds a lease on (as of a few milliseconds ago). */
  get leasesHeld(): number {
    return Atomics.load(this.shared, STATE_LEASES);
  }

  /** The thread's V8 heap in use, in bytes (as of a few milliseconds ago). */
  get heapUsedBytes(): number {
    return Atomics.load(this.shared, STATE_HEAP_KIB) * 1024;
  }

  /**
   * The thread's event-loop delay, 99th percentile in seconds, since the
   * last time it was taken (as of a few milliseconds ago); the thread then
   * begins a new window.
   */
  takeLoopDelayP99(): number {
    const p99 = Atomics.load(this.shared, STATE_LOOP_DELAY_P99_US) / 1e6;
    Atomics.add(this.shared, STATE_LOOP_DELAY_TAKEN, 1);
    return p99;
  }

  /** Look for due deliveries now; `endpointIds`: of these endpoints (see DeliveryWorker.wake). */
  wake(endpointIds?: readonly string[]): void {
    if (!this.stopping) this.thread.postMessage(endpointIds ? ({ type: 'wake', endpointIds } satisfies ToThread) : WAKE);
  }

  /** Stops claiming, lets running sends finish and stores their outcomes; resolves when the thread has ended. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.unsubscribe?.();
      const stop: ToThread = { type: 'stop' };
      try {
        this.thread.postMessage(stop);
      } catch {
        // Already ended.
      }
      await this.exited;
    })();
    return this.stopping;
  }
}

/** The thread (module-thread.ts). */
function spawnThread(workerData: ThreadData): Worker {
  return startModuleThread({ built: 'delivery-thread', source: new URL('./delivery-thread-main.ts', import.meta.url) }, { workerData });
}
