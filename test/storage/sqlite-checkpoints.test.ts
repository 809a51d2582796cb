// Who copies SQLite's log back into the database file (sqlite-checkpoints.ts):
// a server's storage does it on a thread of its own, while its connections
// keep SQLite's own checkpoint only as a backstop at 10 000 pages.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openStorage, type Storage } from '../../src/storage/database.ts';
import { CHECKPOINT_BACKSTOP_PAGES, type WalCheckpoints } from '../../src/storage/sqlite-checkpoints.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkpoints-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** A storage over a new file, and its page size. */
function open(walCheckpoints: WalCheckpoints): { storage: Storage; file: string } {
  const file = path.join(dir, `db-${files++}.sqlite`);
  return { storage: openStorage({ dialect: 'sqlite', file }, { walCheckpoints }), file };
}

/** Commits about `pages` pages of new rows, in 20 transactions. */
async function write(storage: Storage, pages: number): Promise<void> {
  await sql`create table filler (id integer primary key, bytes blob not null)`.execute(storage.db);
  const rowsPerCommit = Math.ceil(pages / 20);
  for (let i = 0; i < 20; i++) {
    // About one row per 4 KiB page (SQLite's default page size).
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rowsPerCommit})
      insert into filler (bytes) select randomblob(3500) from n`.execute(storage.db);
  }
}

const ownThreshold = (storage: Storage) => {
  assert.equal(storage.engine.dialect, 'sqlite');
  return storage.engine.writer.pragma('wal_autocheckpoint', { simple: true });
};
const pagesInFile = (file: string) => Math.floor(fs.statSync(file).size / 4096);

describe('SQLite checkpoints', () => {
  it('by default, SQLite checkpoints in the commit that takes the log past 1 000 pages', async () => {
    const { storage, file } = open('inline');
    try {
      assert.equal(ownThreshold(storage), 1000);
      await write(storage, 2_000);
      assert.ok(pagesInFile(file) >= 1_000, `${pagesInFile(file)} pages in the file`);
    } finally {
      await storage.close();
    }
  });

  it('with its checkpoints elsewhere, a storage leaves the log to grow up to the backstop', async () => {
    const { storage, file } = open('elsewhere');
    try {
      assert.equal(ownThreshold(storage), CHECKPOINT_BACKSTOP_PAGES);
      await write(storage, 2_000);
      // Nothing copied the log back: the pages are in the log only.
      assert.ok(pagesInFile(file) < 100, `${pagesInFile(file)} pages in the file`);
    } finally {
      await storage.close();
    }
  });

  it('in the background, a thread copies the log back soon after the commits, and ends with the storage', async () => {
    const { storage, file } = open('background');
    try {
      assert.equal(ownThreshold(storage), CHECKPOINT_BACKSTOP_PAGES);
      await write(storage, 2_000);
      await eventually(async () => pagesInFile(file) >= 1_900, undefined, 'the log copied back into the file');
    } finally {
      await storage.close();
    }
    // SQLite removes the log when the file's last connection closes: the thread's closed too.
    assert.equal(fs.existsSync(`${file}-wal`), false);
  });
});
