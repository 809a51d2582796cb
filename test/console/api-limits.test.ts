// The limits the console is built with (console/src/api-limits.ts) are those
// a real server states and enforces: the endpoint quota is the endpoint
// list's maxItems in the OpenAPI document, and the endpoint after it is refused.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_LIMITS } from '../../console/src/api-limits.ts';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('the limits the console is built with', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer(sqlite, { role: 'api' });
  });
  after(() => server?.close());

  it('are the quota the OpenAPI document states and the API enforces', async () => {
    const document = await server.get('/v3/openapi.json');
    assert.equal(document.body.components.schemas.WebhookEndpointList.properties.data.maxItems, API_LIMITS.endpointQuota);
    const ws = await server.createWorkspace();
    const create = () =>
      server.post(`/v3/company/${ws.company.id}/webhook_endpoints`, {
        token: ws.token,
        body: { url: 'https://example.com/hook', events: ['candidateAdded'] },
      });
    for (let i = 0; i < API_LIMITS.endpointQuota; i++) assert.equal((await create()).status, 201);
    const refused = await create();
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error.type, 'quotaExceeded');
  });
});
