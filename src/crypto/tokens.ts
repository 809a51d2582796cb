// Credentials. Only SHA-256 hashes of tokens are stored. A session token is an
// HMAC of its session id under a key derived from the master key: the server
// can give the same token back on a second sign-in (as the spec requires)
// without ever storing the token itself.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { deriveKey } from './secret-key.ts';

export const PAT_PREFIX = 'rs_pat_';
export const SESSION_PREFIX = 'rs_st_';
const TOKEN_BODY = /^[A-Za-z0-9_-]{43}$/;

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new Personal Access Token: the prefix and 32 random bytes in base64url. */
export function newPersonalAccessToken(): string {
  return PAT_PREFIX + randomBytes(32).toString('base64url');
}

/** How many characters of a PAT's random part its displayed prefix shows: enough to tell keys apart, 48 of its 256 bits. */
const PAT_DISPLAY_CHARACTERS = 8;

/** The start of a PAT that may be stored and shown (`rs_pat_AbCd1234`): it identifies the key without revealing it. */
export function personalAccessTokenPrefix(token: string): string {
  return token.slice(0, PAT_PREFIX.length + PAT_DISPLAY_CHARACTERS);
}

export function newSessionId(): string {
  return randomBytes(16).toString('hex');
}

export class SessionTokenMinter {
  private readonly key: Buffer;
  constructor(masterKey: Buffer) {
    this.key = deriveKey(masterKey, 'session-token');
  }
  tokenFor(sessionId: string): string {
    return SESSION_PREFIX + createHmac('sha256', this.key).update(sessionId).digest('base64url');
  }
}

export type TokenKind = 'pat' | 'session';

/** Which kind of token a string is by its form, or null when it is neither. */
export function tokenKind(token: string): TokenKind | null {
  if (token.startsWith(PAT_PREFIX) && TOKEN_BODY.test(token.slice(PAT_PREFIX.length))) return 'pat';
  if (token.startsWith(SESSION_PREFIX) && TOKEN_BODY.test(token.slice(SESSION_PREFIX.length))) return 'session';
  return null;
}
