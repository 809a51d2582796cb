// Runs every test file under test/ (or those given as arguments) with node's
// test runner through tsx. Node 20's --test takes no glob patterns, so the
// files are listed here. Test processes get a private CA to trust through
// NODE_EXTRA_CA_CERTS, for the HTTPS receivers of delivery tests.
//
// Options other than --quick go to the runner (e.g. --test-name-pattern=...).
// --quick (npm run test:quick) is the fast loop while working: every file but
// the reliability suite and the benchmark's, on SQLite only (TEST_DIALECTS,
// unless already set; see helpers/dialects.ts). `npm test` stays the whole suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeTestCertificates } from './helpers/certificates.mjs';

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
/** Left out by --quick: minutes of processes, load and kills; `npm test` runs them. */
const SLOW_SUITES = ['reliability', 'bench'].map((dir) => path.join(root, dir) + path.sep);
const isSlowSuite = (file) => SLOW_SUITES.some((dir) => path.resolve(file).startsWith(dir));
// A directory argument stands for the test files under it.
const listed = args.length
  ? args.flatMap((arg) => (fs.statSync(arg, { throwIfNoEntry: false })?.isDirectory() ? testFilesUnder(arg) : [arg]))
  : testFilesUnder(path.relative(process.cwd(), root) || '.');
const files = quick ? listed.filter((file) => !isSlowSuite(file)) : listed;
if (files.length === 0) {
  process.stderr.write('no test files to run\n');
  process.exit(1);
}

const tlsDir = makeTestCertificates();
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...runnerOptions, ...files],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(quick ? { TEST_DIALECTS: process.env.TEST_DIALECTS ?? 'sqlite' } : {}),
      NODE_EXTRA_CA_CERTS: path.join(tlsDir, 'ca.crt'),
      TEST_TLS_DIR: tlsDir,
    },
  },
);
fs.rmSync(tlsDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
