import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import pg from 'pg';
import { ChildServer } from './helpers/child-server.ts';
import { DIALECTS, POSTGRES_ADMIN_URL, sqlite, type TestDatabase } from './helpers/dialects.ts';
import { eventually } from './helpers/webhook-fixtures.ts';

async function demoState(database: TestDatabase, demo?: boolean) {
  const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: database.dataDir, PORT: '0', LOG_LEVEL: 'silent' });
  const server = await startServer(config, { quiet: true, role: 'api', demo });
  try {
    const { db } = server.services.storage;
    const users = await db.selectFrom('users').selectAll().execute();
    const companies = await db.selectFrom('companies').selectAll().execute();
    const memberships = await db.selectFrom('memberships').selectAll().execute();
    const pats = await db.selectFrom('personal_access_tokens').selectAll().execute();
    const marker = (await db.selectFrom('meta').select('value').where('key', '=', 'demo_workspace').executeTakeFirst())?.value;
    return { users, companies, memberships, pats, marker };
  } finally {
    await server.close();
  }
}

for (const dialect of DIALECTS) {
  describe(`demo workspace [${dialect.name}]`, { skip: dialect.skip }, () => {
    let database: TestDatabase;
    before(async () => {
      database = await dialect.createDatabase();
    });
    after(() => database?.drop());

    it('is not made for a database named by DATABASE_URL unless asked for', async () => {
      const fresh = await dialect.createDatabase();
      try {
        const state = await demoState(fresh);
        assert.deepEqual([state.users.length, state.companies.length, state.pats.length, state.marker], [0, 0, 0, undefined]);
      } finally {
        await fresh.drop();
      }
    });

    it('asked for, is created on the first start with an empty database, and only then', async () => {
      const first = await demoState(database, true);
      assert.equal(first.users.length, 1);
      const [owner] = first.users;
      assert.equal(owner!.email, 'owner@demo.example');
      assert.equal(owner!.verified_email, 1);
      assert.deepEqual(
        first.companies.map((c) => [c.name, c.plan]),
        [['Demo Company', 'pro']],
      );
      assert.deepEqual(
        first.memberships.map((m) => [m.company_id, m.user_id]),
        [[first.companies[0]!.id, owner!.id]],
      );
      assert.deepEqual(
        first.pats.map((p) => [p.name, p.user_id, p.revoked_at]),
        [['demo', owner!.id, null]],
      );
      assert.equal(typeof first.marker, 'string');

      const second = await demoState(database, true);
      assert.deepEqual(
        second.users.map((u) => u.id),
        [owner!.id],
      );
      assert.equal(second.companies.length, 1);
      assert.equal(second.pats.length, 1);
      assert.equal(second.marker, first.marker);
    });
  });
}

for (const dialect of DIALECTS) {
  describe(`closing the server [${dialect.name}]`, { skip: dialect.skip }, () => {
    let database: TestDatabase;
    before(async () => {
      database = await dialect.createDatabase();
    });
    after(() => database?.drop());

    it('writes the last uses not yet flushed', async () => {
      const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: database.dataDir, PORT: '0', LOG_LEVEL: 'silent' });
      const server = await startServer(config, { quiet: true, role: 'api' });
      const user = await server.services.users.create({ email: 'closer@example.com', password: 'long enough', name: 'C' });
      const pat = await server.services.auth.createPersonalAccessToken(user._id, 'close');
      const res = await fetch(`${server.url}/v3/companies`, { headers: { authorization: `Bearer ${pat.token}` } });
      assert.equal(res.status, 200);
      await server.close();

      const again = await startServer(config, { quiet: true, role: 'api' });
      try {
        const row = await again.services.storage.db
          .selectFrom('personal_access_tokens')
          .selectAll()
          .where('id', '=', pat.id)
          .executeTakeFirst();
        assert.equal(typeof row?.last_used_at, 'number', 'the use was stored before the database closed');
      } finally {
        await again.close();
      }
    });
  });
}

async function connectionsTo(database: TestDatabase): Promise<number> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    const name = new URL(database.url).pathname.slice(1);
    const result = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    return result.rows[0].n;
  } finally {
    await client.end();
  }
}

for (const dialect of DIALECTS) {
  describe(`a change of master key [${dialect.name}]`, { skip: dialect.skip }, () => {
    let database: TestDatabase;
    before(async () => {
      database = await dialect.createDatabase();
    });
    after(() => database?.drop());

    it('still signs a user with a live session in, with a token that works', async () => {
      const env = (key: string) =>
        loadConfig({ DATABASE_URL: database.url, DATA_DIR: database.dataDir, PORT: '0', LOG_LEVEL: 'silent', SECRET_ENCRYPTION_KEY: key });
      const signIn = async (url: string) => {
        const res = await fetch(`${url}/v3/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'rekeyed@example.com', password: 'long enough' }),
        });
        assert.equal(res.status, 200);
        return ((await res.json()) as { access_token: string }).access_token;
      };
      const companies = (url: string, token: string) => fetch(`${url}/v3/companies`, { headers: { authorization: `Bearer ${token}` } });

      const first = await startServer(env('a'.repeat(64)), { quiet: true, role: 'api' });
      await first.services.users.create({ email: 'rekeyed@example.com', password: 'long enough', name: 'R' });
      const before = await signIn(first.url);
      assert.equal((await companies(first.url, before)).status, 200);
      await first.close();

      const second = await startServer(env('b'.repeat(64)), { quiet: true, role: 'api' });
      try {
        const after = await signIn(second.url);
        assert.notEqual(after, before);
        assert.equal((await companies(second.url, after)).status, 200, 'the token of a sign-in is always usable');
        assert.equal(await signIn(second.url), after, 'and signing in again gives that same token');
      } finally {
        await second.close();
      }
    });
  });

  describe(`a start that fails [${dialect.name}]`, { skip: dialect.skip }, () => {
    let database: TestDatabase;
    let blocker: net.Server;
    before(async () => {
      database = await dialect.createDatabase();
      blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    });
    after(async () => {
      await new Promise((resolve) => blocker?.close(resolve));
      await database?.drop();
    });

    it('rejects and releases the database when the port is taken', async () => {
      const { port } = blocker.address() as net.AddressInfo;
      const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: database.dataDir, PORT: String(port), LOG_LEVEL: 'silent' });
      await assert.rejects(startServer(config, { quiet: true, role: 'api' }), /EADDRINUSE/);
      if (dialect.name === 'postgres') {
        // A backend ends a moment after its client disconnects.
        await eventually(async () => (await connectionsTo(database)) === 0, 10_000, 'the pool of the failed start to be closed');
      }
    });
  });
}

/** `serve` over the database (none: the default database, in the working directory `cwd`), with more arguments. */
function serve(database: TestDatabase | undefined, args: string[] = [], cwd?: string): ChildServer {
  return ChildServer.start(database, { args: ['serve', ...args], cwd });
}

describe('recruiting-api serve [sqlite]', () => {
  let database: TestDatabase;
  let child: ChildServer | undefined;
  before(async () => {
    database = await sqlite.createDatabase();
  });
  after(async () => {
    await child?.kill();
    await database?.drop();
  });

  it('makes no demo workspace on a first start over DATABASE_URL without --demo', async () => {
    const fresh = await sqlite.createDatabase();
    const plain = serve(fresh);
    try {
      await plain.ready();
      assert.ok(!plain.output.includes('demo workspace'), plain.output);
      assert.ok(!plain.output.includes('rs_pat_'), plain.output);
      const health = await fetch(`${plain.url}/v3/health`);
      assert.equal(health.status, 200);
    } finally {
      await plain.kill('SIGTERM');
      await fresh.drop();
    }
  });

  it('makes one, without being asked, over the default database (no DATABASE_URL)', async () => {
    const workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-default-db-'));
    const started = serve(undefined, [], workdir);
    try {
      const [, token] = await started.waitFor(/PAT:\s+(rs_pat_[A-Za-z0-9_-]{43})/);
      await started.ready();
      const companies = await fetch(`${started.url}/v3/companies`, { headers: { authorization: `Bearer ${token}` } });
      assert.deepEqual(
        ((await companies.json()) as any[]).map((c) => c.name),
        ['Demo Company'],
      );
      assert.ok(fs.existsSync(path.join(workdir, 'data', 'recruiting.db')), 'the default database is data/recruiting.db');
    } finally {
      await started.kill('SIGTERM');
      fs.rmSync(workdir, { recursive: true, force: true });
    }
  });

  it('with --demo prints a working demo workspace, and on SIGTERM finishes the request in flight and exits 0', async () => {
    child = serve(database, ['--demo']);
    await child.ready();
    const [, token] = await child.waitFor(/PAT:\s+(rs_pat_[A-Za-z0-9_-]{43})/);
    const [, email, password] = await child.waitFor(/sign in:\s+(\S+) \/ (\S+)/);
    const [, companyId] = await child.waitFor(/company:\s+Demo Company \(([0-9a-f]{12})\)/);
    const base = child.url!;
    // The console is served when `npm run build` has made it (CI builds before testing).
    const [, consoleLine] = await child.waitFor(/console:\s+(.+)/);
    assert.match(consoleLine!, new RegExp(`^(${base}/|not built \\(run \`npm run build\`)`));

    const companies = await fetch(`${base}/v3/companies`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(companies.status, 200);
    assert.deepEqual(
      ((await companies.json()) as any[]).map((c) => [c._id, c.name]),
      [[companyId, 'Demo Company']],
    );

    // A sign-in whose body is only half sent when SIGTERM arrives.
    const body = JSON.stringify({ email, password });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${base}/v3/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      request.on('error', reject);
      request.write(body.slice(0, 10));
      // The server must have the request before the signal (it logs it once the
      // headers are in), and be shutting down before the rest of the body arrives.
      child!
        .waitFor(/"url":"\/v3\/signin"[^\n]*"msg":"incoming request"/)
        .then(() => {
          child!.child.kill('SIGTERM');
          return child!.waitFor(/shutting down/);
        })
        .then(() => request.end(body.slice(10)), reject);
    });
    const answered = await response;
    assert.equal(answered.status, 200, answered.body);
    assert.match(JSON.parse(answered.body).access_token, /^rs_st_/);
    assert.deepEqual(await child.exit, { code: 0, signal: null });
  });

  it('does not make or print a second demo workspace on the next start', async () => {
    child = serve(database, ['--demo']);
    await child.ready();
    const health = await fetch(`${child.url}/v3/health`);
    assert.equal(health.status, 200);
    assert.ok(!child.output.includes('demo workspace'), child.output);
    child.child.kill('SIGTERM');
    assert.deepEqual(await child.exit, { code: 0, signal: null });
  });
});
