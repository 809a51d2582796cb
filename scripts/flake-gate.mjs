// The flake gate: runs test files (or the quick suite) several times in a
// row on a loaded machine, as CI's machines often are, and says which runs
// passed. The load is busy loops in processes of their own beside the tests
// (two by default: on a 2-core machine the tests then get about half of it).
//
//   node scripts/flake-gate.mjs [--runs=N] [--busy=K] test/services/pdf-text.test.ts ...
//   node scripts/flake-gate.mjs --runs=5 --quick
//
// Each run is `node test/run-tests.mjs` with the same arguments and CI=1 (a
// PostgreSQL suite fails rather than skips). Exits 1 when any run failed.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const option = (name, fallback) => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = given === undefined ? fallback : Number(given.slice(name.length + 3));
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number, not ${given}`);
  return value;
};
const runs = Math.max(1, option('runs', 3));
const busy = option('busy', 2);
const testArgs = process.argv.slice(2).filter((arg) => !arg.startsWith('--runs=') && !arg.startsWith('--busy='));
if (testArgs.length === 0) {
  process.stderr.write('usage: node scripts/flake-gate.mjs [--runs=N] [--busy=K] (--quick | test files...)\n');
  process.exit(2);
}

/** A process that spins until it is killed. */
const busyLoop = () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });

/** One run of the tests: its exit status and wall time; its output goes to this process's. */
function runTests() {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'test/run-tests.mjs'), ...testArgs], {
      stdio: 'inherit',
      env: { ...process.env, CI: '1' },
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? signal, seconds: (performance.now() - started) / 1000 }));
  });
}

const loops = Array.from({ length: busy }, busyLoop);
const stopLoops = () => loops.forEach((loop) => loop.kill('SIGKILL'));
process.on('SIGINT', () => {
  stopLoops();
  process.exit(130);
});
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    process.stdout.write(`\nflake gate: run ${run} of ${runs}, ${busy} busy loops beside it\n`);
    results.push(await runTests());
  }
} finally {
  stopLoops();
}
process.stdout.write(`\nflake gate: ${testArgs.join(' ')}, ${busy} busy loops\n`);
results.forEach(({ code, seconds }, i) =>
  process.stdout.write(`  run ${i + 1}: ${code === 0 ? 'pass' : `FAIL (${code})`}  ${seconds.toFixed(0)} s\n`),
);
const failed = results.filter(({ code }) => code !== 0).length;
process.stdout.write(`  ${runs - failed} of ${runs} passed\n`);
process.exit(failed === 0 ? 0 : 1);
