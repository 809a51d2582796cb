// AES-256-GCM for values that must be stored but read back (webhook secrets).
//
// Stored form: keyId "." base64url(iv) "." base64url(ciphertext) "." base64url(tag),
// where keyId names the master key that sealed the value (masterKeyId: 8 hex
// characters derived from the key, which reveal nothing of it). So a box with
// several keys (the current one and earlier ones, while a key is rotated)
// opens a value with the one key that sealed it, and `secrets rekey` tells at
// a glance which values still need another key than the current one.
// Values sealed before key ids existed have three parts (no keyId); they are
// opened with each configured key in turn, the current one first.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './secret-key.ts';

const KEY_ID = /^[0-9a-f]{8}$/;

/** The id of a master key, as sealed values carry it. */
export function masterKeyId(masterKey: Buffer): string {
  return deriveKey(masterKey, 'key-id').toString('hex').slice(0, 8);
}

interface SealingKey {
  id: string;
  key: Buffer;
}

export class SecretBox {
  /** Seals everything; opens what it sealed. */
  private readonly current: SealingKey;
  /** The current key first, then the earlier ones: each opens what it sealed. */
  private readonly keys: SealingKey[];

  /** `previousKeys`: earlier master keys, which open what they sealed but seal nothing. */
  constructor(masterKey: Buffer, previousKeys: readonly Buffer[] = []) {
    this.current = { id: masterKeyId(masterKey), key: deriveKey(masterKey, 'webhook-secret') };
    this.keys = [this.current];
    for (const previous of previousKeys) {
      const id = masterKeyId(previous);
      if (!this.keys.some((k) => k.id === id)) this.keys.push({ id, key: deriveKey(previous, 'webhook-secret') });
    }
  }

  /** The id of the key that seals. */
  get keyId(): string {
    return this.current.id;
  }

  /** The ids of every key this box opens with, the current one first. */
  get keyIds(): string[] {
    return this.keys.map((k) => k.id);
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [this.current.id, ...[iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'))].join('.');
  }

  open(sealed: string): string {
    const parts = sealed.split('.');
    if (parts.length === 3) return this.openWithAny(parts);
    const [keyId, ...rest] = parts;
    if (parts.length !== 4 || !KEY_ID.test(keyId!)) throw new Error('Malformed sealed value');
    const key = this.keys.find((k) => k.id === keyId);
    if (!key) {
      throw new Error(`Sealed with master key ${keyId}, which is neither SECRET_ENCRYPTION_KEY nor one of SECRET_ENCRYPTION_PREVIOUS_KEYS`);
    }
    return openWith(key.key, rest);
  }

  /** Whether `sealed` was sealed with the current key, so re-sealing it would change nothing. */
  sealedWithCurrentKey(sealed: string): boolean {
    return sealedKeyId(sealed) === this.current.id;
  }

  /** A value sealed before key ids existed: any configured key may have sealed it. */
  private openWithAny(parts: string[]): string {
    let failure: unknown;
    for (const { key } of this.keys) {
      try {
        return openWith(key, parts);
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }
}

/** The id of the key that sealed `sealed`, or undefined for a value sealed before key ids existed. */
export function sealedKeyId(sealed: string): string | undefined {
  const parts = sealed.split('.');
  return parts.length === 4 && KEY_ID.test(parts[0]!) ? parts[0] : undefined;
}

function openWith(key: Buffer, parts: string[]): string {
  const [iv, body, tag] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag) throw new Error('Malformed sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
