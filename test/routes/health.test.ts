import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

for (const dialect of DIALECTS) {
  describe(`GET /v3/health [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    it('answers 200 without authentication when the database is reachable', async () => {
      const res = await server.get('/v3/health');
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { status: 'ok', database: 'reachable', dialect: dialect.name });
    });

    // Last in the suite: it closes the server's database.
    it('answers 503 in the Error shape when the database is gone', async () => {
      await server.services.storage.close();
      const res = await server.get('/v3/health');
      assert.equal(res.status, 503);
      assert.equal(res.body.error.type, 'databaseUnreachable');
      assert.equal(res.body.database, 'unreachable');
    });
  });
}
