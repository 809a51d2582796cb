// `serve` (role all) with its delivery engine on a thread of its own, the
// default: a real process, a real HTTPS receiver. The API's writes reach the
// thread, which delivers them signed; /readyz and the metrics see the
// thread's worker; SIGTERM while sends are held open lets them finish and
// stores their outcomes before the process exits, and a restart delivers the
// rest: nothing is lost. DELIVERY_THREAD=off keeps the engine in the event loop.
// And a server started in this process (the sources, through tsx) runs its
// thread from the sources too, and writes the thread's log lines to its log.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, afterEach, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';
import { verifySignature } from '../../packages/receiver/verify-signature.js';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { deliveriesSettled, eventually, insertEndpointRows, recordEvent } from '../helpers/webhook-fixtures.ts';

type OpenedServices = Awaited<ReturnType<typeof openServices>>;

/** The fields of the `recruiting-api started` log line. */
function startedLine(child: ChildServer): Record<string, unknown> {
  const line = child.output.split('\n').find((l) => l.includes('recruiting-api started'));
  assert.ok(line, 'the start-up line');
  return JSON.parse(line) as Record<string, unknown>;
}

/** A counter's value in a Prometheus scrape, 0 when absent. */
function counter(scrape: string, name: string, labels: string): number {
  const line = scrape.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

for (const dialect of DIALECTS) {
  describe(`serve: the delivery thread [${dialect.name}]`, { skip: dialect.skip, timeout: 180_000 }, () => {
    let database: TestDatabase;
    let services: OpenedServices;
    let receiver: HttpsReceiver;
    const children: ChildServer[] = [];
    const start = async (env: Record<string, string> = {}) => {
      const child = ChildServer.start(database, { role: 'all', env: { METRICS_PORT: '0', ...env } });
      children.push(child);
      await child.ready();
      return child;
    };

    before(async () => {
      database = await dialect.createDatabase();
      services = await openServices(database);
      receiver = await HttpsReceiver.start();
    });
    // A test that failed before stopping its server stops it here, so it does not
    // hold the SQLite worker lock against the next test's server.
    afterEach(async () => {
      for (const child of children.splice(0)) await child.kill('SIGKILL');
    });
    after(async () => {
      await receiver?.close();
      await services?.closeAll();
      await database?.drop();
    });

    it('delivers what the API commits, signed; /readyz and the metrics report the thread’s worker', async () => {
      const company = await services.companies.create({ name: 'Thread Co', plan: 'pro' });
      const user = await services.users.create({ email: 'thread@example.com', password: 'long enough', name: 'T' });
      await services.companies.addMember(company._id, user._id);
      const { token } = await services.auth.createPersonalAccessToken(user._id, 'thread');
      const [endpoint] = await insertEndpointRows(services, company._id, 1, { url: (id) => receiver.url(`/api/${id}`) });
      const child = await start();
      assert.equal(startedLine(child).deliveryEngine, 'thread');

      const ready = await fetch(`${child.url}/readyz`);
      assert.equal(ready.status, 200);
      assert.equal(((await ready.json()) as { worker?: string }).worker, 'running');

      const api = (path: string, body: unknown) =>
        fetch(`${child.url}/v3/company/${company._id}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const position = await api('/positions', { name: 'Backend Engineer' });
      assert.equal(position.status, 200);
      const { _id: positionId } = (await position.json()) as { _id: string };
      const candidate = await api(`/position/${positionId}/candidates`, { name: 'Ada Lovelace' });
      assert.equal(candidate.status, 200);

      const [request] = (await receiver.waitFor((all) => all.some((r) => r.path === `/api/${endpoint!.id}`), 30_000)).filter(
        (r) => r.path === `/api/${endpoint!.id}`,
      );
      assert.ok(verifySignature(request!.body, request!.headers['x-hook-signature'], endpoint!.secret), 'X-Hook-Signature');
      assert.equal((JSON.parse(request!.body) as { type: string }).type, 'candidateAdded');

      // The thread's attempts are counted by the process's registry, once their outcome is stored.
      const metricsUrl = (JSON.parse(child.output.split('\n').find((l) => l.includes('metrics listening'))!) as { url: string }).url;
      await eventually(
        async () => counter(await (await fetch(metricsUrl)).text(), 'recruiting_api_webhook_attempts_total', 'outcome="succeeded"') === 1,
        30_000,
        'the attempt counted in the metrics',
      );
      // The thread's own heap (another V8 isolate than the process's default heap metrics measure) is reported too.
      const heapLine = (await (await fetch(metricsUrl)).text())
        .split('\n')
        .find((l) => l.startsWith('recruiting_api_delivery_thread_heap_used_bytes '));
      assert.ok(Number(heapLine?.split(' ')[1]) > 1_000_000, String(heapLine));
      // And its event loop's delay (sampled every 10 ms, so any window with a sample reads above 0).
      const loopDelay = async () =>
        Number(
          (await (await fetch(metricsUrl)).text())
            .split('\n')
            .find((l) => l.startsWith('recruiting_api_delivery_thread_eventloop_lag_p99_seconds '))
            ?.split(' ')[1],
        );
      await eventually(async () => (await loopDelay()) > 0, 10_000, "the delivery thread's event-loop delay reported");
      assert.equal(await child.kill('SIGTERM'), 0);
    });

    it('SIGTERM while sends are in flight: they finish, their outcomes are stored, a restart delivers the rest', async () => {
      const company = await services.companies.create({ name: 'Drain Co', plan: 'pro' });
      const endpoints = await insertEndpointRows(services, company._id, 3, { url: (id) => receiver.url(`/drain/${id}`) });
      const drained = (r: { path: string }) => r.path.startsWith('/drain/');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      receiver.behave = (r) => (drained(r) ? { status: 200, until: held } : { status: 200 });
      const child = await start();
      const events: string[] = [];
      for (let i = 0; i < 5; i++) events.push((await recordEvent(services, company._id, 'candidateAdded', { n: i }))._id);

      // Every endpoint's first send is held open by the receiver.
      await receiver.waitFor((all) => new Set(all.filter(drained).map((r) => r.path)).size === endpoints.length, 30_000);
      const inFlight = receiver.requests.filter(drained).length;
      child.child.kill('SIGTERM');
      await child.waitForOutput((output) => output.includes('shutting down'), 30_000, 'the shutdown to begin');
      release();
      assert.equal(await child.exited, 0);

      // Every send it made has its outcome stored: a succeeded delivery per request received.
      const states = await services.storage.db
        .selectFrom('webhook_deliveries')
        .select('status')
        .where(
          'endpoint_id',
          'in',
          endpoints.map((e) => e.id),
        )
        .execute();
      assert.equal(states.filter((s) => s.status === 'succeeded').length, receiver.requests.filter(drained).length);
      assert.ok(inFlight >= endpoints.length);

      receiver.behave = () => ({ status: 200 });
      const again = await start();
      const settled = await deliveriesSettled(services, 60_000);
      assert.equal(settled.failed, 0);
      for (const endpoint of endpoints) {
        const received = new Set(
          receiver.requests.filter((r) => r.path === `/drain/${endpoint.id}`).map((r) => (JSON.parse(r.body) as { _id: string })._id),
        );
        assert.deepEqual(
          events.filter((id) => !received.has(id)),
          [],
          `every event reached ${endpoint.id}`,
        );
      }
      assert.equal(await again.kill('SIGTERM'), 0);
    });

    it('started from the sources in this process: the thread runs them, delivers what the process commits, logs to its log', async () => {
      const company = await services.companies.create({ name: 'Source Co', plan: 'pro' });
      const [endpoint] = await insertEndpointRows(services, company._id, 1, { url: (id) => receiver.url(`/source/${id}`) });
      const logs: string[] = [];
      const logStream = new Writable({
        write(chunk, _encoding, callback) {
          logs.push(String(chunk));
          callback();
        },
      });
      const config = loadConfig({
        DATABASE_URL: database.url,
        DATA_DIR: database.dataDir,
        PORT: '0',
        LOG_LEVEL: 'debug',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      });
      const server = await startServer(config, { quiet: true, logStream, consoleDir: null });
      try {
        assert.equal(server.deliveryEngine, 'thread');
        assert.equal(server.worker, undefined, 'no worker in this event loop');
        assert.equal(server.deliveryThread?.state, 'running');
        // Through the server's own services, whose commit signal the thread hears (beside the database's own wake-ups).
        const event = await recordEvent(server.services, company._id);
        await receiver.waitFor((all) => all.some((r) => r.path === `/source/${endpoint!.id}`), 30_000);
        const line = await eventually(
          async () =>
            logs
              .map((l) => JSON.parse(l) as Record<string, unknown>)
              .find((l) => l.msg === 'webhook delivery attempt succeeded' && l.endpointId === endpoint!.id),
          30_000,
          'the thread’s log line in the process’s log',
        );
        assert.equal(line.eventId, event._id);
        assert.equal(line.level, 20, 'at debug, as the engine logs it');
      } finally {
        await server.close();
      }
      assert.equal(server.deliveryThread?.state, 'stopped');
    });

    it('opens secrets sealed with a previous master key in the thread', async () => {
      const company = await services.companies.create({ name: 'Rekey Co', plan: 'pro' });
      // Sealed with the key file's key, which the process now knows as a previous key only.
      const [endpoint] = await insertEndpointRows(services, company._id, 1, { url: (id) => receiver.url(`/rekey/${id}`) });
      const previous = fs.readFileSync(path.join(database.dataDir, 'secret.key'), 'utf8').trim();
      const child = await start({ SECRET_ENCRYPTION_KEY: randomBytes(32).toString('hex'), SECRET_ENCRYPTION_PREVIOUS_KEYS: previous });
      assert.equal(startedLine(child).deliveryEngine, 'thread');
      await recordEvent(services, company._id);
      const [request] = (await receiver.waitFor((all) => all.some((r) => r.path === `/rekey/${endpoint!.id}`), 30_000)).filter(
        (r) => r.path === `/rekey/${endpoint!.id}`,
      );
      assert.ok(verifySignature(request!.body, request!.headers['x-hook-signature'], endpoint!.secret));
      assert.equal(await child.kill('SIGTERM'), 0);
    });

    it('DELIVERY_THREAD=off runs the engine in the event loop, and still delivers', async () => {
      const company = await services.companies.create({ name: 'Loop Co', plan: 'pro' });
      const [endpoint] = await insertEndpointRows(services, company._id, 1, { url: (id) => receiver.url(`/loop/${id}`) });
      const child = await start({ DELIVERY_THREAD: 'off' });
      assert.equal(startedLine(child).deliveryEngine, 'in-process');
      await recordEvent(services, company._id);
      const [request] = (await receiver.waitFor((all) => all.some((r) => r.path === `/loop/${endpoint!.id}`), 30_000)).filter(
        (r) => r.path === `/loop/${endpoint!.id}`,
      );
      assert.ok(verifySignature(request!.body, request!.headers['x-hook-signature'], endpoint!.secret));
      assert.equal(await child.kill('SIGTERM'), 0);
    });
  });
}
