// The settings every pooled PostgreSQL session of the service starts with
// (storage/database.ts): JIT compilation off, and commits that wait for the
// WAL's flush unless the pool is the delivery worker's
// (synchronousCommit: false).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { parseDatabaseUrl } from '../../src/config.ts';
import { openStorage, type Storage } from '../../src/storage/database.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';

const postgres = DIALECTS.find((d) => d.name === 'postgres')!;

describe('PostgreSQL session settings [postgres]', { skip: postgres.skip }, () => {
  let database: TestDatabase;
  const opened: Storage[] = [];
  before(async () => {
    database = await postgres.createDatabase();
  });
  after(async () => {
    for (const storage of opened) await storage.close();
    await database?.drop();
  });

  const settingsOf = async (options: { synchronousCommit?: boolean }) => {
    const storage = openStorage(parseDatabaseUrl(database.url), { poolSize: 1, ...options });
    opened.push(storage);
    const { rows } = await sql<{ jit: string; commit: string }>`
      select current_setting('jit') as jit, current_setting('synchronous_commit') as commit`.execute(storage.db);
    return rows[0];
  };

  it('has JIT off and synchronous commits by default', async () => {
    assert.deepEqual(await settingsOf({}), { jit: 'off', commit: 'on' });
  });

  it("has JIT off and commits that do not wait for the WAL's flush in the delivery worker's pool", async () => {
    assert.deepEqual(await settingsOf({ synchronousCommit: false }), { jit: 'off', commit: 'off' });
  });
});
