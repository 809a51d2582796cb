// What every scenario gets and gives back.
import type { DialectChoice, ScenarioName } from './options.ts';
import type { Sizes } from './sizes.ts';

export interface ScenarioContext {
  dialect: DialectChoice;
  sizes: Sizes;
  /** Holds ca.crt, server.crt, server.key: the receiver's certificate and the CA the server trusts. */
  tlsDir: string;
  cpuProfDir?: string;
  /** One line of progress on stderr. */
  progress(message: string): void;
  /** A figure of a scenario that already ran in this invocation on this database, or null (not run, failed, or not read). */
  earlier(scenario: ScenarioName, figure: string): number | null;
}

/** A headline figure, as one row of the printed table. */
export interface Row {
  figure: string;
  ours: number | null;
  unit: string;
  /** The same machine's limit, or a peer's figure, in the same run, where there is one. */
  limit?: number | null;
  ratio?: number | null;
  /** What we aim for, e.g. ">= 0.5" (reported, never enforced). */
  target?: string;
  met?: boolean | null;
}

export interface ScenarioOutcome {
  /** Every figure of the scenario, by name (see bench/README.md). */
  figures: Record<string, number | null>;
  rows: Row[];
  /** The progress line printed when the scenario ends. */
  summary: string;
}

export type Scenario = (ctx: ScenarioContext) => Promise<ScenarioOutcome>;

export function target(value: number | null, op: '>=' | '<=' | '==', bound: number): { target: string; met: boolean | null } {
  const met = value === null ? null : op === '>=' ? value >= bound : op === '<=' ? value <= bound : value === bound;
  return { target: `${op} ${bound}`, met };
}
