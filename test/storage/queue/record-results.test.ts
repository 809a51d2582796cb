// Batched outcome writes, on both dialects: what one call records, and on
// PostgreSQL that it cannot deadlock with an endpoint delete running at the
// same moment (both take the endpoint row before its deliveries).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Storage } from '../../../src/storage/database.ts';
import { recordResults } from '../../../src/storage/queue/record-results.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import { untilALockIsAwaited, useStore } from '../../helpers/storage-fixtures.ts';
import { attemptResult as result, endpointWithDeliveries, NOW } from '../../helpers/queue-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`recordResults [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect, { poolSize: 4 });
    let storage: Storage;
    before(() => {
      storage = fixture.storage;
    });
    /** The one attempt row stored for a delivery. */
    const attemptOf = (deliveryId: number) =>
      storage.db.selectFrom('webhook_delivery_attempts').selectAll().where('delivery_id', '=', deliveryId).executeTakeFirstOrThrow();

    it('writes each delivery state, one attempt record each, and the summed stats', async () => {
      const {
        endpointId,
        deliveryIds: [ok, retry, failed],
      } = await endpointWithDeliveries(storage, 3);
      await recordResults(
        storage.db,
        storage.dialect,
        [
          result(endpointId, ok!, 'succeeded', NOW + 1),
          result(endpointId, retry!, 'retry', NOW + 3),
          result(endpointId, failed!, 'failed', NOW + 2),
        ],
        NOW + 10,
      );
      const deliveries = await storage.db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', endpointId)
        .orderBy('id')
        .execute();
      assert.deepEqual(
        deliveries.map((d) => [d.status, d.attempts, d.last_status_code, Number(d.next_attempt_at)]),
        [
          ['succeeded', 1, 200, NOW],
          ['pending', 1, 500, NOW + 5_000],
          ['failed', 1, 500, NOW + 10],
        ],
      );
      const attempts = await storage.db
        .selectFrom('webhook_delivery_attempts')
        .select('delivery_id')
        .where('endpoint_id', '=', endpointId)
        .execute();
      assert.deepEqual(
        attempts.map((a) => Number(a.delivery_id)).sort((a, b) => a - b),
        [ok, retry, failed],
      );
      const endpoint = await storage.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', endpointId).executeTakeFirstOrThrow();
      assert.equal(Number(endpoint.successful_deliveries), 1);
      assert.equal(Number(endpoint.failed_deliveries), 2);
      assert.equal(Number(endpoint.last_delivery_at), NOW + 3);
    });

    it('keeps the run of failures of each endpoint, ended by a success, and disables an endpoint whose run lasted long enough', async () => {
      const endpoint = async () => {
        const { endpointId, deliveryIds } = await endpointWithDeliveries(storage, 4);
        const row = async () =>
          storage.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', endpointId).executeTakeFirstOrThrow();
        return { endpointId, deliveryIds, row };
      };
      const HOUR = 3_600_000;
      const options = { disableAfterMs: HOUR };

      const a = await endpoint();
      assert.deepEqual(
        await recordResults(storage.db, storage.dialect, [result(a.endpointId, a.deliveryIds[0]!, 'retry', NOW)], NOW, options),
        [],
      );
      assert.equal(Number((await a.row()).failing_since), NOW);
      // Within one batch, in any order: a success ends the run; the failure after it starts a new one.
      await recordResults(
        storage.db,
        storage.dialect,
        [
          result(a.endpointId, a.deliveryIds[2]!, 'retry', NOW + 30),
          result(a.endpointId, a.deliveryIds[1]!, 'succeeded', NOW + 20),
          result(a.endpointId, a.deliveryIds[3]!, 'retry', NOW + 40),
        ],
        NOW + 50,
        options,
      );
      assert.equal(Number((await a.row()).failing_since), NOW + 30);
      await recordResults(storage.db, storage.dialect, [result(a.endpointId, a.deliveryIds[2]!, 'retry', NOW + HOUR)], NOW + HOUR, options);
      assert.equal((await a.row()).enabled, 1, 'failing for less than an hour');
      const disabled = await recordResults(
        storage.db,
        storage.dialect,
        [result(a.endpointId, a.deliveryIds[2]!, 'retry', NOW + HOUR + 30)],
        NOW + HOUR + 30,
        options,
      );
      assert.deepEqual(disabled, [a.endpointId]);
      const row = await a.row();
      assert.equal(row.enabled, 0);
      assert.equal(row.disabled_reason, 'Every delivery attempt failed for at least 1 hour');
      assert.equal(Number(row.disabled_at), NOW + HOUR + 30);
      const pending = await storage.db
        .selectFrom('webhook_deliveries')
        .select('status')
        .where('endpoint_id', '=', a.endpointId)
        .where('status', '=', 'pending')
        .execute();
      assert.equal(pending.length, 3, 'its queue stays');

      const never = await endpoint();
      await recordResults(storage.db, storage.dialect, [result(never.endpointId, never.deliveryIds[0]!, 'retry', NOW)], NOW, {
        disableAfterMs: 0,
      });
      await recordResults(
        storage.db,
        storage.dialect,
        [result(never.endpointId, never.deliveryIds[0]!, 'retry', NOW + 1000 * HOUR)],
        NOW + 1000 * HOUR,
        { disableAfterMs: 0 },
      );
      assert.equal((await never.row()).enabled, 1, 'WEBHOOK_DISABLE_AFTER_HOURS=0: never');
    });

    it('stores a batch of any size whole: 90 outcomes over several endpoints', async () => {
      const endpoints = await Promise.all([endpointWithDeliveries(storage, 80), endpointWithDeliveries(storage, 10)]);
      const outcomes = endpoints.flatMap(({ endpointId, deliveryIds }) =>
        deliveryIds.map((id, i) => result(endpointId, id, i % 9 === 8 ? 'retry' : 'succeeded', NOW + i)),
      );
      await recordResults(storage.db, storage.dialect, outcomes, NOW + 100);
      for (const { endpointId, deliveryIds } of endpoints) {
        const rows = await storage.db
          .selectFrom('webhook_deliveries')
          .select(['id', 'status'])
          .where('endpoint_id', '=', endpointId)
          .orderBy('id')
          .execute();
        assert.deepEqual(
          rows.map((r) => r.status),
          deliveryIds.map((_, i) => (i % 9 === 8 ? 'pending' : 'succeeded')),
        );
        const attempts = await storage.db
          .selectFrom('webhook_delivery_attempts')
          .select('delivery_id')
          .where('endpoint_id', '=', endpointId)
          .execute();
        assert.equal(attempts.length, deliveryIds.length);
        const endpoint = await storage.db
          .selectFrom('webhook_endpoints')
          .selectAll()
          .where('id', '=', endpointId)
          .executeTakeFirstOrThrow();
        const failed = deliveryIds.filter((_, i) => i % 9 === 8).length;
        assert.equal(Number(endpoint.successful_deliveries), deliveryIds.length - failed);
        assert.equal(Number(endpoint.failed_deliveries), failed);
      }
    });

    it('stores what the receiver answered with each attempt', async () => {
      const {
        endpointId,
        deliveryIds: [id],
      } = await endpointWithDeliveries(storage, 1);
      await recordResults(
        storage.db,
        storage.dialect,
        [
          {
            ...result(endpointId, id!, 'retry'),
            responseHeaders: { 'content-type': 'text/plain' },
            responseBody: 'busy',
            responseBodyTruncated: true,
          },
        ],
        NOW,
      );
      const attempt = await attemptOf(id!);
      assert.deepEqual(JSON.parse(attempt.response_headers!), { 'content-type': 'text/plain' });
      assert.equal(attempt.response_body, 'busy');
      assert.equal(Number(attempt.response_body_truncated), 1);
    });

    it('stores answers whole whatever they hold: quotes, backslashes, placeholders, statement ends', async () => {
      const {
        endpointId,
        deliveryIds: [id],
      } = await endpointWithDeliveries(storage, 1);
      const body = "it's \\ $1 $2 ''; delete from webhook_deliveries; -- é ✓";
      const error = "refused: $3 'quoted' \\n";
      await recordResults(
        storage.db,
        storage.dialect,
        [{ ...result(endpointId, id!, 'retry'), responseHeaders: { 'x-odd': "a'b$1" }, responseBody: body, error }],
        NOW,
      );
      const attempt = await attemptOf(id!);
      assert.equal(attempt.response_body, body);
      assert.equal(attempt.error, error);
      assert.deepEqual(JSON.parse(attempt.response_headers!), { 'x-odd': "a'b$1" });
      const row = await storage.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
      assert.equal(row.status, 'pending', 'still queued for its retry');
    });

    it(
      'writes nothing of a batch when one of its statements fails',
      { skip: dialect.name !== 'postgres' && 'SQLite stores any number in an integer column' },
      async () => {
        const { endpointId, deliveryIds } = await endpointWithDeliveries(storage, 2);
        const [ok, bad] = deliveryIds as [number, number];
        // A duration out of the integer column's range: the attempts' insert, the batch's last statement, fails.
        const outcomes = [result(endpointId, ok, 'succeeded'), { ...result(endpointId, bad, 'retry'), durationMs: 2 ** 40 }];
        await assert.rejects(recordResults(storage.db, storage.dialect, outcomes, NOW));
        const rows = await storage.db.selectFrom('webhook_deliveries').select(['status']).where('id', 'in', [ok, bad]).execute();
        assert.deepEqual(
          rows.map((r) => r.status),
          ['pending', 'pending'],
        );
        const endpoint = await storage.db
          .selectFrom('webhook_endpoints')
          .select(['successful_deliveries'])
          .where('id', '=', endpointId)
          .executeTakeFirstOrThrow();
        assert.equal(Number(endpoint.successful_deliveries), 0, 'the stats went back too');
      },
    );

    it('never reopens a delivery that is already finished', async () => {
      const {
        endpointId,
        deliveryIds: [id],
      } = await endpointWithDeliveries(storage, 1);
      await recordResults(storage.db, storage.dialect, [result(endpointId, id!, 'succeeded')], NOW);
      await recordResults(storage.db, storage.dialect, [result(endpointId, id!, 'retry')], NOW);
      const row = await storage.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
      assert.equal(row.status, 'succeeded');
    });

    it('stores no attempt for a delivery deleted while it was in flight, and the rest of the batch whole', async () => {
      const { endpointId, deliveryIds } = await endpointWithDeliveries(storage, 3);
      const [gone, kept, goneToo] = deliveryIds as [number, number, number];
      // What deleting its endpoint (or company) does to a delivery whose attempt is in flight.
      await storage.db.deleteFrom('webhook_deliveries').where('id', 'in', [gone, goneToo]).execute();
      await recordResults(
        storage.db,
        storage.dialect,
        [result(endpointId, gone, 'retry'), result(endpointId, kept, 'succeeded'), result(endpointId, goneToo, 'failed')],
        NOW,
      );
      const attempts = await storage.db
        .selectFrom('webhook_delivery_attempts')
        .select(['delivery_id', 'status_code'])
        .where('endpoint_id', '=', endpointId)
        .execute();
      assert.deepEqual(
        attempts.map((a) => [Number(a.delivery_id), a.status_code]),
        [[kept, 200]],
        'an attempt row only for the delivery that still exists',
      );
    });

    it(
      'does not deadlock with an endpoint delete that holds the endpoint row and then takes its deliveries',
      { skip: dialect.name !== 'postgres' && 'SQLite serializes writers' },
      async () => {
        const { endpointId, deliveryIds } = await endpointWithDeliveries(storage, 2);
        // The delete's order (see WebhookEndpointsRepository.deleteUnlessLegacy): endpoint row first.
        const deleting = storage.db.connection().execute(async (conn) => {
          await sql`begin`.execute(conn);
          await conn.deleteFrom('webhook_endpoints').where('id', '=', endpointId).execute();
          const writing = recordResults(
            storage.db,
            storage.dialect,
            deliveryIds.map((id) => result(endpointId, id, 'retry')),
            NOW,
          );
          // Wait until the result writer is blocked on a lock held here, then take the deliveries.
          await untilALockIsAwaited(storage);
          await conn.deleteFrom('webhook_deliveries').where('endpoint_id', '=', endpointId).where('status', '=', 'pending').execute();
          await sql`commit`.execute(conn);
          return writing;
        });
        // The transaction's callback returns the writer's promise, so this waits for both.
        // With the opposite lock order one of the two is chosen as a deadlock victim and fails.
        await deleting;
        const left = await storage.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', endpointId).execute();
        assert.deepEqual(left, [], 'the delete removed the pending deliveries; the late outcomes reopened nothing');
        const orphans = await storage.db
          .selectFrom('webhook_delivery_attempts')
          .select('id')
          .where('delivery_id', 'in', deliveryIds)
          .execute();
        assert.deepEqual(orphans, [], 'and left no attempt row without its delivery');
      },
    );
  });
}
