// The compare-and-set that re-sealing secrets writes with
// (storage/sealed-secrets.ts), on both dialects: a row whose sealed secrets
// changed since they were read (a rotation, the previous secret erased) is
// left as it is and reported.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { replaceSealedSecrets, sealedSecretsAfter, sealedSecretsOf } from '../../src/storage/sealed-secrets.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyRow, endpointRow, NOW, useStore } from '../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`replacing sealed secrets [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);

    it('walks endpoints by id, and writes only rows that still hold what was read', async () => {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      const rows = ['a', 'b', 'c'].map((tag) =>
        endpointRow(company.id, { secret_ciphertext: `old-${tag}`, previous_secret_ciphertext: tag === 'c' ? 'old-prev-c' : null }),
      );
      await storage.db.insertInto('webhook_endpoints').values(rows).execute();
      const ids = rows.map((r) => r.id).sort();

      const first = await sealedSecretsAfter(storage.db, '', 2);
      const rest = await sealedSecretsAfter(storage.db, first[1]!.id, 2);
      assert.deepEqual(
        [...first, ...rest].map((r) => r.id),
        ids,
        'in id order, a page at a time',
      );
      const read = await sealedSecretsOf(storage.db, ids);
      const [a, b, c] = rows.map((row) => read.find((r) => r.id === row.id)!);

      // Meanwhile: a's secret is rotated (the API), c's previous secret is erased (retention).
      const scope = { companyId: company.id, ownerKey: 'customer' };
      await store.repos.webhookEndpoints.rotateSecret(scope, a!.id, { ciphertext: 'rotated-a', prefix: 'whsec_rotate' }, NOW + 1000, NOW);
      await storage.db.updateTable('webhook_endpoints').set({ previous_secret_ciphertext: null }).where('id', '=', c!.id).execute();

      const changed = await replaceSealedSecrets(
        storage.db,
        [a!, b!, c!].map((row) => ({
          expected: row,
          secret_ciphertext: `new-${row.secret_ciphertext}`,
          previous_secret_ciphertext: row.previous_secret_ciphertext && `new-${row.previous_secret_ciphertext}`,
          headers_ciphertext: row.headers_ciphertext,
        })),
      );
      assert.deepEqual(changed.sort(), [a!.id, c!.id].sort());
      const after = await sealedSecretsOf(storage.db, ids);
      const byId = Object.fromEntries(after.map((r) => [r.id, [r.secret_ciphertext, r.previous_secret_ciphertext]]));
      assert.deepEqual(byId[a!.id], ['rotated-a', a!.secret_ciphertext], 'the rotation is kept, not undone');
      assert.deepEqual(byId[b!.id], [`new-${b!.secret_ciphertext}`, null], 'an unchanged row is replaced');
      assert.deepEqual(byId[c!.id], [c!.secret_ciphertext, null], 'the erased previous secret stays erased');
    });
  });
}
