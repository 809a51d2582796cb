// The admin command line's delivery log commands, run in this process
// (runCommand) against a database the test arranges through the services.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openServices } from '../helpers/child-server.ts';
import { runCli } from '../helpers/cli.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';
import { insertEndpointRow, recordEvent } from '../helpers/webhook-fixtures.ts';

const cli = (database: TestDatabase, args: string[]) => runCli(args, { DATABASE_URL: database.url, DATA_DIR: database.dataDir });

async function json(database: TestDatabase, args: string[]): Promise<any> {
  const result = await cli(database, [...args, '--json']);
  assert.equal(result.code, 0, `exit ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

for (const dialect of DIALECTS) {
  describe(`delivery commands of the CLI [${dialect.name}]`, { skip: dialect.skip }, () => {
    let database: TestDatabase;
    let services: Awaited<ReturnType<typeof openServices>>;
    let endpointId: string;
    let deliveryId: string;

    before(async () => {
      database = await dialect.createDatabase();
      services = await openServices(database);
      const company = await services.companies.create({ name: 'Acme', plan: 'pro' });
      endpointId = (
        await insertEndpointRow(services, company._id, { url: 'https://127.0.0.1:9/hook', events: ['companyNotePosted', 'candidateAdded'] })
      ).id;
      await recordEvent(services, company._id, 'candidateAdded', { n: 1 });
      await recordEvent(services, company._id, 'companyNotePosted', { n: 2 });
      const first = await services.storage.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('endpoint_id', '=', endpointId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      deliveryId = String(first.id);
      await services.storage.db
        .updateTable('webhook_deliveries')
        .set({ status: 'failed', attempts: 11, last_status_code: 502, last_error: 'HTTP 502', completed_at: Date.now() })
        .where('id', '=', first.id)
        .execute();
    });
    after(async () => {
      await services?.closeAll();
      await database?.drop();
    });

    it('delivery list, delivery show and delivery retry', async () => {
      const all = await json(database, ['delivery', 'list', '--endpoint', endpointId]);
      assert.equal(all.data.length, 2);
      assert.equal(all.data[1].id, deliveryId, 'newest first');
      const failed = await json(database, ['delivery', 'list', '--endpoint', endpointId, '--status', 'failed']);
      assert.deepEqual(
        failed.data.map((d: any) => d.id),
        [deliveryId],
      );
      const text = await cli(database, ['delivery', 'list', '--endpoint', endpointId, '--status', 'failed']);
      assert.match(text.stdout, new RegExp(`^${deliveryId} .*candidateAdded  failed  11 attempts  HTTP 502$`, 'm'));

      const shown = await json(database, ['delivery', 'show', '--id', deliveryId]);
      assert.equal(shown.status, 'failed');
      assert.equal(JSON.parse(shown.payload).object.n, 1);
      const retried = await json(database, ['delivery', 'retry', '--id', deliveryId]);
      assert.equal(retried.status, 'pending');
      const again = await cli(database, ['delivery', 'retry', '--id', deliveryId]);
      assert.notEqual(again.code, 0);
      assert.match(again.stderr, /still pending/);
      const missing = await cli(database, ['delivery', 'show', '--id', '999999']);
      assert.notEqual(missing.code, 0);
      assert.match(missing.stderr, /Delivery not found/);
      const badStatus = await cli(database, ['delivery', 'list', '--endpoint', endpointId, '--status', 'lost']);
      assert.match(badStatus.stderr, /status must be one of/);
    });

    it('webhook test queues a test event for the endpoint', async () => {
      const queued = await json(database, ['webhook', 'test', '--endpoint', endpointId]);
      assert.equal(queued.status, 'pending');
      assert.equal(queued.event_type, 'companyNotePosted', "the endpoint's first subscribed type");
      const shown = await json(database, ['delivery', 'show', '--id', queued.id]);
      const payload = JSON.parse(shown.payload);
      assert.equal(payload.test, true);
      assert.equal(payload.object.acting_user.name, 'Example User');
      const typed = await json(database, ['webhook', 'test', '--endpoint', endpointId, '--event-type', 'companyPositionAdded']);
      assert.equal(typed.event_type, 'companyPositionAdded');
      const unknown = await cli(database, ['webhook', 'test', '--endpoint', 'we_000000000000000000000000']);
      assert.match(unknown.stderr, /Webhook endpoint not found/);
    });
  });
}
