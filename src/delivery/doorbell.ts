// How a loop that sleeps between rounds is woken: `ring()` ends the sleep at
// once, and a ring that comes while the loop is busy makes its next sleep
// end at once too, so no wake-up is lost between a look and the sleep after it.
export class Doorbell {
  private rung = false;
  private sleeping: { timer: NodeJS.Timeout; resolve: () => void } | undefined;

  ring(): void {
    this.rung = true;
    if (this.sleeping) {
      clearTimeout(this.sleeping.timer);
      this.sleeping.resolve();
      this.sleeping = undefined;
    }
  }

  /** Whether it rang since the last answer(). */
  get ringing(): boolean {
    return this.rung;
  }

  /** At the start of a round: the rings so far are answered by it. */
  answer(): void {
    this.rung = false;
  }

  /** Resolves after `ms` (real milliseconds), or at the next ring; at once when it rang since the last answer(). */
  sleep(ms: number): Promise<void> {
    if (this.rung) return Promise.resolve();
    return new Promise((resolve) => {
      this.sleeping = { timer: setTimeout(() => ((this.sleeping = undefined), resolve()), ms), resolve };
    });
  }
}
