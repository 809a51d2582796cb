// WEBHOOK_ENDPOINT_LIST_CACHE: on, the endpoint list's answer is made once per
// version of the list; off, it is read and made on every request and the
// version is never asked for. A unit test of the service over a fake store.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { systemClock } from '../../src/clock.ts';
import { loadConfig } from '../../src/config.ts';
import type { SecretBox } from '../../src/crypto/secret-box.ts';
import { WebhookEndpointService, type ListAnswer } from '../../src/services/webhook-endpoint-service.ts';
import type { Store } from '../../src/storage/store.ts';

function serviceWith(cache: 'on' | 'off') {
  const calls = { version: 0, list: 0 };
  const store = {
    repos: {
      webhookEndpoints: {
        listVersion: async () => {
          calls.version++;
          return '1:1';
        },
        listForOwner: async () => {
          calls.list++;
          return [];
        },
      },
    },
  } as unknown as Store;
  const config = loadConfig({ WEBHOOK_ENDPOINT_LIST_CACHE: cache });
  const service = new WebhookEndpointService({ store, config, clock: systemClock, secretBox: {} as SecretBox });
  return { service, calls };
}

const scope = { companyId: 'c1', ownerKey: 'customer' };
const render = (data: unknown[]): ListAnswer => ({ body: Buffer.from(JSON.stringify({ data })), etag: '"e"' });

describe('the endpoint list cache switch', () => {
  it('is on by default', () => {
    assert.equal(loadConfig({}).webhook.endpointListCache, true);
    assert.equal(loadConfig({ WEBHOOK_ENDPOINT_LIST_CACHE: 'off' }).webhook.endpointListCache, false);
    assert.throws(() => loadConfig({ WEBHOOK_ENDPOINT_LIST_CACHE: 'sometimes' }), /WEBHOOK_ENDPOINT_LIST_CACHE/);
  });

  it('on: the list is read once while its version stands', async () => {
    const { service, calls } = serviceWith('on');
    for (let i = 0; i < 3; i++) assert.equal(String((await service.listAnswer(scope, render)).body), '{"data":[]}');
    assert.deepEqual(calls, { version: 3, list: 1 });
  });

  it('off: the list is read on every request, its version never', async () => {
    const { service, calls } = serviceWith('off');
    for (let i = 0; i < 3; i++) assert.equal(String((await service.listAnswer(scope, render)).body), '{"data":[]}');
    assert.deepEqual(calls, { version: 0, list: 3 });
  });
});
