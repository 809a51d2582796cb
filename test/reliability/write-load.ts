// Writers adding candidates over HTTP, each as fast as its answers come,
// until stopped: the load under which a reliability test injects its faults.
// A 200 is an acknowledged write (its candidate's id kept, with how long the
// answer took); any other answer, or a request that fails, is counted by kind
// and followed by a short pause, as a client would before trying again.
import { setTimeout as sleep } from 'node:timers/promises';
import { eventually } from '../helpers/webhook-fixtures.ts';

export class WriteLoad {
  /** Candidate ids of the writes answered 200, in the order answered. */
  readonly acknowledged: string[] = [];
  /** How long each acknowledged write took to be answered, in ms (same order). */
  readonly answerMs: number[] = [];
  /** When each acknowledged write was answered (Date.now(), same order). */
  readonly answeredAt: number[] = [];
  readonly otherAnswers = new Map<string, number>();
  private stopped = false;
  private readonly running: Promise<void>[];

  constructor(url: string, token: string, writers: number) {
    this.running = Array.from({ length: writers }, (_, writer) => this.write(url, token, writer));
  }

  private async write(url: string, token: string, writer: number): Promise<void> {
    for (let n = 0; !this.stopped; n++) {
      let answer: string;
      const started = Date.now();
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Writer ${writer} candidate ${n}` }),
        });
        const body = (await response.json()) as { _id?: string; error?: { type?: string } };
        if (response.status === 200 && body._id) {
          this.acknowledged.push(body._id);
          this.answerMs.push(Date.now() - started);
          this.answeredAt.push(Date.now());
          continue;
        }
        answer = `${response.status} ${body.error?.type ?? ''}`.trim();
      } catch (error) {
        answer = `request failed: ${(error as Error).message}`;
      }
      this.otherAnswers.set(answer, (this.otherAnswers.get(answer) ?? 0) + 1);
      await sleep(50);
    }
  }

  /** The median answer time of the acknowledged writes from the `from`th on, in ms. */
  medianAnswerMs(from: number): number {
    const sorted = this.answerMs.slice(from).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  }

  /** Resolves once `count` more writes have been acknowledged. */
  async growsBy(count: number, timeoutMs: number, what: string): Promise<void> {
    const target = this.acknowledged.length + count;
    await eventually(async () => this.acknowledged.length >= target, timeoutMs, what);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }
}
