// Rotating the master key with the service running, on both dialects, the
// way docs/operations.md tells an operator to:
// 1. webhook secrets sealed with the old key (one as sealed before key ids
//    existed, some with a previous secret in its rotation overlap);
// 2. the service restarted with the new key and the old one in
//    SECRET_ENCRYPTION_PREVIOUS_KEYS; `recruiting-api secrets rekey` runs (a
//    separate process, small batches) while events are delivered and
//    secrets are rotated through the API;
// 3. the service restarted with the new key alone.
// Every delivery is signed with a secret its endpoint was given; after the
// rekey every sealed value names the new key; with the old key gone every
// endpoint's deliveries verify against its newest secret, and none is stuck.
import assert from 'node:assert/strict';
import { createCipheriv, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { verifySignature } from '@recruiting-api/receiver';
import { masterKeyId, SecretBox, sealedKeyId } from '../../src/crypto/secret-box.ts';
import { deriveKey } from '../../src/crypto/secret-key.ts';
import { cliProcess } from '../helpers/cli.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';
import { HttpsReceiver, type ReceivedRequest } from '../helpers/https-receiver.ts';
import { companyPath, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { deliveriesSettled, emitEvent } from '../helpers/webhook-fixtures.ts';

const ENDPOINTS = 8;

/** `secrets rekey` as a process of its own beside the service, on `database`, with `env` added to its environment. */
const rekey = (database: TestDatabase, env: Record<string, string>, args = ['--batch-size', '2', '--json']) =>
  cliProcess(['secrets', 'rekey', ...args], { DATABASE_URL: database.url, DATA_DIR: database.dataDir, ...env });

/** A value sealed the way it was before sealed values named their key. */
function legacySeal(masterKey: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(masterKey, 'webhook-secret'), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

for (const dialect of DIALECTS) {
  describe(`rotating the master key while the service runs [${dialect.name}]`, { skip: dialect.skip }, () => {
    let receiver: HttpsReceiver;
    let database: TestDatabase;
    let server: TestServer | undefined;
    before(async () => {
      receiver = await HttpsReceiver.start();
      database = await dialect.createDatabase();
    });
    after(async () => {
      await server?.server.close();
      await receiver?.close();
      await database?.drop();
    });

    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const quick = { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '200' };
    const start = async (env: Record<string, string>) => {
      await server?.server.close();
      server = await startTestServer(dialect, { database, realClock: true, env: { ...quick, ...env } });
      return server;
    };

    it('re-seals every secret with the new key while deliveries flow and secrets rotate; then the old key can go', async () => {
      // 1. The old key.
      let current = await start({ SECRET_ENCRYPTION_KEY: oldKey.toString('hex') });
      const ws: Workspace = await current.createWorkspace();
      /** Every secret each endpoint was given, the newest last. */
      const secrets = new Map<string, string[]>();
      const paths = new Map<string, string>();
      for (let i = 0; i < ENDPOINTS; i++) {
        const res = await current.post(companyPath(ws, '/webhook_endpoints'), {
          token: ws.token,
          body: { url: receiver.url(`/hook/${i}`), events: ['candidateAdded'] },
        });
        assert.equal(res.status, 201, res.text);
        secrets.set(res.body.id, [res.body.secret]);
        paths.set(`/hook/${i}`, res.body.id);
      }
      const ids = [...secrets.keys()];
      const rotate = async (id: string) => {
        const res = await current.post(companyPath(ws, `/webhook_endpoint/${id}/rotate_secret`), {
          token: ws.token,
          body: { overlap_hours: 24 },
        });
        assert.equal(res.status, 200, res.text);
        secrets.get(id)!.push(res.body.secret);
      };
      for (const id of ids.slice(0, 3)) await rotate(id);
      // One as sealed before key ids existed.
      await current.services.storage.db
        .updateTable('webhook_endpoints')
        .set({ secret_ciphertext: legacySeal(oldKey, secrets.get(ids[7]!)!.at(-1)!) })
        .where('id', '=', ids[7]!)
        .execute();
      let events = 0;
      await emitEvent(current, ws.company.id);
      events++;
      await receiver.waitFor((r) => r.length >= ENDPOINTS, 20_000, 'the first event at every endpoint');

      // 2. The new key, the old one kept as a previous key; the rekey runs while events and rotations go on.
      const rotationEnv = { SECRET_ENCRYPTION_KEY: newKey.toString('base64'), SECRET_ENCRYPTION_PREVIOUS_KEYS: oldKey.toString('hex') };
      current = await start(rotationEnv);
      let running = true;
      const traffic = (async () => {
        for (let i = 0; running; i++) {
          await emitEvent(current, ws.company.id);
          events++;
          if (i % 3 === 0) await rotate(ids[i % ENDPOINTS]!);
          // Paced, not flooding: a few events per second of the rekey's run.
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })();
      const result = await rekey(database, rotationEnv).finally(() => (running = false));
      await traffic;
      assert.equal(result.code, 0, result.stderr);
      const report = JSON.parse(result.stdout);
      assert.equal(report.key_id, masterKeyId(newKey));
      assert.equal(report.endpoints, ENDPOINTS);
      assert.ok(report.resealed_endpoints >= 1, result.stdout);
      assert.equal(report.sealed_meanwhile_with_other_keys, 0);

      const rows = await current.services.storage.db
        .selectFrom('webhook_endpoints')
        .select(['id', 'secret_ciphertext', 'previous_secret_ciphertext'])
        .execute();
      for (const row of rows) {
        assert.equal(sealedKeyId(row.secret_ciphertext), masterKeyId(newKey), `${row.id}: secret sealed with the new key`);
        if (row.previous_secret_ciphertext !== null) assert.equal(sealedKeyId(row.previous_secret_ciphertext), masterKeyId(newKey));
      }
      const settled = await deliveriesSettled(current.services);
      assert.equal(settled.failed, 0);

      // 3. The new key alone: one more event, signed with each endpoint's newest secret.
      current = await start({ SECRET_ENCRYPTION_KEY: newKey.toString('hex') });
      const last = await emitEvent(current, ws.company.id);
      events++;
      const lastRequests = (
        await receiver.waitFor(
          (r) => r.filter((x) => x.headers['webhook-id'] === last._id).length >= ENDPOINTS,
          20_000,
          'the last event at every endpoint',
        )
      ).filter((x) => x.headers['webhook-id'] === last._id);
      assert.equal((await deliveriesSettled(current.services)).pending, 0, 'none stuck');
      for (const request of lastRequests) {
        const id = paths.get(request.path)!;
        assert.ok(verifySignature(request.body, request.headers['x-hook-signature'], secrets.get(id)!.at(-1)!), `${id}: newest secret`);
      }
      assert.ok(!current.logs.some((line) => line.includes('cannot be opened')), 'every secret opens with the new key alone');

      // Every request of the whole run carried a signature of a secret its endpoint was given, and every event reached every endpoint.
      const signedWithGiven = (request: ReceivedRequest) => {
        const given = secrets.get(paths.get(request.path)!)!;
        return given.some((secret) => verifySignature(request.body, request.headers['x-hook-signature'], secret));
      };
      const unsigned = receiver.requests.filter((request) => !signedWithGiven(request));
      assert.deepEqual(
        unsigned.map((r) => r.path),
        [],
        'every delivery verifies',
      );
      for (const [pathname, received] of receiver.webhookIdsByPath()) {
        assert.equal(new Set(received).size, events, `${pathname}: every event`);
      }
    });

    it('fails, naming the endpoints and no secret, when a secret opens with none of the configured keys', async () => {
      const current = server!;
      const foreign = randomBytes(32);
      const [victim] = await current.services.storage.db.selectFrom('webhook_endpoints').select('id').orderBy('id').limit(1).execute();
      const secret = 'whsec_' + randomBytes(32).toString('base64');
      await current.services.storage.db
        .updateTable('webhook_endpoints')
        .set({ secret_ciphertext: new SecretBox(foreign).seal(secret) })
        .where('id', '=', victim!.id)
        .execute();
      const result = await rekey(database, { SECRET_ENCRYPTION_KEY: newKey.toString('hex') }, []);
      assert.equal(result.code, 1);
      assert.equal(result.stdout, '');
      assert.match(result.stderr, new RegExp(`open with none of the configured keys \\(${victim!.id}\\)`));
      assert.match(result.stderr, /Keep the earlier keys until this succeeds/);
      assert.ok(!result.stderr.includes(secret.slice(6)), 'no secret in the message');
    });
  });
}
