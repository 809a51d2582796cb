// Two writes of one company in flight at once: the one that drew the earlier
// delivery id is delivered first, even when the later one would commit
// first. On PostgreSQL delivery ids are drawn at insert, not at commit, and a
// worker asks for what comes after the last id it sent; without the
// fan-out's lock (storage/queue/record-event.ts) the later event would be
// sent, then the earlier one after it. SQLite writes one transaction at a
// time, so there the later write waits anyway.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import { companyPath, storedActor } from '../helpers/recruiting-fixtures.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`deliveries of concurrent writes of one company [${dialect.name}]`, { skip: dialect.skip }, () => {
    const suite = useDeliverySuite(dialect, {
      realClock: true,
      env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '100', WEBHOOK_TIMEOUT_MS: '2000' },
    });

    it('go out in the order of their delivery ids, whichever commits first', async () => {
      const { receiver, ws } = await suite.setUp();
      const server = suite.server;
      await suite.createEndpoint(['companyPositionAdded']);
      const db = server.services.storage.db;
      const { company, user } = await storedActor(server, ws);

      // The first write queues its delivery and stays uncommitted until released.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let queued!: () => void;
      const inFlight = new Promise<void>((resolve) => (queued = resolve));
      const first = server.services.transaction(async (scoped) => {
        await scoped.positions.create({ company, user }, { name: 'First' });
        queued();
        await gate;
      });
      await inFlight;

      // The second write, through the API: its delivery id is drawn after the first's.
      const second = server.post(companyPath(ws, '/positions'), { token: ws.token, body: { name: 'Second' } });
      if (dialect.name === 'postgres') {
        // Either it waits for the first to commit, or (the fault this guards
        // against) it commits and its event is delivered ahead of the first's.
        await eventually(
          async () => {
            if (receiver.requests.length > 0) return true;
            const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(db);
            return rows[0]!.n > 0;
          },
          20_000,
          'the second write to wait for the first, or its event to arrive',
        );
      }
      release();
      await first;
      assert.equal((await second).status, 200);

      const requests = await receiver.waitForCount(2);
      const names = requests.map((r) => JSON.parse(r.body).object.position.name as string);
      assert.deepEqual(names, ['First', 'Second']);
    });
  });
}
