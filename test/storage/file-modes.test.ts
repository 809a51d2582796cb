// The files of a SQLite deployment are the owner's only (0600; directories
// made for them 0700), whatever the umask: the database and its WAL and
// shared-memory files hold users, candidates' personal data and token
// hashes; the key file opens every webhook secret.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { KEY_FILE_NAME, loadMasterKey } from '../../src/crypto/secret-key.ts';
import { systemClock } from '../../src/clock.ts';
import { createServices } from '../../src/services/container.ts';
import { openStorage } from '../../src/storage/database.ts';
import { migrateToLatest } from '../../src/storage/migrate.ts';
import { withWorkerCoordination } from '../../src/storage/queue/coordination/worker-coordination.ts';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('file modes of a SQLite deployment under a permissive umask', () => {
  let root: string;
  let umask: number;
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-modes-'));
    umask = process.umask(0); // everything would be readable and writable by everyone
  });
  after(() => {
    process.umask(umask);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('creates the database, its WAL, shared-memory and worker lock files 0600, the key file 0600 and their new directories 0700', async () => {
    const dataDir = path.join(root, 'new', 'data');
    const databaseFile = path.join(dataDir, 'recruiting.db');
    const config = loadConfig({ DATABASE_URL: `sqlite:${databaseFile}` });
    const storage = openStorage(config.database);
    try {
      await migrateToLatest(storage);
      const services = createServices({ storage, config, clock: systemClock, masterKey: loadMasterKey(config) });
      await services.users.create({ email: 'modes@example.com', password: 'a password of some length', name: 'Modes' });
      const lock = withWorkerCoordination(storage).workerLock();
      assert.equal(lock.tryAcquire(), true);
      lock.release();
      // Written, and read by the second (read-only) connection: every file SQLite makes exists now.
      assert.equal((await storage.db.selectFrom('users').select('email').execute()).length, 1);
      const files = fs.readdirSync(dataDir).sort();
      assert.deepEqual(files, ['recruiting.db', 'recruiting.db-shm', 'recruiting.db-wal', 'recruiting.db-worker.lock', KEY_FILE_NAME]);
      for (const file of files) assert.equal(mode(path.join(dataDir, file)).toString(8), '600', file);
      assert.equal(mode(dataDir).toString(8), '700', 'the data directory');
      assert.equal(mode(path.dirname(dataDir)).toString(8), '700', 'the directory made above it');
      await services.close();
    } finally {
      await storage.close();
    }
  });

  it('makes the key file 0600 in a separate DATA_DIR too', () => {
    const dataDir = path.join(root, 'keys');
    loadMasterKey({ dataDir });
    assert.equal(mode(path.join(dataDir, KEY_FILE_NAME)).toString(8), '600');
    assert.equal(mode(dataDir).toString(8), '700');
  });

  it('leaves the mode of an existing database file as it is', async () => {
    const databaseFile = path.join(root, 'existing.db');
    fs.writeFileSync(databaseFile, '', { mode: 0o640 });
    fs.chmodSync(databaseFile, 0o640);
    const storage = openStorage({ dialect: 'sqlite', file: databaseFile });
    try {
      await migrateToLatest(storage);
      assert.equal(mode(databaseFile).toString(8), '640');
    } finally {
      await storage.close();
    }
  });
});
