// `recruiting-api listen` against a running server, as a developer uses it:
// its certificate is made after the server started (the server trusts it at
// once, for loopback receivers), a delivery arrives with its signature
// verified and is forwarded to a local plain-HTTP app, whose copy the
// Standard Webhooks library verifies with the printed secret; Ctrl-C pauses
// the endpoint, and the next run on the same port takes it up again. Where
// private targets are not allowed, it refuses and names the setting (in this
// process: the exit status is runCommand's, which the CLI's process tests cover).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { runCli } from '../helpers/cli.ts';
import { sqlite, type TestDatabase } from '../helpers/dialects.ts';
import { scaled } from '../helpers/time-scale.ts';
import { eventually, recordEvent } from '../helpers/webhook-fixtures.ts';
import { freePort } from '../helpers/free-port.ts';

interface Forwarded {
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('recruiting-api listen [sqlite]', () => {
  let database: TestDatabase;
  let services: Awaited<ReturnType<typeof openServices>>;
  let server: ChildServer;
  let app: http.Server;
  const forwarded: Forwarded[] = [];

  before(async () => {
    database = await sqlite.createDatabase();
    services = await openServices(database);
    // The developer's own app, on plain HTTP, that listen forwards to.
    app = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        forwarded.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    server = ChildServer.start(database, { args: ['serve'], env: { LOG_FORMAT: 'json' } });
    await server.ready();
  });
  after(async () => {
    await server?.kill('SIGTERM');
    await new Promise((resolve) => app?.close(resolve));
    await services?.closeAll();
    await database?.drop();
  });

  function startListen(args: string[]): ChildServer {
    return ChildServer.start(database, { args: ['listen', ...args] });
  }

  it('receives, verifies and forwards a delivery; Ctrl-C pauses the endpoint, and the next run resumes it', async () => {
    const company = await services.companies.create({ name: 'Listening Co' });
    const other = await services.companies.create({ name: 'Other Co' });
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${(app.address() as net.AddressInfo).port}/hook`;
    const certificate = path.join(database.dataDir, 'local-receiver.crt');
    assert.ok(!fs.existsSync(certificate), 'no certificate before the first listen: the server started without one');

    const listen = startListen(['--company', company._id, '--port', String(port), '--forward-to', appUrl]);
    await listen.waitForOutput((output) => output.includes('Ctrl-C stops'), scaled(60_000), 'listen to be ready');
    const endpointId = /endpoint: +(we_\w+) \(new\)/.exec(listen.output)?.[1];
    const secret = /secret: +(whsec_\S+) \(shown this once/.exec(listen.output)?.[1];
    assert.ok(endpointId && secret, listen.output);
    assert.ok(
      listen.output.includes(`Listening on https://127.0.0.1:${port}/ for webhooks of Listening Co (${company._id})`),
      listen.output,
    );
    assert.equal((fs.statSync(path.join(database.dataDir, 'local-receiver.key')).mode & 0o777).toString(8), '600');

    const event = await recordEvent(services, company._id, 'candidateAdded', { company: { _id: company._id, name: 'Listening Co' } });
    await recordEvent(services, other._id, 'candidateAdded', { company: { _id: other._id } });
    await listen.waitForOutput(
      (output) => output.includes(`candidateAdded  ${event._id}  signature verified  forwarded: 204`),
      scaled(30_000),
      'the delivery to be printed',
    );
    assert.equal(forwarded.length, 1, 'only the chosen company');
    const [copy] = forwarded;
    const verified = new Webhook(secret).verify(copy!.body, {
      'webhook-id': String(copy!.headers['webhook-id']),
      'webhook-timestamp': String(copy!.headers['webhook-timestamp']),
      'webhook-signature': String(copy!.headers['webhook-signature']),
    });
    assert.deepEqual(verified, event, 'the forwarded copy is the delivery, its signature intact');
    await eventually(
      async () =>
        (
          await services.storage.db
            .selectFrom('webhook_deliveries')
            .select('status')
            .where('endpoint_id', '=', endpointId)
            .executeTakeFirst()
        )?.status === 'succeeded',
      10_000,
      'the delivery to be stored as succeeded (the app answered 204)',
    );

    listen.child.kill('SIGINT');
    assert.equal(await listen.exited, 0, listen.output);
    assert.match(listen.output, new RegExp(`stopped: endpoint ${endpointId} paused`));
    const paused = await services.webhookEndpoints.requireAny(endpointId);
    assert.equal(paused.status, 'paused');

    const again = startListen(['--company', company._id, '--port', String(port)]);
    try {
      await again.waitForOutput((output) => output.includes('Ctrl-C stops'), scaled(60_000), 'the second listen to be ready');
      assert.ok(again.output.includes(`endpoint:  ${endpointId} (made by an earlier run, resumed)`), again.output);
      assert.ok(!again.output.includes(secret), 'the secret is not shown again unless asked');
      assert.equal((await services.webhookEndpoints.requireAny(endpointId)).status, 'active');
    } finally {
      again.child.kill('SIGINT');
      assert.equal(await again.exited, 0, again.output);
    }
  });

  it('refuses where private targets are not allowed, naming the setting', async () => {
    const result = await runCli(['listen'], {
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false',
    });
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /WEBHOOK_ALLOW_PRIVATE_TARGETS=true/);
  });
});
