// For webhook receivers: checks the X-Hook-Signature header of a delivery
// against the raw request body with a timing-safe comparison. Plain
// JavaScript with hand-written declarations beside it, so the package needs
// no build and receivers can import it without a TypeScript toolchain:
//
//   import { verifySignature } from '@recruiting-api/receiver';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * @param {string | Uint8Array} rawBody the request body exactly as received
 * @param {string | string[] | undefined | null} signatureHeader the X-Hook-Signature header
 * @param {string} secret the endpoint's full `whsec_...` secret
 * @returns {boolean}
 */
export function verifySignature(rawBody, signatureHeader, secret) {
  if (typeof signatureHeader !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signatureHeader)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signatureHeader, 'hex'));
}

/**
 * Checks a delivery against either of its X-Hook-Signature headers: during a
 * secret rotation's overlap a delivery carries X-Hook-Signature (the new
 * secret) and X-Hook-Signature-Previous (the old one), so a receiver holding
 * either secret accepts it, whenever it switches.
 *
 * @param {string | Uint8Array} rawBody the request body exactly as received
 * @param {Record<string, string | string[] | undefined>} headers the request headers, names in lower case (as Node gives them)
 * @param {string} secret the `whsec_...` secret the receiver holds
 * @returns {boolean}
 */
export function verifyHookSignatures(rawBody, headers, secret) {
  return (
    verifySignature(rawBody, headers['x-hook-signature'], secret) || verifySignature(rawBody, headers['x-hook-signature-previous'], secret)
  );
}
