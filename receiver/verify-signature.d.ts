/** True when `signatureHeader` is the hex HMAC-SHA256 of `rawBody` under `secret` (timing-safe). */
export declare function verifySignature(
  rawBody: string | Buffer | Uint8Array,
  signatureHeader: string | string[] | undefined | null,
  secret: string,
): boolean;

/** True when X-Hook-Signature or X-Hook-Signature-Previous of `headers` (lower-case names) is the HMAC of `rawBody` under `secret`. */
export declare function verifyHookSignatures(
  rawBody: string | Buffer | Uint8Array,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
): boolean;
