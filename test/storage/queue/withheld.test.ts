// Who may receive a company's events, at the queue's level, on both dialects:
// the worker's view of an endpoint (next-deliveries.ts, endpoint-state.ts),
// its cancellation of what may not be sent (withheld.ts), and what ends with a
// membership or a plan (the repositories and retention.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpointStates } from '../../../src/storage/queue/endpoint-state.ts';
import { nextDeliveries } from '../../../src/storage/queue/next-deliveries.ts';
import { deleteFormerPartnersEndpoints } from '../../../src/storage/queue/retention.ts';
import { cancelWithheld, WITHHELD_MESSAGES } from '../../../src/storage/queue/withheld.ts';
import type { WebhookEndpointRow } from '../../../src/storage/schema.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import { companyRow, deliveryRow, endpointRow, freshId, NOW, userRow, useStore } from '../../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`who may receive, in the queue [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);

    /** A company (on the plan) with a member partner and a former one, and an endpoint with two pending and one finished delivery per owner. */
    async function arrange(plan: 'pro' | 'free' = 'pro') {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow({ plan }));
      const member = await store.repos.users.insert(userRow({ is_partner: 1 }));
      const former = await store.repos.users.insert(userRow({ is_partner: 1 }));
      await store.repos.companies.addMember(company.id, member.id, NOW);
      const endpoints = {
        customer: endpointRow(company.id, { created_at: NOW + 1 }),
        member: endpointRow(company.id, { owner_key: `partner:${member.id}`, created_at: NOW + 2 }),
        former: endpointRow(company.id, { owner_key: `partner:${former.id}`, created_at: NOW + 3 }),
        formerLegacy: endpointRow(company.id, { owner_key: `partner:${former.id}`, is_legacy: 1, created_at: NOW + 4 }),
      };
      await storage.db.insertInto('webhook_endpoints').values(Object.values(endpoints)).execute();
      for (const endpoint of Object.values(endpoints)) {
        for (const status of ['succeeded', 'pending', 'pending'] as const) {
          await storage.db
            .insertInto('webhook_deliveries')
            .values(deliveryRow(endpoint.id, freshId(), { status, completed_at: status === 'pending' ? null : NOW }))
            .execute();
        }
      }
      // nextDeliveries joins the event for its payload.
      const events = await storage.db
        .selectFrom('webhook_deliveries')
        .select('event_id')
        .where(
          'endpoint_id',
          'in',
          Object.values(endpoints).map((e) => e.id),
        )
        .execute();
      await storage.db
        .insertInto('events')
        .values(events.map((e) => ({ id: e.event_id, company_id: company.id, type: 'candidateAdded', payload: '{}', created_at: NOW })))
        .execute();
      return { company, member, former, endpoints };
    }

    const statuses = async (endpoint: WebhookEndpointRow) =>
      (
        await fixture.storage.db
          .selectFrom('webhook_deliveries')
          .select(['status', 'last_error'])
          .where('endpoint_id', '=', endpoint.id)
          .orderBy('id')
          .execute()
      ).map((d) => [d.status, d.last_error]);

    it("tells the worker why an endpoint may receive nothing: its company's plan, then its owner's membership", async () => {
      const { db } = fixture.storage;
      const endpointState = async (id: string) => (await endpointStates(db, [id])).get(id);
      const pro = await arrange('pro');
      assert.equal(await endpointState(pro.endpoints.customer.id), 'send');
      assert.equal(await endpointState(pro.endpoints.member.id), 'send');
      assert.equal(await endpointState(pro.endpoints.former.id), 'owner');
      assert.deepEqual([...new Set((await nextDeliveries(db, pro.endpoints.former.id, 10)).map((d) => d.withheld))], ['owner']);
      assert.deepEqual([...new Set((await nextDeliveries(db, pro.endpoints.member.id, 10)).map((d) => d.withheld))], [null]);

      const free = await arrange('free');
      for (const endpoint of Object.values(free.endpoints)) {
        assert.equal(await endpointState(endpoint.id), 'plan');
        assert.deepEqual([...new Set((await nextDeliveries(db, endpoint.id, 10)).map((d) => d.withheld))], ['plan']);
      }

      // Paused, disabled or gone: stop (the queue waits, or is gone), nothing to cancel.
      await db.updateTable('webhook_endpoints').set({ status: 'paused' }).where('id', '=', pro.endpoints.customer.id).execute();
      assert.equal(await endpointState(pro.endpoints.customer.id), 'stop');
      await db.updateTable('webhook_endpoints').set({ status: 'active', enabled: 0 }).where('id', '=', pro.endpoints.customer.id).execute();
      assert.equal(await endpointState(pro.endpoints.customer.id), 'stop');
      assert.equal(await endpointState('we_000000000000000000000000'), 'stop');

      // Many endpoints in one statement, each with its own state.
      const asked = [
        pro.endpoints.customer.id,
        pro.endpoints.member.id,
        pro.endpoints.former.id,
        free.endpoints.customer.id,
        'we_000000000000000000000000',
      ];
      assert.deepEqual(Object.fromEntries(await endpointStates(db, asked)), {
        [pro.endpoints.customer.id]: 'stop',
        [pro.endpoints.member.id]: 'send',
        [pro.endpoints.former.id]: 'owner',
        [free.endpoints.customer.id]: 'plan',
        we_000000000000000000000000: 'stop',
      });
    });

    it('cancels the pending deliveries of one endpoint with the reason, and nothing finished or of another endpoint', async () => {
      const { db } = fixture.storage;
      const { endpoints } = await arrange();
      assert.equal(await cancelWithheld(db, endpoints.former.id, 'owner', NOW + 5), 2);
      assert.deepEqual(await statuses(endpoints.former), [
        ['succeeded', null],
        ['cancelled', WITHHELD_MESSAGES.owner],
        ['cancelled', WITHHELD_MESSAGES.owner],
      ]);
      assert.deepEqual(await statuses(endpoints.formerLegacy), [
        ['succeeded', null],
        ['pending', null],
        ['pending', null],
      ]);
      const completed = await db
        .selectFrom('webhook_deliveries')
        .select('completed_at')
        .where('endpoint_id', '=', endpoints.former.id)
        .where('status', '=', 'cancelled')
        .execute();
      assert.deepEqual(
        completed.map((d) => Number(d.completed_at)),
        [NOW + 5, NOW + 5],
        'finished now: retention counts from here',
      );
    });

    it("cancels every pending delivery of a company's endpoints when it leaves Pro, and no other company's", async () => {
      const { db } = fixture.storage;
      const leaving = await arrange();
      const staying = await arrange();
      await db.updateTable('webhook_endpoints').set({ status: 'paused' }).where('id', '=', leaving.endpoints.customer.id).execute();
      assert.equal(
        await fixture.store.repos.webhookDeliveries.cancelPendingOfCompany(leaving.company.id, NOW + 5),
        8,
        'paused endpoints too',
      );
      for (const endpoint of Object.values(leaving.endpoints)) {
        assert.deepEqual(await statuses(endpoint), [
          ['succeeded', null],
          ['cancelled', WITHHELD_MESSAGES.plan],
          ['cancelled', WITHHELD_MESSAGES.plan],
        ]);
      }
      for (const endpoint of Object.values(staying.endpoints))
        assert.deepEqual(
          (await statuses(endpoint)).map(([s]) => s),
          ['succeeded', 'pending', 'pending'],
        );
    });

    it("deletes a partner's endpoints in the company, legacy ones too, with their queue; keeps their history and everyone else's", async () => {
      const { db } = fixture.storage;
      const { company, former, endpoints } = await arrange();
      const other = await fixture.store.repos.companies.insert(companyRow());
      const elsewhere = endpointRow(other.id, { owner_key: `partner:${former.id}` });
      await db.insertInto('webhook_endpoints').values(elsewhere).execute();

      assert.equal(
        await fixture.store.repos.webhookEndpoints.deleteAllOfOwner({ companyId: company.id, ownerKey: `partner:${former.id}` }),
        2,
      );
      const left = await db
        .selectFrom('webhook_endpoints')
        .select('id')
        .where('company_id', 'in', [company.id, other.id])
        .orderBy('created_at')
        .execute();
      assert.deepEqual(left.map((e) => e.id).sort(), [endpoints.customer.id, endpoints.member.id, elsewhere.id].sort());
      assert.deepEqual(await statuses(endpoints.former), [['succeeded', null]], 'the queue goes, the history stays until retention');
      assert.deepEqual(await statuses(endpoints.formerLegacy), [['succeeded', null]]);
    });

    it('sweeps the endpoints of partners who are no longer members, wherever the membership went', async () => {
      const { db } = fixture.storage;
      // Earlier tests' former partners are swept too: count on this company's.
      await deleteFormerPartnersEndpoints(db);
      const { company, member, endpoints } = await arrange();
      assert.equal(await deleteFormerPartnersEndpoints(db), 2);
      assert.equal(await deleteFormerPartnersEndpoints(db), 0, 'nothing more');
      const left = await db.selectFrom('webhook_endpoints').select('id').where('company_id', '=', company.id).execute();
      assert.deepEqual(left.map((e) => e.id).sort(), [endpoints.customer.id, endpoints.member.id].sort());
      assert.deepEqual(await statuses(endpoints.former), [['succeeded', null]]);

      // A user deleted outright: its memberships go by foreign key, and its endpoints at the next sweep.
      await db.deleteFrom('users').where('id', '=', member.id).execute();
      assert.equal(await deleteFormerPartnersEndpoints(db), 1);
      assert.equal((await endpointStates(db, [endpoints.customer.id])).get(endpoints.customer.id), 'send', "the customer's endpoint stays");
    });
  });
}
