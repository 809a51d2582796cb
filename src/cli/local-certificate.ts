// The certificate of `recruiting-api listen`'s receiver: self-signed, for
// localhost, 127.0.0.1 and ::1, kept in DATA_DIR (key 0600) and made again
// when it is missing or has less than a week left. The server trusts it for
// loopback hosts while private targets are allowed
// (delivery/transport/https/local-receiver-trust.ts), reading the same file: nothing is
// installed in the system's trust store, and nothing else trusts it.
// Made with the openssl command (Node can read certificates but not make them).
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UsageError } from './usage-error.ts';

const RENEW_BEFORE_MS = 7 * 86_400_000;

export interface LocalCertificate {
  cert: string;
  key: string;
  /** Whether it was made now. */
  made: boolean;
}

/** The key file beside the certificate file. */
export function keyFileOf(certificateFile: string): string {
  return certificateFile.replace(/\.crt$/, '') + '.key';
}

function usable(certificateFile: string, now: number): LocalCertificate | undefined {
  try {
    const cert = fs.readFileSync(certificateFile, 'utf8');
    const key = fs.readFileSync(keyFileOf(certificateFile), 'utf8');
    const validTo = Date.parse(new X509Certificate(cert).validTo);
    return validTo - now > RENEW_BEFORE_MS ? { cert, key, made: false } : undefined;
  } catch {
    return undefined;
  }
}

/** Copies `from` to `to` (0600) through a temporary file beside it, renamed into place. */
function place(from: string, to: string): void {
  const temporary = `${to}.${process.pid}.tmp`;
  fs.copyFileSync(from, temporary);
  fs.chmodSync(temporary, 0o600);
  fs.renameSync(temporary, to);
}

/** The local receiver's certificate and key: the ones in DATA_DIR while they have a week left, else new ones. */
export function ensureLocalCertificate(certificateFile: string, now = Date.now()): LocalCertificate {
  const existing = usable(certificateFile, now);
  if (existing) return existing;
  // Made in a directory of our own (0700), then moved beside the database: the key is never readable by others.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-listen-'));
  try {
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          'local.key',
          '-out',
          'local.crt',
          '-days',
          '365',
          '-subj',
          '/CN=recruiting-api listen',
          '-addext',
          'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
        ],
        { cwd: scratch, stdio: 'pipe' },
      );
    } catch (error) {
      const reason =
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'the openssl command was not found'
          : String((error as { stderr?: unknown }).stderr ?? error).trim();
      throw new UsageError(`could not make the local receiver's certificate (${reason}); listen needs the openssl command`);
    }
    const directory = path.dirname(path.resolve(certificateFile));
    fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
    // The key first, and each file whole (renamed into place): the server reads the certificate as soon as it appears.
    place(path.join(scratch, 'local.key'), keyFileOf(certificateFile));
    place(path.join(scratch, 'local.crt'), certificateFile);
    return { cert: fs.readFileSync(certificateFile, 'utf8'), key: fs.readFileSync(keyFileOf(certificateFile), 'utf8'), made: true };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
