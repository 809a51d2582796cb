// The outcome writer's bound, on both dialects: past maxPending outcomes not
// yet stored, senders are told to wait (full), and room() returns only once
// the outcomes held are stored.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ManualClock } from '../../src/clock.ts';
import { ResultWriter } from '../../src/delivery/result-writer.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { attemptResult, endpointWithDeliveries, NOW } from '../helpers/queue-fixtures.ts';
import { useStore } from '../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`ResultWriter [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect, { poolSize: 2 });

    const succeeded = (endpointId: string, deliveryId: number) => attemptResult(endpointId, deliveryId, 'succeeded');

    it('is full at maxPending outcomes not stored, and room() returns once they are stored', async () => {
      const { endpointId, deliveryIds } = await endpointWithDeliveries(fixture.storage, 3);
      const errors: unknown[] = [];
      const writer = new ResultWriter(fixture.storage, new ManualClock(NOW), { onError: (error) => errors.push(error), maxPending: 3 });
      writer.add(succeeded(endpointId, deliveryIds[0]!));
      writer.add(succeeded(endpointId, deliveryIds[1]!));
      assert.equal(writer.full, false);
      writer.add(succeeded(endpointId, deliveryIds[2]!));
      assert.equal(writer.full, true);
      assert.equal(writer.pending, 3);

      await writer.room();
      assert.equal(writer.full, false);
      assert.equal(writer.pending, 0);
      const statuses = await fixture.storage.db
        .selectFrom('webhook_deliveries')
        .select('status')
        .where('endpoint_id', '=', endpointId)
        .execute();
      assert.deepEqual(
        statuses.map((d) => d.status),
        ['succeeded', 'succeeded', 'succeeded'],
      );
      assert.deepEqual(errors, []);
    });

    it('tells whether every outcome added up to a mark is settled: not while held, once its write ended', async () => {
      const { endpointId, deliveryIds } = await endpointWithDeliveries(fixture.storage, 2);
      const writer = new ResultWriter(fixture.storage, new ManualClock(NOW), { onError: () => {} });
      assert.equal(writer.settled(writer.added), true, 'nothing added');
      writer.add(succeeded(endpointId, deliveryIds[0]!));
      const first = writer.added;
      assert.equal(writer.settled(first), false, 'held');
      await writer.flush();
      assert.equal(writer.settled(first), true, 'written');
      writer.add(succeeded(endpointId, deliveryIds[1]!));
      const second = writer.added;
      assert.equal(writer.settled(second), false, 'the next one held');
      await writer.flush();
      assert.equal(writer.settled(second), true);
    });
  });
}
