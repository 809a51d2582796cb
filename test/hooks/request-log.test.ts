// The request log line never carries a token sent in the query string.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { redactUrl } from '../../src/hooks/request-log.ts';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('redactUrl', () => {
  it('replaces query values named like credentials, and keeps the rest', () => {
    assert.equal(redactUrl('/v3/companies?access_token=abc&page=2'), '/v3/companies?access_token=[redacted]&page=2');
    assert.equal(
      redactUrl('/x?api_key=1&apiKey=2&password=3&client_secret=4&sig=5&code=6'),
      '/x?api_key=[redacted]&apiKey=[redacted]&password=[redacted]&client_secret=[redacted]&sig=[redacted]&code=[redacted]',
    );
    assert.equal(redactUrl('/x?access%5Ftoken=abc'), '/x?access%5Ftoken=[redacted]', 'an escaped name is judged decoded');
    assert.equal(
      redactUrl('/v3/company/abc/webhook_deliveries?status=failed&limit=50'),
      '/v3/company/abc/webhook_deliveries?status=failed&limit=50',
    );
    assert.equal(redactUrl('/v3/companies'), '/v3/companies');
    assert.equal(redactUrl('/x?token='), '/x?token=', 'nothing to hide');
  });

  it('replaces long opaque values whatever their name, and this service’s tokens anywhere', () => {
    const opaque = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
    assert.equal(redactUrl(`/x?q=${opaque}&n=1`), '/x?q=[redacted]&n=1');
    assert.equal(redactUrl(`/x?${opaque}`), '/x?[redacted]');
    assert.equal(redactUrl('/x?q=rs_pat_abc'), '/x?q=rs_pat_[redacted]');
    assert.equal(redactUrl('/v3/rs_st_abcdef/x'), '/v3/rs_st_[redacted]/x');
  });
});

describe('the request log line [sqlite]', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer(sqlite);
  });
  after(() => server?.close());

  it('logs the request with the query values that carry tokens replaced', async () => {
    const { token } = await server.createWorkspace();
    const secretish = 'c2VjcmV0LXZhbHVlLXRoYXQtbG9va3MtcmFuZG9tLTEyMzQ1';
    const paths = [
      `/v3/companies?access_token=${token}`,
      `/v3/companies?token=${encodeURIComponent(token)}&limit=5`,
      `/v3/health?key=${secretish}`,
      `/v3/health?${token}`,
    ];
    for (const path of paths) await server.get(path);
    const lines = server.logs.join('');
    assert.ok(!lines.includes(token), 'a token reached the log');
    assert.ok(!lines.includes(token.slice('rs_pat_'.length)), 'the random part of a token reached the log');
    assert.ok(!lines.includes(secretish), 'a secret-looking value reached the log');
    const urls = server.logs
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => entry.req?.url);
    for (const expected of [
      '/v3/companies?access_token=[redacted]',
      '/v3/companies?token=[redacted]&limit=5',
      '/v3/health?key=[redacted]',
      '/v3/health?rs_pat_[redacted]',
    ]) {
      assert.ok(urls.includes(expected), `no request line for ${expected}: ${JSON.stringify(urls)}`);
    }
  });
});
