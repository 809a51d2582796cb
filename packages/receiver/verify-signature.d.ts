// Plain types only (string, Uint8Array, records): a project needs no
// @types/node to use them. A Node Buffer is a Uint8Array, and Node's
// IncomingHttpHeaders fits the headers record.

/** The request headers, names in lower case (as Node gives them). */
export type DeliveryHeaders = Record<string, string | string[] | undefined>;

/** True when `signatureHeader` is the hex HMAC-SHA256 of `rawBody` under `secret` (timing-safe). */
export declare function verifySignature(
  rawBody: string | Uint8Array,
  signatureHeader: string | string[] | undefined | null,
  secret: string,
): boolean;

/** True when X-Hook-Signature or X-Hook-Signature-Previous of `headers` (lower-case names) is the HMAC of `rawBody` under `secret`. */
export declare function verifyHookSignatures(rawBody: string | Uint8Array, headers: DeliveryHeaders, secret: string): boolean;
