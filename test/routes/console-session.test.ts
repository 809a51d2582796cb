// The web console's session cookie over real HTTP: kept after sign-in only for
// a session token, read only beside the console's header and never for another
// site's request, cleared and signed out by DELETE, and never in the way of
// the API's bearer tokens.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const CONSOLE = { 'x-recruiting-console': '1' };

describe('the console session cookie', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer(sqlite);
  });
  after(() => server?.close());

  async function signedIn() {
    const user = await server.createUser();
    const signin = await server.post('/v3/signin', { body: { email: user.email, password: user.password } });
    assert.equal(signin.status, 200, signin.text);
    const token = signin.body.access_token as string;
    const kept = await server.put('/console/session', { token, headers: CONSOLE });
    assert.equal(kept.status, 204, kept.text);
    const setCookie = kept.headers.get('set-cookie') ?? '';
    const cookie = setCookie.split(';')[0]!;
    return { user, token, setCookie, cookie };
  }

  it('keeps a session token in an HttpOnly, SameSite=Strict cookie, Secure on a loopback address, for as long as a session lives', async () => {
    const { token, setCookie, cookie } = await signedIn();
    assert.equal(cookie, `recruiting_console_session=${token}`);
    const attributes = setCookie.split(';').map((a) => a.trim());
    for (const attribute of ['HttpOnly', 'SameSite=Strict', 'Secure', 'Path=/', `Max-Age=${30 * 24 * 3600}`]) {
      assert.ok(attributes.includes(attribute), `${attribute} in ${setCookie}`);
    }
  });

  it('authenticates the console: the cookie beside its header, from the same origin', async () => {
    const { user, cookie } = await signedIn();
    const details = await server.get('/v3/user/details', { headers: { cookie, ...CONSOLE, 'sec-fetch-site': 'same-origin' } });
    assert.equal(details.status, 200, details.text);
    assert.equal(details.body.email_address, user.email.toLowerCase());
  });

  it('refuses the cookie without the header, or from another site: a forged request is not signed in', async () => {
    const { cookie } = await signedIn();
    const bare = await server.get('/v3/user/details', { headers: { cookie } });
    assert.equal(bare.status, 401);
    assert.equal(bare.body.error.type, 'missingAccessToken');
    for (const site of ['cross-site', 'same-site']) {
      const forged = await server.get('/v3/user/details', { headers: { cookie, ...CONSOLE, 'sec-fetch-site': site } });
      assert.equal(forged.status, 401, site);
    }
    const refused = await server.delete('/console/session', { headers: { cookie, 'sec-fetch-site': 'cross-site', ...CONSOLE } });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error.type, 'consoleRequestRequired');
  });

  it('keeps no personal access token in a cookie', async () => {
    const { user } = await signedIn();
    const pat = await server.createPat(user.id);
    const res = await server.put('/console/session', { token: pat, headers: CONSOLE });
    assert.equal(res.status, 400);
    assert.equal(res.body.error.type, 'sessionTokenRequired');
    assert.equal(res.headers.get('set-cookie'), null);
  });

  it('leaves bearer tokens as they were: an Authorization header wins over the cookie', async () => {
    const first = await signedIn();
    const other = await signedIn();
    const res = await server.get('/v3/user/details', { token: other.token, headers: { cookie: first.cookie, ...CONSOLE } });
    assert.equal(res.status, 200);
    assert.equal(res.body.email_address, other.user.email.toLowerCase());
  });

  it('signs the session out and clears the cookie on DELETE', async () => {
    const { token, cookie } = await signedIn();
    const res = await server.delete('/console/session', { headers: { cookie, ...CONSOLE } });
    assert.equal(res.status, 204);
    assert.match(res.headers.get('set-cookie') ?? '', /^recruiting_console_session=; .*Max-Age=0/);
    const after = await server.get('/v3/user/details', { token });
    assert.equal(after.status, 401);
    assert.equal(after.body.error.type, 'signedOutAccessToken');
  });
});
