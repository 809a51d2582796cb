// For webhook receivers: checks the X-Hook-Signature header of a delivery
// against the raw request body with a timing-safe comparison. Plain
// JavaScript, so receivers can import it without a TypeScript toolchain:
//
//   import { verifySignature } from 'recruiting-api/receiver';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * @param {string | Buffer | Uint8Array} rawBody the request body exactly as received
 * @param {string | string[] | undefined | null} signatureHeader the X-Hook-Signature header
 * @param {string} secret the endpoint's full `whsec_...` secret
 * @returns {boolean}
 */
export function verifySignature(rawBody, signatureHeader, secret) {
  if (typeof signatureHeader !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signatureHeader)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signatureHeader, 'hex'));
}
