// `npm run bench`: starts everything it needs on loopback (receiver, server,
// bare Fastify, raw undici client, each in a process of its own), runs each
// scenario on each chosen database, prints a progress line per scenario and a
// table, and writes the results file. Targets are reported, never enforced:
// the exit status says only whether every scenario ran.
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, serverBuildIsCurrent } from '../scripts/build-server.mjs';
import { makeTestCertificates } from '../test/helpers/certificates.mjs';
import { killAll } from './lib/children.ts';
import { postgresUnreachable } from './lib/databases.ts';
import { machineFacts } from './lib/machine.ts';
import { parseOptions, type ScenarioName } from './lib/options.ts';
import { table, writeResults, type Results, type ScenarioRecord } from './lib/report.ts';
import type { Scenario } from './lib/scenario.ts';
import { sizesFor } from './lib/sizes.ts';
import { round } from './lib/stats.ts';
import { apiRead } from './scenarios/api-read.ts';
import { apiReadPositions } from './scenarios/api-read-positions.ts';
import { apiWrite } from './scenarios/api-write.ts';
import { backlog } from './scenarios/backlog.ts';
import { crash } from './scenarios/crash.ts';
import { delivery } from './scenarios/delivery.ts';
import { deliveriesList } from './scenarios/deliveries-list.ts';
import { latency } from './scenarios/latency.ts';
import { soak } from './scenarios/soak.ts';

const SCENARIOS: Record<ScenarioName, Scenario> = {
  'api-read': apiRead,
  'api-read-positions': apiReadPositions,
  'api-write': apiWrite,
  delivery,
  latency,
  backlog,
  crash,
  'deliveries-list': deliveriesList,
  soak,
};

const progress = (message: string) => process.stderr.write(message + '\n');

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const sizes = sizesFor(options.quick, options.scale);
  // The measured server is the compiled one `npm start` runs. Its processes are
  // told to refuse bin/recruiting-api's TypeScript fallback, so a build gone
  // stale during a run (sources edited) fails loudly instead of measuring tsx.
  // Built only when out of date: rebuilding empties dist/server/, under any
  // other process running it (the test suite runs this harness beside the CLI's tests).
  if (!serverBuildIsCurrent()) await buildServer();
  const tlsDir = makeTestCertificates();
  if (options.cpuProfDir) fs.mkdirSync(options.cpuProfDir, { recursive: true });
  const results: Results = {
    format: 1,
    startedAt: new Date().toISOString(),
    finishedAt: '',
    quick: options.quick,
    scale: options.scale,
    command: ['npm run bench --', ...process.argv.slice(2)].join(' '),
    machine: machineFacts(),
    sizes,
    scenarios: [],
  };
  progress(
    `bench: ${results.machine.cores} cores, Node ${results.machine.node}, ${options.quick ? 'quick' : 'full'} run on ${options.dialects.join(' and ')}`,
  );
  let failed = false;
  try {
    for (const dialect of options.dialects) {
      const unreachable = dialect === 'postgres' ? await postgresUnreachable() : null;
      for (const name of options.scenarios) {
        const record: ScenarioRecord = { scenario: name, dialect, wallSeconds: 0, figures: {}, rows: [], summary: '', error: null };
        results.scenarios.push(record);
        if (unreachable) {
          record.error = `skipped: ${unreachable}`;
          progress(`[${dialect}] ${name}: ${record.error}`);
          continue;
        }
        progress(`[${dialect}] ${name}: running`);
        const started = performance.now();
        try {
          const outcome = await SCENARIOS[name]({
            dialect,
            sizes,
            tlsDir,
            cpuProfDir: options.cpuProfDir && path.resolve(options.cpuProfDir),
            progress,
            earlier: (scenario, figure) =>
              results.scenarios.find((s) => s.scenario === scenario && s.dialect === dialect && s.error === null)?.figures[figure] ?? null,
          });
          Object.assign(record, outcome);
        } catch (error) {
          failed = true;
          record.error = `failed: ${(error as Error).message.split('\n')[0]}`;
          progress(`  ${(error as Error).stack}`);
        }
        record.wallSeconds = round((performance.now() - started) / 1000, 1);
        progress(`[${dialect}] ${name}: ${record.error ?? record.summary} (${record.wallSeconds} s)`);
        // After every scenario: an interrupted run keeps what it measured.
        writeResults(options.out, { ...results, finishedAt: new Date().toISOString() });
      }
    }
  } finally {
    fs.rmSync(tlsDir, { recursive: true, force: true });
  }
  results.finishedAt = new Date().toISOString();
  writeResults(options.out, results);
  process.stdout.write('\n' + table(results.scenarios) + '\n\n');
  progress(`results written to ${options.out}`);
  return failed ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

// Explicit exit: a pool left open by a failed scenario must not keep the run alive.
main().then(
  (code) => {
    killAll();
    process.exit(code);
  },
  (error) => {
    killAll();
    process.stderr.write(`bench: ${(error as Error).message}\n`);
    process.exit(2);
  },
);
