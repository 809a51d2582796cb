import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiError } from '../../src/errors.ts';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('UserService.create', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer(sqlite);
  });
  after(() => server?.close());

  const rejects = async (input: { email: string; password?: string; name?: string }, type: string) => {
    await assert.rejects(
      server.services.users.create({ password: 'long enough', name: 'N', ...input }),
      (error: unknown) => error instanceof ApiError && error.statusCode === 400 && error.type === type,
    );
  };

  it('accepts only emails and passwords that POST /v3/signin accepts, so every user can sign in', async () => {
    for (const email of ['ü@example.com', 'a@b', 'a b@example.com', 'a@-x.example', `${'a'.repeat(310)}@example.com`]) {
      await rejects({ email }, 'invalidEmail');
      const signin = await server.post('/v3/signin', { body: { email, password: 'long enough' } });
      assert.equal(signin.status, 400, `sign-in refuses ${email} too`);
    }
    await rejects({ email: 'long-password@example.com', password: 'x'.repeat(1025) }, 'weakPassword');
    await rejects({ email: 'short@example.com', password: 'short' }, 'weakPassword');
    await rejects({ email: 'blank@example.com', name: '   ' }, 'invalidName');

    for (const email of ['First.Last+tag@Sub-Domain.Example.com', "o'brien@example.ie"]) {
      const password = 'p'.repeat(1024);
      const user = await server.services.users.create({ email, password, name: 'Some One' });
      assert.equal(user.email_address, email.toLowerCase());
      const signin = await server.post('/v3/signin', { body: { email, password } });
      assert.equal(signin.status, 200, signin.text);
    }
  });

  it('refuses a second user with the same email in another case', async () => {
    await server.services.users.create({ email: 'twice@example.com', password: 'long enough', name: 'A' });
    await rejects({ email: 'TWICE@example.com' }, 'emailTaken');
  });

  it('derives username and initial from email and name', async () => {
    const user = await server.services.users.create({ email: 'jdoe@example.com', password: 'long enough', name: '  jane   mary doe ' });
    assert.equal(user.username, 'jdoe');
    assert.equal(user.initial, 'JM');
    assert.equal(user.name, 'jane   mary doe');
  });
});
