// `recruiting-api serve` as an operator runs it, as a child process: what
// goes to stdout and to stderr, and starts that fail. `npm start` and its
// signals are in npm-start-signals.test.ts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ChildServer } from './helpers/child-server.ts';
import { DIALECTS, sqlite, type TestDatabase } from './helpers/dialects.ts';
import { within } from './helpers/time-scale.ts';

const serve = (database: TestDatabase | undefined, env: Record<string, string> = {}, args: string[] = []) =>
  ChildServer.start(database, { args: ['serve', ...args], env });

async function takenPort(): Promise<{ port: number; release(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, release: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('serve: stdout and stderr [sqlite]', () => {
  let database: TestDatabase;
  before(async () => {
    database = await sqlite.createDatabase();
  });
  after(() => database?.drop());

  it('writes only JSON lines on stdout when it is not a terminal, the banner and the demo workspace on stderr', async () => {
    const server = serve(database, {}, ['--demo']);
    try {
      const [, api] = await server.waitFor(/API:\s+(http:\/\/127\.0\.0\.1:\d+)\/v3/, 'stderr');
      const [, token] = await server.waitFor(/PAT:\s+(rs_pat_\S+)/, 'stderr');
      await server.waitFor(/recruiting-api started/, 'stdout');
      const res = await fetch(`${api}/v3/companies`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': 'from-the-client' } });
      assert.equal(res.status, 200);
      await server.waitFor(/"msg":"request completed"/, 'stdout');
      server.child.kill('SIGTERM');
      assert.deepEqual(await server.exit, { code: 0, signal: null });

      const lines = server.stdout.split('\n').filter((line) => line !== '');
      const entries = lines.map((line) => {
        try {
          return JSON.parse(line) as { msg?: string; reqId?: string; level?: number };
        } catch {
          return assert.fail(`a line on stdout is not JSON: ${line}`);
        }
      });
      assert.ok(entries.some((entry) => entry.msg === 'shutting down'));
      assert.deepEqual(
        entries.filter((entry) => entry.reqId === 'from-the-client').map((entry) => entry.msg),
        ['incoming request', 'request completed'],
      );
      assert.ok(!server.stdout.includes(token!), 'the demo PAT reached the log');
      assert.match(server.stderr, /recruiting-api is serving/);
    } finally {
      await server.kill();
    }
  });

  it('writes lines for a person with LOG_FORMAT=pretty', async () => {
    const server = serve(database, { LOG_FORMAT: 'pretty' });
    try {
      await server.waitFor(/INFO.*recruiting-api started/, 'stdout');
      server.child.kill('SIGTERM');
      assert.deepEqual(await server.exit, { code: 0, signal: null });
      const lines = server.stdout.split('\n').filter((line) => line !== '');
      assert.ok(lines.length > 0);
      for (const line of lines) assert.match(line, /^\[\d\d:\d\d:\d\d\.\d{3}\] [A-Z]+: /, line);
    } finally {
      await server.kill();
    }
  });
});

describe('serve: a listener that cannot start ends the process [sqlite]', () => {
  let database: TestDatabase;
  before(async () => {
    database = await sqlite.createDatabase();
  });
  after(() => database?.drop());

  for (const variable of ['METRICS_PORT', 'PORT'] as const) {
    it(`exits non-zero, naming ${variable}, when its port is taken`, async () => {
      const taken = await takenPort();
      const server = serve(database, variable === 'PORT' ? { PORT: String(taken.port) } : { METRICS_PORT: String(taken.port) });
      try {
        const { code } = await server.exit;
        assert.equal(code, 1, server.stderr);
        assert.match(server.stderr, new RegExp(`^recruiting-api: ${variable}: .*127\\.0\\.0\\.1:${taken.port}.*EADDRINUSE`, 'm'));
        assert.ok(!server.stdout.includes('recruiting-api started'), server.stdout);
      } finally {
        await server.kill();
        await taken.release();
      }
    });
  }
});

for (const dialect of DIALECTS) {
  describe(`serve: a database that cannot be reached at start [${dialect.name}]`, { skip: dialect.skip }, () => {
    let notADirectory: string;
    before(async () => {
      const database = await sqlite.createDatabase();
      notADirectory = path.join(database.dataDir, 'a-file');
      fs.writeFileSync(notADirectory, '');
    });

    it('exits non-zero with a message naming DATABASE_URL, its password hidden', async () => {
      const closed = await takenPort();
      await closed.release();
      const url =
        dialect.name === 'postgres'
          ? `postgres://someone:s3cret-pw@127.0.0.1:${closed.port}/recruiting`
          : `sqlite:${path.join(notADirectory, 'recruiting.db')}`;
      const server = serve(undefined, { DATABASE_URL: url });
      const { code } = await within(server.exit, 60_000, 'serve did not exit');
      const result = { status: code, stderr: server.stderr };
      assert.equal(result.status, 1, result.stderr);
      const shown = dialect.name === 'postgres' ? url.replace('s3cret-pw', '***') : url;
      assert.ok(result.stderr.startsWith(`recruiting-api: DATABASE_URL: cannot reach the database ${shown}: `), result.stderr);
      assert.ok(!result.stderr.includes('s3cret-pw'), result.stderr);
    });
  });
}
