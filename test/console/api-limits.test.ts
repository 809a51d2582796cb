// The API's limits as the console reads them (console/src/api-limits.ts):
// from the OpenAPI document that a real server serves, the very quota and
// recover batch the server enforces; none when the document can't be had,
// and then asked for again the next time.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiLimits } from '../../console/src/api-limits.ts';
import { MAX_RECOVER_PER_REQUEST } from '../../src/schemas/webhook-delivery.ts';
import { ENDPOINT_QUOTA } from '../../src/schemas/webhook-endpoint.ts';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('the limits the console reads from the API', () => {
  let server: TestServer;
  const realFetch = globalThis.fetch;
  /** The paths the console asked for, as a browser on the server's origin would. */
  const asked: string[] = [];
  let unavailable = false;

  before(async () => {
    server = await startTestServer(sqlite);
    globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
      asked.push(String(input));
      if (unavailable) return new Response('{"error":{"type":"unavailable","message":"down"}}', { status: 503 });
      return realFetch(new URL(String(input), server.url), init);
    };
  });
  after(async () => {
    globalThis.fetch = realFetch;
    await server?.close();
  });

  it('knows none while the document cannot be had, and asks again the next time', async () => {
    unavailable = true;
    assert.deepEqual(await apiLimits(), {});
    unavailable = false;
    assert.deepEqual(await apiLimits(), { endpointQuota: ENDPOINT_QUOTA, recoverPerRequest: MAX_RECOVER_PER_REQUEST });
    assert.deepEqual(asked, ['/v3/openapi.json', '/v3/openapi.json']);
  });

  it('reads the document once for the life of the tab', async () => {
    const before = asked.length;
    assert.deepEqual(await apiLimits(), { endpointQuota: ENDPOINT_QUOTA, recoverPerRequest: MAX_RECOVER_PER_REQUEST });
    assert.equal(asked.length, before);
  });
});
