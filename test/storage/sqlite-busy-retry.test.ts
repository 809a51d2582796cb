// SQLite only: while another process holds the write lock, the server waits
// for it without stopping its event loop, and its writes go through once the
// lock is free (within the busy timeout).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import SqliteDatabase from 'better-sqlite3';
import { sqlitePath } from '../../src/config.ts';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('waiting for another process holding the SQLite write lock', () => {
  let server: TestServer;
  let other: SqliteDatabase.Database;
  before(async () => {
    server = await startTestServer(sqlite, { realClock: true });
    other = new SqliteDatabase(sqlitePath(server.database.url));
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
    const write = server.services.companies.create({ name: 'Written after the lock' }).then((company) => ({ company, afterRelease: released }));
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
});
