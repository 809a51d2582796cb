// PostgreSQL only: a pooled connection that stops answering mid-query (a
// half-open connection after a network cut) is given up after the query
// timeout and never handed out again, so the next query gets a new
// connection at once; a statement the server cancels (statement_timeout)
// leaves its connection in the pool; and the storage's LISTEN connection,
// stalled with it, is checked, found broken, made again, and hears the next
// NOTIFY. The connections go through a TCP proxy that can stall them
// (nothing forwarded, nothing closed).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openStorage, type Storage } from '../../src/storage/database.ts';
import { postgres, type TestDatabase } from '../helpers/dialects.ts';
import { useStore } from '../helpers/storage-fixtures.ts';
import { TcpProxy } from '../helpers/tcp-proxy.ts';
import { scaled } from '../helpers/time-scale.ts';

const TIMEOUTS = { connectMs: 5_000, statementMs: 300, queryMs: 1_000, keepAliveIdleMs: 10_000 };

describe('PostgreSQL connections that stop answering', { skip: postgres.skip }, () => {
  const fixture = useStore(postgres);
  let proxy: TcpProxy;
  let storage: Storage;
  before(async () => {
    const database: TestDatabase = fixture.database;
    const url = new URL(database.url);
    proxy = await TcpProxy.start('127.0.0.1', { host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    // One connection: a broken one handed out again would hold up every later query.
    storage = openStorage({ dialect: 'postgres', url: url.toString(), timeouts: TIMEOUTS }, { poolSize: 1 });
  });
  after(async () => {
    proxy.resume();
    await storage?.close();
    await proxy?.close();
  });

  const backendPid = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(storage.db)).rows[0]!.pid;

  it('a statement the server cancels keeps its connection', async () => {
    const pid = await backendPid();
    await assert.rejects(sql`select pg_sleep(5)`.execute(storage.db), /statement timeout/);
    assert.equal(await backendPid(), pid);
  });

  it('a query whose answer never comes fails after the query timeout, and the next query gets a new connection', async () => {
    const pid = await backendPid();
    const stalled = proxy.stall();
    assert.equal(stalled, 1, 'the pool has one connection open');
    const startedAt = Date.now();
    await assert.rejects(sql`select 1`.execute(storage.db), /Query read timeout/);
    const failedAfterMs = Date.now() - startedAt;
    assert.ok(failedAfterMs < scaled(10_000), `the query failed after ${failedAfterMs} ms, not TCP's retransmissions`);
    // The stalled connection is still open through the proxy; the pool must not reuse it.
    const answered = await Promise.race([
      backendPid(),
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), scaled(10_000)).unref()),
    ]);
    assert.notEqual(answered, 'late', 'the next query is answered');
    assert.notEqual(answered, pid, 'on another connection');
  });

  it('a query timeout has the LISTEN connection checked: stalled too, it is made again and hears the next NOTIFY', async () => {
    proxy.resume();
    const heard: string[] = [];
    let wake: () => void = () => {};
    const happened = (what: string) => {
      heard.push(what);
      wake();
    };
    const until = async (what: string) => {
      const deadline = Date.now() + scaled(15_000);
      while (!heard.includes(what)) {
        assert.ok(Date.now() < deadline, `${what} within ${scaled(15_000)} ms; heard: ${heard.join(', ')}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100).unref();
        });
      }
    };
    const subscription = storage.listen!('query_timeout_check', () => happened('notification'), {
      onLost: () => happened('lost'),
      onRestored: () => happened('restored'),
    });
    try {
      await subscription.ready;
      heard.length = 0;
      // Nothing tells a connection that only listens that it is cut off: only a query elsewhere finds it.
      proxy.stall();
      await assert.rejects(sql`select 1`.execute(storage.db), /Query read timeout/);
      await until('lost');
      await until('restored');
      heard.length = 0;
      await sql`select pg_notify('query_timeout_check', '')`.execute(storage.db);
      await until('notification');
    } finally {
      await subscription.close();
    }
  });
});
