// Makes a private certificate authority and a server certificate for
// 127.0.0.1 / localhost / ::1 (and hooks.receiver.test, a name tests make
// resolve where they like) signed by it, with openssl. Test processes trust
// the CA through Node's standard NODE_EXTRA_CA_CERTS, which Node reads only
// at start-up: so this runs before the test processes start.
// Also makes a self-signed certificate that nothing trusts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function openssl(args, cwd) {
  execFileSync('openssl', args, { cwd, stdio: 'pipe' });
}

/** Returns the directory holding ca.crt, server.crt, server.key, untrusted.crt, untrusted.key. */
export function makeTestCertificates(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-tls-'))) {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(['req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '3', '-subj', '/CN=recruiting-api test CA'], dir);
  openssl(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost'], dir);
  fs.writeFileSync(
    path.join(dir, 'server.ext'),
    'subjectAltName=DNS:localhost,DNS:hooks.receiver.test,IP:127.0.0.1,IP:::1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.crt',
      '-days',
      '3',
      '-extfile',
      'server.ext',
    ],
    dir,
  );
  openssl(
    [
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'untrusted.key',
      '-out',
      'untrusted.crt',
      '-days',
      '3',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    dir,
  );
  return dir;
}
