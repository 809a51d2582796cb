// A client written for the original service by others, @easybread/adapter-breezy,
// driven against this service: everything it supports (sign-in, the company
// search) and its back-off on 429. It calls https://api.breezy.hr/v3 itself
// through axios; an interceptor on that axios sends each request to the test
// server instead (and fails any request to anywhere else), so nothing leaves
// this machine.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const require = createRequire(import.meta.url);
const { BreezyAdapter, BreezyAuthStrategy, BreezyOperationName } = require('@easybread/adapter-breezy');
const { EasyBreadClient, InMemoryStateAdapter } = require('@easybread/core');
// The very axios module the adapter's core resolves (its CommonJS build), whose interceptors it runs.
const axios = createRequire(require.resolve('@easybread/core'))('axios');

const ORIGINAL = 'https://api.breezy.hr';

/** Sends the adapter's requests to `target` while installed; records what was sent and answered. */
class Redirect {
  readonly sent: Array<{ method: string; path: string; authorization?: string }> = [];
  readonly statuses: number[] = [];
  private readonly ids: [number, number];

  constructor(target: () => string) {
    const request = axios.interceptors.request.use((config: any) => {
      const url = new URL(config.url);
      if (url.origin !== ORIGINAL) throw new Error(`the adapter asked for ${url.origin}, not the original service`);
      config.url = `${target()}${url.pathname}${url.search}`;
      config.proxy = false;
      this.sent.push({ method: String(config.method).toUpperCase(), path: url.pathname, authorization: config.headers?.authorization });
      return config;
    });
    const response = axios.interceptors.response.use(
      (res: any) => {
        this.statuses.push(res.status);
        return res;
      },
      (error: any) => {
        if (error.response) this.statuses.push(error.response.status);
        return Promise.reject(error);
      },
    );
    this.ids = [request, response];
  }

  remove(): void {
    axios.interceptors.request.eject(this.ids[0]);
    axios.interceptors.response.eject(this.ids[1]);
  }
}

function newClient() {
  const state = new InMemoryStateAdapter();
  return new EasyBreadClient(state, new BreezyAdapter(), new BreezyAuthStrategy(state));
}

for (const dialect of DIALECTS) {
  describe(`@easybread/adapter-breezy against this service [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let redirect: Redirect;
    before(async () => {
      server = await startTestServer(dialect);
      redirect = new Redirect(() => server.url);
    });
    after(async () => {
      redirect?.remove();
      await server?.close();
    });

    it('signs in and reads the user as the adapter types it', async () => {
      const user = await server.createUser({ name: 'Ada Lovelace' });
      const client = newClient();
      const out = await client.invoke(BreezyOperationName.AUTHENTICATE, {
        breadId: 'ada',
        payload: { email: user.email, password: user.password },
      });
      assert.equal(out.rawPayload.success, true, JSON.stringify(out));
      assert.equal(out.provider, 'breezy');
      const { access_token, user: signedIn } = out.rawPayload.data;
      assert.match(access_token, /^rs_st_/);
      // Every field of the adapter's BreezyUser.
      for (const field of ['_id', 'email_address', 'name', 'username', 'initial', 'creation_date', 'verified_email', 'updated_date']) {
        assert.ok(field in signedIn, field);
      }
      assert.equal(signedIn._id, user.id);
      assert.equal(signedIn.name, 'Ada Lovelace');
      assert.deepEqual(redirect.sent.at(-1), { method: 'POST', path: '/v3/signin', authorization: undefined });
    });

    it('searches companies: the adapter maps them and keeps the fields its company type reads', async () => {
      const { company, user } = await server.createWorkspace();
      const second = await server.createCompany({ name: 'Second Company' });
      server.clock.advance(1000);
      await server.addMember(second.id, user.id);
      const client = newClient();
      await client.invoke(BreezyOperationName.AUTHENTICATE, { breadId: 'b', payload: { email: user.email, password: user.password } });
      const out = await client.invoke(BreezyOperationName.COMPANY_SEARCH, { breadId: 'b' });
      assert.equal(out.rawPayload.success, true, JSON.stringify(out));
      assert.deepEqual(
        out.payload.map((o: any) => o.identifier),
        [company.id, second.id],
      );
      assert.deepEqual(out.payload[1], {
        '@type': 'Organization',
        identifier: second.id,
        name: 'Second Company',
        alternateName: 'SC',
        numberOfEmployees: 1,
      });
      // BreezyCompany: _id, name, friendly_id, creation_date, updated_date, member_count, initial.
      const raw = out.rawPayload.data[1];
      assert.equal(raw.friendly_id.startsWith('second-company'), true);
      for (const field of ['_id', 'name', 'friendly_id', 'creation_date', 'updated_date', 'member_count', 'initial'])
        assert.ok(field in raw, field);
      const search = redirect.sent.at(-1)!;
      assert.equal(search.path, '/v3/companies');
      assert.match(search.authorization ?? '', /^Bearer rs_st_/);
    });

    it('reports a wrong password as the failed output of the operation, without retrying it', async () => {
      const user = await server.createUser();
      const before = redirect.sent.length;
      const out = await newClient().invoke(BreezyOperationName.AUTHENTICATE, {
        breadId: 'wrong',
        payload: { email: user.email, password: 'not the password' },
      });
      assert.equal(out.rawPayload.success, false);
      assert.match(out.rawPayload.error.message, /401/);
      assert.equal(redirect.sent.length, before + 1);
    });
  });
}

describe('@easybread/adapter-breezy and the rate limit', () => {
  let server: TestServer;
  let redirect: Redirect;
  before(async () => {
    server = await startTestServer(DIALECTS[0]!, { realClock: true, env: { API_RATE_LIMIT: '2/5s' } });
    redirect = new Redirect(() => server.url);
  });
  after(async () => {
    redirect?.remove();
    await server?.close();
  });

  it('backs off on 429 and succeeds once the window is over', async () => {
    const { user } = await server.createWorkspace();
    const client = newClient();
    await client.invoke(BreezyOperationName.AUTHENTICATE, { breadId: 'r', payload: { email: user.email, password: user.password } });
    for (let i = 0; i < 3; i++) {
      const out = await client.invoke(BreezyOperationName.COMPANY_SEARCH, { breadId: 'r' });
      assert.equal(out.rawPayload.success, true, JSON.stringify(out.rawPayload));
    }
    assert.ok(redirect.statuses.includes(429), `statuses: ${redirect.statuses.join(', ')}`);
    assert.equal(redirect.statuses.at(-1), 200);
  });
});
