// What a new user does after `npm install && npm start`, on the Node.js that
// runs this test (CI runs it on the machine's Node, on Node 24 and on Node 22):
// the command `npm start` runs, in a fresh directory over the default SQLite
// database, prints the demo workspace; its printed password signs in, an
// endpoint to a local HTTPS receiver is created, a position is added, and the
// receiver gets the companyPositionAdded delivery with a valid signature; a
// candidate is then added from a PDF resume, whose text the built server reads
// with pdf.js, loaded from node_modules on a thread of its own. Then, as the
// README's Start section walks through, `recruiting-api listen` in the same
// directory receives a delivery on this machine with its signature verified
// (webhooks may reach loopback over the default database, and the start says so).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { verifyHookSignatures } from '@recruiting-api/receiver';
import { ChildServer } from './helpers/child-server.ts';
import { HttpsReceiver } from './helpers/https-receiver.ts';
import { pdfResume } from './helpers/pdf-fixtures.ts';
import { scaled } from './helpers/time-scale.ts';
import { freePort } from './helpers/free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** `npm start`'s command, as package.json says it, with its paths made absolute so it can run in another directory. */
function startCommand(): string[] {
  const script: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
  const words = script.split(/\s+/).filter((word) => word !== '' && word !== 'exec');
  assert.equal(words[0], 'node', `npm start runs ${script}`);
  return words.slice(1).map((word) => (word.includes('/') ? path.join(ROOT, word) : word));
}

describe(`the new user's path on Node.js ${process.version}`, () => {
  let dir: string;
  let server: ChildServer;
  let receiver: HttpsReceiver;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-new-user-'));
    receiver = await HttpsReceiver.start();
    // The user's environment, less what would point the service elsewhere (loopback receivers are allowed
    // over the default database without being asked for).
    env = { ...process.env, PORT: '0' };
    for (const name of ['DATABASE_URL', 'DATA_DIR', 'SECRET_ENCRYPTION_KEY', 'HOST', 'WEBHOOK_ALLOW_PRIVATE_TARGETS']) delete env[name];
    const child = spawn(process.execPath, startCommand(), { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server = ChildServer.attach(child);
  });

  after(async () => {
    await server?.kill('SIGTERM');
    await receiver?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts, signs in with the printed password, and receives a signed delivery', async () => {
    await server.waitForOutput((output) => /PAT: +\S+/.test(output), 60_000, 'the demo workspace to be printed');
    const output = server.output;
    const url = /API: +(http:\/\/\S+)\/v3/.exec(output)?.[1];
    const [, email, password] = /sign in: +(\S+) \/ (\S+)/.exec(output) ?? [];
    const companyId = /company: +Demo Company \((\w+)\)/.exec(output)?.[1];
    assert.ok(url && email && password && companyId, output);
    assert.ok(fs.existsSync(path.join(dir, 'data', 'recruiting.db')), 'the default database is made in the working directory');
    assert.match(output, /webhooks: may go to private and loopback addresses \(WEBHOOK_ALLOW_PRIVATE_TARGETS/, 'the start says so');

    const call = async (method: string, route: string, token: string | undefined, body?: unknown) => {
      const response = await fetch(url + route, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json() };
    };
    const signin = await call('POST', '/v3/signin', undefined, { email, password });
    assert.equal(signin.status, 200, JSON.stringify(signin.body));
    const token: string = signin.body.access_token;

    const endpoint = await call('POST', `/v3/company/${companyId}/webhook_endpoints`, token, {
      url: receiver.url('/hooks'),
      events: ['companyPositionAdded'],
    });
    assert.equal(endpoint.status, 201, JSON.stringify(endpoint.body));
    const position = await call('POST', `/v3/company/${companyId}/positions`, token, { name: 'Backend Engineer' });
    assert.equal(position.status, 200, JSON.stringify(position.body));

    const [delivery] = await receiver.waitFor((requests) => requests.length >= 1, 30_000, 'the delivery');
    assert.equal(delivery!.path, '/hooks');
    const payload = JSON.parse(delivery!.body);
    assert.equal(payload.type, 'companyPositionAdded');
    assert.equal(payload.object.position._id, position.body._id);
    assert.ok(
      verifyHookSignatures(delivery!.body, delivery!.headers, endpoint.body.secret),
      'the delivery is signed with the endpoint secret',
    );

    const form = new FormData();
    const resume = pdfResume(['Ada Lovelace', 'ada.lovelace@example.com', 'Phone: +44 20 7946 0958']);
    form.append('file', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'Ada Lovelace.pdf');
    const fromResume = await fetch(`${url}/v3/company/${companyId}/position/${position.body._id}/candidates/resume`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const candidate = await fromResume.json();
    assert.equal(fromResume.status, 200, JSON.stringify(candidate));
    assert.deepEqual(
      [candidate.name, candidate.email_address, candidate.phone_number],
      ['Ada Lovelace', 'ada.lovelace@example.com', '+44 20 7946 0958'],
    );
  });

  it('receives a verified delivery on this machine with recruiting-api listen, as the README walks through', async () => {
    const output = server.output;
    const url = /API: +(http:\/\/\S+)\/v3/.exec(output)?.[1];
    const token = /PAT: +(\S+)/.exec(output)?.[1];
    const companyId = /company: +Demo Company \((\w+)\)/.exec(output)?.[1];
    assert.ok(url && token && companyId, output);
    // The README's command, in the same directory: the default database and its data/ folder. A free port
    // instead of the default 3443, which another run on this machine may hold.
    const port = await freePort();
    const listen = ChildServer.attach(
      spawn(process.execPath, [path.join(ROOT, 'bin/recruiting-api'), 'listen', '--port', String(port)], {
        cwd: dir,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    try {
      await listen.waitForOutput((text) => text.includes('Ctrl-C stops'), scaled(60_000), 'listen to be ready');
      assert.ok(listen.output.includes(`webhooks of Demo Company (${companyId})`), listen.output);
      const response = await fetch(`${url}/v3/company/${companyId}/positions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Listened Engineer' }),
      });
      assert.equal(response.status, 200);
      await listen.waitForOutput(
        (text) => /companyPositionAdded {2}\w+ {2}signature verified/.test(text),
        scaled(30_000),
        'the delivery, its signature verified',
      );
    } finally {
      listen.child.kill('SIGINT');
      assert.equal(await listen.exited, 0, listen.output);
    }
  });
});
