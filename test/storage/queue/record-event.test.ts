// The outbox (storage/queue/record-event.ts through the events repository), on
// both dialects: an event fans out to exactly the enabled endpoints of its
// company subscribed to its type (a paused one's delivery is held), in
// endpoint order, inside the caller's transaction, and only while the company
// is on Pro and a partner owner is a member; every event is stored, received
// or not (the events feed lists them). Workers are told after the
// commit, and on PostgreSQL the NOTIFY reaches listeners only when, and only
// if, the transaction commits.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { DELIVERY_CHANNEL } from '../../../src/storage/notification-channels.ts';
import { nextDeliveries } from '../../../src/storage/queue/next-deliveries.ts';
import type { NewEvent } from '../../../src/storage/schema.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import { companyRow, countRows, endpointRow, freshId, NOW, userRow, useStore } from '../../helpers/storage-fixtures.ts';

function eventRow(
  companyId: string,
  type: string,
  createdAt = NOW + 1000,
): NewEvent & { candidate_id: string | null; traceparent: string | null } {
  const id = freshId();
  return {
    id,
    company_id: companyId,
    type,
    payload: JSON.stringify({ _id: id, type, object: { n: 1 } }),
    created_at: createdAt,
    candidate_id: null,
    traceparent: null,
  };
}

/** A LISTEN connection of its own, collecting the payloads of the delivery channel's notifications in order. */
async function listen(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const payloads: string[] = [];
  let wake = () => {};
  client.on('notification', (message) => {
    if (message.channel !== DELIVERY_CHANNEL) return;
    payloads.push(message.payload ?? '');
    wake();
  });
  await client.query(`listen ${DELIVERY_CHANNEL}`);
  return {
    payloads,
    /** Resolves once `count` notifications have arrived. */
    async received(count: number): Promise<string[]> {
      const deadline = Date.now() + 10_000;
      while (payloads.length < count) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for notification ${count}; got ${JSON.stringify(payloads)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
      return payloads.slice(0, count);
    },
    close: () => client.end(),
  };
}

for (const dialect of DIALECTS) {
  describe(`the outbox: recording an event [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    /** The event's deliveries, in queue (id) order. */
    const deliveriesOf = (eventId: string) =>
      fixture.storage.db.selectFrom('webhook_deliveries').selectAll().where('event_id', '=', eventId).orderBy('id').execute();

    it('queues one pending delivery per enabled endpoint of the company subscribed to the type, paused ones too, in endpoint order', async () => {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      const other = await store.repos.companies.insert(companyRow());
      const insert = (companyId: string, overrides: Parameters<typeof endpointRow>[1]) =>
        storage.db.insertInto('webhook_endpoints').values(endpointRow(companyId, overrides)).returning('id').executeTakeFirstOrThrow();
      // Inserted out of order: the queue follows the endpoints' creation order, then their ids.
      const third = await insert(company.id, { created_at: NOW + 30, events: '["companyNotePosted","candidateAdded"]' });
      const first = await insert(company.id, { created_at: NOW + 10 });
      const secondA = await insert(company.id, { id: 'we_a_same_time', created_at: NOW + 20 });
      const secondB = await insert(company.id, { id: 'we_b_same_time', created_at: NOW + 20 });
      // Held for it until it is resumed (the workers take nothing from a paused endpoint's queue).
      const paused = await insert(company.id, { status: 'paused', created_at: NOW + 40 });
      // None of these gets it.
      await insert(company.id, { enabled: 0 });
      await insert(company.id, { events: '["candidateDeleted","companyNotePosted"]' });
      await insert(company.id, { events: '[]' });
      // Names that contain the type, but are other names: matched exactly, never by prefix or suffix.
      await insert(company.id, { events: '["candidateAddedLater"]' });
      await insert(company.id, { events: '["xcandidateAdded"]' });
      await insert(company.id, { events: '["candidate"]' });
      await insert(other.id, {});

      const event = eventRow(company.id, 'candidateAdded');
      await store.repos.events.record(event);

      const stored = await storage.db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
      assert.deepEqual(
        { ...stored, created_at: Number(stored.created_at) },
        { ...event, is_test: 0 },
        'the event as given, payload byte for byte',
      );
      const deliveries = await deliveriesOf(event.id);
      assert.deepEqual(
        deliveries.map((d) => d.endpoint_id),
        [first.id, secondA.id, secondB.id, third.id, paused.id],
      );
      for (const d of deliveries) {
        assert.deepEqual(
          [d.status, d.attempts, Number(d.next_attempt_at), Number(d.created_at), d.lease_owner, d.completed_at],
          ['pending', 0, event.created_at, event.created_at, null, null],
        );
      }
    });

    it("stores the event's traceparent, which the worker's fetch gives with each of its deliveries", async () => {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      const endpoint = endpointRow(company.id);
      await storage.db.insertInto('webhook_endpoints').values(endpoint).execute();
      const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
      const traced = { ...eventRow(company.id, 'candidateAdded'), traceparent };
      const untraced = eventRow(company.id, 'candidateAdded', NOW + 2000);
      await store.repos.events.record(traced);
      // Left out, as a process with tracing off records it: null.
      const { traceparent: _left, ...withoutTraceparent } = untraced;
      await store.repos.events.record(withoutTraceparent);
      const stored = await storage.db
        .selectFrom('events')
        .select(['id', 'traceparent'])
        .where('id', 'in', [traced.id, untraced.id])
        .orderBy('created_at')
        .execute();
      assert.deepEqual(stored, [
        { id: traced.id, traceparent },
        { id: untraced.id, traceparent: null },
      ]);
      const pending = await nextDeliveries(storage.db, endpoint.id, 10);
      assert.deepEqual(
        pending.map((d) => [d.event_id, d.traceparent]),
        [
          [traced.id, traceparent],
          [untraced.id, null],
        ],
      );
    });

    it('gives a type to the endpoints subscribed to it, and only to them', async () => {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      const notes = endpointRow(company.id, { events: '["companyNotePosted"]' });
      const candidates = endpointRow(company.id, { events: '["candidateAdded"]' });
      await storage.db.insertInto('webhook_endpoints').values([notes, candidates]).execute();
      const event = eventRow(company.id, 'companyNotePosted');
      await store.repos.events.record(event);
      const deliveries = await storage.db.selectFrom('webhook_deliveries').select('endpoint_id').where('event_id', '=', event.id).execute();
      assert.deepEqual(
        deliveries.map((d) => d.endpoint_id),
        [notes.id],
      );
    });

    it('writes inside the transaction of the change: a rollback leaves neither the event nor its deliveries', async () => {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      await storage.db.insertInto('webhook_endpoints').values(endpointRow(company.id)).execute();
      const event = eventRow(company.id, 'candidateAdded');
      const signals = fixture.deliverySignals;
      await assert.rejects(
        store.transaction(async (tx) => {
          await tx.repos.events.record(event);
          assert.equal(await countRows(tx, 'webhook_deliveries', 'event_id', event.id), 1, 'queued inside the transaction');
          throw new Error('the change failed after its event');
        }),
        /the change failed/,
      );
      assert.equal(await countRows(storage, 'events', 'id', event.id), 0);
      assert.equal(await countRows(storage, 'webhook_deliveries', 'event_id', event.id), 0);
      assert.equal(fixture.deliverySignals, signals, 'workers are not woken for a rolled-back event');
    });

    it('stores an event that nobody receives, queues nothing for it and wakes nobody', async () => {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      await storage.db
        .insertInto('webhook_endpoints')
        .values(endpointRow(company.id, { events: '["companyNotePosted"]' }))
        .execute();
      const signals = fixture.deliverySignals;
      const unwanted = eventRow(company.id, 'candidateAdded');
      assert.equal(await store.repos.events.record(unwanted), 0);
      assert.equal(await countRows(storage, 'events', 'id', unwanted.id), 1, 'no endpoint subscribes: stored for the events feed');
      assert.equal(await countRows(storage, 'webhook_deliveries', 'event_id', unwanted.id), 0);
      assert.equal(fixture.deliverySignals, signals, 'nothing to send: no wake-up');

      const lonely = await store.repos.companies.insert(companyRow());
      const nobody = eventRow(lonely.id, 'candidateAdded');
      assert.equal(await store.repos.events.record(nobody), 0);
      assert.equal(await countRows(storage, 'events', 'id', nobody.id), 1, 'a company without endpoints: stored too');

      const wanted = eventRow(company.id, 'companyNotePosted');
      assert.equal(await store.repos.events.record(wanted), 1);
      assert.equal(await countRows(storage, 'events', 'id', wanted.id), 1, 'someone receives it: stored');
      assert.equal(await countRows(storage, 'webhook_deliveries', 'event_id', wanted.id), 1);
      assert.equal(fixture.deliverySignals, signals + 1);
    });

    it('fans out to no endpoint of a company off the Pro plan', async () => {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow({ plan: 'free' }));
      await storage.db.insertInto('webhook_endpoints').values(endpointRow(company.id)).execute();
      const event = eventRow(company.id, 'candidateAdded');
      assert.equal(await store.repos.events.record(event), 0);
      assert.equal(await countRows(storage, 'webhook_deliveries', 'event_id', event.id), 0);

      await store.repos.companies.setPlan(company.id, 'pro', NOW + 1);
      const later = eventRow(company.id, 'candidateAdded');
      assert.equal(await store.repos.events.record(later), 1, 'back on Pro: delivered again');
    });

    it("fans out to a partner's endpoints only while the partner is a member", async () => {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      const member = await store.repos.users.insert(userRow({ is_partner: 1 }));
      const former = await store.repos.users.insert(userRow({ is_partner: 1 }));
      await store.repos.companies.addMember(company.id, member.id, NOW);
      await store.repos.companies.addMember(company.id, former.id, NOW);
      // The same user id as a member of another company does not count.
      const elsewhere = await store.repos.companies.insert(companyRow());
      const customer = endpointRow(company.id, { created_at: NOW + 1 });
      const memberEndpoint = endpointRow(company.id, { owner_key: `partner:${member.id}`, created_at: NOW + 2 });
      const formerEndpoint = endpointRow(company.id, { owner_key: `partner:${former.id}`, created_at: NOW + 3 });
      await storage.db.insertInto('webhook_endpoints').values([customer, memberEndpoint, formerEndpoint]).execute();
      await store.repos.companies.removeMember(company.id, former.id);
      await store.repos.companies.addMember(elsewhere.id, former.id, NOW);

      const event = eventRow(company.id, 'candidateAdded');
      assert.equal(await store.repos.events.record(event), 2);
      const deliveries = await deliveriesOf(event.id);
      assert.deepEqual(
        deliveries.map((d) => d.endpoint_id),
        [customer.id, memberEndpoint.id],
      );
    });

    it("wakes this process's workers once, after the commit of the transaction that recorded events", async () => {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      const both = endpointRow(company.id, { events: '["candidateAdded","candidateDeleted"]' });
      const deletedOnly = endpointRow(company.id, { events: '["candidateDeleted"]' });
      await storage.db.insertInto('webhook_endpoints').values([both, deletedOnly]).execute();
      const signals = fixture.deliverySignals;
      await store.transaction(async (tx) => {
        await tx.repos.events.record(eventRow(company.id, 'candidateAdded'));
        await tx.repos.events.record(eventRow(company.id, 'candidateDeleted'));
        assert.equal(fixture.deliverySignals, signals, 'not before the commit');
      });
      assert.equal(fixture.deliverySignals, signals + 1);
      // The fan-out names the endpoints of both events, each once.
      assert.deepEqual(fixture.signalledEndpoints && [...fixture.signalledEndpoints].sort(), [both.id, deletedOnly.id].sort());
      await store.repos.events.record(eventRow(company.id, 'candidateAdded'));
      assert.equal(fixture.deliverySignals, signals + 2, 'an event recorded on its own: after its own commit');
      assert.deepEqual(fixture.signalledEndpoints, [both.id]);
      // A change in the same transaction that names no endpoint (a resume, say): the signal names none, so workers search.
      await store.transaction(async (tx) => {
        await tx.repos.events.record(eventRow(company.id, 'candidateAdded'));
        await tx.announceDeliveries();
      });
      assert.equal(fixture.deliverySignals, signals + 3);
      assert.equal(fixture.signalledEndpoints, undefined);
    });

    it('recorded as the last statement of its transaction (eventLast), stores and queues as record does, and wakes workers after the commit', async () => {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      const first = endpointRow(company.id, { created_at: NOW + 10 });
      const second = endpointRow(company.id, { created_at: NOW + 20 });
      await storage.db.insertInto('webhook_endpoints').values([second, first]).execute();
      // On PostgreSQL its values are written into the statement that goes with the commit: quotes,
      // backslashes, a placeholder's look and text beyond ASCII come back byte for byte.
      const event = eventRow(company.id, 'candidateAdded');
      event.payload = JSON.stringify({ _id: event.id, type: event.type, object: { name: `O'Brien \\ $1 $$ "é" 😀` } });
      event.candidate_id = `it's $2`;
      const signals = fixture.deliverySignals;
      await store.transaction(
        async (tx) => {
          await tx.repos.events.recordLast(event);
          assert.equal(fixture.deliverySignals, signals, 'not before the commit');
        },
        { eventLast: true },
      );
      assert.equal(fixture.deliverySignals, signals + 1);
      const stored = await storage.db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
      assert.deepEqual({ ...stored, created_at: Number(stored.created_at) }, { ...event, is_test: 0 });
      const deliveries = await deliveriesOf(event.id);
      assert.deepEqual(
        deliveries.map((d) => [d.endpoint_id, d.status, Number(d.created_at)]),
        [
          [first.id, 'pending', event.created_at],
          [second.id, 'pending', event.created_at],
        ],
      );

      // Nobody subscribed: stored, and nobody woken.
      const unwanted = eventRow(company.id, 'companyNotePosted');
      await store.transaction((tx) => tx.repos.events.recordLast(unwanted), { eventLast: true });
      assert.equal(await countRows(storage, 'events', 'id', unwanted.id), 1);
      assert.equal(fixture.deliverySignals, signals + 1, 'nothing to send: no wake-up');
    });

    it('recorded as the last statement of its transaction, rolls back with it, also when the statement itself fails', async () => {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      await storage.db.insertInto('webhook_endpoints').values(endpointRow(company.id)).execute();
      const signals = fixture.deliverySignals;
      const event = eventRow(company.id, 'candidateAdded');
      await assert.rejects(
        store.transaction(
          async (tx) => {
            await tx.repos.events.recordLast(event);
            throw new Error('the change failed after its event');
          },
          { eventLast: true },
        ),
        /the change failed/,
      );
      assert.equal(await countRows(storage, 'events', 'id', event.id), 0);

      // An event of an id taken already: its statement fails (at the commit, on PostgreSQL), and the
      // transaction's other writes go with it.
      const taken = eventRow(company.id, 'candidateAdded');
      await store.repos.events.record(taken);
      const bystander = companyRow();
      await assert.rejects(
        store.transaction(
          async (tx) => {
            await tx.repos.companies.insert(bystander);
            await tx.repos.events.recordLast({ ...eventRow(company.id, 'candidateAdded'), id: taken.id });
          },
          { eventLast: true },
        ),
      );
      assert.equal(await countRows(storage, 'companies', 'id', bystander.id), 0);
      assert.equal(await countRows(storage, 'webhook_deliveries', 'event_id', taken.id), 1, 'only the first of that id queued');
      assert.equal(fixture.deliverySignals, signals + 1, 'woken for the event recorded, never for the rolled-back ones');
      // The connection went back to the pool out of the failed transaction.
      const after = eventRow(company.id, 'candidateAdded');
      await store.transaction((tx) => tx.repos.events.recordLast(after), { eventLast: true });
      assert.equal(await countRows(storage, 'events', 'id', after.id), 1);
    });

    it(
      'sends NOTIFY to listening workers only when the transaction commits',
      { skip: dialect.name !== 'postgres' && 'NOTIFY is PostgreSQL only' },
      async () => {
        const { store, database, storage } = fixture;
        const company = await store.repos.companies.insert(companyRow());
        const endpoint = endpointRow(company.id);
        await storage.db.insertInto('webhook_endpoints').values(endpoint).execute();
        const listener = await listen(database.url);
        // A marker notification sent by another connection at a chosen moment. Notifications
        // arrive in commit order, so one sent before the marker would arrive before it.
        const marker = (text: string) =>
          fixture.storage.db.selectNoFrom((eb) => eb.fn('pg_notify', [eb.val(DELIVERY_CHANNEL), eb.val(text)]).as('sent')).execute();
        try {
          await store.transaction(async (tx) => {
            await tx.repos.events.record(eventRow(company.id, 'candidateAdded'));
            await marker('while open');
            assert.deepEqual(await listener.received(1), ['while open'], 'nothing from the open transaction before the marker');
          });
          // Its payload names the endpoint whose queue grew (workers poke its task rather than search).
          assert.deepEqual(await listener.received(2), ['while open', endpoint.id], 'the outbox notification came with the commit');

          await assert.rejects(
            store.transaction(async (tx) => {
              await tx.repos.events.record(eventRow(company.id, 'candidateAdded'));
              throw new Error('rolled back');
            }),
          );
          await marker('after the rollback');
          assert.deepEqual(
            await listener.received(3),
            ['while open', endpoint.id, 'after the rollback'],
            'a rolled-back event notifies nobody',
          );

          // More endpoints than a payload's 8 000 bytes can name: the notification names none, and workers search.
          const crowded = await store.repos.companies.insert(companyRow());
          const many = Array.from({ length: 300 }, () => endpointRow(crowded.id));
          await storage.db.insertInto('webhook_endpoints').values(many).execute();
          assert.equal(await store.repos.events.record(eventRow(crowded.id, 'candidateAdded')), 300);
          assert.deepEqual((await listener.received(4))[3], '', 'a payload naming nothing');
          assert.equal(fixture.signalledEndpoints, undefined, "and the process's own workers are told of no endpoint either");
        } finally {
          await listener.close();
        }
      },
    );
  });
}
