// The bench harness must not rot: its smallest quick configuration runs every
// scenario on SQLite for a few seconds and writes a results file of the
// documented shape (bench/README.md); on PostgreSQL, the scenarios with a
// peer run the same way, after latency with no api-write before it (its own
// probe of the write rate). Figures are checked for sanity only; timing targets
// are the bench's to report, never a test's to assert.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Results } from '../../bench/lib/report.ts';
import { postgres } from '../helpers/dialects.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Generous: a run that takes about a minute on a quiet machine took over four on a 2-core one at a load average of 20.
const RUN_TIMEOUT_MS = 590_000;

/** `npm run bench -- --quick --scale 0.02 ...args`: its exit, output and results file. */
function runBench(args: string[]): { stdout: string; stderr: string; results: Results } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-test-'));
  const out = path.join(dir, 'results.json');
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--quick', '--scale', '0.02', ...args, '--out', out], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: RUN_TIMEOUT_MS,
    });
    assert.equal(run.status, 0, `bench failed:\n${run.stderr}\n${run.stdout}`);
    return { stdout: run.stdout, stderr: run.stderr, results: JSON.parse(fs.readFileSync(out, 'utf8')) as Results };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('npm run bench', () => {
  it('runs every scenario in its smallest quick configuration and writes the results file', { timeout: RUN_TIMEOUT_MS + 10_000 }, () => {
    const { stdout, stderr, results } = runBench(['--db', 'sqlite']);
    // A progress line per scenario, and the table.
    assert.match(stderr, /\[sqlite\] crash: killed after/);
    assert.match(stdout, /\| scenario +\| db +\| figure/);

    assert.equal(results.format, 1);
    assert.equal(results.quick, true);
    assert.ok(results.machine.cores >= 1);
    assert.equal(results.machine.node, process.version);
    assert.ok(!Number.isNaN(Date.parse(results.startedAt)) && !Number.isNaN(Date.parse(results.finishedAt)));
    const names = results.scenarios.map((s) => s.scenario);
    assert.deepEqual(names, ['api-read', 'api-read-positions', 'api-write', 'delivery', 'latency', 'backlog', 'crash', 'deliveries-list']);
    for (const s of results.scenarios) {
      assert.equal(s.dialect, 'sqlite');
      assert.equal(s.error, null, `${s.scenario}: ${s.error}`);
      assert.ok(s.rows.length > 0 && s.summary.length > 0, s.scenario);
      assert.ok(s.wallSeconds > 0);
    }
    const figures = Object.fromEntries(results.scenarios.map((s) => [s.scenario, s.figures]));
    const positive = (scenario: string, name: string) => {
      const value = figures[scenario]![name];
      assert.ok(typeof value === 'number' && Number.isFinite(value) && value > 0, `${scenario}.${name} = ${value}`);
    };
    for (const name of [
      'requestsPerSecond',
      'p99Ms',
      'bareRequestsPerSecond',
      'ratio',
      'routeRequestsPerSecond',
      'routeRatio',
      'uncachedRequestsPerSecond',
      'uncachedRouteRatio',
    ]) {
      positive('api-read', name);
    }
    // The run checked the hand-written route's answer against the service's (cache on and off) before loading them.
    for (const name of ['failures', 'routeFailures', 'uncachedFailures']) assert.equal(figures['api-read']![name], 0, name);
    for (const name of ['requestsPerSecond', 'routeRequestsPerSecond', 'routeRatio', 'cpuUsPerRequest'])
      positive('api-read-positions', name);
    assert.equal(figures['api-read-positions']!.failures, 0);
    assert.equal(figures['api-read-positions']!.routeFailures, 0);
    for (const name of ['requestsPerSecond', 'peerRequestsPerSecond', 'peerRatio', 'peerCpuRatio']) positive('api-write', name);
    assert.equal(figures['api-write']!.failures, 0);
    assert.equal(figures['api-write']!.peerFailures, 0);
    // Each candidate, the service's and the hand-written write's, wrote its ten deliveries.
    assert.equal(figures['api-write']!.deliveriesPerCandidate, 10);
    for (const name of ['deliveries', 'deliveriesPerSecond', 'rawPerSecond', 'ratio']) positive('delivery', name);
    assert.equal(figures.delivery!.rawFailed, 0);
    // The job-queue peer runs on PostgreSQL also in a SQLite run: wherever the tests have PostgreSQL, it ran.
    if (postgres.skip === false) {
      for (const mode of ['Ordered', 'Unordered']) {
        for (const name of ['PerSecond', 'CpuUsPerDelivery']) positive('delivery', `jobQueue${mode}${name}`);
        assert.equal(figures.delivery![`jobQueue${mode}Deliveries`], results.sizes.jobQueueEvents * 10);
        // Counted by the preload in the peer's process: every job is at least fetched from the queue.
        assert.ok(figures.delivery![`jobQueue${mode}PgRoundTripsPerDelivery`]! >= 1, mode);
      }
      positive('delivery', 'jobQueueRatio');
    }
    // Latency at half the write rate api-write measured just before it, and at the fixed rate, each delivery received.
    const latency = figures.latency!;
    assert.equal(latency.writeRequestsPerSecond, figures['api-write']!.requestsPerSecond);
    assert.equal(latency.writeRateProbed, 0);
    assert.equal(latency.bareRequestsPerSecond, figures['api-read']!.bareRequestsPerSecond);
    assert.equal(latency.halfRate, Math.max(1, Math.round(latency.writeRequestsPerSecond! / 2)));
    assert.equal(latency.fixedRate, results.sizes.latencyFixedRate);
    for (const prefix of ['half', 'fixed']) {
      for (const name of ['Events', 'AchievedRate', 'P50Ms', 'P99Ms', 'MaxMs', 'LoadAverage1m']) {
        assert.ok(typeof latency[prefix + name] === 'number', `latency.${prefix}${name}`);
      }
      assert.equal(latency[`${prefix}Failures`], 0, `latency.${prefix}Failures`);
      assert.ok(
        latency[`${prefix}P50Ms`]! <= latency[`${prefix}P99Ms`]! && latency[`${prefix}P99Ms`]! <= latency[`${prefix}MaxMs`]!,
        prefix,
      );
    }
    for (const name of ['deliveries', 'deliveriesPerSecond', 'rssAtRestMb', 'peakRssMb']) positive('backlog', name);
    // Nothing is lost to a SIGKILL; duplicates are what it costs.
    assert.equal(figures.crash!.lost, 0);
    assert.ok(figures.crash!.duplicates! >= 0);
    assert.equal(figures.crash!.storedSucceeded, figures.crash!.deliveries);
    // The delivery list over the filled table: every kind of query answered, p50 at most p99.
    assert.ok(figures['deliveries-list']!.deliveries! >= 2_000);
    for (const name of ['first', 'deep', 'failed', 'eventType', 'window']) {
      positive('deliveries-list', `${name}P50Ms`);
      assert.ok(figures['deliveries-list']![`${name}P50Ms`]! <= figures['deliveries-list']![`${name}P99Ms`]!, name);
    }
  });

  it("runs the soak only when named: the steady mix, sampled from the server's own metrics", { timeout: RUN_TIMEOUT_MS + 10_000 }, () => {
    const { results } = runBench(['--db', 'sqlite', '--only', 'soak']);
    assert.deepEqual(
      results.scenarios.map((s) => [s.scenario, s.error]),
      [['soak', null]],
    );
    const soak = results.scenarios[0]!.figures;
    assert.ok(soak.samples! >= 3, `samples = ${soak.samples}`);
    assert.ok(soak.requests! > 0 && soak.deliveriesReceived! > 0, JSON.stringify(soak));
    // Every request of the mix (reads, candidate writes, secret rotations) is one the API accepts.
    assert.equal(soak.failures, 0);
    for (const name of [
      'heapFloorGrowthMb',
      'handlesGrowth',
      'rssFloorGrowthMb',
      'peakRssMb',
      'medianLoopDelayP99Ms',
      'worstLoopDelayP99Ms',
    ]) {
      assert.ok(typeof soak[name] === 'number' && Number.isFinite(soak[name]), `${name} = ${soak[name]}`);
    }
  });

  it(
    'on PostgreSQL, probes the write rate for latency when api-write has not run, runs the hand-written routes and counts the statements per delivery',
    { timeout: RUN_TIMEOUT_MS + 10_000, skip: postgres.skip },
    () => {
      // Latency first: with no api-write before it in the run, it probes the write rate itself.
      const { results } = runBench(['--db', 'postgres', '--only', 'latency,api-read,api-read-positions,api-write,delivery']);
      assert.deepEqual(
        results.scenarios.map((s) => [s.scenario, s.dialect, s.error]),
        [
          ['latency', 'postgres', null],
          ['api-read', 'postgres', null],
          ['api-read-positions', 'postgres', null],
          ['api-write', 'postgres', null],
          ['delivery', 'postgres', null],
        ],
      );
      const [latency, read, positions, write, delivery] = results.scenarios.map((s) => s.figures);
      assert.equal(latency!.writeRateProbed, 1);
      assert.ok(latency!.writeRequestsPerSecond! > 0);
      assert.equal(latency!.bareRequestsPerSecond, null);
      assert.equal(latency!.halfRate, Math.max(1, Math.round(latency!.writeRequestsPerSecond! / 2)));
      for (const prefix of ['half', 'fixed']) {
        assert.equal(latency![`${prefix}Failures`], 0, prefix);
        assert.ok(latency![`${prefix}P99Ms`]! <= latency![`${prefix}MaxMs`]!, prefix);
      }
      for (const name of ['requestsPerSecond', 'routeRequestsPerSecond', 'routeRatio', 'uncachedRouteRatio'])
        assert.ok(read![name]! > 0, name);
      assert.equal(read!.routeFailures, 0);
      assert.equal(positions!.routeFailures, 0);
      assert.ok(positions!.routeRatio! > 0);
      assert.equal(write!.peerFailures, 0);
      assert.equal(write!.deliveriesPerCandidate, 10);
      // What the worker sent to PostgreSQL for its deliveries, counted in its process (a preload): some, and not absurdly many.
      for (const name of ['pgStatementsPerDelivery', 'pgRoundTripsPerDelivery']) {
        assert.ok(delivery![name]! > 0 && delivery![name]! < 50, `${name} = ${delivery![name]}`);
      }
      assert.ok(delivery!.pgStatementsPerDelivery! >= delivery!.pgRoundTripsPerDelivery!);
      assert.ok(delivery!.jobQueueOrderedPerSecond! > 0);
    },
  );
});
