// WebhookEndpointsRepository on both dialects: every read and write scoped by
// company and owner, the quota held under concurrent creates, a total order
// of creation within a company, and the delete that takes the endpoint's
// pending deliveries with it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { settingsFromStored } from '../../../src/schemas/endpoint-settings.ts';
import { ENDPOINT_VIEW_COLUMNS, type EndpointScope } from '../../../src/storage/repositories/webhook-endpoints-repository.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import { endpointWithDeliveries } from '../../helpers/queue-fixtures.ts';
import { companyRow, countRows, endpointRow, NOW, useStore } from '../../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`WebhookEndpointsRepository [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect, { poolSize: 8 });
    const endpoints = () => fixture.store.repos.webhookEndpoints;

    /** A company with its customer scope and a partner's scope. */
    async function company() {
      const { id } = await fixture.store.repos.companies.insert(companyRow());
      const customer: EndpointScope = { companyId: id, ownerKey: 'customer' };
      const partner: EndpointScope = { companyId: id, ownerKey: 'partner:0123456789ab' };
      return { id, customer, partner };
    }

    it("lists and finds an owner's endpoints only, oldest first, without the owner or the sealed secret", async () => {
      const a = await company();
      const b = await company();
      const later = endpointRow(a.id, { created_at: NOW + 20 });
      const earlier = endpointRow(a.id, { created_at: NOW + 10 });
      const partners = endpointRow(a.id, { owner_key: a.partner.ownerKey, created_at: NOW + 5 });
      const otherCompany = endpointRow(b.id, { created_at: NOW });
      await fixture.storage.db.insertInto('webhook_endpoints').values([later, partners, otherCompany, earlier]).execute();

      const listed = await endpoints().listForOwner(a.customer);
      assert.deepEqual(
        listed.map((e) => e.id),
        [earlier.id, later.id],
      );
      assert.deepEqual(Object.keys(listed[0]!).sort(), [...ENDPOINT_VIEW_COLUMNS].sort());
      assert.deepEqual(
        (await endpoints().listForOwner(a.partner)).map((e) => e.id),
        [partners.id],
      );

      assert.equal((await endpoints().findForOwner(a.customer, earlier.id))!.id, earlier.id);
      assert.equal(await endpoints().findForOwner(a.partner, earlier.id), undefined, "another owner's endpoint");
      assert.equal(await endpoints().findForOwner(a.customer, partners.id), undefined, "a partner's endpoint, asked for as the customer");
      assert.equal(await endpoints().findForOwner(a.customer, otherCompany.id), undefined, "another company's endpoint");
    });

    it("inserts up to the owner's quota in the company, counting each owner and company apart", async () => {
      const a = await company();
      const b = await company();
      for (let i = 0; i < 3; i++) assert.notEqual(await endpoints().insertWithinQuota(endpointRow(a.id), 3), 'quotaExceeded');
      assert.equal(await endpoints().insertWithinQuota(endpointRow(a.id), 3), 'quotaExceeded');
      assert.notEqual(
        await endpoints().insertWithinQuota(endpointRow(a.id, { owner_key: a.partner.ownerKey }), 3),
        'quotaExceeded',
        "a partner's quota is its own",
      );
      assert.notEqual(await endpoints().insertWithinQuota(endpointRow(b.id), 3), 'quotaExceeded', "another company's quota is its own");
      assert.equal(await countRows(fixture.storage, 'webhook_endpoints', 'company_id', a.id), 4);
    });

    it('gives endpoints of one company strictly increasing creation times, even when made in the same millisecond', async () => {
      const a = await company();
      const made = [];
      for (let i = 0; i < 4; i++) {
        const saved = await endpoints().insertWithinQuota(
          endpointRow(a.id, { owner_key: i % 2 ? a.partner.ownerKey : 'customer', created_at: NOW, updated_at: NOW }),
          10,
        );
        assert.notEqual(saved, 'quotaExceeded');
        made.push(saved as Exclude<typeof saved, 'quotaExceeded'>);
      }
      assert.deepEqual(
        made.map((e) => e.created_at),
        [NOW, NOW + 1, NOW + 2, NOW + 3],
      );
      for (const e of made) assert.ok(e.updated_at >= e.created_at);
      const stored = await fixture.storage.db
        .selectFrom('webhook_endpoints')
        .select(['id', 'created_at'])
        .where('company_id', '=', a.id)
        .orderBy('created_at')
        .execute();
      assert.deepEqual(
        stored.map((e) => e.id),
        made.map((e) => e.id),
      );
    });

    it('holds the quota under concurrent creates', async () => {
      const a = await company();
      const results = await Promise.all(
        Array.from({ length: 12 }, () => endpoints().insertWithinQuota(endpointRow(a.id, { created_at: NOW, updated_at: NOW }), 5)),
      );
      assert.equal(results.filter((r) => r !== 'quotaExceeded').length, 5);
      assert.equal(await countRows(fixture.storage, 'webhook_endpoints', 'company_id', a.id), 5);
      const times = (await endpoints().listForOwner(a.customer)).map((e) => Number(e.created_at));
      assert.equal(new Set(times).size, 5, 'no two with the same creation time');
    });

    it("updates the owner's non-legacy endpoint only, and wakes workers after the commit when it enables one", async () => {
      const a = await company();
      const endpoint = endpointRow(a.id, { enabled: 0 });
      const legacy = endpointRow(a.id, { is_legacy: 1 });
      await fixture.storage.db.insertInto('webhook_endpoints').values([endpoint, legacy]).execute();
      const signals = fixture.deliverySignals;

      assert.equal(await endpoints().updateUnlessLegacy(a.partner, endpoint.id, { description: 'not yours' }), undefined);
      assert.equal(await endpoints().updateUnlessLegacy(a.customer, legacy.id, { description: 'legacy' }), undefined);
      const described = await endpoints().updateUnlessLegacy(a.customer, endpoint.id, { description: 'changed', updated_at: NOW + 1 });
      assert.deepEqual([described!.description, Number(described!.updated_at)], ['changed', NOW + 1]);
      assert.equal(fixture.deliverySignals, signals, 'a change that sends nothing new wakes nobody');

      const enabled = await endpoints().updateUnlessLegacy(a.customer, endpoint.id, { enabled: 1 });
      assert.equal(enabled!.enabled, 1);
      assert.equal(fixture.deliverySignals, signals + 1);
      assert.equal((await endpoints().findForOwner(a.customer, legacy.id))!.description, null, 'the legacy endpoint is unchanged');
    });

    it('merges a settings patch into the stored settings, keeping those it does not name; null takes one back to its default', async () => {
      const a = await company();
      // A setting this version does not know (stored by a later one) stays as it is.
      const endpoint = endpointRow(a.id, { settings: JSON.stringify({ rate_limit: 3, later: 'kept' }) });
      await fixture.storage.db.insertInto('webhook_endpoints').values(endpoint).execute();
      const stored = async () => JSON.parse((await endpoints().findForOwner(a.customer, endpoint.id))!.settings);

      const limited = await endpoints().updateUnlessLegacy(a.customer, endpoint.id, { updated_at: NOW + 1 }, { rate_limit: 9 });
      assert.deepEqual(settingsFromStored(limited!.settings), { rate_limit: 9 });
      assert.deepEqual(await stored(), { rate_limit: 9, later: 'kept' });

      await endpoints().updateUnlessLegacy(a.customer, endpoint.id, { description: 'no settings given' });
      assert.deepEqual(await stored(), { rate_limit: 9, later: 'kept' }, 'an update without a patch leaves the settings');

      const unlimited = await endpoints().updateUnlessLegacy(a.customer, endpoint.id, { updated_at: NOW + 2 }, { rate_limit: null });
      assert.deepEqual(settingsFromStored(unlimited!.settings), { rate_limit: null });
      assert.equal((await stored()).later, 'kept');
    });

    it('moves an endpoint between statuses only from the status given, and wakes workers when it activates one', async () => {
      const a = await company();
      const endpoint = endpointRow(a.id);
      await fixture.storage.db.insertInto('webhook_endpoints').values(endpoint).execute();
      const signals = fixture.deliverySignals;
      assert.equal(await endpoints().changeStatus(a.customer, endpoint.id, 'paused', 'active', NOW), undefined, 'not paused');
      assert.equal(await endpoints().changeStatus(a.partner, endpoint.id, 'active', 'paused', NOW), undefined, 'not the owner');
      const paused = await endpoints().changeStatus(a.customer, endpoint.id, 'active', 'paused', NOW + 3);
      assert.deepEqual([paused!.status, Number(paused!.updated_at)], ['paused', NOW + 3]);
      assert.equal(fixture.deliverySignals, signals);
      assert.equal((await endpoints().changeStatus(a.customer, endpoint.id, 'paused', 'active', NOW + 4))!.status, 'active');
      assert.equal(fixture.deliverySignals, signals + 1);
    });

    it("deletes an endpoint with its pending deliveries, keeps finished ones as history, and never a legacy or another owner's endpoint", async () => {
      const { endpointId, deliveryIds } = await endpointWithDeliveries(fixture.storage, 3);
      const row = await fixture.storage.db
        .selectFrom('webhook_endpoints')
        .select('company_id')
        .where('id', '=', endpointId)
        .executeTakeFirstOrThrow();
      const scope: EndpointScope = { companyId: row.company_id, ownerKey: 'customer' };
      const other = await endpointWithDeliveries(fixture.storage, 2);
      await fixture.storage.db
        .updateTable('webhook_deliveries')
        .set({ status: 'succeeded', completed_at: NOW })
        .where('id', '=', deliveryIds[0]!)
        .execute();
      const legacy = endpointRow(row.company_id, { is_legacy: 1 });
      await fixture.storage.db.insertInto('webhook_endpoints').values(legacy).execute();

      assert.equal(await endpoints().deleteUnlessLegacy({ ...scope, ownerKey: 'partner:0123456789ab' }, endpointId), false);
      assert.equal(await endpoints().deleteUnlessLegacy(scope, legacy.id), false);
      assert.equal(await endpoints().deleteUnlessLegacy(scope, endpointId), true);
      assert.equal(await endpoints().deleteUnlessLegacy(scope, endpointId), false, 'gone already');

      const left = await fixture.storage.db
        .selectFrom('webhook_deliveries')
        .select(['id', 'endpoint_id', 'status'])
        .where('endpoint_id', 'in', [endpointId, other.endpointId])
        .orderBy('id')
        .execute();
      assert.deepEqual(
        left.map((d) => [Number(d.id), d.status]),
        [[deliveryIds[0]!, 'succeeded'], ...other.deliveryIds.map((id) => [id, 'pending'])],
      );
      assert.ok(await endpoints().findForOwner(scope, legacy.id));
    });
  });
}
