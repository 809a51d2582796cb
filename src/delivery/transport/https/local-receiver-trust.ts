// The certificate of `recruiting-api listen`'s local receiver, trusted for
// deliveries to loopback hosts while private targets are allowed
// (Config.webhook.localReceiverCertificate). Only loopback: the file sits in
// DATA_DIR beside the master key, and whoever could replace it could already
// read that key, but a receiver on another host is never vouched for by it.
// The file is read when a connection is made (and kept while it is
// unchanged), so a certificate that `listen` made after the server started is
// trusted without a restart.
import fs from 'node:fs';
import tls from 'node:tls';

/** True for a URL host that is this machine: 127.0.0.0/8, ::1 and localhost names. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The certificates a TLS connection trusts when given none: Node's roots and NODE_EXTRA_CA_CERTS. */
function defaultCertificates(): string[] {
  const getter = (tls as { getCACertificates?: (type: 'default') => string[] }).getCACertificates;
  if (getter) return getter('default');
  // Node.js before 22.15: the bundled roots, and the extra file Node itself read at start.
  const extra = process.env.NODE_EXTRA_CA_CERTS;
  let extras: string[] = [];
  if (extra) {
    try {
      extras = fs.readFileSync(extra, 'utf8').match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? [];
    } catch {
      // Node warned at start already; it trusts none of them either.
    }
  }
  return [...tls.rootCertificates, ...extras];
}

export class LocalReceiverTrust {
  private seen: { mtimeMs: number; size: number; ca: string[] } | undefined;

  constructor(private readonly file: string) {}

  /** The CA list for a connection to a loopback host: the defaults and the local receiver's certificate; undefined while there is none. */
  certificatesFor(hostname: string): string[] | undefined {
    if (!isLoopbackHost(hostname)) return undefined;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch {
      return undefined;
    }
    if (this.seen?.mtimeMs !== stat.mtimeMs || this.seen.size !== stat.size) {
      let pem: string;
      try {
        pem = fs.readFileSync(this.file, 'utf8');
      } catch {
        return undefined;
      }
      this.seen = { mtimeMs: stat.mtimeMs, size: stat.size, ca: [...defaultCertificates(), pem] };
    }
    return this.seen.ca;
  }
}
