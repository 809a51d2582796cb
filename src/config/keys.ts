// The master key settings: SECRET_ENCRYPTION_KEY and
// SECRET_ENCRYPTION_PREVIOUS_KEYS. Their errors never repeat a value.
import { ConfigError } from './config-error.ts';

/** A 32-byte key as 64 hex characters or base64. `what` names it in the error, which never repeats the value. */
export function parseKey(raw: string, variable: string, what = 'must be'): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) {
    throw new ConfigError(variable, `${what} 32 bytes, as 64 hex characters or base64`);
  }
  return key;
}

/** SECRET_ENCRYPTION_PREVIOUS_KEYS: comma-separated keys, each like SECRET_ENCRYPTION_KEY. */
export function parsePreviousKeys(raw: string | undefined): Buffer[] {
  if (raw === undefined || raw.trim() === '') return [];
  const entries = raw.split(',').map((entry) => entry.trim());
  return entries.map((entry, index) => {
    if (entry === '') throw new ConfigError('SECRET_ENCRYPTION_PREVIOUS_KEYS', `key ${index + 1} of ${entries.length} is empty`);
    return parseKey(entry, 'SECRET_ENCRYPTION_PREVIOUS_KEYS', `key ${index + 1} of ${entries.length} must be`);
  });
}
