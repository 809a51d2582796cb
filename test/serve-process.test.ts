// `recruiting-api serve` and `npm start` as an operator runs them, as child
// processes: what goes to stdout and to stderr, starts that fail, and signals.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ChildServer } from './helpers/child-server.ts';
import { DIALECTS, sqlite, type TestDatabase } from './helpers/dialects.ts';
import { scaled } from './helpers/time-scale.ts';
import { eventually } from './helpers/webhook-fixtures.ts';

const serve = (database: TestDatabase | undefined, env: Record<string, string> = {}, args: string[] = []) =>
  ChildServer.start(database, { args: ['serve', ...args], env });

/** `promise`, or a failure saying `what` did not happen within `ms` (scaled). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} within ${scaled(ms)} ms`)), scaled(ms))),
  );
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

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

/** npm, to run the package's start script as a user does; undefined where there is none. */
const NPM = ((): string | undefined => {
  const found = spawnSync('npm', ['--version'], { encoding: 'utf8' });
  return found.status === 0 ? 'npm' : undefined;
})();

describe('npm start [sqlite]', { skip: NPM ? false : 'npm is not on PATH' }, () => {
  let database: TestDatabase;
  before(async () => {
    database = await sqlite.createDatabase();
  });
  after(() => database?.drop());

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`passes ${signal} sent to npm on to the server, which shuts down and exits`, async () => {
      // --ignore-scripts: the start script alone, without prestart's build (the tests' runner built dist/ already).
      const npm = ChildServer.run(NPM!, ['start', '--ignore-scripts'], {
        env: { DATABASE_URL: database.url, DATA_DIR: database.dataDir, PORT: '0', LOG_LEVEL: 'info', npm_config_update_notifier: 'false' },
        group: true,
      });
      try {
        const [, api] = await npm.waitFor(/API:\s+(http:\/\/127\.0\.0\.1:\d+)\/v3/, 'stderr');
        const [started] = await npm.waitFor(/\{[^\n]*"msg":"recruiting-api started"[^\n]*\}/, 'stdout');
        const { pid } = JSON.parse(started!) as { pid: number };
        assert.notEqual(pid, npm.child.pid, 'the server is a process of its own');
        assert.equal((await fetch(`${api}/livez`)).status, 200);

        npm.child.kill(signal);
        await within(npm.exited, 30_000, 'npm did not exit');
        await npm.waitFor(new RegExp(`"signal":"${signal}"[^\\n]*"msg":"shutting down"`), 'stdout');
        await eventually(
          async () => {
            try {
              process.kill(pid, 0);
              return false;
            } catch {
              return true; // ESRCH: the server is gone
            }
          },
          scaled(30_000),
          'the server process to exit',
        );
        await assert.rejects(fetch(`${api}/livez`), 'nothing answers on the port any more');
      } finally {
        await npm.kill();
      }
    });
  }
});
