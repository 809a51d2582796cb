// Who copies SQLite's log back into the database file (sqlite-checkpoints.ts):
// a server's storage does it on a thread of its own, while its connections
// keep SQLite's own checkpoint only as a backstop at 10 000 pages; and that
// thread starts the log over under a steady stream of commits
// (sqlite-checkpoint-thread-main.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openStorage, type Storage } from '../../src/storage/database.ts';
import { isBusy } from '../../src/storage/sqlite-busy-retry.ts';
import { CHECKPOINT_BACKSTOP_PAGES, type WalCheckpoints } from '../../src/storage/sqlite-checkpoints.ts';
import { scaled } from '../helpers/time-scale.ts';
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

/** The log's checkpoint sequence number (its header's bytes 12 to 15): SQLite adds one each time it starts the log over. */
function logSequence(file: string): number {
  const header = Buffer.alloc(16);
  const fd = fs.openSync(`${file}-wal`, 'r');
  try {
    fs.readSync(fd, header, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  return header.readUInt32BE(12);
}

/** Blocks this thread for `ms` (the commits' pauses: a steady stream, not one long transaction). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

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

  it('under a steady stream of commits, the thread starts the log over, without the commits checkpointing', async () => {
    const { storage, file } = open('background');
    try {
      assert.equal(storage.engine.dialect, 'sqlite');
      const { writer } = storage.engine;
      // No backstop here: only the thread can copy the log back and have it started over.
      writer.pragma('wal_autocheckpoint = 0');
      writer.exec('create table filler (id integer primary key, bytes blob not null)');
      const insert = writer.prepare('insert into filler (bytes) values (randomblob(3500))');
      const first = logSequence(file);
      // Commits one after the other, a 1 ms pause every tenth (the thread's RESTART needs a moment between two
      // commits to take the write lock): some commit always lands while a PASSIVE checkpoint runs, so without the
      // RESTART the log is never all copied back when a writer begins, and SQLite never starts it over.
      const deadline = performance.now() + scaled(20_000);
      let commits = 0;
      while (logSequence(file) === first) {
        assert.ok(performance.now() < deadline, `the log was not started over in ${commits} commits`);
        for (let i = 0; i < 10; i++) {
          try {
            insert.run();
            commits++;
          } catch (error) {
            // The RESTART holds writers back for a moment: the server's writers wait for it asynchronously.
            if (!isBusy(error)) throw error;
          }
        }
        pause(1);
      }
      // Nothing committed was lost on the way.
      assert.deepEqual(writer.prepare('select count(*) as n from filler').get(), { n: commits });
    } finally {
      await storage.close();
    }
  });
});
