// Command-line options of `npm run bench`.
import { parseArgs } from 'node:util';

export type DialectChoice = 'sqlite' | 'postgres';
export const SCENARIOS = [
  'api-read',
  'api-read-positions',
  'api-write',
  'delivery',
  'latency',
  'backlog',
  'crash',
  'deliveries-list',
  'soak',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];
/** What a run without --only runs: every scenario but the soak, which lasts an hour and runs only when named. */
export const DEFAULT_SCENARIOS: readonly ScenarioName[] = SCENARIOS.filter((name) => name !== 'soak');

export interface BenchOptions {
  quick: boolean;
  dialects: DialectChoice[];
  scenarios: ScenarioName[];
  /** Multiplies every duration and count; the harness test shrinks the quick run with it. */
  scale: number;
  out: string;
  /** Runs the measured server under --cpu-prof, writing profiles here. */
  cpuProfDir?: string;
}

const USAGE = `Usage: npm run bench -- [--quick] [--db sqlite|postgres|both] [--only a,b] [--scale N] [--out FILE] [--cpu-prof DIR]
  --quick      a run under 2 minutes (smaller counts, shorter loads)
  --db         which database(s) to run the delivery scenarios on (default: sqlite)
  --only       scenarios to run, comma-separated: ${SCENARIOS.join(', ')}
               (default: all but soak, which lasts an hour, a few minutes with --quick)
  --scale      multiply every count and duration (default 1)
  --out        where to write the results (default bench/results/latest.json)
  --cpu-prof   run the measured server with --cpu-prof, profiles into DIR`;

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      db: { type: 'string', default: 'sqlite' },
      only: { type: 'string' },
      scale: { type: 'string', default: '1' },
      out: { type: 'string', default: 'bench/results/latest.json' },
      'cpu-prof': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(USAGE + '\n');
    process.exit(0);
  }
  const db = values.db!;
  if (!['sqlite', 'postgres', 'both'].includes(db)) throw new Error(`--db must be sqlite, postgres or both\n${USAGE}`);
  const scenarios = values.only ? values.only.split(',').map((s) => s.trim()) : [...DEFAULT_SCENARIOS];
  for (const s of scenarios) if (!(SCENARIOS as readonly string[]).includes(s)) throw new Error(`unknown scenario "${s}"\n${USAGE}`);
  const scale = Number(values.scale);
  if (!(scale > 0)) throw new Error(`--scale must be a positive number\n${USAGE}`);
  return {
    quick: values.quick!,
    dialects: db === 'both' ? ['sqlite', 'postgres'] : [db as DialectChoice],
    scenarios: scenarios as ScenarioName[],
    scale,
    out: values.out!,
    cpuProfDir: values['cpu-prof'],
  };
}
