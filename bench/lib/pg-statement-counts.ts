// The reading side of pg-statement-counter.cjs: the node options and
// environment that load it into a process, and the counts its threads wrote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sleep } from './stats.ts';

const PRELOAD = path.join(import.meta.dirname, 'pg-statement-counter.cjs');

export interface PgCounts {
  roundTrips: number;
  statements: number;
  transactions: number;
}

export class PgStatementCounter {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-count-'));

  /** Node options for the counted process. */
  get nodeArgs(): string[] {
    return ['--require', PRELOAD];
  }

  get env(): Record<string, string> {
    return { BENCH_PG_COUNT_DIR: this.dir };
  }

  /** The counts of every thread of every counted process so far, once their last writes (every 100 ms) are in. */
  async read(): Promise<PgCounts> {
    await sleep(300);
    const total: PgCounts = { roundTrips: 0, statements: 0, transactions: 0 };
    for (const name of fs.readdirSync(this.dir)) {
      if (!name.endsWith('.json')) continue;
      const counts = JSON.parse(fs.readFileSync(path.join(this.dir, name), 'utf8')) as PgCounts;
      total.roundTrips += counts.roundTrips;
      total.statements += counts.statements;
      total.transactions += counts.transactions;
    }
    return total;
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** after − before, per unit; null when nothing was counted (the preload did not load). */
export function perUnit(
  before: PgCounts,
  after: PgCounts,
  units: number,
): { roundTrips: number; statements: number; transactions: number } | null {
  const roundTrips = after.roundTrips - before.roundTrips;
  if (roundTrips <= 0 || units <= 0) return null;
  const per = (n: number) => Math.round((n / units) * 1000) / 1000;
  return {
    roundTrips: per(roundTrips),
    statements: per(after.statements - before.statements),
    transactions: per(after.transactions - before.transactions),
  };
}
