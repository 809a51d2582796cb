// The typed client (@recruiting-api/client, from its sources) against a real server:
// paths, bodies and the Error shape as the generated types describe them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createApiClient, isApiErrorBody } from '../../packages/client/src/index.ts';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('typed API client', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer(sqlite);
  });
  after(() => server?.close());

  it('sends the token as a Bearer header and gives the typed JSON body', async () => {
    const { company, token } = await server.createWorkspace();
    const api = createApiClient({ baseUrl: server.url, token });
    const { data, error, response } = await api.GET('/v3/companies');
    assert.equal(response.status, 200);
    assert.equal(error, undefined);
    assert.deepEqual(
      data?.map((c) => c._id),
      [company.id],
    );
  });

  it('fills path parameters and sends JSON bodies', async () => {
    const { company, token } = await server.createWorkspace();
    const api = createApiClient({ baseUrl: server.url, token });
    const created = await api.POST('/v3/company/{company_id}/positions', {
      params: { path: { company_id: company.id } },
      body: { name: 'Engineer' },
    });
    assert.equal(created.response.status, 200);
    assert.equal(created.data?.name, 'Engineer');
    const listed = await api.GET('/v3/company/{company_id}/positions', { params: { path: { company_id: company.id } } });
    assert.deepEqual(
      listed.data?.map((p) => p._id),
      [created.data?._id],
    );
  });

  it('asks a token function before each request, so a sign-in takes effect at once', async () => {
    const user = await server.createUser();
    let session: string | undefined;
    const api = createApiClient({ baseUrl: server.url, token: () => session });
    const signedIn = await api.POST('/v3/signin', { body: { email: user.email, password: user.password } });
    session = signedIn.data?.access_token;
    assert.match(session ?? '', /^rs_st_/);
    const key = await api.POST('/v3/user/api_keys', { body: { name: 'from the client' } });
    assert.equal(key.response.status, 201);
    assert.match(key.data?.token ?? '', /^rs_pat_/);
  });

  it('gives failures in the Error shape', async () => {
    const api = createApiClient({ baseUrl: server.url });
    const { data, error, response } = await api.GET('/v3/companies');
    assert.equal(response.status, 401);
    assert.equal(data, undefined);
    assert.ok(isApiErrorBody(error));
    assert.equal(error.error.type, 'missingAccessToken');
    assert.equal(isApiErrorBody({ error: 'text' }), false);
  });
});
