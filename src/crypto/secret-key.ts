// The master key that protects webhook secrets at rest and derives session
// tokens. It comes from SECRET_ENCRYPTION_KEY, or else from a key file created
// once in the data directory, so a copy of the database alone reveals nothing.
import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

export const KEY_FILE_NAME = 'secret.key';

export function loadMasterKey(config: Pick<Config, 'secretEncryptionKey' | 'dataDir'>): Buffer {
  if (config.secretEncryptionKey) return config.secretEncryptionKey;
  const file = path.join(config.dataDir, KEY_FILE_NAME);
  // Made by us: the owner's only, like the key file (0600) and the database files.
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) createKeyFile(file);
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file}: not a 64-character hex key`);
  return Buffer.from(text, 'hex');
}

/**
 * Writes a new key to a temporary file, flushes it to disk, then links it into
 * place. The link fails when the key file exists, so two processes starting at
 * once agree on one key; and a crash at any moment leaves either no key file
 * or a complete one, never an empty one that would stop every later start.
 */
function createKeyFile(file: string): void {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(temporary, 'wx', 0o600);
  try {
    fs.writeSync(fd, randomBytes(32).toString('hex') + '\n');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
}

/** A key for one purpose, so the same master key is never used for two things. */
export function deriveKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `recruiting-api:${purpose}`, 32));
}
