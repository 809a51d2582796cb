import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { KEY_FILE_NAME, loadMasterKey } from '../../src/crypto/secret-key.ts';

describe('loadMasterKey', () => {
  it('creates one key file, mode 0600, leaves no temporary file, and reads the same key afterwards', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-key-'));
    try {
      const first = loadMasterKey({ dataDir });
      const second = loadMasterKey({ dataDir });
      assert.equal(first.length, 32);
      assert.deepEqual(first, second);
      assert.deepEqual(fs.readdirSync(dataDir), [KEY_FILE_NAME]);
      assert.equal(fs.statSync(path.join(dataDir, KEY_FILE_NAME)).mode & 0o777, 0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('prefers SECRET_ENCRYPTION_KEY and then writes no file', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-key-'));
    try {
      const key = Buffer.alloc(32, 9);
      assert.deepEqual(loadMasterKey({ dataDir, secretEncryptionKey: key }), key);
      assert.deepEqual(fs.readdirSync(dataDir), []);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a damaged key file instead of making a new key', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-key-'));
    try {
      fs.writeFileSync(path.join(dataDir, KEY_FILE_NAME), '');
      assert.throws(() => loadMasterKey({ dataDir }), /not a 64-character hex key/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
