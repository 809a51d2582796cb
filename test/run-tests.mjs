// Runs every test file under test/ (or those given as arguments) with node's
// test runner through tsx. Node 20's --test takes no glob patterns, so the
// files are listed here. Test processes get a private CA to trust through
// NODE_EXTRA_CA_CERTS, for the HTTPS receivers of delivery tests.
//
// First it brings the server's build in dist/server/ up to date
// (scripts/build-server.mjs, a second or so): the CLI and the server processes
// the tests start then run the built JavaScript, as an installed service does,
// instead of compiling the sources through tsx at every start, which was
// most of the CPU of the CLI and process tests. It builds only when a source
// file is newer than the build: a rebuild empties dist/server/ first, which
// would pull it from under the processes of another run in the same checkout.
// When the build fails (a syntax error while working) the processes fall back
// to the sources.
//
// Options other than --quick go to the runner (e.g. --test-name-pattern=...).
// --quick (npm run test:quick) is the fast loop while working: every file but
// the reliability suite, the benchmark's, the browser journeys and npm's own
// (SLOW_SUITES and SLOW_FILES below), on SQLite only (TEST_DIALECTS,
// unless already set; see helpers/dialects.ts), in four processes rather
// than one per file (see groupEntries below): about 100 s of wall time and
// 170 s of CPU on the quiet 2-core development machine (docs/operations.md#tests).
// `npm test` stays the whole suite, a process per file.
// Every run ends with its 20 slowest files and their wall time (helpers/file-timing.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverBuildIsCurrent } from '../scripts/build-server.mjs';
import { makeTestCertificates } from './helpers/certificates.mjs';
import { fileWeights, rememberFileTimes, slowestFiles } from './helpers/file-timing.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const testFilesUnder = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .map((file) => path.join(dir, file));
const quick = process.argv.includes('--quick');
// Other options go to node's test runner as they are (e.g. --test-name-pattern=...).
const runnerOptions = process.argv.slice(2).filter((arg) => arg.startsWith('--') && arg !== '--quick');
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
/**
 * Left out by --quick: minutes of processes, load and kills, and the browser
 * journeys; and what tests npm as users run it rather than the code: the
 * packages as integrators get them (npm pack, npm install into empty
 * projects, the TypeScript compiler under four module resolutions), and
 * `npm start` stopped by signals (npm's own start-up is about a second of CPU
 * each time; the server's drain on SIGTERM, started directly, is in
 * test/server.test.ts). `npm test` runs them all.
 */
const SLOW_SUITES = ['reliability', 'bench', 'console'].map((dir) => path.join(root, dir) + path.sep);
const SLOW_FILES = ['packages/packages.test.ts', 'npm-start-signals.test.ts'].map((file) => path.join(root, file));
const isSlowSuite = (file) => SLOW_SUITES.some((dir) => path.resolve(file).startsWith(dir)) || SLOW_FILES.includes(path.resolve(file));
// A directory argument stands for the test files under it.
const listed = args.length
  ? args.flatMap((arg) => (fs.statSync(arg, { throwIfNoEntry: false })?.isDirectory() ? testFilesUnder(arg) : [arg]))
  : testFilesUnder(path.relative(process.cwd(), root) || '.');
const files = quick ? listed.filter((file) => !isSlowSuite(file)) : listed;
if (files.length === 0) {
  process.stderr.write('no test files to run\n');
  process.exit(1);
}

try {
  if (!serverBuildIsCurrent()) await buildServer();
} catch {
  process.stderr.write('run-tests: the server build failed (see above); processes run the sources through tsx\n');
}

/**
 * --quick runs the files several to a process: an entry module per group
 * imports each file inside a describe named after it, so each file's tests
 * stay together in the report and its top-level hooks apply to it alone. It
 * awaits each describe before the next: a file is imported only once the one
 * before has run, since a module evaluated while another file's import is
 * under way (waiting on a shared module's top-level await, as in
 * helpers/dialects.ts) registers its tests in that other file's describe.
 * The groups run side by side. A test that changes process-wide state (the
 * umask in storage/file-modes.test.ts) puts it back in its after hook.
 * Start-up (tsx, Fastify, Kysely and the rest of the server's modules) was
 * most of a small file's time, and is paid once per group instead of once per
 * file. `npm test` keeps a process per file.
 */
const QUICK_GROUPS = 4;
const FILE_TIMING = pathToFileURL(path.join(root, 'helpers/file-timing.mjs')).href;
/** How many of the slowest files the end of a run lists (helpers/file-timing.mjs measures them). */
const SLOWEST_SHOWN = 20;
function groupEntries(dir) {
  // Each file weighs what it took in the last run that ran it (helpers/file-timing.mjs keeps them, as
  // Jest's sequencer does), or, never timed, its size at the seconds per byte of the timed ones. The
  // heaviest first, each to the lightest group so far: groups of about equal time, which the runner
  // starts heaviest first, two at a time. Sizes alone made groups whose times differed twofold
  // (a file that starts processes is slow for its size), and the run waited on the slowest.
  const weigh = fileWeights(
    files.map((file) => path.relative(process.cwd(), path.resolve(file))),
    (file) => fs.statSync(file).size,
  );
  const weighed = files.map((file) => ({ file, weight: weigh(path.relative(process.cwd(), path.resolve(file))) }));
  weighed.sort((a, b) => b.weight - a.weight);
  const groups = Array.from({ length: Math.min(QUICK_GROUPS, files.length) }, () => ({ weight: 0, files: [] }));
  for (const { file, weight } of weighed) {
    const lightest = groups.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.files.push(file);
    lightest.weight += weight;
  }
  groups.sort((a, b) => b.weight - a.weight);
  return groups.map((group, i) => {
    const entry = path.join(dir, `group-${i + 1}.test.mjs`);
    const imports = group.files
      .sort()
      .map(
        (file) =>
          `started = performance.now();\n` +
          `await describe(${JSON.stringify(path.relative(process.cwd(), file))}, () => import(${JSON.stringify(pathToFileURL(path.resolve(file)).href)}));\n` +
          `recordFileTime(${JSON.stringify(file)}, performance.now() - started);\n`,
      );
    const header = `import { describe } from 'node:test';\nimport { recordFileTime } from ${JSON.stringify(FILE_TIMING)};\nlet started;\n`;
    fs.writeFileSync(entry, header + imports.join(''));
    return entry;
  });
}

const tlsDir = makeTestCertificates();
const groupDir = quick && files.length > 1 ? fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-quick-')) : undefined;
const timingsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-timings-'));
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--import',
    FILE_TIMING,
    '--test',
    '--test-concurrency=2',
    '--test-reporter=spec',
    ...runnerOptions,
    ...(groupDir ? groupEntries(groupDir) : files),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(quick ? { TEST_DIALECTS: process.env.TEST_DIALECTS ?? 'sqlite' } : {}),
      NODE_EXTRA_CA_CERTS: path.join(tlsDir, 'ca.crt'),
      TEST_TLS_DIR: tlsDir,
      TEST_TIMINGS_DIR: timingsDir,
    },
  },
);
const slowest = slowestFiles(timingsDir, SLOWEST_SHOWN);
rememberFileTimes(timingsDir);
if (slowest.length > 0) {
  const how = groupDir ? 'each within its group process' : 'each in a process of its own, start-up included';
  process.stdout.write(`\nThe ${slowest.length} slowest test files (wall time, ${how}):\n${slowest.join('\n')}\n`);
}
fs.rmSync(timingsDir, { recursive: true, force: true });
fs.rmSync(tlsDir, { recursive: true, force: true });
if (groupDir) fs.rmSync(groupDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
