// Stopping `npm start` as its users do. A signal sent to npm alone (as
// `kill` does) reaches the server, which shuts down and exits. With a webhook
// send in flight to a slow HTTPS receiver: Ctrl-C at a terminal (SIGINT to the whole foreground
// process group: npm and the server each get it, and npm forwards its own
// copy to the server milliseconds later) and SIGTERM from a process manager
// that signals the whole group. Either way the server drains: the send in
// flight finishes and its outcome is stored, npm exits 0, and the receiver
// gets the delivery once (a server that took the echo for a second Ctrl-C
// would exit 1 and send it again after its next start). The receiver answers
// slowly: only after the signals, while the server drains.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { ChildServer, openServices } from './helpers/child-server.ts';
import { sqlite, type TestDatabase } from './helpers/dialects.ts';
import { SAME_SIGNAL_WINDOW_MS } from '../src/server-signals.ts';
import { HttpsReceiver } from './helpers/https-receiver.ts';
import { scaled, within } from './helpers/time-scale.ts';
import { eventually, insertEndpointRow, recordEvent } from './helpers/webhook-fixtures.ts';

const HAS_NPM = spawnSync('npm', ['--version']).status === 0;

/** `npm start` over `database`, leading a process group of its own, as a terminal's foreground job does. */
function npmStart(database: TestDatabase): ChildServer {
  // --ignore-scripts: the start script alone, without prestart's build (the test runner built dist/).
  return ChildServer.run('npm', ['start', '--ignore-scripts'], {
    group: true,
    env: {
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      PORT: '0',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      npm_config_update_notifier: 'false',
    },
  });
}

describe('stopping npm start with a send in flight [sqlite]', { skip: HAS_NPM ? false : 'npm is not on PATH' }, () => {
  let database: TestDatabase;
  let services: Awaited<ReturnType<typeof openServices>>;
  let receiver: HttpsReceiver;

  before(async () => {
    database = await sqlite.createDatabase();
    services = await openServices(database);
    receiver = await HttpsReceiver.start();
  });
  after(async () => {
    await receiver?.close();
    await services?.closeAll();
    await database?.drop();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal} to npm's process group drains: the send finishes, exit 0, no duplicate`, async () => {
      const company = await services.companies.create({ name: `Signals ${signal}` });
      const endpoint = await insertEndpointRow(services, company._id, { url: receiver.url(`/${signal}`) });
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      receiver.behave = (request) => (request.path === `/${signal}` ? { status: 200, until: answered } : { status: 200 });

      const npm = npmStart(database);
      try {
        await npm.waitForOutput((output) => output.includes('"msg":"recruiting-api started"'), scaled(60_000), 'the server to start');
        await recordEvent(services, company._id, 'candidateAdded', { company: { _id: company._id } });
        await receiver.waitFor((requests) => requests.some((r) => r.path === `/${signal}`), 30_000, 'the send in flight');

        process.kill(-npm.child.pid!, signal);
        await npm.waitForOutput((output) => output.includes('"msg":"shutting down"'), scaled(30_000), 'the server to start draining');
        // npm's forwarded copy follows within milliseconds (unless the kernel merged it with the server's own,
        // still pending): the receiver answers only once it has come, or a second past the first.
        await npm
          .waitForOutput((output) => output.includes('"msg":"the same stop request again; still shutting down"'), 1000, "npm's copy")
          .catch(() => undefined);
        answer();
        const code = await npm.exited;
        assert.equal(code, 0, npm.output.slice(-4000));
        assert.ok(!npm.output.includes('a second stop request'), npm.output.slice(-4000));

        assert.equal(receiver.requests.filter((r) => r.path === `/${signal}`).length, 1);
        const delivery = await eventually(
          () =>
            services.storage.db
              .selectFrom('webhook_deliveries')
              .select(['status', 'attempts'])
              .where('endpoint_id', '=', endpoint.id)
              .executeTakeFirst(),
          10_000,
          'the delivery row',
        );
        assert.deepEqual(delivery, { status: 'succeeded', attempts: 1 }, 'the outcome was stored before the exit: nothing to send again');
      } finally {
        answer();
        await npm.kill();
      }
    });
  }

  it('a second Ctrl-C, later than the first, exits at once (status 1)', async () => {
    const npm = npmStart(database);
    try {
      await npm.waitForOutput((output) => output.includes('"msg":"recruiting-api started"'), scaled(60_000), 'the server to start');
      // A send in flight to a receiver that never answers keeps the drain going.
      const company = await services.companies.create({ name: 'Signals twice' });
      await insertEndpointRow(services, company._id, { url: receiver.url('/twice') });
      receiver.behave = (request) => (request.path === '/twice' ? { action: 'hang' } : { status: 200 });
      await recordEvent(services, company._id, 'candidateAdded', { company: { _id: company._id } });
      await receiver.waitFor((requests) => requests.some((r) => r.path === '/twice'), 30_000, 'the send in flight');

      process.kill(-npm.child.pid!, 'SIGINT');
      await npm.waitForOutput((output) => output.includes('"msg":"shutting down"'), scaled(30_000), 'the server to start draining');
      await new Promise((resolve) => setTimeout(resolve, SAME_SIGNAL_WINDOW_MS + 200));
      process.kill(-npm.child.pid!, 'SIGINT');
      assert.notEqual(await npm.exited, 0, npm.output.slice(-4000));
      assert.ok(npm.output.includes('"msg":"a second stop request: exiting at once'), npm.output.slice(-4000));
    } finally {
      await npm.kill();
    }
  });
});

describe('npm start, signalled alone [sqlite]', { skip: HAS_NPM ? false : 'npm is not on PATH' }, () => {
  let database: TestDatabase;
  before(async () => {
    database = await sqlite.createDatabase();
  });
  after(() => database?.drop());

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`passes ${signal} sent to npm on to the server, which shuts down and exits`, async () => {
      // --ignore-scripts: the start script alone, without prestart's build (the tests' runner built dist/ already).
      const npm = ChildServer.run('npm', ['start', '--ignore-scripts'], {
        env: { DATABASE_URL: database.url, DATA_DIR: database.dataDir, PORT: '0', LOG_LEVEL: 'info', npm_config_update_notifier: 'false' },
        group: true,
      });
      try {
        const [, api] = await npm.waitFor(/API:\s+(http:\/\/127\.0\.0\.1:\d+)\/v3/, 'stderr');
        const [started] = await npm.waitFor(/\{[^\n]*"msg":"recruiting-api started"[^\n]*\}/, 'stdout');
        const { pid } = JSON.parse(started!) as { pid: number };
        assert.notEqual(pid, npm.child.pid, 'the server is a process of its own');
        assert.equal((await fetch(`${api}/livez`)).status, 200);

        npm.child.kill(signal);
        await within(npm.exited, 30_000, 'npm did not exit');
        await npm.waitFor(new RegExp(`"signal":"${signal}"[^\\n]*"msg":"shutting down"`), 'stdout');
        await eventually(
          async () => {
            try {
              process.kill(pid, 0);
              return false;
            } catch {
              return true; // ESRCH: the server is gone
            }
          },
          30_000,
          'the server process to exit',
        );
        await assert.rejects(fetch(`${api}/livez`), 'nothing answers on the port any more');
      } finally {
        await npm.kill();
      }
    });
  }
});
