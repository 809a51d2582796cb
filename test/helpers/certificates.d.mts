// Types of certificates.mjs, for TypeScript callers (the bench).
/** Makes a CA and certificates signed by it; returns the directory holding ca.crt, server.crt, server.key, untrusted.crt, untrusted.key. */
export function makeTestCertificates(dir?: string): string;
