/** True when `signatureHeader` is the hex HMAC-SHA256 of `rawBody` under `secret` (timing-safe). */
export declare function verifySignature(
  rawBody: string | Buffer | Uint8Array,
  signatureHeader: string | string[] | undefined | null,
  secret: string,
): boolean;
