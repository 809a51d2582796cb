// Signatures of a delivery. Two schemes are sent side by side:
// - X-Hook-Signature (the spec): hex HMAC-SHA256 of the exact body bytes, keyed
//   with the full `whsec_...` secret string;
// - Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature): base64
//   HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded part of the
//   secret after `whsec_`, which gives receivers replay protection too.
import { createHmac } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export function hookSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The key of the Standard Webhooks signature: the secret's bytes after `whsec_`. */
export function standardWebhooksKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

export function standardWebhooksSignature(key: Buffer, id: string, timestampSeconds: number, body: string): string {
  return 'v1,' + createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
}

export interface SignedHeaders {
  'x-hook-signature': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** A signer for one endpoint: the secret's key material is prepared once, not per delivery. */
export class DeliverySigner {
  private readonly standardKey: Buffer;

  constructor(private readonly secret: string) {
    this.standardKey = standardWebhooksKey(secret);
  }

  sign(eventId: string, timestampSeconds: number, body: string): SignedHeaders {
    return {
      'x-hook-signature': hookSignature(this.secret, body),
      'webhook-id': eventId,
      'webhook-timestamp': String(timestampSeconds),
      'webhook-signature': standardWebhooksSignature(this.standardKey, eventId, timestampSeconds, body),
    };
  }
}
