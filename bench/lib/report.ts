// The printed table and the results file (format: bench/README.md).
import fs from 'node:fs';
import path from 'node:path';
import type { MachineFacts } from './machine.ts';
import type { DialectChoice, ScenarioName } from './options.ts';
import type { Row } from './scenario.ts';
import type { Sizes } from './sizes.ts';

export interface ScenarioRecord {
  scenario: ScenarioName;
  dialect: DialectChoice;
  /** Wall time of the scenario, set-up included. */
  wallSeconds: number;
  figures: Record<string, number | null>;
  rows: Row[];
  summary: string;
  /** Set when the scenario failed or was skipped; its figures are then empty. */
  error: string | null;
}

export interface Results {
  format: 1;
  startedAt: string;
  finishedAt: string;
  quick: boolean;
  scale: number;
  command: string;
  machine: MachineFacts;
  sizes: Sizes;
  scenarios: ScenarioRecord[];
}

function cell(value: number | null | undefined, unit = ''): string {
  if (value === null || value === undefined) return '';
  return `${value}${unit && unit !== '/s' && unit !== 'req/s' ? ' ' + unit : ''}`;
}

/** A Markdown table, so the README can quote a run as printed. */
export function table(records: ScenarioRecord[]): string {
  const header = ['scenario', 'db', 'figure', 'ours', 'limit or peer', 'ratio', 'target', 'met'];
  const lines = [header];
  for (const r of records) {
    if (r.error) {
      lines.push([r.scenario, r.dialect, r.error, '', '', '', '', '']);
      continue;
    }
    for (const row of r.rows) {
      lines.push([
        r.scenario,
        r.dialect,
        row.figure + (row.unit && row.unit !== 'ms' && row.unit !== 'MB' ? ` (${row.unit})` : ''),
        cell(row.ours, row.unit),
        cell(row.limit, row.unit),
        cell(row.ratio),
        row.target ?? '',
        row.met === undefined || row.met === null ? '' : row.met ? 'yes' : 'NO',
      ]);
    }
  }
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  const format = (l: string[]) => '| ' + l.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  return [format(lines[0]!), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...lines.slice(1).map(format)].join('\n');
}

export function writeResults(file: string, results: Results): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
}
