// Runs every test file under test/ (or those given as arguments) with node's
// test runner through tsx. Node 20's --test takes no glob patterns, so the
// files are listed here. Test processes get a private CA to trust through
// NODE_EXTRA_CA_CERTS, for the HTTPS receivers of delivery tests.
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
const args = process.argv.slice(2);
// A directory argument stands for the test files under it.
const files = args.length
  ? args.flatMap((arg) => (fs.statSync(arg, { throwIfNoEntry: false })?.isDirectory() ? testFilesUnder(arg) : [arg]))
  : testFilesUnder(path.relative(process.cwd(), root) || '.');

const tlsDir = makeTestCertificates();
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
  { stdio: 'inherit', env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(tlsDir, 'ca.crt'), TEST_TLS_DIR: tlsDir } },
);
fs.rmSync(tlsDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
