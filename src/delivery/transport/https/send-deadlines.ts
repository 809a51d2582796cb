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

type AbortListener = () => void;

/**
 * One send in flight: its deadline, and the signal its request is handed,
 * in one small object. undici takes any object with `aborted`, `reason` and
 * add/removeEventListener('abort') as a request's signal; an AbortController
 * and its AbortSignal (an EventTarget with its own listener bookkeeping) per
 * send lived as long as the send, and in a fast drain were promoted to the
 * old generation by the thousands.
 */
export class SendInFlight {
  aborted = false;
  reason: unknown = undefined;
  /** The request's listener (undici adds one); any more are kept in `more`. */
  private listener: AbortListener | undefined = undefined;
  private more: AbortListener[] | undefined = undefined;

  constructor(
    readonly deadline: number,
    private readonly owner: SendDeadlines | undefined,
  ) {}

  /** The send ended: it leaves the deadlines at once (harmless when it was aborted, or ended, already). */
  end(): void {
    this.owner?.ended(this);
  }

  addEventListener(type: string, listener: AbortListener): void {
    if (type !== 'abort') return;
    if (this.listener === undefined) this.listener = listener;
    else (this.more ??= []).push(listener);
  }

  removeEventListener(type: string, listener: AbortListener): void {
    if (type !== 'abort') return;
    if (this.listener === listener) this.listener = undefined;
    else if (this.more) {
      const at = this.more.indexOf(listener);
      if (at !== -1) this.more.splice(at, 1);
    }
  }

  /** Aborts the send with `reason`; its listeners are called once (as with `{ once: true }`) and dropped. */
  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const { listener, more } = this;
    this.listener = undefined;
    this.more = undefined;
    listener?.();
    if (more) for (const l of more) l();
  }
}

export class SendDeadlines {
  /** In the order the sends began, which is the order of their deadlines. */
  private readonly inFlight = new Set<SendInFlight>();
  private timer: NodeJS.Timeout | undefined;
  /** When the timer fires (monotonic milliseconds), while it is set. */
  private timerAt = Infinity;
  private cut: unknown;

  constructor(
    private readonly timeoutMs: number,
    /** Milliseconds of a monotonic clock. */
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A send begins: its signal ends it when its time is up or at cutOff(); call its end() when it ends. */
  start(): SendInFlight {
    if (this.cut !== undefined) {
      const late = new SendInFlight(this.now(), undefined);
      late.abort(this.cut);
      return late;
    }
    const send = new SendInFlight(this.now() + this.timeoutMs, this);
    this.inFlight.add(send);
    if (this.timer === undefined) this.arm(send.deadline);
    return send;
  }

  /** A send ended (SendInFlight.end). */
  ended(send: SendInFlight): void {
    if (!this.inFlight.delete(send)) return;
    // Nothing left to time: no timer keeps the event loop (or a stopping thread) alive.
    if (this.inFlight.size === 0) this.disarm();
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
    for (const send of ending) send.abort(reason);
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
      entry.abort(new DOMException('The attempt timed out', 'TimeoutError'));
    }
  }

  /** For tests: when the one timer fires next (Infinity when none is set). */
  get nextExpiry(): number {
    return this.timerAt;
  }
}
