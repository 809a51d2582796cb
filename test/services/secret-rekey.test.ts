// Re-sealing every stored webhook secret with the current master key
// (services/secret-rekey.ts), on both dialects: what an earlier key sealed
// (also before key ids existed, also previous secrets in their overlap) is
// sealed with the new key and opens to the same secret; what is current is
// left alone; what no configured key opens is reported and left as it is; a
// second run has nothing to do. (With the service running, deliveries
// flowing and secrets rotated meanwhile: test/cli/secrets-rekey.test.ts.)
import assert from 'node:assert/strict';
import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { masterKeyId, SecretBox, sealedKeyId } from '../../src/crypto/secret-box.ts';
import { deriveKey } from '../../src/crypto/secret-key.ts';
import { rekeySecrets } from '../../src/services/secret-rekey.ts';
import { sealedSecretsAfter } from '../../src/storage/sealed-secrets.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyRow, endpointRow, NOW, useStore } from '../helpers/storage-fixtures.ts';

const secret = () => 'whsec_' + randomBytes(32).toString('base64');

/** A value as sealed before key ids existed. */
function legacySeal(masterKey: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(masterKey, 'webhook-secret'), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

for (const dialect of DIALECTS) {
  describe(`re-sealing stored secrets with a new key [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);

    it('re-seals what earlier keys sealed, leaves what is current, reports what opens with no key, and is done after one run', async () => {
      const { store, storage } = fixture;
      const [oldKey, olderKey, newKey, foreignKey] = [1, 2, 3, 4].map(() => randomBytes(32)) as [Buffer, Buffer, Buffer, Buffer];
      const byOld = new SecretBox(oldKey);
      const box = new SecretBox(newKey, [oldKey, olderKey]);
      const company = await store.repos.companies.insert(companyRow());
      const plain: Record<string, [string, string | null]> = {};
      const endpoint = async (seal: (s: string) => string, withPrevious: boolean) => {
        const current = secret();
        const previous = withPrevious ? secret() : null;
        const row = endpointRow(company.id, {
          secret_ciphertext: seal(current),
          previous_secret_ciphertext: previous && seal(previous),
          previous_secret_expires_at: previous === null ? null : NOW + 3_600_000,
        });
        await storage.db.insertInto('webhook_endpoints').values(row).execute();
        plain[row.id] = [current, previous];
        return row.id;
      };
      // Eleven endpoints: batches of 4 see several pages.
      for (let i = 0; i < 4; i++) await endpoint((s) => byOld.seal(s), i % 2 === 0);
      for (let i = 0; i < 2; i++) await endpoint((s) => legacySeal(olderKey, s), i === 0);
      const currentIds: string[] = [];
      for (let i = 0; i < 3; i++) currentIds.push(await endpoint((s) => box.seal(s), i === 0));
      const current = await storage.db
        .selectFrom('webhook_endpoints')
        .select(['id', 'secret_ciphertext'])
        .where('id', 'in', currentIds)
        .execute();
      const lost = await endpoint((s) => new SecretBox(foreignKey).seal(s), false);
      const damaged = await endpoint((s) => byOld.seal(s).slice(0, -4) + 'AAAA', false);

      const report = await rekeySecrets({ storage, secretBox: box }, { batchSize: 4 });
      assert.equal(report.keyId, masterKeyId(newKey));
      assert.equal(report.endpoints, 11);
      assert.equal(report.resealedEndpoints, 6);
      assert.equal(report.resealedValues, 9, '4 + 2 with an earlier key, 2 + 1 of them previous secrets');
      assert.deepEqual(report.unopenable, [lost, damaged].sort());
      assert.deepEqual(report.unfinished, []);
      assert.equal(report.sealedMeanwhileWithOtherKeys, 0);

      const rows = await sealedSecretsAfter(storage.db, '', 100);
      for (const row of rows) {
        if (row.id === lost || row.id === damaged) continue;
        assert.equal(sealedKeyId(row.secret_ciphertext), masterKeyId(newKey), row.id);
        if (row.previous_secret_ciphertext !== null) assert.equal(sealedKeyId(row.previous_secret_ciphertext), masterKeyId(newKey));
        // The new key alone opens them, to the same secrets.
        const alone = new SecretBox(newKey);
        assert.deepEqual(
          [alone.open(row.secret_ciphertext), row.previous_secret_ciphertext && alone.open(row.previous_secret_ciphertext)],
          plain[row.id],
        );
      }
      for (const { id, secret_ciphertext } of current) {
        assert.equal(rows.find((r) => r.id === id)!.secret_ciphertext, secret_ciphertext, 'a current seal is not rewritten');
      }

      const again = await rekeySecrets({ storage, secretBox: box }, { batchSize: 4 });
      assert.equal(again.resealedValues, 0, 'nothing left to do');
      assert.deepEqual(again.unopenable, [lost, damaged].sort());
    });

    it('re-seals an endpoint’s custom headers like its secrets', async () => {
      const { store, storage } = fixture;
      const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
      const byOld = new SecretBox(oldKey);
      const box = new SecretBox(newKey, [oldKey]);
      const company = await store.repos.companies.insert(companyRow());
      const headers = JSON.stringify({ 'X-Api-Key': 'gateway-key-1' });
      const current = box.seal(secret());
      const row = endpointRow(company.id, {
        secret_ciphertext: current,
        headers_ciphertext: byOld.seal(headers),
        header_names: '["X-Api-Key"]',
      });
      await storage.db.insertInto('webhook_endpoints').values(row).execute();

      const report = await rekeySecrets({ storage, secretBox: box });
      assert.ok(report.resealedValues >= 1);
      assert.ok(!report.unopenable.includes(row.id));
      const stored = (await sealedSecretsAfter(storage.db, '', 100)).find((r) => r.id === row.id);
      assert.equal(stored!.secret_ciphertext, current, 'a current seal is not rewritten');
      assert.equal(sealedKeyId(stored!.headers_ciphertext!), masterKeyId(newKey));
      assert.equal(new SecretBox(newKey).open(stored!.headers_ciphertext!), headers, 'the new key alone opens them, to the same headers');
    });

    it('re-seals, and reports, a secret sealed with an earlier key while it ran (a process not restarted with the new key)', async () => {
      const { store, storage } = fixture;
      const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
      const box = new SecretBox(newKey, [oldKey]);
      const company = await store.repos.companies.insert(companyRow());
      await storage.db
        .insertInto('webhook_endpoints')
        .values(endpointRow(company.id, { secret_ciphertext: box.seal(secret()) }))
        .execute();
      // When the first walk has read its last (empty) page, a process still on the old key makes an endpoint.
      const late = endpointRow(company.id, { secret_ciphertext: new SecretBox(oldKey).seal(secret()) });
      const selects = new Set<unknown>();
      let made = false;
      const db = storage.db.withPlugin({
        transformQuery: (args) => {
          if (args.node.kind === 'SelectQueryNode') selects.add(args.queryId);
          return args.node;
        },
        transformResult: async (args) => {
          if (!made && selects.has(args.queryId) && args.result.rows.length === 0) {
            made = true;
            await storage.db.insertInto('webhook_endpoints').values(late).execute();
          }
          return args.result;
        },
      });
      const report = await rekeySecrets({ storage: { db }, secretBox: box }, { batchSize: 4 });
      assert.ok(made);
      assert.equal(report.sealedMeanwhileWithOtherKeys, 1);
      assert.equal(report.resealedValues, 1);
      const row = await storage.db
        .selectFrom('webhook_endpoints')
        .select('secret_ciphertext')
        .where('id', '=', late.id)
        .executeTakeFirstOrThrow();
      assert.equal(sealedKeyId(row.secret_ciphertext), masterKeyId(newKey));
    });
  });
}
