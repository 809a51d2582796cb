// An incremental sync (`updated_since` = the greatest updated_date seen) never
// misses a change that was being written while it read: a writer that took
// its updated time before a later change committed is either seen by the
// read or answered by the next one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyPath, createPosition, type Workspace, storedActor } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/** Resolves once `check` holds, looking every few milliseconds; fails after `timeoutMs`. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A sync as a connector runs it: from the greatest updated_date seen (inclusive), collecting what it reads. */
class SyncingReader {
  readonly seen = new Map<string, string>();
  constructor(
    private readonly server: TestServer,
    private readonly ws: Workspace,
    private since: string,
  ) {}

  async round(): Promise<void> {
    const res = await this.server.get(companyPath(this.ws, `/positions?sort=updated&updated_since=${encodeURIComponent(this.since)}`), {
      token: this.ws.token,
    });
    assert.equal(res.status, 200, res.text);
    this.take(res.body);
  }

  take(positions: Array<{ _id: string; updated_date: string }>): void {
    for (const p of positions) {
      this.seen.set(p._id, p.updated_date);
      if (p.updated_date > this.since) this.since = p.updated_date;
    }
  }
}

for (const dialect of DIALECTS) {
  describe(`updated_since under concurrent writes [${dialect.name}]`, { skip: dialect.skip }, () => {
    describe('a write in flight while a later one commits', () => {
      let server: TestServer;
      before(async () => {
        server = await startTestServer(dialect);
      });
      after(() => server?.close());

      it('is read once it commits, never skipped by a reader that saw the later one', async () => {
        const ws = await server.createWorkspace();
        const db = server.services.storage.db;
        const { company, user } = await storedActor(server, ws);
        const reader = new SyncingReader(server, ws, new Date(server.clock.now()).toISOString());
        server.clock.advance(1);

        // Writer A takes its updated time and stays uncommitted until released.
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let written!: () => void;
        const inFlight = new Promise<void>((resolve) => (written = resolve));
        let slowId = '';
        const slow = server.services.transaction(async (scoped) => {
          slowId = (await scoped.positions.create({ company, user }, { name: 'Slow' }))._id;
          written();
          await gate;
        });
        await inFlight;

        // Writer B takes a later time; on PostgreSQL it commits at once, on SQLite it waits for A.
        server.clock.advance(5);
        const fast = server.post(companyPath(ws, '/positions'), { token: ws.token, body: { name: 'Fast' } });
        if (dialect.name === 'postgres') assert.equal((await fast).status, 200);

        // The reader: on PostgreSQL it waits for A; on SQLite it sees neither yet.
        const read = server.get(companyPath(ws, `/positions?sort=updated&updated_since=${encodeURIComponent('2000-01-01')}`), {
          token: ws.token,
        });
        if (dialect.name === 'postgres') {
          let answered = false;
          void read.then(() => (answered = true));
          await until(async () => {
            if (answered) return true;
            const { rows } = await sql<{
              n: number;
            }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(db);
            return rows[0]!.n > 0;
          }, 'the sync read to answer or to wait for the write in flight');
        } else {
          const early = await read;
          assert.deepEqual(early.body, []);
        }
        release();
        await slow;
        assert.equal((await fast).status, 200);
        reader.take((await read).body);
        await reader.round();
        const fastId = (await fast).body._id;
        assert.ok(reader.seen.has(slowId), 'the write that was in flight was missed');
        assert.ok(reader.seen.has(fastId));
      });
    });

    describe('many writers and a syncing reader', () => {
      let server: TestServer;
      before(async () => {
        server = await startTestServer(dialect, { realClock: true });
      });
      after(() => server?.close());

      it('end with the reader holding every position at its final updated_date', async () => {
        const ws = await server.createWorkspace();
        const reader = new SyncingReader(server, ws, new Date(Date.now() - 1000).toISOString());
        let writing = true;
        const writers = Array.from({ length: 4 }, async (_, w) => {
          for (let i = 0; i < 15; i++) {
            const position = await createPosition(server, ws, { name: `W${w}-${i}` });
            const res = await server.put(companyPath(ws, `/position/${position._id}`), { token: ws.token, body: { location: `L${i}` } });
            assert.equal(res.status, 200);
          }
        });
        const reading = (async () => {
          while (writing) await reader.round();
        })();
        await Promise.all(writers);
        writing = false;
        await reading;
        await reader.round();
        const final = (await server.get(companyPath(ws, '/positions'), { token: ws.token })).body as any[];
        assert.equal(final.length, 60);
        for (const p of final) assert.equal(reader.seen.get(p._id), p.updated_date, p.name);
      });
    });
  });
}
