// The lock that lets one delivery worker at a time serve a SQLite database.
// (Two real server processes on one file: test/delivery/sqlite-single-worker.test.ts.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { sqliteWorkerLock } from '../../../../src/storage/queue/coordination/worker-lock.ts';

describe('the worker lock of a SQLite database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-lock-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const database = path.join(dir, 'app.db');

  it('is held by one holder at a time, passes on when released, and writes nothing but the empty lock file (0600)', () => {
    const first = sqliteWorkerLock(database);
    const second = sqliteWorkerLock(database);
    try {
      assert.equal(first.tryAcquire(), true);
      assert.equal(first.tryAcquire(), true, 'taking it again is harmless');
      assert.equal(second.tryAcquire(), false, 'a second holder in the same process is refused');
      assert.equal(second.held, false);
      first.release();
      assert.equal(second.tryAcquire(), true, 'free once released');
      assert.equal(second.held, true);
      assert.deepEqual(fs.readdirSync(dir), ['app.db-worker.lock']);
      const stat = fs.statSync(path.join(dir, 'app.db-worker.lock'));
      assert.equal(stat.size, 0);
      assert.equal(stat.mode & 0o777, 0o600);
    } finally {
      first.release();
      second.release();
    }
  });

  it('refuses another process while held, and is free again when that process has exited, however it ended', () => {
    const lock = sqliteWorkerLock(database);
    // Another process tries the lock and says whether it got it.
    const script = `
      import { sqliteWorkerLock } from ${JSON.stringify(path.resolve(import.meta.dirname, '../../../../src/storage/queue/coordination/worker-lock.ts'))};
      const lock = sqliteWorkerLock(${JSON.stringify(database)});
      process.stdout.write(String(lock.tryAcquire()));
      if (process.argv.includes('--die')) process.kill(process.pid, 'SIGKILL');
    `;
    const tryInOtherProcess = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, '--', ...args], { encoding: 'utf8' });
    try {
      assert.equal(lock.tryAcquire(), true);
      assert.equal(tryInOtherProcess().stdout, 'false', 'another process is refused while this one holds it');
      lock.release();
      const killed = tryInOtherProcess('--die');
      assert.equal(killed.stdout, 'true', 'another process takes it once released');
      assert.equal(killed.signal, 'SIGKILL');
      assert.equal(lock.tryAcquire(), true, 'a holder killed with SIGKILL leaves no stale lock behind');
    } finally {
      lock.release();
    }
  });
});
