import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { DIALECTS } from '../helpers/dialects.ts';
import { pipelined } from '../helpers/raw-http.ts';
import { scaled } from '../helpers/time-scale.ts';
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

    it("answers each of 50 checks pipelined on one connection, none sharing another's probe of the database", async () => {
      const answers = await pipelined(server.url, { method: 'GET', target: '/v3/health' }, 50, { timeoutMs: scaled(20_000) });
      assert.equal(answers.length, 50);
      for (const answer of answers) {
        assert.equal(answer.status, 200, answer.body);
        assert.deepEqual(JSON.parse(answer.body), { status: 'ok', database: 'reachable', dialect: dialect.name });
      }
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

  describe(`GET /livez and /readyz [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let metricsBase: string;
    before(async () => {
      server = await startTestServer(dialect, { env: { METRICS_PORT: '0' } });
      metricsBase = server.server.metricsUrl!.replace(/\/metrics$/, '');
    });
    after(() => server?.close());

    const probe = async (url: string) => {
      const res = await fetch(url);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    it('answer on the API listener and on the metrics listener, without authentication', async () => {
      for (const base of [server.url, metricsBase]) {
        assert.deepEqual(await probe(`${base}/livez`), { status: 200, body: { status: 'ok' } }, base);
        assert.deepEqual(
          await probe(`${base}/readyz`),
          { status: 200, body: { status: 'ready', database: 'reachable', migrations: 'applied', worker: 'running' } },
          base,
        );
      }
    });

    it('/readyz answers each of 50 probes pipelined on one connection, on both listeners', async () => {
      for (const base of [server.url, metricsBase]) {
        const answers = await pipelined(base, { method: 'GET', target: '/readyz' }, 50, { timeoutMs: scaled(20_000) });
        assert.equal(answers.length, 50, base);
        for (const answer of answers) {
          assert.equal(answer.status, 200, answer.body);
          assert.equal(JSON.parse(answer.body).status, 'ready');
        }
      }
    });

    it('are not logged on every call, and are not part of the OpenAPI document', async () => {
      await server.get('/readyz');
      assert.ok(!server.logs.some((line) => line.includes('"url":"/readyz"')), 'a successful probe left a request line');
      const doc = (await server.get('/v3/openapi.json')).body;
      assert.deepEqual(
        Object.keys(doc.paths).filter((path) => !path.startsWith('/v3/')),
        [],
      );
    });

    it('readiness is lost while a migration this code knows is not applied', async () => {
      const { db } = server.services.storage;
      const [last] = (await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db)).rows;
      await sql`delete from kysely_migration where name = ${last!.name}`.execute(db);
      try {
        for (const base of [server.url, metricsBase]) {
          const res = await probe(`${base}/readyz`);
          assert.equal(res.status, 503, base);
          assert.equal(res.body.status, 'notReady');
          assert.equal(res.body.migrations, 'pending');
        }
        assert.equal((await probe(`${server.url}/livez`)).status, 200, 'still alive');
        assert.ok(
          server.logs.some((line) => line.includes('"msg":"not ready"')),
          'the failed probe is logged',
        );
      } finally {
        await sql`insert into kysely_migration (name, timestamp) values (${last!.name}, ${new Date().toISOString()})`.execute(db);
      }
      assert.equal((await probe(`${server.url}/readyz`)).status, 200);
    });

    it('readiness is lost when the worker stops', async () => {
      await server.worker.stop();
      const res = await probe(`${metricsBase}/readyz`);
      assert.equal(res.status, 503);
      assert.equal(res.body.worker, 'stopped');
    });

    // Last: it closes the server's database.
    it('readiness is lost, liveness kept, when the database is gone', async () => {
      await server.services.storage.close();
      for (const base of [server.url, metricsBase]) {
        const res = await probe(`${base}/readyz`);
        assert.equal(res.status, 503, base);
        assert.equal(res.body.database, 'unreachable');
        assert.equal(res.body.migrations, 'unknown');
        assert.equal((await probe(`${base}/livez`)).status, 200, base);
      }
    });
  });

  describe(`probes of a process without a worker, and of a worker-only process [${dialect.name}]`, { skip: dialect.skip }, () => {
    let api: TestServer;
    let worker: TestServer;
    before(async () => {
      api = await startTestServer(dialect, { role: 'api' });
      worker = await startTestServer(dialect, { role: 'worker', database: api.database, env: { METRICS_PORT: '0' } });
    });
    after(async () => {
      await worker?.close();
      await api?.close();
    });

    it('an API process is ready without a worker, and says nothing of one', async () => {
      const res = await fetch(`${api.url}/readyz`);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { status: 'ready', database: 'reachable', migrations: 'applied' });
    });

    it('a worker-only process answers them on its metrics listener', async () => {
      const base = worker.server.metricsUrl!.replace(/\/metrics$/, '');
      assert.equal((await fetch(`${base}/livez`)).status, 200);
      const res = await fetch(`${base}/readyz`);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { status: 'ready', database: 'reachable', migrations: 'applied', worker: 'running' });
      assert.equal((await fetch(`${base}/other`)).status, 404);
    });
  });
}
