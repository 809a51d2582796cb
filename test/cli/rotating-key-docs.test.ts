// docs/operations.md's "Rotating the master key" with the key file, run as
// written (its shell snippet, from the directory the service runs from, over
// the default database) against a database with a webhook secret sealed under
// the old key: the secret is re-sealed, and then opens with the new key
// alone. Run from the wrong directory, `secrets rekey` makes nothing and
// names the path it looked at; on a database without secrets it refuses
// unless told to accept one.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { scaled } from '../helpers/time-scale.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment of an operator's shell: nothing that points the service elsewhere. */
function operatorEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'SECRET_ENCRYPTION_KEY', 'SECRET_ENCRYPTION_PREVIOUS_KEYS']) delete env[name];
  return env;
}

function sh(script: string, cwd: string): Promise<Result> {
  return new Promise((resolve) => {
    execFile('bash', ['-euo', 'pipefail', '-c', script], { cwd, env: operatorEnv(), timeout: scaled(120_000) }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The snippet of the section, exactly as the docs show it. */
function documentedSnippet(): string {
  const docs = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
  const section = docs.slice(docs.indexOf('### Rotating the master key'));
  const block = /```sh\n([\s\S]*?)```/.exec(section.slice(section.indexOf('With the key file')))?.[1];
  assert.ok(block?.includes('secrets rekey'), 'the section has its snippet');
  return block!;
}

describe('docs/operations.md: rotating the master key with the key file', () => {
  let dir: string;

  before(async () => {
    // The service's directory: its bin/ and, after a first command, data/ with the database and the key file.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-rekey-docs-'));
    fs.symlinkSync(path.join(ROOT, 'bin'), path.join(dir, 'bin'));
    const company = await sh('bin/recruiting-api company create --name "Rekey Co" --json', dir);
    assert.equal(company.code, 0, company.stderr);
    const companyId = JSON.parse(company.stdout)._id as string;
    const endpoint = await sh(
      `bin/recruiting-api webhook import-legacy --company ${companyId} --url https://hooks.example.com/rekey --events candidateAdded`,
      dir,
    );
    assert.equal(endpoint.code, 0, endpoint.stderr);
    assert.match(
      endpoint.stderr,
      new RegExp(`database ${path.join(fs.realpathSync(dir), 'data/recruiting.db')}|database ${path.join(dir, 'data/recruiting.db')}`),
    );
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('re-seals the secret with the new key, as written', async () => {
    const oldKey = fs.readFileSync(path.join(dir, 'data/secret.key'), 'utf8').trim();
    const result = await sh(documentedSnippet(), dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /re-sealed 1 secret of 1 endpoint/);
    assert.notEqual(fs.readFileSync(path.join(dir, 'data/secret.key'), 'utf8').trim(), oldKey, 'a new key in the file');
    // With the new key alone the secret opens: nothing is left for an earlier key.
    const again = await sh('bin/recruiting-api secrets rekey', dir);
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /re-sealed 0 secrets/);
  });

  it('run from the data directory, makes nothing and names the path it looked at', async () => {
    const data = path.join(dir, 'data');
    const before = fs.readdirSync(data).sort();
    const result = await sh('../bin/recruiting-api secrets rekey', data);
    assert.equal(result.code, 1, result.stdout);
    assert.match(result.stderr, /no database at \S*data\/data\/recruiting\.db/);
    assert.deepEqual(fs.readdirSync(data).sort(), before, 'no new database or key file');
  });

  it('refuses a database without webhook secrets unless --allow-empty', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-rekey-empty-'));
    try {
      fs.symlinkSync(path.join(ROOT, 'bin'), path.join(empty, 'bin'));
      assert.equal((await sh('bin/recruiting-api migrate', empty)).code, 0);
      assert.equal((await sh('bin/recruiting-api company create --name Empty', empty)).code, 0);
      const refused = await sh('bin/recruiting-api secrets rekey', empty);
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /has no webhook secrets to re-seal.*--allow-empty/);
      const accepted = await sh('bin/recruiting-api secrets rekey --allow-empty', empty);
      assert.equal(accepted.code, 0, accepted.stderr);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
