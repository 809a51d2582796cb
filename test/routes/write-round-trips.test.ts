// How many round trips the transaction of each write route of the recruiting
// data sends to PostgreSQL: the company's change lock goes with its `begin`
// where the transaction takes it first thing (TransactionOptions.changeLockOf)
// and the event with its `commit` where it is the last statement
// (TransactionOptions.eventLast); a write the transaction does not read back
// (the insert of a new position, candidate or note, an update of one, the
// deletes of a position's or candidate's rows) goes with the statement after
// it, the last with the event (postgres-write-behind.ts), a new candidate's position is read with
// the `begin` (TransactionOptions.positionOf), and a candidate's answer reads
// its records in one statement (candidate-profile-repository.ts). A route that lost any of them
// would send one more. Counted as bench/lib/pg-statement-counter.cjs counts: a round trip is
// a call of node-postgres' Client.prototype.query, which every query of the
// server goes through (node-postgres sends one at a time per connection and
// waits for its answer). The server runs as the API alone, with no delivery
// worker, so the route's transaction is the only one while a request runs
// (but for the last uses of credentials, written on a timer).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { DIALECTS } from '../helpers/dialects.ts';
import {
  companyPath,
  createCandidate,
  createNote,
  createPosition,
  subscribedWorkspace,
  type Workspace,
} from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const postgres = DIALECTS.find((d) => d.name === 'postgres')!;

/** The texts sent on one connection from its `begin` to its `commit` or `rollback`. */
type Transaction = string[];

/** Records the transactions the process sends while it is on. */
class TransactionLog {
  private readonly open = new Map<object, Transaction>();
  private readonly done: Transaction[] = [];
  private on = false;
  private readonly query = pg.Client.prototype.query;

  constructor() {
    const query = this.query;
    const note = (client: object, config: unknown) => {
      if (this.on) this.note(client, config);
    };
    pg.Client.prototype.query = function loggedQuery(this: object, ...args: unknown[]) {
      note(this, args[0]);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  }

  private note(client: object, config: unknown): void {
    const text = typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '');
    const current = /^\s*begin\b/i.test(text) ? [] : this.open.get(client);
    if (!current) return;
    current.push(text);
    this.open.set(client, current);
    if (/\b(commit|rollback)\s*;?\s*$/i.test(text)) {
      this.open.delete(client);
      this.done.push(current);
    }
  }

  /** The one transaction `action` sent, after checking that it sent one. */
  async only(action: () => Promise<{ status: number; text?: string }>, status = 200): Promise<Transaction> {
    this.done.length = 0;
    this.open.clear();
    this.on = true;
    try {
      const res = await action();
      assert.equal(res.status, status, res.text);
    } finally {
      this.on = false;
    }
    // The credential's last use goes on a timer of its own (last-use-recorder.ts), whenever it is due.
    const route = this.done.filter((transaction) => !transaction.some((text) => text.includes('"last_used_at" = ')));
    assert.equal(route.length, 1, `transactions sent: ${JSON.stringify(this.done, null, 1)}`);
    return route[0]!;
  }

  restore(): void {
    pg.Client.prototype.query = this.query;
  }
}

/** The change lock went with the `begin`. */
function begunWithChangeLock(transaction: Transaction): void {
  assert.match(transaction[0]!, /^begin; select pg_advisory_xact_lock_shared\(/, 'the change lock with the begin');
  assert.ok(!transaction.slice(1).some((text) => text.includes('pg_advisory_xact_lock_shared')), 'the change lock taken again');
}

/** The candidate's position (for share) and the candidate (for `lock`) were read with the `begin`, after the change lock unless `changeLock` is false; with `readAgain` false, neither was read after. */
function begunWithCandidate(
  transaction: Transaction,
  { lock = 'update', changeLock = true, readAgain = false }: { lock?: 'update' | 'share'; changeLock?: boolean; readAgain?: boolean } = {},
): void {
  if (changeLock) begunWithChangeLock(transaction);
  else assert.ok(!transaction.some((text) => text.includes('pg_advisory_xact_lock_shared')), 'a change lock');
  assert.match(
    transaction[0]!,
    new RegExp(
      `^begin;[^;]*;?\\s+with p as \\(select \\* from positions where [^;]* for share\\),\\s+c as \\(\\s+select \\* from candidates\\s[^;]* for ${lock}\\s+\\)`,
    ),
    'the position and the candidate read with the begin',
  );
  if (readAgain) return;
  // Not the deletes of a route that deletes the candidate.
  assert.ok(
    !transaction.slice(1).some((text) => /(?<!delete )from "(positions|candidates)" where/.test(text)),
    'the position or candidate read again',
  );
}

/** The event went with the `commit`, and nothing after it. */
function eventWithCommit(transaction: Transaction): void {
  const last = transaction.at(-1)!;
  assert.match(last, /insert into events[\s\S]*; commit$/, 'the event with the commit');
  assert.ok(!transaction.slice(0, -1).some((text) => text.includes('insert into events')), 'an event before the commit');
}

/** The transaction's last text starts with `write` (a pattern within one statement) held to go with the event and the commit. */
function writtenWithEvent(transaction: Transaction, write: string, what: string): void {
  assert.match(transaction.at(-1)!, new RegExp(`${write}[^;]*;\\s+with stored as \\(\\s+insert into events`), what);
}

describe('round trips of the write routes [postgres]', { skip: postgres.skip }, () => {
  let server: TestServer;
  let ws: Workspace;
  let log: TransactionLog;
  let position: any;
  const candidatePath = (candidate: any, rest = '', of = position) =>
    companyPath(ws, `/position/${of._id}/candidate/${candidate._id}${rest}`);
  const newCandidate = (name = 'Grace Hopper') => createCandidate(server, ws, position._id, { name });

  /** A multipart/form-data request with one file, as the upload routes take it. */
  async function postFile(path: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(Buffer.from('Ada Lovelace\nMathematician\n'))], { type: 'text/plain' }), 'cv.txt');
    const response = await fetch(server.url + path, { method: 'POST', body: form, headers: { authorization: `Bearer ${ws.token}` } });
    const text = await response.text();
    return { status: response.status, text, body: text ? JSON.parse(text) : undefined };
  }

  before(async () => {
    // Before the server connects: each connection keeps the query function it found (postgres-named-statements.ts).
    log = new TransactionLog();
    server = await startTestServer(postgres, { role: 'api' });
    ws = await subscribedWorkspace(server);
    position = await createPosition(server, ws, { name: 'Support Lead' });
  });
  after(async () => {
    log?.restore();
    await server?.close();
  });

  describe('positions', () => {
    it('POST /positions: begin with the lock, the insert and the event with the commit', async () => {
      const trx = await log.only(() => server.post(companyPath(ws, '/positions'), { token: ws.token, body: { name: 'Designer' } }));
      begunWithChangeLock(trx);
      eventWithCommit(trx);
      writtenWithEvent(trx, `^insert into "positions" [^;]*'Designer'`, 'the insert with the event');
      assert.equal(trx.length, 2);
    });

    it('PUT /position/:id and its state: begin with the lock, the lookup, the update and the event with the commit', async () => {
      const p = await createPosition(server, ws, { name: 'Tester' });
      for (const [path, body] of [
        ['', { name: 'Senior Tester' }],
        ['/state', { state: 'published' }],
      ] as const) {
        const trx = await log.only(() => server.put(companyPath(ws, `/position/${p._id}${path}`), { token: ws.token, body }));
        begunWithChangeLock(trx);
        eventWithCommit(trx);
        writtenWithEvent(trx, '^update "positions" set ', 'the update with the event');
        assert.equal(trx.length, 3, path);
      }
    });

    it('DELETE /position/:id: the deletes with the statements after them, the event with the commit', async () => {
      const p = await createPosition(server, ws, { name: 'Gone' });
      await createCandidate(server, ws, p._id, { name: 'Alan Turing' });
      const trx = await log.only(() => server.delete(companyPath(ws, `/position/${p._id}`), { token: ws.token }));
      eventWithCommit(trx);
      writtenWithEvent(trx, 'delete from "positions" where ', 'the last delete with the event');
      // The scrubbed events of its candidates too (candidate-erasure.ts).
      assert.match(trx.at(-1)!, /^update "events" set "payload"/, 'the scrubbed events with the event');
      assert.equal(trx.length, 4);
    });
  });

  describe('candidates', () => {
    it('POST candidates: begin with the lock and the position, the insert and the event with the commit', async () => {
      const trx = await log.only(() =>
        server.post(companyPath(ws, `/position/${position._id}/candidates`), { token: ws.token, body: { name: 'Katherine Johnson' } }),
      );
      begunWithChangeLock(trx);
      eventWithCommit(trx);
      assert.match(trx[0]!, /; select \* from "positions" where [^;]* for share$/, 'the position read and locked with the begin');
      writtenWithEvent(trx, `^insert into "candidates" [^;]*'Katherine Johnson'`, 'the insert with the event');
      assert.equal(trx.length, 2);
    });

    it('POST candidates/resume: begin with the lock, the event with the commit', async () => {
      const fields = { name: 'Ada Lovelace', email_address: 'ada@example.com', phone_number: '+44 20 7946 0000' };
      const trx = await log.only(() => postFile(companyPath(ws, `/position/${position._id}/candidates/resume`), fields));
      begunWithChangeLock(trx);
      eventWithCommit(trx);
      assert.equal(trx.length, 5);
    });

    it('PUT candidate: begin with the lock, the position and the candidate', async () => {
      const c = await newCandidate();
      const trx = await log.only(() => server.put(candidatePath(c), { token: ws.token, body: { headline: 'Rear admiral' } }));
      begunWithCandidate(trx);
      assert.equal(trx.length, 4);
    });

    it('PUT stage and POST move: begin with the lock, the position and the candidate, the event with the commit', async () => {
      const c = await newCandidate();
      const stage = await log.only(() => server.put(candidatePath(c, '/stage'), { token: ws.token, body: { stage_id: 'feedback' } }));
      begunWithCandidate(stage);
      eventWithCommit(stage);
      assert.match(
        stage.at(-1)!,
        /^update "candidates" set "stage_id"[^;]*; insert into "candidate_stage_changes"[^;]*;\s+with stored as/,
        'the writes with the event',
      );
      assert.equal(stage.length, 4);
      const other = await createPosition(server, ws, { name: 'Compiler Engineer' });
      const move = await log.only(() =>
        server.post(candidatePath(c, '/move'), { token: ws.token, body: { target_position_id: other._id, target_stage_id: 'applied' } }),
      );
      begunWithCandidate(move, { readAgain: true }); // the position it goes to
      eventWithCommit(move);
      assert.equal(move.length, 6);
    });

    it('DELETE candidate: the deletes with the statements after them, the event with the commit', async () => {
      const c = await newCandidate();
      const trx = await log.only(() => server.delete(candidatePath(c), { token: ws.token }));
      begunWithCandidate(trx, { changeLock: false });
      eventWithCommit(trx);
      // The deletes go with the read of the events to scrub, the scrubbed events with the event and the commit.
      assert.match(trx[2]!, /^delete from "notes"[\s\S]*; select id, payload, candidate_id from events where candidate_id in \('/);
      writtenWithEvent(trx, 'update "events" set "payload"', 'the scrubbed events with the event');
      assert.equal(trx.length, 4);
    });
  });

  describe("a candidate's records: begin with the lock, the position and the candidate", () => {
    it('PUT custom-attribute', async () => {
      const c = await newCandidate();
      const trx = await log.only(() =>
        server.put(candidatePath(c, '/custom-attribute'), { token: ws.token, body: { name: 'Badge', value: '42' } }),
      );
      begunWithCandidate(trx);
      assert.equal(trx.length, 6);
    });

    for (const [kind, first, second] of [
      ['education', { school_name: 'Yale' }, { school_name: 'Vassar College' }],
      ['work-history', { company_name: 'Navy' }, { company_name: 'Remington Rand' }],
    ] as const) {
      it(`PUT ${kind}, PUT ${kind}/:id, DELETE ${kind}/:id`, async () => {
        const c = await newCandidate();
        const put = await log.only(() => server.put(candidatePath(c, `/${kind}`), { token: ws.token, body: first }));
        begunWithCandidate(put);
        assert.equal(put.length, 6, 'PUT');
        const key = kind === 'education' ? 'education' : 'work_history';
        const entry = (await server.get(candidatePath(c), { token: ws.token })).body[key][0];
        const replace = await log.only(() => server.put(candidatePath(c, `/${kind}/${entry._id}`), { token: ws.token, body: second }));
        begunWithCandidate(replace);
        assert.equal(replace.length, 6, 'PUT :id');
        const remove = await log.only(() => server.delete(candidatePath(c, `/${kind}/${entry._id}`), { token: ws.token }));
        begunWithCandidate(remove);
        assert.equal(remove.length, 5, 'DELETE :id');
      });
    }

    it('POST conversation, PUT scorecard, POST and PUT background check, POST questionnaire: the position and the candidate with the begin', async () => {
      const c = await newCandidate();
      const message = await log.only(
        () => server.post(candidatePath(c, '/conversation'), { token: ws.token, body: { body: 'Hello' } }),
        201,
      );
      begunWithCandidate(message, { lock: 'share', changeLock: false });
      const scorecard = await log.only(() => server.put(candidatePath(c, '/scorecard'), { token: ws.token, body: { score: 'good' } }), 204);
      begunWithCandidate(scorecard, { changeLock: false });
      const checks = candidatePath(c, '/background-checks');
      const check = await log.only(() => server.post(checks, { token: ws.token, body: { provider: 'Checkr', package: 'basic' } }), 201);
      begunWithCandidate(check, { lock: 'share', changeLock: false });
      const [ordered] = (await server.get(checks, { token: ws.token })).body;
      const checked = await log.only(() =>
        server.put(candidatePath(c, `/background-check/${ordered._id}`), {
          token: ws.token,
          body: { status: 'completed', result: 'clear' },
        }),
      );
      begunWithCandidate(checked, { lock: 'share', changeLock: false });
      const questionnaire = await log.only(
        () =>
          server.post(candidatePath(c, '/questionnaires'), {
            token: ws.token,
            body: { name: 'Screening', questions: [{ question: 'Why us?', answer: 'Ships.' }] },
          }),
        201,
      );
      begunWithCandidate(questionnaire, { lock: 'share', changeLock: false });
      assert.deepEqual(
        [message, scorecard, check, checked, questionnaire].map((trx) => trx.length),
        [3, 5, 3, 4, 3],
      );
    });

    it('POST resume, POST documents, DELETE document', async () => {
      const c = await newCandidate();
      const resume = await log.only(() => postFile(candidatePath(c, '/resume')), 204);
      begunWithCandidate(resume);
      assert.equal(resume.length, 5, 'resume');
      const document = await log.only(() => postFile(candidatePath(c, '/documents')), 201);
      begunWithCandidate(document);
      assert.equal(document.length, 4, 'document');
      const [kept] = (await server.get(candidatePath(c, '/documents'), { token: ws.token })).body;
      const remove = await log.only(() => server.delete(candidatePath(c, `/document/${kept._id}`), { token: ws.token }));
      begunWithCandidate(remove);
      assert.equal(remove.length, 4, 'delete');
    });
  });

  describe('notes: the event with the commit', () => {
    it("POST notes, PUT note, DELETE note: the note's write with the event", async () => {
      const c = await newCandidate();
      const notes = candidatePath(c, '/notes');
      const posted = await log.only(() => server.post(notes, { token: ws.token, body: { body: 'First call went well.' } }));
      begunWithCandidate(posted, { lock: 'share', changeLock: false });
      eventWithCommit(posted);
      writtenWithEvent(posted, `^insert into "notes" [^;]*'First call went well\\.'`, 'the insert with the event');
      assert.equal(posted.length, 2, 'POST');
      const note = await createNote(server, ws, position._id, c._id);
      const notePath = candidatePath(c, `/note/${note._id}`);
      const updated = await log.only(() => server.put(notePath, { token: ws.token, body: { body: 'Second call too.' } }));
      begunWithCandidate(updated, { lock: 'share', changeLock: false });
      eventWithCommit(updated);
      writtenWithEvent(updated, `^update "notes" set [^;]*'Second call too\\.'`, 'the update with the event');
      assert.equal(updated.length, 3, 'PUT');
      const removed = await log.only(() => server.delete(notePath, { token: ws.token }));
      begunWithCandidate(removed, { lock: 'share', changeLock: false });
      eventWithCommit(removed);
      writtenWithEvent(removed, '^delete from "notes" where ', 'the delete with the event');
      assert.equal(removed.length, 3, 'DELETE');
    });
  });
});
