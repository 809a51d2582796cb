// UsersRepository and MetaRepository on both dialects.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DeliveryStatus } from '../../../src/storage/schema.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import {
  attemptRow,
  companyRow,
  countRows,
  deliveryRow,
  endpointRow,
  freshId,
  NOW,
  useStore,
  userRow,
} from '../../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`UsersRepository [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    const users = () => fixture.store.repos.users;

    it('finds a user by id, and by email whatever the case it is asked in', async () => {
      const user = await users().insert(userRow({ email: 'grace.hopper@example.com' }));
      assert.deepEqual(await users().findById(user.id), user);
      assert.deepEqual(await users().findByEmail('Grace.Hopper@EXAMPLE.com'), user);
      assert.equal(await users().findByEmail('grace@example.com'), undefined);
      assert.equal(await users().findById('ffffffffffff'), undefined);
    });

    it('refuses a second user with the same email', async () => {
      await users().insert(userRow({ email: 'twice@example.com' }));
      await assert.rejects(users().insert(userRow({ email: 'twice@example.com' })), /unique|UNIQUE/);
    });

    it('counts the users', async () => {
      const before = await users().count();
      await users().insert(userRow());
      assert.equal(await users().count(), before + 1);
    });

    it('deletes a partner with the endpoints it owns, their queue with its attempts and their leases; what was sent stays', async () => {
      const { storage } = fixture;
      const company = await fixture.store.repos.companies.insert(companyRow());
      const partner = await users().insert(userRow({ is_partner: 1 }));
      const owned = endpointRow(company.id, { owner_key: 'partner-key' });
      const another = endpointRow(company.id, { owner_key: 'another-key' });
      await storage.db.insertInto('webhook_endpoints').values([owned, another]).execute();
      /** A delivery of `endpointId` in `status` that was tried once already, as a retrying or finished one has been. */
      const triedDelivery = async (endpointId: string, status: DeliveryStatus) => {
        const { id } = await storage.db
          .insertInto('webhook_deliveries')
          .values(
            deliveryRow(endpointId, freshId(), { status, created_at: NOW - 100, completed_at: status === 'pending' ? null : NOW - 50 }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        await storage.db.insertInto('webhook_delivery_attempts').values(attemptRow(id, endpointId)).execute();
        return Number(id);
      };
      const retrying = await triedDelivery(owned.id, 'pending');
      const sent = await triedDelivery(owned.id, 'failed');
      const othersRetrying = await triedDelivery(another.id, 'pending');
      await storage.db.insertInto('delivery_leases').values({ endpoint_id: owned.id, owner: 'w', expires_at: NOW }).execute();

      const removed = await users().deleteWithCredentials(partner.id, 'partner-key');

      assert.equal(removed?.webhookEndpoints, 1);
      assert.equal(await users().findById(partner.id), undefined);
      assert.equal(await countRows(storage, 'webhook_endpoints', 'id', owned.id), 0);
      assert.equal(await countRows(storage, 'delivery_leases', 'endpoint_id', owned.id), 0);
      const attemptsOf = async (deliveryId: number) =>
        (await storage.db.selectFrom('webhook_delivery_attempts').select('id').where('delivery_id', '=', deliveryId).execute()).length;
      const stored = async (deliveryId: number) =>
        (await storage.db.selectFrom('webhook_deliveries').select('id').where('id', '=', deliveryId).execute()).length;
      assert.deepEqual([await stored(retrying), await attemptsOf(retrying)], [0, 0], 'the queue goes with the attempts it had');
      assert.deepEqual([await stored(sent), await attemptsOf(sent)], [1, 1], 'a finished delivery stays as history, with its attempt');
      assert.deepEqual(
        [await stored(othersRetrying), await attemptsOf(othersRetrying)],
        [1, 1],
        "another owner's endpoint keeps its queue",
      );
      assert.equal(await countRows(storage, 'webhook_endpoints', 'id', another.id), 1);
    });
  });

  describe(`MetaRepository [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    const meta = () => fixture.store.repos.meta;

    it('sets a key once: the first caller wins, later ones change nothing', async () => {
      assert.equal(await meta().get('demo_workspace'), undefined);
      assert.equal(await meta().setOnce('demo_workspace', 'first'), true);
      assert.equal(await meta().setOnce('demo_workspace', 'second'), false);
      assert.equal(await meta().get('demo_workspace'), 'first');
    });

    it('answers a ping', async () => {
      await meta().ping();
    });
  });
}
