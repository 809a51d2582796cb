// Migration 0027 on a database of the shape before it, on both dialects: an
// endpoint's rate limit moves from its own column into its settings, the
// column goes, and the list's version still changes with the settings (the
// trigger made again) and still not with the pacing state.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { settingsFromStored } from '../../src/schemas/endpoint-settings.ts';
import { endpointListVersion } from '../../src/storage/endpoint-list-version.ts';
import { migrateToLatest } from '../../src/storage/migrate.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { useStorageMigratedTo } from '../helpers/migrated-storage.ts';
import { companyRow, endpointRow } from '../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`migration 0027-endpoint-settings [${dialect.name}]`, { skip: dialect.skip }, () => {
    const migrated = useStorageMigratedTo(dialect, '0026-secret-since');

    it('moves each rate limit into the settings, drops its column, and keeps the list version on the shown columns', async () => {
      const storage = migrated();
      const db = storage.db as any;
      const company = companyRow();
      await db.insertInto('companies').values(company).execute();
      const before = (rateLimit: number | null) => {
        const { settings: _settings, queue_floor: _floor, requeue_count: _requeues, ...row } = endpointRow(company.id);
        return { ...row, rate_limit: rateLimit };
      };
      const limited = before(25);
      const unlimited = before(null);
      await db.insertInto('webhook_endpoints').values([limited, unlimited]).execute();

      assert.equal((await migrateToLatest(storage))[0], '0027-endpoint-settings');

      const rows: { id: string; settings: string }[] = await db.selectFrom('webhook_endpoints').select(['id', 'settings']).execute();
      const settingsOf = (id: string) => settingsFromStored(rows.find((r) => r.id === id)!.settings);
      assert.deepEqual(settingsOf(limited.id), { rate_limit: 25 });
      assert.deepEqual(settingsOf(unlimited.id), { rate_limit: null });
      await assert.rejects(sql`select rate_limit from webhook_endpoints`.execute(db), 'the old column is gone');

      const version = () => endpointListVersion(storage.db, company.id, 'customer');
      const initial = await version();
      await db.updateTable('webhook_endpoints').set({ rate_next_at: 99, rate_burst_count: 3 }).where('id', '=', limited.id).execute();
      assert.equal(await version(), initial, 'the pacing state is not shown: no new version');
      await db.updateTable('webhook_endpoints').set({ settings: '{"rate_limit":26}' }).where('id', '=', limited.id).execute();
      assert.notEqual(await version(), initial, 'a change of the settings is a new version');
    });
  });
}
