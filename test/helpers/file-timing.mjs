// How long each test file took, for the list of the slowest that
// test/run-tests.mjs prints at the end of a run. Loaded (--import) into every
// process the runner starts: a process that runs one test file records its
// own wall time at exit, start-up and module loading included, which is most
// of what a process-per-file run spends. The quick run's group entries time
// each file's describe themselves (recordFileTime). Records go, one JSON line
// each, to TEST_TIMINGS_DIR; without it nothing is recorded.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.TEST_TIMINGS_DIR;

/** Notes that `file` took `ms` milliseconds. */
export function recordFileTime(file, ms) {
  if (!dir) return;
  const line = JSON.stringify({ file: path.relative(process.cwd(), path.resolve(file)), ms: Math.round(ms) });
  fs.appendFileSync(path.join(dir, 'files.jsonl'), `${line}\n`);
}

/** The slowest `count` files recorded in `timingsDir`, slowest first, as lines to print. */
export function slowestFiles(timingsDir, count) {
  const file = path.join(timingsDir, 'files.jsonl');
  if (!fs.existsSync(file)) return [];
  const records = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  return records.map(({ file, ms }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}

const script = process.argv[1];
// A test process (not the runner, not a quick group's entry, whose files are timed one by one).
if (dir && script && /\.test\.[cm]?[jt]s$/.test(script) && !/^group-\d+\.test\.mjs$/.test(path.basename(script))) {
  process.on('exit', () => recordFileTime(script, performance.now()));
}
