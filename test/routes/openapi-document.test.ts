// What the OpenAPI document says beyond the route schemas, checked against
// what the service does: the response headers it sends (X-Request-Id,
// Location, Retry-After), the statuses it answers before a route runs (413,
// 415), the headers of a webhook delivery, the tags and the examples. That
// the examples fit their schemas is redocly's check (openapi-lint.test.ts).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DeliverySigner } from '../../src/delivery/signing.ts';
import { USER_AGENT } from '../../src/delivery/transport/https/https-transport.ts';
import { loadConfig } from '../../src/config.ts';
import { OtelTracing } from '../../src/tracing/otel-tracing.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

type Operation = { path: string; method: string; operation: any };

function operationsOf(doc: any): Operation[] {
  return Object.entries<any>(doc.paths).flatMap(([path, item]) =>
    Object.entries<any>(item).map(([method, operation]) => ({ path, method, operation })),
  );
}

/** A response of the document, its $ref followed. */
const responseOf = (doc: any, answer: any) =>
  answer?.$ref ? doc.components.responses[answer.$ref.slice('#/components/responses/'.length)] : answer;

/** The header names a response of the document declares, in lower case. */
const headerNames = (doc: any, answer: any) => Object.keys(responseOf(doc, answer)?.headers ?? {}).map((name) => name.toLowerCase());

for (const dialect of DIALECTS) {
  describe(`OpenAPI document against the service [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let doc: any;
    before(async () => {
      server = await startTestServer(dialect);
      doc = (await server.get('/v3/openapi.json')).body;
    });
    after(() => server?.close());

    const find = (id: string) => operationsOf(doc).find((op) => op.operation.operationId === id)!.operation;

    it('lists every tag an operation or webhook uses, once, with a description, and no other', () => {
      const used = new Set<string>();
      for (const { operation } of operationsOf(doc)) for (const tag of operation.tags) used.add(tag);
      for (const item of Object.values<any>(doc.webhooks)) for (const tag of item.post.tags) used.add(tag);
      assert.deepEqual(doc.tags.map((tag: any) => tag.name).sort(), [...used].sort());
      for (const tag of doc.tags) assert.ok(tag.description?.length > 10, `tag ${tag.name} has no description`);
    });

    it('has an example of every operation’s answer and request body, and of every webhook', () => {
      for (const { path, method, operation } of operationsOf(doc)) {
        const key = `${method} ${path}`;
        const success = Object.keys(operation.responses).find((status) => status.startsWith('2'))!;
        const answer = operation.responses[success].content;
        // 204 No Content (PUT .../scorecard, as the original answers it): no body to show.
        if (success === '204') assert.equal(answer, undefined, `${key}: a body with 204`);
        // A file download answers the file's bytes, of its type: no JSON to show.
        else if (answer['application/json'] || !answer['application/pdf']) {
          assert.ok(answer['application/json'].example !== undefined, `${key}: no example of ${success}`);
        }
        // An operation with more than one success answer (recover: 200 for a dry run, 202 when it acts) shows each.
        for (const [status, other] of Object.entries<any>(operation.responses)) {
          if (status.startsWith('2') && status !== success && other.content?.['application/json']) {
            assert.ok(other.content['application/json'].example !== undefined, `${key}: no example of ${status}`);
          }
        }
        // An upload's multipart body is described by its named schema: a file, or a resume with the candidate's fields.
        if (operation.requestBody?.content['multipart/form-data']) {
          const upload = operation.operationId === 'createCandidateFromResume' ? 'ResumeCandidateUpload' : 'FileUpload';
          assert.equal(operation.requestBody.content['multipart/form-data'].schema.$ref, `#/components/schemas/${upload}`, key);
        } else if (operation.requestBody) {
          assert.ok(operation.requestBody.content['application/json'].example !== undefined, `${key}: body`);
        }
      }
      for (const [type, item] of Object.entries<any>(doc.webhooks)) {
        const example = item.post.requestBody.content['application/json'].example;
        assert.equal(example?.type, type);
      }
    });

    it('names X-Request-Id on every answer, and as a request header of every operation', () => {
      for (const { path, method, operation } of operationsOf(doc)) {
        for (const [status, answer] of Object.entries<any>(operation.responses)) {
          assert.ok(headerNames(doc, answer).includes('x-request-id'), `${method} ${path} ${status}`);
        }
        assert.ok(
          operation.parameters.some((p: any) => p.$ref === '#/components/parameters/RequestId'),
          `${method} ${path}`,
        );
      }
    });

    it('names Location exactly where the service sends it, and it leads to what was made', async () => {
      const { company, token } = await server.createWorkspace();
      const base = `/v3/company/${company.id}`;
      const made: Record<string, { status: number; location: string | null }> = {};
      const post = async (id: string, path: string, body: unknown) => {
        const res = await server.post(path, { token, body });
        made[id] = { status: res.status, location: res.headers.get('location') };
        return res.body;
      };
      const position = await post('createPosition', `${base}/positions`, { name: 'Located' });
      const candidate = await post('createCandidate', `${base}/position/${position._id}/candidates`, { name: 'Ada' });
      const candidatePath = `${base}/position/${position._id}/candidate/${candidate._id}`;
      await post('createNote', `${candidatePath}/notes`, { body: 'Note' });
      await post('postMessage', `${candidatePath}/conversation`, { body: 'Hello' });
      await post('orderBackgroundCheck', `${candidatePath}/background-checks`, { provider: 'P', package: 'basic' });
      await post('recordQuestionnaire', `${candidatePath}/questionnaires`, {
        name: 'Q',
        questions: [{ question: 'Why?', answer: 'Because' }],
      });
      await post('createApiKey', '/v3/user/api_keys', { name: 'located' });
      const endpoint = await post('createWebhookEndpoint', `${base}/webhook_endpoints`, {
        url: 'https://127.0.0.1:9/hooks',
        events: ['candidateAdded'],
      });
      await post('sendTestWebhookEvent', `${base}/webhook_endpoint/${endpoint.id}/test`, {});

      for (const [id, { status, location }] of Object.entries(made)) {
        const documented = headerNames(doc, find(id).responses[status]).includes('location');
        if (id === 'createApiKey') {
          // A PAT can't make API keys; the document must still not promise a Location.
          assert.equal(documented, false, id);
          continue;
        }
        assert.equal(documented, location !== null, `${id} ${status}: sent ${location}, documented: ${documented}`);
        if (location) assert.equal((await server.get(location, { token })).status, 200, `${id}: GET ${location}`);
      }
    });

    it('names Retry-After on the answers that send it', async () => {
      assert.ok(headerNames(doc, find('signIn').responses['429']).includes('retry-after'));
      // A quota does not pass by waiting; the rate limit's 429, which the same operation may answer, does.
      const quota = find('createWebhookEndpoint').responses['429'];
      assert.ok(headerNames(doc, quota).includes('retry-after'));
      assert.match(quota.description, /quotaExceeded.*Retry-After only with tooManyRequests/s);
      assert.ok(headerNames(doc, find('listPositions').responses['429']).includes('retry-after'));
      assert.ok(headerNames(doc, find('listPositions').responses['503']).includes('retry-after'));
      const user = await server.createUser();
      let locked: Awaited<ReturnType<TestServer['post']>> | undefined;
      for (let i = 0; i < 30 && locked === undefined; i++) {
        const res = await server.post('/v3/signin', { body: { email: user.email, password: 'wrong password' } });
        if (res.status === 429) locked = res;
      }
      assert.match(locked?.headers.get('retry-after') ?? '', /^\d+$/);
    });

    it('lists 413, and 415 on every method that reads a body, on every operation, as the service answers them', async () => {
      const { company, token } = await server.createWorkspace();
      const tooLarge = `"${'x'.repeat(1024 * 1024)}"`;
      for (const { path, method, operation } of operationsOf(doc)) {
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'company_id' ? company.id : 'abcdefabcdef'));
        const key = `${method} ${path}`;
        // Over a bare socket: fetch sends no body with a GET, and the service reads (and drops) one.
        const send = (contentType: string, body: string) =>
          rawRequest(server.url, {
            method: method.toUpperCase(),
            target: url,
            headers: [
              ['Authorization', `Bearer ${token}`],
              ['Content-Type', contentType],
            ],
            body,
          });
        assert.equal((await send('application/json', tooLarge)).status, 413, key);
        assert.ok(operation.responses['413'], `${key}: 413 is not documented`);
        if (method === 'get') continue;
        assert.equal((await send('text/plain', 'hello')).status, 415, key);
        assert.ok(operation.responses['415'], `${key}: 415 is not documented`);
      }
    });
  });
}

describe('OpenAPI document: the headers of a webhook delivery', () => {
  let doc: any;
  before(async () => {
    const { openapiDocument } = await import('../../src/app.ts');
    doc = await openapiDocument();
  });

  it('names every header a delivery carries, during a secret rotation and with tracing on too, and the User-Agent it sends', async () => {
    const signed = new DeliverySigner('whsec_' + Buffer.alloc(32, 1).toString('base64'), {
      secret: 'whsec_' + Buffer.alloc(32, 2).toString('base64'),
      expiresAt: Date.now() + 60_000,
    }).sign('6d0f2b4e8c19', Date.now(), '{}');
    // The traceparent of an attempt's span, as a worker with tracing on sends it (the span is never ended, so nothing is exported).
    const tracing = await OtelTracing.start(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }).tracing!, {
      warn() {},
      info() {},
    });
    const { traceparent } = tracing.startAttempt(null, {
      endpointId: 'we_1',
      deliveryId: 1,
      eventId: '6d0f2b4e8c19',
      attempt: 1,
      host: 'x',
    });
    await tracing.shutdown();
    // the HTTPS transport (outbound-http.ts) adds the user agent to the signed ones; the body's type is the request body's media type.
    const headers = { ...signed, traceparent: traceparent!, 'user-agent': USER_AGENT };
    for (const item of Object.values<any>(doc.webhooks)) {
      const documented = new Map<string, any>(item.post.parameters.map((p: any) => [p.name.toLowerCase(), p]));
      assert.deepEqual([...documented.keys()].sort(), Object.keys(headers).sort(), item.post.operationId);
      for (const [name, value] of Object.entries(headers)) {
        assert.match(value, new RegExp(documented.get(name).schema.pattern ?? '.'), `${name}: ${value}`);
      }
      assert.equal(documented.get('x-hook-signature-previous').required, false);
      assert.equal(documented.get('traceparent').required, false);
      assert.deepEqual(Object.keys(item.post.requestBody.content), ['application/json']);
    }
  });
});
