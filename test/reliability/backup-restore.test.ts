// `recruiting-api backup` and `restore`, as an operator runs them.
//
// SQLite: a backup taken while a real server process (role api, so every
// delivery it queues stays pending) answers a steady stream of writes is a
// consistent snapshot: it passes integrity_check, holds every write
// acknowledged before the backup began and nothing that was never written,
// and each candidate it holds comes with its event and a delivery per
// endpoint. Restoring it is refused while a server runs on the database
// (a worker process: the worker lock; an API process: SQLite's shared lock)
// and works once it is stopped; a service started on the
// restored file then delivers every pending delivery of the backup to a real
// HTTPS receiver, signed, in order. A damaged or foreign file is refused and
// the database left as it was.
// PostgreSQL: both commands refuse and say what to use instead.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { verifySignature } from '@recruiting-api/receiver';
import { SqliteDatabase } from '../../src/storage/sqlite-library.ts';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { postgres, sqlite, sqliteFile, type TestDatabase } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { deliveriesSettled, insertEndpointRow, type EndpointFixture } from '../helpers/webhook-fixtures.ts';

const BIN = path.join(import.meta.dirname, '../../bin/recruiting-api');
const ENDPOINTS = 3;
const WRITERS = 4;
/** Writes acknowledged before the backup starts, and at least as many while and after it runs. */
const WRITES_BEFORE = 60;
const WRITES_AFTER = 40;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(database: TestDatabase, args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: { PATH: process.env.PATH, DATABASE_URL: database.url, DATA_DIR: database.dataDir }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** What a SQLite file holds that the test checks, read with a connection of its own. */
function contents(file: string) {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const foreignKeys = db.pragma('foreign_key_check') as unknown[];
    const candidates = db.prepare('select id from candidates').pluck().all() as string[];
    const events = (
      db.prepare(`select id, payload from events where type = 'candidateAdded'`).all() as Array<{ id: string; payload: string }>
    ).map((e) => ({ id: e.id, candidateId: JSON.parse(e.payload).object.candidate._id as string }));
    const deliveries = db.prepare('select id, event_id, endpoint_id, status from webhook_deliveries order by id').all() as Array<{
      id: number;
      event_id: string;
      endpoint_id: string;
      status: string;
    }>;
    return { integrity, foreignKeys, candidates, events, deliveries };
  } finally {
    db.close();
  }
}

describe('backup and restore of a running SQLite database', { skip: sqlite.skip }, () => {
  let database: TestDatabase;
  let receiver: HttpsReceiver;
  const children: ChildServer[] = [];
  before(async () => {
    database = await sqlite.createDatabase();
    receiver = await HttpsReceiver.start();
  });
  after(async () => {
    for (const child of children) await child.kill();
    await receiver?.close();
    await database?.drop();
  });
  const start = async (role: string) => {
    const child = ChildServer.start(database, {
      role,
      env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '100' },
    });
    children.push(child);
    await child.ready();
    return child;
  };
  const backupFile = () => path.join(database.dataDir, 'backups', 'taken-under-load.db');

  it('takes a consistent backup under write load, refuses to restore while the service runs, and the restored service delivers its pending deliveries', async () => {
    // A company, its member's token, endpoints at the receiver, a position.
    const services = await openServices(database);
    let endpoints: EndpointFixture[];
    let token: string;
    let companyId: string;
    try {
      const company = await services.companies.create({ name: 'Backup Co' });
      companyId = company._id;
      const user = await services.users.create({ email: 'ops@example.com', password: 'correct horse battery', name: 'Ops' });
      await services.companies.addMember(company._id, user._id);
      token = (await services.auth.createPersonalAccessToken(user._id, 'load')).token;
      endpoints = [];
      for (let i = 0; i < ENDPOINTS; i++)
        endpoints.push(await insertEndpointRow(services, company._id, { url: receiver.url(`/hook/${i}`) }));
    } finally {
      await services.closeAll();
    }
    const paths = new Map(endpoints.map((e, i) => [`/hook/${i}`, e]));

    // A delivery worker holds the worker lock: a restore is refused (here before anything is queued, so it sends nothing).
    const worker = await start('worker');
    const early = path.join(database.dataDir, 'backups', 'before-any-write.db');
    const quiet = await cli(database, ['backup', '--to', early]);
    assert.equal(quiet.code, 0, quiet.stderr);
    const refusedWorker = await cli(database, ['restore', '--from', early]);
    assert.equal(refusedWorker.code, 1);
    assert.match(refusedWorker.stderr, /is in use: a process runs its delivery worker .*; a process has it open/);
    await worker.kill('SIGTERM');
    fs.rmSync(early);

    const api = await start('api');
    const call = async (method: string, urlPath: string, body: unknown) => {
      const res = await fetch(api.url! + urlPath, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const position = await call('POST', `/v3/company/${companyId}/positions`, { name: 'Backup Engineer' });
    assert.equal(position.status, 200);

    // A long read transaction of another process (a report, say) keeps checkpoints from moving the
    // commits of the load into the database file: they stay in the WAL, which a copy of the file alone would miss.
    const reader = new SqliteDatabase(sqliteFile(database), { readonly: true, fileMustExist: true });
    reader.exec('begin');
    reader.prepare('select count(*) from candidates').pluck().get();

    // Writers add candidates until the backup is done and WRITES_AFTER more are acknowledged.
    const acknowledged: Array<{ id: string; at: number }> = [];
    let backupStartedAt = Infinity;
    let backupDone = false;
    let writesWhenDone = 0;
    let wake: () => void = () => {};
    const writer = async (n: number) => {
      for (let i = 0; !backupDone || acknowledged.length < writesWhenDone + WRITES_AFTER; i++) {
        const res = await call('POST', `/v3/company/${companyId}/position/${position.body._id}/candidates`, { name: `Writer ${n} #${i}` });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        acknowledged.push({ id: res.body._id, at: Date.now() });
        wake();
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
    await new Promise<void>((resolve) => {
      wake = () => acknowledged.length >= WRITES_BEFORE && resolve();
    });
    backupStartedAt = Date.now();
    const writesWhenStarted = acknowledged.length;
    const backup = await cli(database, ['backup', '--to', backupFile(), '--json']);
    writesWhenDone = acknowledged.length;
    assert.ok(writesWhenDone > writesWhenStarted, 'writes were acknowledged while the backup command ran');
    backupDone = true;
    await Promise.all(writers);
    reader.exec('commit');
    reader.close();
    assert.equal(backup.code, 0, backup.stderr);
    const report = JSON.parse(backup.stdout);
    assert.equal(report.file, backupFile());
    assert.equal(report.webhook_endpoints, ENDPOINTS);
    assert.equal(fs.statSync(backupFile()).mode & 0o777, 0o600, 'a backup is private');
    assert.deepEqual(fs.readdirSync(path.dirname(backupFile())), ['taken-under-load.db'], 'one self-contained file, no temporary left');
    assert.ok(acknowledged.length >= writesWhenDone + WRITES_AFTER, 'writes went on after the backup');

    // The backup: sound, every write acknowledged before it began, nothing never written, each change with its event and deliveries.
    const copy = contents(backupFile());
    assert.equal(copy.integrity, 'ok');
    assert.deepEqual(copy.foreignKeys, []);
    const inCopy = new Set(copy.candidates);
    const before = acknowledged.filter((w) => w.at <= backupStartedAt);
    assert.ok(before.length >= WRITES_BEFORE, `${before.length} writes before the backup`);
    assert.deepEqual(
      before.filter((w) => !inCopy.has(w.id)),
      [],
      'every write acknowledged before the backup began is in it',
    );
    const written = new Set(acknowledged.map((w) => w.id));
    assert.deepEqual(
      copy.candidates.filter((id) => !written.has(id)),
      [],
      'nothing that was never written',
    );
    assert.ok(copy.candidates.length < acknowledged.length, 'writes after the backup are not in it');
    assert.deepEqual(copy.events.map((e) => e.candidateId).sort(), [...copy.candidates].sort(), 'each candidate with its event, no more');
    const eventIds = new Set(copy.events.map((e) => e.id));
    assert.equal(copy.deliveries.filter((d) => eventIds.has(d.event_id)).length, copy.events.length * ENDPOINTS, 'and its deliveries');
    assert.ok(
      copy.deliveries.every((d) => d.status === 'pending'),
      'no worker ran: all pending',
    );
    assert.equal(report.pending_deliveries, copy.deliveries.length);

    // Restore: refused while the service runs, whatever its role.
    const refused = await cli(database, ['restore', '--from', backupFile()]);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /is in use: a process has it open/);
    const liveCandidates = contents(sqliteFile(database)).candidates.length;
    assert.equal(liveCandidates, acknowledged.length, 'the refused restore changed nothing');
    await api.kill('SIGTERM');
    assert.equal(receiver.requests.length, 0, 'nothing was sent before the restore');

    const restored = await cli(database, ['restore', '--from', backupFile(), '--json']);
    assert.equal(restored.code, 0, restored.stderr);
    assert.equal(JSON.parse(restored.stdout).pending_deliveries, copy.deliveries.length);
    const live = contents(sqliteFile(database));
    assert.equal(live.integrity, 'ok');
    assert.deepEqual(live.candidates.sort(), [...copy.candidates].sort(), 'the database is the backup');
    assert.deepEqual(live.deliveries, copy.deliveries);

    // The service on the restored database delivers every pending delivery of the backup, signed, in order.
    const service = await start('all');
    const expected = new Map(endpoints.map((e) => [e.id, copy.deliveries.filter((d) => d.endpoint_id === e.id).map((d) => d.event_id)]));
    await receiver.waitFor(
      (requests) => new Set(requests.map((r) => `${r.path} ${r.headers['webhook-id']}`)).size >= copy.deliveries.length,
      60_000,
      'every pending delivery of the backup',
    );
    for (const [pathname, ids] of receiver.webhookIdsByPath()) {
      const endpoint = paths.get(pathname)!;
      const firsts = ids.filter((id, i) => ids.indexOf(id) === i);
      assert.deepEqual(firsts, expected.get(endpoint.id), `${pathname}: every event, in order`);
    }
    for (const request of receiver.requests) {
      assert.ok(
        verifySignature(request.body, request.headers['x-hook-signature'], paths.get(request.path)!.secret),
        'signed with its secret',
      );
    }
    const opened = await openServices(database);
    try {
      const settled = await deliveriesSettled(opened, 60_000);
      assert.deepEqual([settled.pending, settled.failed], [0, 0]);
    } finally {
      await opened.closeAll();
    }
    await service.kill('SIGTERM');
  });

  it('refuses a damaged backup or a file that is no database of the service, and leaves the database as it was', async () => {
    const live = sqliteFile(database);
    const before = contents(live).candidates.length;
    const damaged = path.join(database.dataDir, 'damaged.db');
    fs.copyFileSync(backupFile(), damaged);
    const bytes = fs.readFileSync(damaged);
    bytes.fill(0x5a, 4096 * 3, 4096 * 3 + 2048); // half of a page in the middle of the file
    fs.writeFileSync(damaged, bytes);
    const refusedDamaged = await cli(database, ['restore', '--from', damaged]);
    assert.equal(refusedDamaged.code, 1);
    assert.match(refusedDamaged.stderr, /fails SQLite's integrity_check/);

    const text = path.join(database.dataDir, 'notes.txt');
    fs.writeFileSync(text, 'not a database at all, but long enough to look like one to a careless reader\n'.repeat(100));
    const refusedText = await cli(database, ['restore', '--from', text]);
    assert.equal(refusedText.code, 1);
    assert.match(refusedText.stderr, /is not a SQLite database/);

    const other = path.join(database.dataDir, 'other.db');
    const otherDb = new SqliteDatabase(other);
    otherDb.exec('create table t (x)');
    otherDb.close();
    const refusedOther = await cli(database, ['restore', '--from', other]);
    assert.equal(refusedOther.code, 1);
    assert.match(refusedOther.stderr, /is not a database of recruiting-api/);

    const itself = await cli(database, ['restore', '--from', live]);
    assert.equal(itself.code, 1);
    assert.match(itself.stderr, /is the database itself, not a backup of it/);

    const missing = await cli(database, ['restore', '--from', path.join(database.dataDir, 'nowhere.db')]);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /there is no file at/);

    assert.equal(contents(live).candidates.length, before, 'the database is untouched');
    assert.equal(contents(live).integrity, 'ok');
  });

  it('refuses to overwrite an existing file unless told to, and never the database itself', async () => {
    const again = await cli(database, ['backup', '--to', backupFile()]);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /exists; choose another name, or replace it with --overwrite/);
    const onItself = await cli(database, ['backup', '--to', sqliteFile(database), '--overwrite']);
    assert.equal(onItself.code, 1);
    assert.match(onItself.stderr, /is the database itself; choose another file/);
    const replaced = await cli(database, ['backup', '--to', backupFile(), '--overwrite']);
    assert.equal(replaced.code, 0, replaced.stderr);
    assert.match(replaced.stdout, /^backed up .* to .*taken-under-load\.db/);
  });
});

describe('backup and restore on PostgreSQL', { skip: postgres.skip }, () => {
  let database: TestDatabase;
  before(async () => {
    database = await postgres.createDatabase();
  });
  after(() => database?.drop());

  it('say to use pg_dump and pg_restore, and write nothing', async () => {
    const target = path.join(database.dataDir, 'backup.db');
    const backup = await cli(database, ['backup', '--to', target]);
    assert.equal(backup.code, 1);
    assert.equal(backup.stdout, '');
    assert.match(backup.stderr, /PostgreSQL database: back it up with pg_dump --format=custom --file=FILE "\$DATABASE_URL"/);
    assert.equal(fs.existsSync(target), false);
    const restore = await cli(database, ['restore', '--from', target]);
    assert.equal(restore.code, 1);
    assert.match(restore.stderr, /restore a pg_dump file with pg_restore/);
  });
});
