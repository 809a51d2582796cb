// The time limits of the sends in flight, kept by one timer for all of them.
//
// Every send has the same limit (WEBHOOK_TIMEOUT_MS) and starts after the
// ones before it, so their deadlines come in the order the sends began: the
// earliest is always the first still in flight. One timer, set for that one,
// is enough; when it fires it ends every send whose time is up and is set
// again for the next. A send that ends leaves the set at once, so nothing of
// a finished send stays behind (a fast drain makes thousands a second), and
// no timer is made and cleared per send.
//
// Shutdown cuts every send in flight off the same way (cutOff), so a send
// needs no listener on a signal of the worker's either.

interface InFlight {
  deadline: number;
  controller: AbortController;
}

export class SendDeadlines {
  /** In the order the sends began, which is the order of their deadlines. */
  private readonly inFlight = new Set<InFlight>();
  private timer: NodeJS.Timeout | undefined;
  /** When the timer fires (monotonic milliseconds), while it is set. */
  private timerAt = Infinity;
  private cut: unknown;

  constructor(
    private readonly timeoutMs: number,
    /** Milliseconds of a monotonic clock. */
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A send begins: the signal ends it when its time is up or at cutOff(); call the returned function when it ends. */
  start(): { signal: AbortSignal; end: () => void } {
    const controller = new AbortController();
    if (this.cut !== undefined) {
      controller.abort(this.cut);
      return { signal: controller.signal, end: () => {} };
    }
    const entry: InFlight = { deadline: this.now() + this.timeoutMs, controller };
    this.inFlight.add(entry);
    if (this.timer === undefined) this.arm(entry.deadline);
    return {
      signal: controller.signal,
      end: () => {
        this.inFlight.delete(entry);
        // Nothing left to time: no timer keeps the event loop (or a stopping thread) alive.
        if (this.inFlight.size === 0) this.disarm();
      },
    };
  }

  /** Sends in flight. */
  get size(): number {
    return this.inFlight.size;
  }

  /** Ends every send in flight now, and every one that begins after, with `reason` (shutdown). */
  cutOff(reason: unknown = new DOMException('The worker is stopping', 'AbortError')): void {
    this.cut = reason;
    this.disarm();
    const ending = [...this.inFlight];
    this.inFlight.clear();
    for (const { controller } of ending) controller.abort(reason);
  }

  private arm(at: number): void {
    this.timerAt = at;
    this.timer = setTimeout(() => this.expire(), Math.max(0, at - this.now()));
  }

  private disarm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
  }

  private expire(): void {
    this.timer = undefined;
    this.timerAt = Infinity;
    const now = this.now();
    for (const entry of this.inFlight) {
      // A timer may fire a moment early; what is due within a millisecond is due.
      if (entry.deadline > now + 1) {
        this.arm(entry.deadline);
        return;
      }
      this.inFlight.delete(entry);
      entry.controller.abort(new DOMException('The attempt timed out', 'TimeoutError'));
    }
  }

  /** For tests: when the one timer fires next (Infinity when none is set). */
  get nextExpiry(): number {
    return this.timerAt;
  }
}
