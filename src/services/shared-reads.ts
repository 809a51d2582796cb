// Reads of the same key by concurrent requests, shared without serving any
// request a value read before it arrived.
//
// Why: the endpoint list's version (endpoint-list-cache.ts) is read on every
// request. On PostgreSQL that is a round trip, which costs more CPU (the
// driver, the pool, the server's backend) than the rest of a kept answer; on
// SQLite a statement and the query path around it, a sixth of it.
// Integrations and consoles that poll the same owner's list at once would
// each pay for the same read.
//
// Why it stays exact: a read is started only after every caller it answers
// has asked, so it sees every change committed before any of them came, as if
// each had read alone. Callers that come while no read of the key is waiting
// to start open a new one, started once this turn of the event loop has taken
// in the requests that arrived together (setImmediate); callers that come
// meanwhile join it. A read under way is never joined (it may have been sent
// before the caller came): callers that come during it wait for the next,
// started when it ends. A caller waits at most for the end of one read more.
interface Waiting<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  load: () => Promise<T>;
}

interface KeyState<T> {
  /** A read of the key is under way. */
  running: boolean;
  /** The read the next callers share, not started yet. */
  waiting: Waiting<T> | undefined;
}

export class SharedReads<T> {
  private readonly keys = new Map<string, KeyState<T>>();

  read(key: string, load: () => Promise<T>): Promise<T> {
    let state = this.keys.get(key);
    if (state === undefined) {
      state = { running: false, waiting: undefined };
      this.keys.set(key, state);
    }
    if (state.waiting === undefined) {
      let resolve!: (value: T) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<T>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      state.waiting = { promise, resolve, reject, load };
      const waitingState = state;
      if (!state.running) setImmediate(() => this.start(key, waitingState));
    }
    return state.waiting.promise;
  }

  private start(key: string, state: KeyState<T>): void {
    const batch = state.waiting;
    if (batch === undefined) return;
    state.waiting = undefined;
    state.running = true;
    let read: Promise<T>;
    try {
      read = batch.load();
    } catch (error) {
      read = Promise.reject(error as Error);
    }
    const ended = () => {
      state.running = false;
      // Those who came during the read asked before this moment: their read starts now.
      if (state.waiting !== undefined) this.start(key, state);
      else this.keys.delete(key);
    };
    read.then(
      (value) => {
        batch.resolve(value);
        ended();
      },
      (error: unknown) => {
        batch.reject(error);
        ended();
      },
    );
  }

  /** Keys with a read waiting or under way (for tests). */
  get size(): number {
    return this.keys.size;
  }
}
