// At most `limit` pieces of work at once; the others wait their turn, first
// come first served. A piece that ends hands its place straight to the first
// waiting (the count of running work is not lowered in between, so no newcomer
// can slip in ahead of those waiting).

export class Turns {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  /** Whether a piece started now would have to wait. */
  get full(): boolean {
    return this.running >= this.limit;
  }

  /** Pieces waiting for a turn now. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `work` in its turn. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.full) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
