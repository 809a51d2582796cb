// The checks between sends (storage/queue/endpoint-state.ts) of all of a
// worker's endpoint tasks, asked in one statement when they come together.
//
// Why: every send but a batch's first asks whether its endpoint may still be
// sent to. On PostgreSQL that was a round trip per send, nine in ten of the
// statements a delivery cost, and socket writes were a third of a draining
// worker's CPU. A worker sends to up to a hundred endpoints at once, so many
// tasks ask within the time one read takes.
//
// Why it stays exact: a read starts only after every check it answers was
// asked, so it sees every change committed before any of them, as if each
// had read alone: an endpoint paused before its check was asked is seen
// paused. Checks asked while no read waits to start open a new one, started
// once this turn of the event loop has taken in the checks that came
// together (setImmediate); checks that come meanwhile join it. A read under
// way is never joined (it may have been sent before the check was asked):
// checks that come during it wait for the next, started when it ends. A check
// waits at most for the end of one read more.
import type { EndpointState } from '../storage/queue/endpoint-state.ts';

interface Waiter {
  resolve: (state: EndpointState) => void;
  reject: (error: unknown) => void;
}

export class EndpointStateReads {
  /** The checks the next read answers, by endpoint, not started yet. */
  private next: Map<string, Waiter[]> | undefined;
  private reading = false;

  constructor(private readonly read: (endpointIds: readonly string[]) => Promise<Map<string, EndpointState>>) {}

  /** The endpoint's state, read after this call. */
  check(endpointId: string): Promise<EndpointState> {
    return new Promise((resolve, reject) => {
      const opened = this.next === undefined;
      const next = (this.next ??= new Map());
      const waiters = next.get(endpointId);
      if (waiters) waiters.push({ resolve, reject });
      else next.set(endpointId, [{ resolve, reject }]);
      if (opened && !this.reading) setImmediate(() => this.start());
    });
  }

  private start(): void {
    const batch = this.next;
    if (batch === undefined || this.reading) return;
    this.next = undefined;
    this.reading = true;
    this.read([...batch.keys()])
      .then(
        (states) => {
          for (const [id, waiters] of batch) {
            const state = states.get(id) ?? 'stop';
            for (const waiter of waiters) waiter.resolve(state);
          }
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        this.reading = false;
        // The checks asked during that read: a read of their own, begun now.
        if (this.next) this.start();
      });
  }
}
