// The version of an owner's endpoint list (storage/endpoint-list-version.ts),
// which the list's cache is validated by, on both dialects: it changes with
// every column the list shows, whoever writes it (each repository write, the
// delivery outcome writer, a raw update), with a new endpoint and a deleted
// one, and only then: the pacing state, the run of failures and the sealed
// columns, which a send changes without showing anything new, leave it be.
// A column added to the list's view without a trigger for it fails here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { endpointListVersion } from '../../src/storage/endpoint-list-version.ts';
import { savePacing } from '../../src/storage/queue/endpoint-pacing.ts';
import { recordResults, type AttemptResult } from '../../src/storage/queue/record-results.ts';
import { ENDPOINT_VIEW_COLUMNS, type EndpointScope } from '../../src/storage/repositories/webhook-endpoints-repository.ts';
import type { WebhookEndpointRow } from '../../src/storage/schema.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyRow, endpointRow, NOW, useStore } from '../helpers/storage-fixtures.ts';

/** A value of the column unlike the row's. */
function changedValue(row: WebhookEndpointRow, column: keyof WebhookEndpointRow): unknown {
  const value = row[column];
  if (column === 'enabled' || column === 'is_legacy') return value === 1 ? 0 : 1;
  if (column === 'status') return value === 'active' ? 'paused' : 'active';
  if (column === 'events' || column === 'header_names') return JSON.stringify(['changed']);
  if (column === 'settings') return JSON.stringify({ rate_limit: 7 });
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}-changed`;
  // null: numbers in the numeric columns, text in the others.
  return ['last_delivery_at', 'disabled_at', 'failing_since', 'previous_secret_expires_at', 'rate_next_at'].includes(column)
    ? 7
    : 'changed';
}

const UNSHOWN_COLUMNS = [
  'rate_next_at',
  'rate_burst_count',
  'failing_since',
  'secret_ciphertext',
  'previous_secret_ciphertext',
  'previous_secret_expires_at',
  'headers_ciphertext',
] as const;

for (const dialect of DIALECTS) {
  describe(`the endpoint list's version [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect, { poolSize: 4 });
    const db = () => fixture.storage.db;
    const version = (scope: EndpointScope) => endpointListVersion(db(), scope.companyId, scope.ownerKey);

    async function owner(): Promise<{ scope: EndpointScope; rows: WebhookEndpointRow[] }> {
      const { id } = await fixture.store.repos.companies.insert(companyRow());
      const rows = [endpointRow(id, { created_at: NOW }), endpointRow(id, { created_at: NOW + 1 })];
      for (const row of rows) await fixture.store.repos.webhookEndpoints.insertWithinQuota(row, 10);
      return { scope: { companyId: id, ownerKey: 'customer' }, rows };
    }

    /** Asserts that `write` changes the owner's version, or with `changes: false` that it leaves it as it was. */
    async function expectVersion(scope: EndpointScope, what: string, write: () => Promise<unknown>, changes = true) {
      const before = await version(scope);
      await write();
      const after = await version(scope);
      if (changes) assert.notEqual(after, before, `${what} changes the version`);
      else assert.equal(after, before, `${what} leaves the version`);
    }

    it('changes with each column the list shows, and with no other', async () => {
      const { scope, rows } = await owner();
      const row = rows[0]!;
      const shown = ENDPOINT_VIEW_COLUMNS.filter((c) => c !== 'id');
      for (const column of shown) {
        await expectVersion(scope, column, () =>
          db()
            .updateTable('webhook_endpoints')
            .set({ [column]: changedValue(row, column) })
            .where('id', '=', row.id)
            .execute(),
        );
      }
      for (const column of UNSHOWN_COLUMNS) {
        await expectVersion(
          scope,
          column,
          () =>
            db()
              .updateTable('webhook_endpoints')
              .set({ [column]: changedValue(row, column) })
              .where('id', '=', row.id)
              .execute(),
          false,
        );
      }
      await expectVersion(
        scope,
        'setting a shown column to the value it has',
        () =>
          db()
            .updateTable('webhook_endpoints')
            .set({ url: sql`url` })
            .where('id', '=', row.id)
            .execute(),
        false,
      );
    });

    it('changes with every write of the repository and of the delivery outcomes, not with pacing', async () => {
      const { scope, rows } = await owner();
      const [first, second] = rows as [WebhookEndpointRow, WebhookEndpointRow];
      const repo = fixture.store.repos.webhookEndpoints;
      await expectVersion(scope, 'a create', () => repo.insertWithinQuota(endpointRow(scope.companyId, { created_at: NOW + 2 }), 10));
      await expectVersion(scope, 'an update', () => repo.updateUnlessLegacy(scope, first.id, { description: 'new', updated_at: NOW + 3 }));
      await expectVersion(scope, 'a disable', () => repo.updateUnlessLegacy(scope, first.id, { enabled: 0, updated_at: NOW + 3 }));
      await expectVersion(scope, 'a pause', () => repo.changeStatus(scope, first.id, 'active', 'paused', NOW + 3));
      await expectVersion(scope, 'a secret rotation', () =>
        repo.rotateSecret(scope, second.id, { ciphertext: 'sealed-new', prefix: 'whsec_newpre' }, null, NOW + 3),
      );
      const outcome = (ok: boolean): AttemptResult => ({
        deliveryId: 999_999,
        endpointId: second.id,
        attempt: 1,
        startedAt: NOW + 4,
        durationMs: 5,
        statusCode: ok ? 200 : 500,
        error: null,
        outcome: ok ? 'succeeded' : 'retry',
        nextAttemptAt: NOW + 10,
        gone: false,
        workerId: 'w',
        responseHeaders: null,
        responseBody: null,
        responseBodyTruncated: false,
      });
      await expectVersion(scope, 'a success', () => recordResults(db(), dialect.name, [outcome(true)], NOW + 5));
      await expectVersion(scope, 'a failure', () => recordResults(db(), dialect.name, [outcome(false)], NOW + 6));
      await expectVersion(scope, 'pacing', () => savePacing(db(), second.id, 3, NOW + 1000), false);
      await expectVersion(scope, 'a delete', () => repo.deleteUnlessLegacy(scope, second.id));
      await expectVersion(scope, 'deleting the rest', () => repo.deleteAllOfOwner(scope));
    });

    it('does not come back to a value it had for other rows: the newest row deleted, then another made', async () => {
      const { scope, rows } = await owner();
      const repo = fixture.store.repos.webhookEndpoints;
      const seen = new Set([await version(scope)]);
      let newest = rows[1]!.id;
      for (let i = 0; i < 3; i++) {
        await repo.deleteUnlessLegacy(scope, newest);
        const afterDelete = await version(scope);
        const row = endpointRow(scope.companyId, { created_at: NOW + 10 + i });
        await repo.insertWithinQuota(row, 10);
        const afterCreate = await version(scope);
        // As many rows as before the delete, but the new one took no number an old one had.
        assert.ok(!seen.has(afterCreate), `round ${i}: ${afterCreate} after ${[...seen].join(' ')}`);
        seen.add(afterDelete).add(afterCreate);
        newest = row.id;
      }
    });

    it(
      'changes when a write that took its number first commits last',
      { skip: dialect.name !== 'postgres' && 'one writer at a time on SQLite' },
      async () => {
        const { scope, rows } = await owner();
        const [first, second] = rows as [WebhookEndpointRow, WebhookEndpointRow];
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let updated!: () => void;
        const tookNumber = new Promise<void>((resolve) => (updated = resolve));
        const slow = db()
          .transaction()
          .execute(async (trx) => {
            await trx.updateTable('webhook_endpoints').set({ description: 'slow' }).where('id', '=', first.id).execute();
            updated();
            await gate;
          });
        await tookNumber;
        // A later number, committed first, and read while the first write is still open.
        await db().updateTable('webhook_endpoints').set({ description: 'fast' }).where('id', '=', second.id).execute();
        const read = await version(scope);
        release();
        await slow;
        assert.notEqual(await version(scope), read, 'the earlier number, committed after the read, changes the version');
      },
    );
  });
}
