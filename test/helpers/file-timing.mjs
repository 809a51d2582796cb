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

/**
 * Where the last time of each file is kept between runs, for the quick run's
 * grouping (test/run-tests.mjs): node_modules/.cache, the usual place of
 * tools' caches, outside the repository, gone with a fresh install.
 */
const TIMES_FILE = path.join(import.meta.dirname, '../../node_modules/.cache/recruiting-api/test-file-times.json');

function keptTimes() {
  try {
    return JSON.parse(fs.readFileSync(TIMES_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/** Keeps the times recorded in `timingsDir` for the next run, beside those of files this run did not run. */
export function rememberFileTimes(timingsDir) {
  const file = path.join(timingsDir, 'files.jsonl');
  if (!fs.existsSync(file)) return;
  const times = keptTimes();
  for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { file: name, ms } = JSON.parse(line);
    times[name] = ms;
  }
  try {
    fs.mkdirSync(path.dirname(TIMES_FILE), { recursive: true });
    fs.writeFileSync(TIMES_FILE, JSON.stringify(times, null, 1) + '\n');
  } catch {
    // A read-only checkout: the next run weighs files by size.
  }
}

/**
 * A weight for each of `files` (paths as recorded): its kept time in ms, or
 * for a file never timed, its size at the kept times' ms per byte (the size
 * itself when none is kept).
 */
export function fileWeights(files, sizeOf) {
  const times = keptTimes();
  const timed = files.filter((file) => typeof times[file] === 'number');
  const bytes = timed.reduce((sum, file) => sum + sizeOf(file), 0);
  const ms = timed.reduce((sum, file) => sum + times[file], 0);
  const msPerByte = bytes > 0 && ms > 0 ? ms / bytes : 1;
  return (file) => (typeof times[file] === 'number' ? times[file] : sizeOf(file) * msPerByte);
}

const script = process.argv[1];
// A test process (not the runner, not a quick group's entry, whose files are timed one by one).
if (dir && script && /\.test\.[cm]?[jt]s$/.test(script) && !/^group-\d+\.test\.mjs$/.test(path.basename(script))) {
  process.on('exit', () => recordFileTime(script, performance.now()));
}
