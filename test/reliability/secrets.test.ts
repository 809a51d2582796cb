// Secrets: passwords, PATs, session tokens and webhook secrets are shown once
// (a PAT when made, a session token by sign-in, a webhook secret by create)
// and then never again: in no other response, in no log line at any level,
// in no webhook sent to a receiver, and in no stored column in clear. The
// test makes every kind, uses them on every kind of request, the failing and
// malformed ones included, runs deliveries, then scans every response body
// and header seen, every log line (with any bytes logged as Buffer JSON
// decoded), every request the receivers got, every row of every table as
// text, and for SQLite the raw database file with its -wal and -shm.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { sha256Hex } from '../../src/crypto/tokens.ts';
import { dumpAsText, readAll, tableNames } from '../helpers/db-contents.ts';
import { DIALECTS, sqliteFile } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { rawExchange, rawRequest, type RawRequest } from '../helpers/raw-http.ts';
import { startTestServer, type RequestOptions, type TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';
import { report, seedOnFailure, seededBytes, seededRandom } from './support.ts';
import { UsersRepository } from '../../src/storage/repositories/users-repository.ts';

interface Secret {
  kind: 'password' | 'pat' | 'session' | 'webhook secret' | 'master key';
  value: string;
  /** Ids of the responses allowed to show it: its one-time display. */
  shownIn: Set<number>;
}

interface Seen {
  id: number;
  what: string;
  text: string;
}

/**
 * The forms in which a secret could be written down: as is, JSON- and
 * URL-escaped, and the random part (after its prefix) as text, hex and base64
 * of its bytes. Forms shorter than 16 characters are left out: they could
 * match by chance.
 */
function forms(secret: Secret): string[] {
  const { value } = secret;
  const out = new Set([
    value,
    JSON.stringify(value).slice(1, -1),
    encodeURIComponent(value),
    Buffer.from(value).toString('base64'),
    Buffer.from(value).toString('hex'),
  ]);
  const prefix = /^(rs_pat_|rs_st_|whsec_)/.exec(value)?.[1];
  if (prefix) {
    const body = value.slice(prefix.length);
    const bytes = Buffer.from(body, prefix === 'whsec_' ? 'base64' : 'base64url');
    for (const form of [body, bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url')]) out.add(form);
  }
  if (secret.kind === 'master key') {
    const bytes = Buffer.from(value, 'hex');
    out.add(bytes.toString('base64'));
    out.add(bytes.toString('base64url'));
  }
  return [...out].filter((form) => form.length >= 16);
}

/** Made-up passwords and planted secrets come from the suite's seed. */
const random = seededRandom();

/** The log entries of the server, one object per line. */
function logEntries(lines: string[]): Array<{ msg?: string; reqId?: string; req?: { url?: string } }> {
  return lines
    .flatMap((chunk) => chunk.split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Log lines with every `{"type":"Buffer","data":[...]}` also decoded, so bytes logged as numbers are searched too. */
function decodedLogText(lines: string[]): string {
  const decoded: string[] = [];
  for (const line of lines) {
    for (const match of line.matchAll(/\{"type":"Buffer","data":\[([\d,]*)\]\}/g)) {
      decoded.push(Buffer.from(match[1]!.split(',').filter(Boolean).map(Number)).toString('latin1'));
    }
  }
  return [...lines, ...decoded].join('\n');
}

for (const dialect of DIALECTS) {
  describe(`secrets after their one-time display [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ok: HttpsReceiver;
    let failing: HttpsReceiver;
    const secrets: Secret[] = [];
    const seen: Seen[] = [];
    const figures = {
      responses: 0,
      responseBytes: 0,
      logLines: 0,
      logBytes: 0,
      receivedRequests: 0,
      tables: 0,
      rows: 0,
      rowTextBytes: 0,
      fileBytes: 0,
      forms: 0,
    };

    const secret = (kind: Secret['kind'], value: string, ...shownIn: number[]) => {
      secrets.push({ kind, value, shownIn: new Set(shownIn) });
      return value;
    };

    /** A request through fetch, its answer recorded for the scan; returns the answer and the id it was recorded under. */
    async function call(method: string, path: string, options: RequestOptions = {}) {
      const res = await server.request(method, path, options);
      const id = seen.length;
      seen.push({ id, what: `${method} ${path} → ${res.status}`, text: `${JSON.stringify([...res.headers])}\n${res.text}` });
      return { ...res, id };
    }

    async function raw(what: string, request: RawRequest | Buffer) {
      const res = Buffer.isBuffer(request)
        ? await rawExchange(server.url, request, { timeoutMs: 5_000 })
        : await rawRequest(server.url, request, { timeoutMs: 5_000 });
      seen.push({ id: seen.length, what, text: res.raw.toString('latin1') });
      return res;
    }

    before(async () => {
      ok = await HttpsReceiver.start();
      failing = await HttpsReceiver.start();
      failing.behave = () => ({ status: 500, body: 'receiver broke' });
      // The worker runs, on real time: deliveries are part of what must not leak.
      server = await startTestServer(dialect, { realClock: true });
    });

    after(async () => {
      await server?.close();
      await ok?.close();
      await failing?.close();
    });

    it(
      'are shown once, then found in no response, log line, delivery, column or database file',
      seedOnFailure(async () => {
        // ---- Every kind of secret, each with its one display.
        const passwordOf = (name: string) => `pw-${name}-"quoted"\\back wörd-${seededBytes(random, 12).toString('base64url')}`;
        const company = await server.createCompany({ name: 'Secretive' });
        const customer = await server.createUser({ password: secret('password', passwordOf('customer')) });
        const partner = await server.createUser({ password: secret('password', passwordOf('partner')), partner: true });
        for (const user of [customer, partner]) await server.addMember(company.id, user.id);
        const customerPat = secret('pat', await server.createPat(customer.id));
        const partnerPat = secret('pat', await server.createPat(partner.id));
        const revoked = await server.services.auth.createPersonalAccessToken(customer.id, 'revoked');
        secret('pat', revoked.token);
        await server.services.auth.revokePersonalAccessToken(revoked.id);
        const masterKey = fs.readFileSync(`${server.database.dataDir}/secret.key`, 'utf8').trim();
        secret('master key', masterKey);

        const signin = async (user: { email: string; password: string }) => {
          const res = await call('POST', '/v3/signin', { body: { email: user.email, password: user.password } });
          assert.equal(res.status, 200, res.text);
          return res;
        };
        const first = await signin(customer);
        // Signing in again while the session lives gives the same token (spec section 4): a second display, by design.
        const again = await signin(customer);
        assert.equal(again.body.access_token, first.body.access_token);
        const session = secret('session', first.body.access_token, first.id, again.id);
        const partnerSignin = await signin(partner);
        const partnerSession = secret('session', partnerSignin.body.access_token, partnerSignin.id);

        const base = `/v3/company/${company.id}`;
        const created: Array<{ id: string }> = [];
        const endpointSecrets = new Map<string, string>();
        for (const [token, url] of [
          [customerPat, ok.url('/ok')],
          [customerPat, failing.url('/failing')],
          [partnerPat, ok.url('/partner')],
          [session, ok.url('/by-session')],
        ] as const) {
          const res = await call('POST', `${base}/webhook_endpoints`, {
            token,
            body: { url, events: ['candidateAdded', 'companyNotePosted'] },
          });
          assert.equal(res.status, 201, res.text);
          endpointSecrets.set(res.body.id, secret('webhook secret', res.body.secret, res.id));
          created.push(res.body);
        }
        const legacy = await server.services.webhookEndpoints.importLegacy({
          companyId: company.id,
          url: ok.url('/legacy'),
          events: ['candidateAdded'],
        });
        endpointSecrets.set(legacy.id, secret('webhook secret', legacy.secret));

        // ---- Use them: every kind of request, successful and not.
        for (const token of [customerPat, session, partnerPat, partnerSession]) {
          for (const path of ['/v3/companies', '/v3/user/details', `${base}/webhook_endpoints`, `${base}/pipelines`, `${base}/positions`]) {
            assert.equal((await call('GET', path, { token })).status, 200, path);
          }
        }
        for (const endpoint of created.slice(0, 2)) {
          const path = `${base}/webhook_endpoint/${endpoint.id}`;
          await call('GET', path, { token: customerPat });
          await call('PUT', path, { token: session, body: { description: 'updated' } });
          await call('POST', `${path}/pause`, { token: customerPat });
          await call('POST', `${path}/resume`, { token: customerPat });
          // A body that tries to set the secret: refused, and the refusal repeats no value.
          await call('PUT', path, { token: customerPat, body: { secret: secrets.at(-1)!.value } });
          await call('GET', path, { token: partnerPat });
        }
        await call('GET', `${base}/webhook_endpoint/${legacy.id}`, { token: customerPat });
        await call('DELETE', `${base}/webhook_endpoint/${created[3]!.id}`, { token: customerPat });

        const position = await call('POST', `${base}/positions`, { token: customerPat, body: { name: 'Engineer' } });
        const candidate = await call('POST', `${base}/position/${position.body._id}/candidates`, {
          token: session,
          body: { name: 'Ada', email_address: 'ada@example.com' },
        });
        await call('POST', `${base}/position/${position.body._id}/candidate/${candidate.body._id}/notes`, {
          token: partnerPat,
          body: { body: 'Strong' },
        });
        await call('PUT', `${base}/position/${position.body._id}/candidate/${candidate.body._id}/stage`, {
          token: customerPat,
          body: { stage_id: 'interview' },
        });

        // Credentials in every wrong place a client may put them.
        await call('GET', '/v3/companies', { headers: { authorization: `Bearer ${customerPat} extra` } });
        await call('GET', '/v3/companies', { headers: { authorization: `bearer ${session}` } });
        await call('GET', '/v3/companies', { headers: { authorization: customerPat } });
        await call('GET', '/v3/companies', {
          headers: { authorization: `Basic ${Buffer.from(`${customer.email}:${customer.password}`).toString('base64')}` },
        });
        await call('GET', '/v3/companies', { token: revoked.token });
        await call('GET', `${base}/positions`, { token: customerPat, headers: { cookie: `session=${session}` } });
        await raw('headers too large, with a PAT', {
          method: 'GET',
          target: '/v3/companies',
          headers: [
            ['Authorization', `Bearer ${customerPat}`],
            ['X-Pad', 'p'.repeat(20_000)],
          ],
        });
        await raw('a malformed request line, then a session token', Buffer.from(`GARBAGE\r\nAuthorization: Bearer ${session}\r\n\r\n`));
        await raw(
          'an invalid header after the token',
          Buffer.from(`GET /v3/companies HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${partnerPat}\r\nBad Header\r\n\r\n`),
        );
        await raw('a lying Content-Length on sign-in', {
          method: 'POST',
          target: '/v3/signin',
          headers: [
            ['Content-Type', 'application/json'],
            ['Content-Length', '5'],
          ],
          body: JSON.stringify({ email: customer.email, password: customer.password }),
        });

        // Failed sign-ins: wrong passwords (another user's), unknown emails, bodies that don't parse or validate.
        await call('POST', '/v3/signin', { body: { email: customer.email, password: partner.password } });
        await call('POST', '/v3/signin', { body: { email: 'nobody@example.com', password: customer.password } });
        await call('POST', '/v3/signin', {
          rawBody: `{"email":"${customer.email}","password":${customer.password}}`,
          headers: { 'content-type': 'application/json' },
        });
        await call('POST', '/v3/signin', { body: { email: customer.password, password: customer.password } });
        await call('POST', '/v3/signin', { body: { email: customer.email, password: customer.password, password2: partner.password } });
        await call('POST', '/v3/signin', {
          rawBody: `email=${customer.email}&password=${customer.password}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        // A sign-in that fails inside: the error is logged, with nothing of the request's body.
        const usersRepository = UsersRepository.prototype;
        const findByEmail = usersRepository.findByEmail;
        usersRepository.findByEmail = async () => {
          throw new Error('storage failed (test)');
        };
        try {
          assert.equal((await call('POST', '/v3/signin', { body: { email: partner.email, password: partner.password } })).status, 500);
        } finally {
          usersRepository.findByEmail = findByEmail;
        }

        // A signed-out session and its later use.
        await call('GET', '/v3/signout', { token: partnerSession });
        assert.equal((await call('GET', '/v3/companies', { token: partnerSession })).status, 401);

        // Deliveries happened, to the succeeding and the failing receiver, and their outcomes are stored.
        await ok.waitFor(
          (requests) => requests.some((r) => r.path === '/ok') && requests.some((r) => r.path === '/partner'),
          15_000,
          'deliveries',
        );
        await failing.waitForCount(1, 15_000);
        await eventually(
          async () => {
            const attempts = await server.services.storage.db.selectFrom('webhook_delivery_attempts').select('status_code').execute();
            return attempts.some((a) => a.status_code === 500) && attempts.some((a) => a.status_code === 200);
          },
          15_000,
          'stored delivery attempts',
        );
        await server.services.auth.flushLastUse();

        // ---- What was stored is stored as promised: hashes and ciphertext.
        const contents = await readAll(server);
        for (const row of contents.users!)
          assert.match(String(row.password_hash), /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
        const patHashes = new Set(contents.personal_access_tokens!.map((row) => row.token_hash));
        for (const token of [customerPat, partnerPat, revoked.token])
          assert.ok(patHashes.has(sha256Hex(token)), 'a PAT is stored as its SHA-256');
        const sessionHashes = new Set(contents.sessions!.map((row) => row.token_hash));
        for (const token of [session, partnerSession])
          assert.ok(sessionHashes.has(sha256Hex(token)), 'a session token is stored as its SHA-256');
        const stored = new Map(
          contents.webhook_endpoints!.map((row) => [row.id, server.services.secretBox.open(String(row.secret_ciphertext))]),
        );
        for (const [id, value] of endpointSecrets) {
          if (id === created[3]!.id) assert.ok(!stored.has(id), 'the deleted endpoint is gone');
          else assert.equal(stored.get(id), value, 'a webhook secret is stored encrypted, readable with the master key');
        }

        // ---- The scan.
        // A request's closing log line is written once its answer is out, which may be a moment
        // after the client has it. A last request, sent after every other was answered: once its
        // closing line is written, so are theirs.
        assert.equal((await server.get('/v3/health?last-request-before-the-scan')).status, 200);
        await eventually(
          async () => {
            const entries = logEntries(server.logs);
            const last = entries.find((e) => e.msg === 'incoming request' && e.req?.url === '/v3/health?last-request-before-the-scan');
            return last !== undefined && entries.some((e) => e.reqId === last.reqId && e.msg === 'request completed');
          },
          10_000,
          'the closing log line of the last request',
        );
        const places: Array<{ where: string; text: string; allowedFor?: (s: Secret) => boolean }> = [];
        for (const response of seen) {
          places.push({ where: `response to ${response.what}`, text: response.text, allowedFor: (s) => s.shownIn.has(response.id) });
          figures.responses += 1;
          figures.responseBytes += response.text.length;
        }
        const logText = decodedLogText(server.logs);
        figures.logLines = server.logs.length;
        figures.logBytes = logText.length;
        places.push({ where: 'the log', text: logText });
        for (const receiver of [ok, failing]) {
          for (const request of receiver.requests) {
            places.push({ where: `a delivery to ${request.path}`, text: `${JSON.stringify(request.headers)}\n${request.body}` });
            figures.receivedRequests += 1;
          }
        }
        const dump = await dumpAsText(server);
        figures.tables = (await tableNames(server)).length;
        for (const [table, rows] of Object.entries(dump)) {
          figures.rows += rows.length;
          for (const row of rows) {
            figures.rowTextBytes += row.length;
            places.push({ where: `a row of ${table}`, text: row });
          }
        }
        if (dialect.name === 'sqlite') {
          const file = sqliteFile(server.database);
          for (const suffix of ['', '-wal', '-shm']) {
            if (!fs.existsSync(file + suffix)) continue;
            const bytes = fs.readFileSync(file + suffix);
            figures.fileBytes += bytes.length;
            places.push({ where: `the database file${suffix || ''}`, text: bytes.toString('latin1') });
          }
          assert.ok(figures.fileBytes > 0, 'no database file to scan');
        }

        const found: string[] = [];
        for (const s of secrets) {
          const variants = forms(s);
          figures.forms += variants.length;
          // Searched byte for byte: the latin1 view of a file holds a UTF-8 secret as its UTF-8 bytes.
          const needles = variants.flatMap((form) => [form, Buffer.from(form, 'utf8').toString('latin1')]);
          for (const place of places) {
            if (place.allowedFor?.(s)) continue;
            const hit = needles.find((needle) => place.text.includes(needle));
            if (hit) found.push(`${s.kind} ${s.value.slice(0, 10)}… in ${place.where} (as ${JSON.stringify(hit.slice(0, 24))}…)`);
          }
        }
        report(`secrets-${dialect.name}`, { secrets: secrets.length, kinds: [...new Set(secrets.map((s) => s.kind))], ...figures });
        assert.deepEqual(found, []);

        // The scan saw what it should have: the paths that could leak were taken.
        assert.ok(
          server.logs.some((line) => line.includes('"client error"')),
          'no client error was logged',
        );
        assert.ok(
          server.logs.some((line) => line.includes('storage failed (test)')),
          'the failed sign-in was not logged',
        );
        assert.ok(figures.receivedRequests >= 3, `only ${figures.receivedRequests} deliveries`);
        assert.ok(seen.filter((r) => /→ 4\d\d$/.test(r.what)).length >= 10, 'too few refused requests');
      }),
    );

    it('the scan finds a secret where one is (the test can fail)', () => {
      const planted: Secret = { kind: 'pat', value: `rs_pat_${seededBytes(random, 32).toString('base64url')}`, shownIn: new Set() };
      const buffer = JSON.stringify({ err: { rawPacket: Buffer.from(`Authorization: Bearer ${planted.value}`) } });
      assert.ok(
        forms(planted).some((form) => decodedLogText([buffer]).includes(form)),
        'a token logged as Buffer JSON was missed',
      );
      const whsec: Secret = { kind: 'webhook secret', value: `whsec_${seededBytes(random, 32).toString('base64')}`, shownIn: new Set() };
      const hex = Buffer.from(whsec.value.slice(6), 'base64').toString('hex');
      assert.ok(
        forms(whsec).some((form) => `stored: ${hex}`.includes(form)),
        'a secret stored as hex was missed',
      );
    });
  });
}
