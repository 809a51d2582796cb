// A deleted candidate's personal data leaves the stored events, black box over
// HTTP on both dialects: deleting a candidate (or its position) scrubs the
// events that carry its data at once, in the feed, in the delivery log and
// in what pending deliveries will send, while every payload keeps its `_id`
// and still matches its schema; the candidateDeleted event keeps the
// candidate as it was until its deliveries are done, then retention scrubs it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { RetentionJob } from '../../src/jobs/retention-job.ts';
import { componentSchemas } from '../../src/schemas/components.ts';
import type { EventType } from '../../src/schemas/event-types.ts';
import { WEBHOOK_EVENT_SCHEMAS } from '../../src/schemas/webhook-events.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyPath, createCandidate, createNote, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const PERSON = {
  name: 'Grace Hopper',
  email_address: 'grace@navy.example',
  phone_number: '+1 555 0100',
  summary: 'COBOL',
  tags: ['compilers'],
};
const NOTE = 'Invented the first compiler; call her on +1 555 0100';

function assertMatchesSchema(payload: any): void {
  const problems = [...Value.Errors(WEBHOOK_EVENT_SCHEMAS[payload.type as EventType], componentSchemas(), payload)].map(
    (e) => `${e.path}: ${e.message}`,
  );
  assert.deepEqual(problems, [], `${payload.type} no longer matches its schema`);
}

for (const dialect of DIALECTS) {
  describe(`a deleted candidate's data in stored events [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;

    before(async () => {
      server = await startTestServer(dialect, { role: 'api' });
    });
    after(() => server?.close());

    const feed = async (ws: Workspace) => {
      const res = await server.get(companyPath(ws, '/events?limit=200'), { token: ws.token });
      assert.equal(res.status, 200, res.text);
      return res.body.data as Array<{ _id: string; type: string; payload: string }>;
    };
    const mentions = (payload: string) => [PERSON.name, PERSON.email_address, PERSON.phone_number, NOTE].some((s) => payload.includes(s));

    /** A workspace with an endpoint for every candidate and note event, at a closed port: its deliveries stay pending (no worker runs). */
    async function arrange() {
      const ws = await server.createWorkspace();
      const res = await server.post(companyPath(ws, '/webhook_endpoints'), {
        token: ws.token,
        body: {
          url: 'https://127.0.0.1:1/hook',
          events: ['candidateAdded', 'candidateDeleted', 'candidateStatusUpdated', 'companyNotePosted'],
        },
      });
      assert.equal(res.status, 201, res.text);
      // A millisecond apart on the manual clock, so the feed's order is the order they happened in.
      const tick = () => server.clock.advance(1);
      const position = await createPosition(server, ws, { name: 'Compiler Engineer' });
      tick();
      const candidate = await createCandidate(server, ws, position._id, PERSON);
      tick();
      await createNote(server, ws, position._id, candidate._id, NOTE);
      tick();
      const stage = await server.put(companyPath(ws, `/position/${position._id}/candidate/${candidate._id}/stage`), {
        token: ws.token,
        body: { stage_id: 'interviewing' },
      });
      assert.equal(stage.status, 200, stage.text);
      tick();
      const other = await createCandidate(server, ws, position._id, { name: 'Kept Candidate', email_address: 'kept@example.com' });
      tick();
      return { ws, endpoint: res.body.id as string, position, candidate, other };
    }

    it('scrubs the events of a deleted candidate at once: feed, delivery log and pending deliveries', async () => {
      const { ws, endpoint, position, candidate, other } = await arrange();
      const before = await feed(ws);
      assert.equal(before.filter((e) => mentions(e.payload)).length, 3, 'added, note posted, status updated carry its data');

      const res = await server.delete(companyPath(ws, `/position/${position._id}/candidate/${candidate._id}`), { token: ws.token });
      assert.equal(res.status, 200, res.text);

      const afterDelete = await feed(ws);
      assert.deepEqual(
        afterDelete.slice(1).map((e) => e._id),
        before.map((e) => e._id),
        'every event is still listed, with its id and in order',
      );
      const [deleted, ...earlier] = afterDelete;
      assert.equal(deleted!.type, 'candidateDeleted');
      assert.ok(deleted!.payload.includes(PERSON.name), 'the deletion carries the candidate as it was while it is being delivered');
      for (const event of earlier) {
        const payload = JSON.parse(event.payload);
        assertMatchesSchema(payload);
        if (payload.object.candidate?._id !== candidate._id) continue;
        assert.ok(!mentions(event.payload), `${event.type} still carries the candidate's data: ${event.payload}`);
        assert.equal(payload.object.candidate.name, '[deleted]');
        assert.equal(payload.object.candidate.email_address, null);
        if (payload.object.note) assert.equal(payload.object.note.body, '[deleted]');
        assert.equal(payload._id, event._id);
      }
      assert.ok(
        earlier.some((e) => e.payload.includes('Kept Candidate') && e.payload.includes(other._id)),
        'another candidate is untouched',
      );

      // The pending deliveries will send the scrubbed bytes: the delivery log shows what they send.
      const deliveries = (await server.get(companyPath(ws, `/webhook_endpoint/${endpoint}/deliveries`), { token: ws.token })).body.data;
      for (const delivery of deliveries) {
        const detail = await server.get(companyPath(ws, `/webhook_endpoint/${endpoint}/delivery/${delivery.id}`), { token: ws.token });
        assert.equal(detail.body.status, 'pending');
        if (delivery.event_type === 'candidateDeleted') continue;
        assert.ok(!mentions(detail.body.payload), `the pending ${delivery.event_type} delivery would still send the data`);
      }
    });

    it('scrubs the candidateDeleted event once none of its deliveries is pending', async () => {
      const { ws, position, candidate } = await arrange();
      await server.delete(companyPath(ws, `/position/${position._id}/candidate/${candidate._id}`), { token: ws.token });
      const { storage, config } = server.services;
      const retention = new RetentionJob({ storage, config, clock: server.clock, log: { error() {}, info() {} }, pauseMs: 0 });
      await retention.runOnce();
      const [deleted] = await feed(ws);
      assert.ok(deleted!.payload.includes(PERSON.name), 'still pending: kept as it was');

      // Its delivery goes out (here: finished by hand, as no worker runs).
      await storage.db
        .updateTable('webhook_deliveries')
        .set({ status: 'succeeded', completed_at: server.clock.now() })
        .where('event_id', '=', deleted!._id)
        .execute();
      const summary = await retention.runOnce();
      assert.equal(summary.scrubbed, 1);
      const [scrubbed] = await feed(ws);
      assert.equal(scrubbed!._id, deleted!._id);
      assert.ok(!mentions(scrubbed!.payload), scrubbed!.payload);
      const payload = JSON.parse(scrubbed!.payload);
      assertMatchesSchema(payload);
      assert.equal(payload.object.candidate._id, candidate._id, 'receivers still learn which candidate went');
      assert.equal((await retention.runOnce()).scrubbed, 0, 'once');
    });

    it('scrubs the events of every candidate of a deleted position', async () => {
      const { ws, position } = await arrange();
      const res = await server.delete(companyPath(ws, `/position/${position._id}`), { token: ws.token });
      assert.equal(res.status, 200, res.text);
      const events = await feed(ws);
      assert.equal(events[0]!.type, 'companyPositionDeleted');
      for (const event of events) {
        assert.ok(!mentions(event.payload) && !event.payload.includes('kept@example.com'), `${event.type}: ${event.payload}`);
        assertMatchesSchema(JSON.parse(event.payload));
      }
    });
  });
}
