// SQLite only: while another process holds the write lock, the server waits
// for it without stopping its event loop, and its writes go through once the
// lock is free (within the busy timeout); reads don't wait behind those
// writes; health says the database can't take writes; a write that waits
// past the busy timeout is answered 503 and stores nothing.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type BetterSqlite3 from 'better-sqlite3';
import { SqliteDatabase } from '../../src/storage/sqlite-library.ts';
import { sqlite, sqliteFile } from '../helpers/dialects.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('waiting for another process holding the SQLite write lock', () => {
  let server: TestServer;
  let other: BetterSqlite3.Database;
  before(async () => {
    server = await startTestServer(sqlite, { realClock: true });
    // The other process waits for the server's own writes in flight (its worker's, a workspace's) as long as
    // they take on a loaded machine, rather than better-sqlite3's default 5 s, before it holds the lock.
    other = new SqliteDatabase(sqliteFile(server.database), { timeout: 60_000 });
  });
  afterEach(() => {
    if (other.inTransaction) other.exec('rollback');
  });
  after(async () => {
    other?.close();
    await server?.close();
  });

  it('keeps the event loop running while a write waits, and commits the write once the lock is released', async () => {
    other.exec('begin immediate'); // another process takes the write lock
    let released = false;
    // A write of this process, started while the lock is held. (Made in process
    // rather than over HTTP so it surely reaches SQLite before the request below.)
    const write = server.services.companies
      .create({ name: 'Written after the lock' })
      .then((company) => ({ company, afterRelease: released }));
    try {
      // A synchronous busy wait would hold the event loop from here until the
      // write gave up, and this request would only be answered after that.
      const doc = await server.get('/v3/openapi.json');
      assert.equal(doc.status, 200);
    } finally {
      released = true;
      other.exec('commit');
    }
    const { company, afterRelease } = await write;
    assert.equal(afterRelease, true, 'the write finished only after the lock was released');
    const stored = await server.services.storage.db.selectFrom('companies').select('name').where('id', '=', company._id).executeTakeFirst();
    assert.equal(stored?.name, 'Written after the lock');
  });

  it('answers reads from the database while a write of this process waits for the lock', async () => {
    const ws = await server.createWorkspace();
    other.exec('begin immediate');
    let released = false;
    const write = server.services.companies.create({ name: 'Waiting write' }).then(() => released);
    try {
      // With one connection these reads would queue behind the waiting write
      // until it gave up (5 s), and the write would then fail: it could only
      // finish after the release below if these reads finished first.
      for (let i = 0; i < 5; i++) {
        const companies = await server.get('/v3/companies', { token: ws.token });
        assert.equal(companies.status, 200);
        assert.deepEqual(
          companies.body.map((c: { _id: string }) => c._id),
          [ws.company.id],
        );
        const details = await server.get('/v3/user/details', { token: ws.token });
        assert.equal(details.status, 200);
      }
    } finally {
      released = true;
      other.exec('commit');
    }
    assert.equal(await write, true, 'the write waited for the lock and then went through');
  });

  it('reports 503 databaseNotWritable on /v3/health while the lock is held, and 200 once it is released', async () => {
    const before = await server.get('/v3/health');
    assert.equal(before.status, 200);
    other.exec('begin immediate');
    try {
      const locked = await server.get('/v3/health');
      assert.equal(locked.status, 503);
      assert.deepEqual(locked.body, {
        status: 'unavailable',
        database: 'notWritable',
        dialect: 'sqlite',
        error: { type: 'databaseNotWritable', message: 'The database cannot take writes: another process holds its write lock' },
      });
    } finally {
      other.exec('commit');
    }
    const after = await server.get('/v3/health');
    assert.equal(after.status, 200);
    assert.deepEqual(after.body, { status: 'ok', database: 'reachable', dialect: 'sqlite' });
  });

  it('answers a write that waited past the busy timeout with 503 databaseUnavailable and Retry-After, and stores nothing', async () => {
    const ws = await server.createWorkspace();
    const positionsBefore = await server.services.storage.db.selectFrom('positions').select('id').execute();
    other.exec('begin immediate');
    let refused;
    try {
      refused = await server.post(`/v3/company/${ws.company.id}/positions`, { token: ws.token, body: { name: 'Never stored' } });
    } finally {
      other.exec('commit');
    }
    assert.equal(refused.status, 503, refused.text);
    assertErrorShape(refused.body);
    assert.equal(refused.body.error.type, 'databaseUnavailable');
    assert.equal(refused.body.error.message, 'The database is unavailable; try again shortly');
    assert.equal(refused.headers.get('retry-after'), '5');
    const positionsAfter = await server.services.storage.db.selectFrom('positions').select('id').execute();
    assert.equal(positionsAfter.length, positionsBefore.length, 'nothing stored');
    // The same write goes through once the lock is free.
    const created = await server.post(`/v3/company/${ws.company.id}/positions`, { token: ws.token, body: { name: 'Stored now' } });
    assert.equal(created.status, 200, created.text);
  });
});
