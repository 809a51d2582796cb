// The console's sign-in form posted without script (POST /signin) and the
// console's check of its cookie (GET /console/session), over real HTTP: the
// same sign-in as POST /v3/signin (its rate limit too), the cookie as PUT
// /console/session sets it, 303 to a page of this origin only or back to the
// form with the failure, nothing from another site, and no password in any
// address or log line.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SIGN_IN_FORM_LIMIT } from '../../src/routes/console-sign-in.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const CONSOLE = { 'x-recruiting-console': '1' };
const FORM = 'application/x-www-form-urlencoded';

for (const dialect of DIALECTS) {
  describe(`the sign-in form without script, POST /signin [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    /** Posts the form as a browser on the server's own page does, unless `headers` says otherwise; redirects are not followed. */
    async function post(fields: Record<string, string>, options: { query?: string; headers?: Record<string, string>; body?: string } = {}) {
      const response = await fetch(`${server.url}/signin${options.query ?? ''}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': FORM, 'sec-fetch-site': 'same-origin', origin: server.url, ...options.headers },
        body: options.body ?? new URLSearchParams(fields).toString(),
      });
      const text = await response.text();
      let body: any;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      return { status: response.status, headers: response.headers, text, body };
    }

    /** The Set-Cookie PUT /console/session answers for the same session. */
    async function cookieFromPut(email: string, password: string) {
      const signin = await server.post('/v3/signin', { body: { email, password } });
      assert.equal(signin.status, 200, signin.text);
      const kept = await server.put('/console/session', { token: signin.body.access_token, headers: CONSOLE });
      assert.equal(kept.status, 204, kept.text);
      return kept.headers.get('set-cookie') ?? '';
    }

    it('signs in: 303 to the page asked for, with the cookie PUT /console/session sets', async () => {
      const user = await server.createUser();
      const res = await post({ email: ` ${user.email} `, password: user.password }, { query: '?next=%2Faccount%2Fapi-keys%3Ftab%3D1' });
      assert.equal(res.status, 303, res.text);
      assert.equal(res.headers.get('location'), '/account/api-keys?tab=1');
      const setCookie = res.headers.get('set-cookie') ?? '';
      const token = /^recruiting_console_session=(rs_st_[^;]+);/.exec(setCookie)?.[1];
      assert.ok(token, `a session token in ${setCookie}`);
      // The same session (POST /v3/signin gives a live session's token back), and the same attributes.
      assert.equal(await cookieFromPut(user.email, user.password), setCookie);
      const details = await server.get('/v3/user/details', { headers: { cookie: `recruiting_console_session=${token}`, ...CONSOLE } });
      assert.equal(details.status, 200, details.text);
      assert.equal(details.body.email_address, user.email.toLowerCase());
    });

    it('goes to the companies when no page, or no page of this origin, was asked for', async () => {
      const user = await server.createUser();
      for (const query of [
        '',
        '?next=',
        '?next=%2F%2Fevil.example',
        '?next=https%3A%2F%2Fevil.example%2F',
        '?next=%2F%5Cevil.example',
        '?next=a&next=b',
      ]) {
        const res = await post({ email: user.email, password: user.password }, { query });
        assert.equal(res.status, 303, `${query}: ${res.text}`);
        assert.equal(res.headers.get('location'), '/companies', query);
      }
    });

    it('sends a wrong password back to the form with the failure, and no cookie', async () => {
      const user = await server.createUser();
      const res = await post({ email: user.email, password: 'not the password' }, { query: '?next=%2Faccount' });
      assert.equal(res.status, 303, res.text);
      const location = new URL(res.headers.get('location') ?? '', server.url);
      assert.equal(location.pathname, '/signin');
      assert.equal(location.searchParams.get('error'), 'invalidCredentials');
      assert.equal(location.searchParams.get('next'), '/account');
      assert.equal(res.headers.get('set-cookie'), null);
      for (const secret of [user.password, 'not the password', user.email]) {
        assert.ok(!decodeURIComponent(location.href).includes(secret), 'no credential in the address');
      }
      // An email that is no email, a missing password: the same, never a cookie.
      for (const fields of [{ email: 'not an email', password: 'x' }, { email: user.email }] as Array<Record<string, string>>) {
        const odd = await post(fields);
        assert.equal(odd.status, 303, odd.text);
        assert.equal(new URL(odd.headers.get('location') ?? '', server.url).searchParams.get('error'), 'invalidCredentials');
        assert.equal(odd.headers.get('set-cookie'), null);
      }
    });

    it('counts its failures in the same rate limit as POST /v3/signin, and says when to retry', async () => {
      const user = await server.createUser();
      for (let i = 0; i < 3; i++) assert.equal((await post({ email: user.email, password: 'wrong' })).status, 303);
      for (let i = 0; i < 2; i++) {
        assert.equal((await server.post('/v3/signin', { body: { email: user.email, password: 'wrong' } })).status, 401);
      }
      const limited = await post({ email: user.email, password: user.password });
      assert.equal(limited.status, 303, limited.text);
      assert.equal(limited.headers.get('set-cookie'), null, 'not signed in, even with the right password');
      const location = new URL(limited.headers.get('location') ?? '', server.url);
      assert.equal(location.searchParams.get('error'), 'tooManySigninAttempts');
      const retry = Number(location.searchParams.get('retry'));
      assert.ok(Number.isInteger(retry) && retry > 0, `retry=${retry}`);
      const api = await server.post('/v3/signin', { body: { email: user.email, password: user.password } });
      assert.equal(api.status, 429, 'and the API refuses too');
      server.clock.advance(retry * 1000);
      assert.equal((await post({ email: user.email, password: user.password })).headers.get('location'), '/companies');
    });

    it('refuses a post from another site (login forgery) with 403 in the Error shape, and signs nothing in', async () => {
      const user = await server.createUser();
      const fields = { email: user.email, password: user.password };
      for (const headers of [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        // Sec-Fetch-Site: same-origin wins over anything else, but without it the Origin must be this server's.
        { 'sec-fetch-site': '', origin: 'https://evil.example' },
        { 'sec-fetch-site': '', origin: 'null' },
        { 'sec-fetch-site': '', origin: '' },
      ]) {
        const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
        const res = await fetch(`${server.url}/signin`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': FORM, ...sent },
          body: new URLSearchParams(fields).toString(),
        });
        const body = await res.json();
        assert.equal(res.status, 403, JSON.stringify(headers));
        assertErrorShape(body, JSON.stringify(headers));
        assert.equal(body.error.type, 'crossSiteSignIn');
        assert.equal(res.headers.get('set-cookie'), null);
      }
      // Without Sec-Fetch-Site, this server's own Origin is enough.
      const own = await fetch(`${server.url}/signin`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': FORM, origin: server.url },
        body: new URLSearchParams(fields).toString(),
      });
      assert.equal(own.status, 303);
      assert.match(own.headers.get('set-cookie') ?? '', /^recruiting_console_session=rs_st_/);
    });

    it('takes the form only: another type is 415, a body over the limit 413, both in the Error shape', async () => {
      const user = await server.createUser();
      const json = await post(
        {},
        { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) },
      );
      assert.equal(json.status, 415, json.text);
      assertErrorShape(json.body, 'json');
      assert.equal(json.headers.get('set-cookie'), null);
      const big = await post({ email: user.email, password: 'x'.repeat(SIGN_IN_FORM_LIMIT) });
      assert.equal(big.status, 413, big.text);
      assertErrorShape(big.body, 'big');
      assert.equal(big.body.error.type, 'payloadTooLarge');
      // Refused on the declared length alone, before a byte of the body is read.
      const declared = await rawRequest(
        server.url,
        {
          method: 'POST',
          target: '/signin',
          headers: [
            ['Content-Type', FORM],
            ['Sec-Fetch-Site', 'same-origin'],
            ['Content-Length', String(10 ** 12)],
          ],
        },
        { timeoutMs: 5_000 },
      );
      assert.equal(declared.status, 413);
      assertErrorShape(JSON.parse(declared.body), 'declared');
    });

    it('writes neither the password nor the email into the log', async () => {
      const user = await server.createUser({ password: 'a password to spot in logs' });
      server.logs.length = 0;
      assert.equal((await post({ email: user.email, password: user.password }, { query: '?next=%2Faccount' })).status, 303);
      assert.equal((await post({ email: user.email, password: 'another password to spot' })).status, 303);
      const logs = server.logs.join('\n');
      assert.match(logs, /"url":"\/signin\?next=%2Faccount"/, 'the request line is logged');
      for (const secret of [user.password, 'another password to spot', user.email, encodeURIComponent(user.email)]) {
        assert.ok(!logs.includes(secret), `${secret} is not in the log`);
      }
    });
  });

  describe(`the console's check of its cookie, GET /console/session [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    it('answers 204 for a live session in the cookie, 401 without one or after sign-out, 403 without the console header', async () => {
      const user = await server.createUser();
      const signin = await server.post('/v3/signin', { body: { email: user.email, password: user.password } });
      const cookie = `recruiting_console_session=${signin.body.access_token}`;
      const live = await server.get('/console/session', { headers: { cookie, ...CONSOLE, 'sec-fetch-site': 'same-origin' } });
      assert.equal(live.status, 204, live.text);
      assert.equal(live.headers.get('cache-control'), 'no-store');

      const none = await server.get('/console/session', { headers: CONSOLE });
      assert.equal(none.status, 401);
      assertErrorShape(none.body, 'none');
      const bare = await server.get('/console/session', { headers: { cookie } });
      assert.equal(bare.status, 403);
      assert.equal(bare.body.error.type, 'consoleRequestRequired');
      const forged = await server.get('/console/session', { headers: { cookie, ...CONSOLE, 'sec-fetch-site': 'cross-site' } });
      assert.equal(forged.status, 403);

      assert.equal((await server.delete('/console/session', { headers: { cookie, ...CONSOLE } })).status, 204);
      const ended = await server.get('/console/session', { headers: { cookie, ...CONSOLE } });
      assert.equal(ended.status, 401);
      assert.equal(ended.body.error.type, 'signedOutAccessToken');
    });
  });
}
