// PostgreSQL only: connections terminated under the process (what a restart,
// a failover or pg_terminate_backend does) never crash it. A query or
// transaction in flight fails with an error that counts as "database
// unavailable"; the next one gets a new connection. An in-process server
// answers such a request 503 databaseUnavailable, and reports a read-only
// server on /v3/health. (Whole processes under load, and a server stopped and started:
// test/reliability/database-outage.test.ts.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import type { Storage } from '../../src/storage/database.ts';
import { isDatabaseUnavailable } from '../../src/storage/unavailable.ts';
import { POSTGRES_ADMIN_URL, postgres, type TestDatabase } from '../helpers/dialects.ts';
import { useStore } from '../helpers/storage-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

async function admin(text: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

const nameOf = (database: TestDatabase) => new URL(database.url).pathname.slice(1);

/** Terminates every connection to the database but the caller's: how many. */
const terminateAll = (name: string) =>
  admin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);

describe('PostgreSQL connections terminated under the process', { skip: postgres.skip }, () => {
  const fixture = useStore(postgres);
  let database: TestDatabase;
  let storage: Storage;
  before(() => {
    database = fixture.database;
    storage = fixture.storage;
  });

  it('fails a transaction whose connection is terminated in its middle, as unavailable, and reconnects for the next', async () => {
    const failure = await storage.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await admin('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // The connection is checked out and idle in the transaction when the termination arrives.
        await new Promise((resolve) => setTimeout(resolve, 0));
        await sql`select 1`.execute(trx);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    assert.ok(failure, 'the transaction failed');
    assert.equal(isDatabaseUnavailable(failure), true, `counts as unavailable: ${(failure as Error).message}`);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(storage.db);
    assert.equal(rows[0]!.one, 1);
  });

  it('survives every connection terminated during concurrent queries; each query succeeds or fails as unavailable', async () => {
    const other: unknown[] = [];
    let failed = 0;
    let succeeded = 0;
    const query = async () => {
      for (let i = 0; i < 20; i++) {
        try {
          await storage.db.transaction().execute(async (trx) => {
            await sql`select pg_sleep(0.005)`.execute(trx);
            await sql`select count(*) from users`.execute(trx);
          });
          succeeded++;
        } catch (error) {
          if (isDatabaseUnavailable(error)) failed++;
          else other.push(error);
        }
      }
    };
    const running = Promise.all(Array.from({ length: 8 }, query));
    // Three rounds of terminations, each once more transactions have committed since the last.
    let terminated = 0;
    for (const after of [5, 40, 80]) {
      await eventually(async () => succeeded >= after, 30_000, `${after} transactions committed`);
      terminated += await terminateAll(nameOf(database));
    }
    await running;
    assert.deepEqual(other, [], 'no other kind of failure');
    assert.ok(terminated > 0, 'connections were terminated');
    assert.ok(succeeded > 0);
    process.stdout.write(`# ${terminated} connections terminated; ${succeeded} transactions committed, ${failed} failed as unavailable\n`);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(storage.db);
    assert.equal(rows[0]!.one, 1);
  });
});

describe('an in-process server whose PostgreSQL connections go away [postgres]', { skip: postgres.skip }, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer(postgres);
  });
  after(() => server?.close());

  it('answers 503 databaseUnavailable to a request whose connection is terminated while it runs, and serves the next', async () => {
    const ws = await server.createWorkspace();
    const name = nameOf(server.database);
    // Another session holds a lock the request's query must wait for, so the request is surely in flight when its connection goes.
    const blocker = new pg.Client({ connectionString: server.database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table companies in access exclusive mode');
      const pending = server.get('/v3/companies', { token: ws.token });
      const waiting = await eventually(
        async () => {
          const { rows } = await blocker.query<{ pid: number }>(
            "select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
            [name],
          );
          return rows[0]?.pid;
        },
        10_000,
        'the request to wait for the lock',
      );
      await admin('select pg_terminate_backend($1)', [waiting]);
      const refused = await pending;
      assert.equal(refused.status, 503, refused.text);
      assert.deepEqual(refused.body, { error: { type: 'databaseUnavailable', message: 'The database is unavailable; try again shortly' } });
      assert.equal(refused.headers.get('retry-after'), '5');
      await blocker.query('rollback');
    } finally {
      await blocker.end();
    }
    assert.equal((await server.get('/v3/companies', { token: ws.token })).status, 200);
    assert.equal((await server.get('/v3/health')).status, 200);
  });

  it('reports 503 databaseNotWritable on /v3/health while the server is read-only, and 200 after', async () => {
    const name = nameOf(server.database);
    await admin(`alter database ${name} set default_transaction_read_only = on`);
    try {
      await terminateAll(name); // new connections take the setting
      // A check that picks a pooled connection whose termination the pool has not yet seen says unreachable; the next does not.
      const health = await eventually(
        async () => {
          const answer = await server.get('/v3/health');
          return answer.body.database !== 'unreachable' && answer;
        },
        10_000,
        'a health check on a new connection',
      );
      assert.equal(health.status, 503, health.text);
      assert.deepEqual(health.body, {
        status: 'unavailable',
        database: 'notWritable',
        dialect: 'postgres',
        error: { type: 'databaseNotWritable', message: 'The database cannot take writes: the server is read-only' },
      });
    } finally {
      await admin(`alter database ${name} reset default_transaction_read_only`);
      await terminateAll(name);
    }
    await eventually(async () => (await server.get('/v3/health')).status === 200, 10_000, 'health 200 on connections that can write');
  });
});
