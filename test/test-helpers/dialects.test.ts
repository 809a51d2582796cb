// How the tests find PostgreSQL (test/helpers/dialects.ts): where nothing
// listens, its suites skip with a notice outside CI. (A server that answers
// slowly is asked again for up to a minute, which is too long to test here.)
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { scaled } from '../helpers/time-scale.ts';
import { freePort } from '../helpers/free-port.ts';

const DIALECTS_MODULE = path.resolve(import.meta.dirname, '../helpers/dialects.ts');
// Prints the PostgreSQL dialect's skip reason (false when its suites run).
const PROBE = `const { postgres } = await import(${JSON.stringify(DIALECTS_MODULE)}); console.log(JSON.stringify(postgres.skip));`;

/** The probe in a process of its own with `env`: its exit status and what it printed. */
async function probe(env: Record<string, string>) {
  const { TEST_DIALECTS: _, CI: __, ...inherited } = process.env;
  return promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], {
    env: { ...inherited, ...env },
    timeout: scaled(120_000),
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
}

describe('finding PostgreSQL for the tests', () => {
  it('skips its suites, with a notice, where nothing listens', async () => {
    const port = await freePort();
    const { code, stdout, stderr } = await probe({ TEST_POSTGRES_URL: `postgres://postgres@127.0.0.1:${port}/test` });
    assert.equal(code, 0, stderr);
    assert.match(stdout, /PostgreSQL not reachable/);
    assert.match(stderr, /PostgreSQL tests are SKIPPED/);
  });
});
