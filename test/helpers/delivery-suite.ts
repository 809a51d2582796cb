// The set-up of the suites that follow deliveries end to end over HTTP: one
// test server for the suite, and for each test a fresh HTTPS receiver (closed
// when the test ends) and workspace, with endpoints pointed at the receiver
// made through the management API.
import assert from 'node:assert/strict';
import { after, afterEach, before } from 'node:test';
import type { TestDialect } from './dialects.ts';
import { HttpsReceiver } from './https-receiver.ts';
import { companyPath, type Workspace } from './recruiting-fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface DeliverySuite {
  /** The suite's server, from its before hook on. */
  readonly server: TestServer;
  /** A fresh receiver and workspace for the test that calls it. */
  setUp(): Promise<{ receiver: HttpsReceiver; ws: Workspace }>;
  /** An endpoint of the test's workspace subscribed to `events`, at the receiver's `path`: its id and its secret. */
  createEndpoint(events?: readonly string[], path?: string): Promise<{ id: string; secret: string }>;
  /** The path of one of the test's workspace's endpoints, and of `rest` under it. */
  endpointPath(endpointId: string, rest?: string): string;
}

/** Registers the suite's hooks (call it in a describe) and answers its set-up. */
export function useDeliverySuite(dialect: TestDialect, options: Parameters<typeof startTestServer>[1]): DeliverySuite {
  let server: TestServer | undefined;
  let current: { receiver: HttpsReceiver; ws: Workspace } | undefined;
  const test = () => {
    assert.ok(current, 'setUp() first');
    return current;
  };
  before(async () => {
    server = await startTestServer(dialect, options);
  });
  after(() => server?.close());
  afterEach(async () => {
    await current?.receiver.close();
    current = undefined;
  });
  const started = () => {
    assert.ok(server, 'the suite has not started');
    return server;
  };
  // Arrow functions: tests take them out of the object.
  return {
    get server() {
      return started();
    },
    setUp: async () => {
      const receiver = await HttpsReceiver.start();
      const { company, user, token } = await started().createWorkspace();
      current = { receiver, ws: { company, user, token } };
      return current;
    },
    createEndpoint: async (events = ['companyPositionAdded'], path = '/hook') => {
      const { receiver, ws } = test();
      const res = await started().post(companyPath(ws, '/webhook_endpoints'), {
        token: ws.token,
        body: { url: receiver.url(path), events },
      });
      assert.equal(res.status, 201, res.text);
      return res.body as { id: string; secret: string };
    },
    endpointPath: (endpointId, rest = '') => companyPath(test().ws, `/webhook_endpoint/${endpointId}${rest}`),
  };
}
