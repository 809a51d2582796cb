// Signatures of a delivery. Two schemes are sent side by side:
// - X-Hook-Signature (the spec): hex HMAC-SHA256 of the exact body bytes, keyed
//   with the full `whsec_...` secret string;
// - Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature): base64
//   HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded part of the
//   secret after `whsec_`, which gives receivers replay protection too.
//
// After a secret rotation, until the overlap ends, each delivery is signed
// with both secrets: X-Hook-Signature with the new one and
// X-Hook-Signature-Previous with the old one, and webhook-signature carries
// both `v1,` signatures separated by a space (the Standard Webhooks way to
// send several). A receiver holding either secret verifies every delivery,
// so it can switch to the new secret at any moment of the overlap.
//
// An endpoint's custom headers are sealed like its secrets, so they are
// opened with them, kept with its signer and sent beside the signatures
// (their names can't be those of the signatures: schemas/endpoint-headers.ts).
// The signer also masks them, and the secrets, in what receivers answer
// (response-masking.ts).
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { ResponseMask } from './transport/response-masking.ts';

export const SECRET_PREFIX = 'whsec_';

/** A delivery's body: the bytes sent, or text that is sent as UTF-8. */
export type Body = string | Uint8Array;

export function hookSignature(secret: string | KeyObject, body: Body): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The key of the Standard Webhooks signature: the secret's bytes after `whsec_`. */
export function standardWebhooksKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

export function standardWebhooksSignature(key: Buffer | KeyObject, id: string, timestampSeconds: number, body: Body): string {
  // In parts: `${id}.${timestamp}.${body}` would copy the body into a new string for every delivery.
  return 'v1,' + createHmac('sha256', key).update(`${id}.${timestampSeconds}.`).update(body).digest('base64');
}

export type SignedHeaders = {
  'x-hook-signature': string;
  /** Only while a rotated-out secret is still in its overlap. */
  'x-hook-signature-previous'?: string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/** A secret's two HMAC keys, prepared once (a string key is converted to bytes again at every use). */
class SigningKey {
  readonly hookKey: KeyObject;
  readonly standardKey: KeyObject;
  constructor(secret: string) {
    this.hookKey = createSecretKey(Buffer.from(secret, 'utf8'));
    this.standardKey = createSecretKey(standardWebhooksKey(secret));
  }
}

export interface PreviousSecret {
  secret: string;
  /** Epoch ms: from this time on the previous secret signs nothing. */
  expiresAt: number;
}

/** A signer for one endpoint: the secrets' key material is prepared once, not per delivery. */
export class DeliverySigner {
  private readonly current: SigningKey;
  private readonly previous: SigningKey | undefined;
  private readonly previousExpiresAt: number;
  /** Masks the custom header values and the secrets (both, even past the overlap) in a receiver's answer before it is stored. */
  readonly responseMask: ResponseMask;

  constructor(
    secret: string,
    previous?: PreviousSecret,
    /** The endpoint's custom headers, names in lower case; sent with every delivery. */
    readonly customHeaders?: Readonly<Record<string, string>>,
  ) {
    this.current = new SigningKey(secret);
    this.previous = previous ? new SigningKey(previous.secret) : undefined;
    this.previousExpiresAt = previous?.expiresAt ?? 0;
    const secrets = previous ? [secret, previous.secret] : [secret];
    this.responseMask = new ResponseMask([
      ...Object.values(customHeaders ?? {}),
      ...secrets,
      // The key part alone, as a receiver holding the secret might print it.
      ...secrets.map((s) => (s.startsWith(SECRET_PREFIX) ? s.slice(SECRET_PREFIX.length) : s)),
    ]);
  }

  /** Headers for one attempt at `nowMs`; the previous secret signs too while its overlap lasts. */
  sign(eventId: string, nowMs: number, body: Body): SignedHeaders {
    const timestampSeconds = Math.floor(nowMs / 1000);
    const headers: SignedHeaders = {
      'x-hook-signature': hookSignature(this.current.hookKey, body),
      'webhook-id': eventId,
      'webhook-timestamp': String(timestampSeconds),
      'webhook-signature': standardWebhooksSignature(this.current.standardKey, eventId, timestampSeconds, body),
    };
    if (this.previous && nowMs < this.previousExpiresAt) {
      headers['x-hook-signature-previous'] = hookSignature(this.previous.hookKey, body);
      headers['webhook-signature'] += ' ' + standardWebhooksSignature(this.previous.standardKey, eventId, timestampSeconds, body);
    }
    return headers;
  }
}

/** An endpoint's secrets as stored: sealed, opened only when a signer is made. */
export interface SealedSecrets {
  secret_ciphertext: string;
  previous_secret_ciphertext: string | null;
  previous_secret_expires_at: number | null;
  /** The custom headers, a sealed JSON object; null or absent: none. */
  headers_ciphertext?: string | null;
}

/** Custom headers as sent: names in lower case, so none can stand twice beside the engine's own. */
export function openHeaders(plaintext: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(JSON.parse(plaintext) as Record<string, string>)) headers[name.toLowerCase()] = value;
  return headers;
}

/**
 * The worker's signers by endpoint, which hold plaintext secrets: made once
 * per endpoint and secret, not per delivery, but not kept forever either.
 * An entry is made again when the endpoint's secrets change (a rotation, the
 * old secret's erasure), which drops the old one; an entry unused for
 * `idleMs` is dropped by `prune` (a deleted endpoint is never used again, and
 * a worker is not told of deletions made by other processes); and at most
 * `maxEntries` are kept, the least recently used going first.
 */
export class SignerCache {
  /** In order of last use, least recent first. */
  private readonly entries = new Map<
    string,
    { ciphertext: string; previous: string | null; headers: string | null; signer: DeliverySigner; usedAt: number }
  >();

  constructor(
    private readonly options: {
      open: (ciphertext: string) => string;
      maxEntries: number;
      idleMs: number;
      /** Milliseconds of a monotonic clock. */
      now: () => number;
    },
  ) {}

  /** The endpoint's signer for these secrets. */
  get(endpointId: string, secrets: SealedSecrets): DeliverySigner {
    const { secret_ciphertext: ciphertext, previous_secret_ciphertext: previous, previous_secret_expires_at: previousExpiresAt } = secrets;
    const headers = secrets.headers_ciphertext ?? null;
    const now = this.options.now();
    const cached = this.entries.get(endpointId);
    this.entries.delete(endpointId);
    if (cached && cached.ciphertext === ciphertext && cached.previous === previous && cached.headers === headers) {
      this.entries.set(endpointId, { ...cached, usedAt: now });
      return cached.signer;
    }
    const { open } = this.options;
    const signer = new DeliverySigner(
      open(ciphertext),
      previous === null || previousExpiresAt === null ? undefined : { secret: open(previous), expiresAt: previousExpiresAt },
      headers === null ? undefined : openHeaders(open(headers)),
    );
    this.entries.set(endpointId, { ciphertext, previous, headers, signer, usedAt: now });
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return signer;
  }

  /** Drops the signers unused for `idleMs`; returns how many. */
  prune(): number {
    const before = this.options.now() - this.options.idleMs;
    let dropped = 0;
    for (const [endpointId, entry] of this.entries) {
      if (entry.usedAt > before) break; // the rest were used later
      this.entries.delete(endpointId);
      dropped++;
    }
    return dropped;
  }

  forget(endpointId: string): void {
    this.entries.delete(endpointId);
  }

  get size(): number {
    return this.entries.size;
  }
}
