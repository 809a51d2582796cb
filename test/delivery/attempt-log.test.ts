// Every delivery attempt leaves a line in the worker's log: a success at
// debug, a failure at warn (a refused TLS certificate too, saying so), with
// the endpoint, delivery, event, attempt number, status or error, duration
// and the receiver's host; never the payload, a secret, or the URL's path
// and query (where receivers keep their tokens). On both dialects, against
// real HTTPS receivers.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { logAttempt, receiverHost } from '../../src/delivery/delivery-attempt.ts';
import type { DeliveryLog } from '../../src/delivery/delivery-log.ts';
import type { PendingDelivery } from '../../src/storage/queue/next-deliveries.ts';
import type { AttemptResult } from '../../src/storage/queue/record-results.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { attemptsOf, emitEvent, eventually, insertEndpoint } from '../helpers/webhook-fixtures.ts';

describe('receiverHost', () => {
  it('keeps the host and port only', () => {
    assert.equal(receiverHost('https://hooks.example.com/services/T0/B0/XYZ?token=abc#f'), 'hooks.example.com');
    assert.equal(receiverHost('https://user:pw@hooks.example.com:8443/x'), 'hooks.example.com:8443');
    assert.equal(receiverHost('https://[2001:db8::1]:9443?x=1'), '[2001:db8::1]:9443');
    assert.equal(receiverHost('https://hooks.example.com#frag'), 'hooks.example.com');
    assert.equal(receiverHost('https://a@b@hooks.example.com/'), 'hooks.example.com');
  });
});

describe('logAttempt', () => {
  const delivery = { event_id: 'ev_1', url: 'https://hooks.example.com/x?token=t' } as PendingDelivery;
  const result = (outcome: AttemptResult['outcome']) =>
    ({
      deliveryId: 1,
      endpointId: 'we_1',
      attempt: 1,
      durationMs: 3,
      statusCode: 200,
      error: null,
      outcome,
      nextAttemptAt: 0,
    }) as AttemptResult;
  /** A log that keeps its lines, at a level of `debug` or above. */
  const keeping = (debugEnabled: boolean | undefined) => {
    const lines: Array<{ level: string; obj: Record<string, unknown> }> = [];
    const keep = (level: string) => (obj: object) => lines.push({ level, obj: obj as Record<string, unknown> });
    const log: DeliveryLog = { error: keep('error'), warn: keep('warn'), info: keep('info'), debug: keep('debug') };
    if (debugEnabled !== undefined) log.isLevelEnabled = () => debugEnabled;
    return { log, lines };
  };

  it('writes a success at debug when the log takes debug lines, or cannot say', () => {
    for (const enabled of [true, undefined]) {
      const { log, lines } = keeping(enabled);
      logAttempt(log, delivery, result('succeeded'));
      assert.deepEqual(
        lines.map((l) => [l.level, l.obj.host, l.obj.eventId]),
        [['debug', 'hooks.example.com', 'ev_1']],
      );
    }
  });

  it('builds no line for a success below the log level, and still writes every failure', () => {
    const { log, lines } = keeping(false);
    logAttempt(log, delivery, result('succeeded'));
    assert.equal(lines.length, 0);
    logAttempt(log, delivery, result('retry'));
    logAttempt(log, delivery, result('failed'));
    assert.deepEqual(
      lines.map((l) => l.level),
      ['warn', 'warn'],
    );
  });
});

interface LogLine {
  level: number;
  msg: string;
  endpointId?: string;
  deliveryId?: number;
  eventId?: string;
  attempt?: number;
  statusCode?: number | null;
  error?: string;
  durationMs?: number;
  host?: string;
  retryAt?: string;
}

for (const dialect of DIALECTS) {
  describe(`the log of delivery attempts [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let trusted: HttpsReceiver;
    let untrusted: HttpsReceiver;
    before(async () => {
      trusted = await HttpsReceiver.start();
      untrusted = await HttpsReceiver.start('untrusted');
      server = await startTestServer(dialect);
    });
    after(async () => {
      await server?.close();
      await trusted?.close();
      await untrusted?.close();
    });

    const attemptLines = (endpointId: string): LogLine[] =>
      server.logs
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.endpointId === endpointId && line.msg.startsWith('webhook delivery attempt'));

    it('logs a success at debug and a failure at warn, a refused certificate saying so, and nothing secret', async () => {
      const { id: companyId } = await server.createCompany();
      trusted.behave = (request) => (request.path.startsWith('/failing') ? { status: 500 } : { status: 200 });
      const ok = await insertEndpoint(server, companyId, { url: trusted.url('/ok/path-token-5b1c?token=query-token-9f2e') });
      const failing = await insertEndpoint(server, companyId, { url: trusted.url('/failing') });
      const refused = await insertEndpoint(server, companyId, { url: untrusted.url('/refused') });
      const event = await emitEvent(server, companyId, 'candidateAdded', { marker: 'payload-marker-71c3' });
      for (const endpoint of [ok, failing, refused]) {
        await eventually(async () => (await attemptsOf(server, endpoint.id)).length > 0, 10_000, 'the attempt to be stored');
      }
      await eventually(async () => attemptLines(refused.id).length > 0, 10_000, 'the refused attempt to be logged');

      const [success] = attemptLines(ok.id);
      const [deliveryOk] = await attemptsOf(server, ok.id);
      assert.equal(success?.level, 20, 'a success at debug');
      assert.equal(success.msg, 'webhook delivery attempt succeeded');
      assert.equal(success.deliveryId, Number(deliveryOk!.delivery_id));
      assert.equal(success.eventId, event._id);
      assert.equal(success.attempt, 1);
      assert.equal(success.statusCode, 200);
      assert.equal(typeof success.durationMs, 'number');
      assert.equal(success.host, `127.0.0.1:${trusted.port}`, 'the host, without path or query');

      const [failed] = attemptLines(failing.id);
      assert.equal(failed?.level, 40, 'a failure at warn');
      assert.equal(failed.statusCode, 500);
      assert.equal(failed.error, 'HTTP 500');
      assert.equal(failed.eventId, event._id);
      assert.ok(failed.retryAt && Date.parse(failed.retryAt) > server.clock.now(), 'when it is tried again');

      const [tls] = attemptLines(refused.id);
      assert.equal(tls?.level, 40, 'a refused certificate at warn');
      assert.equal(tls.msg, 'webhook delivery attempt failed; the delivery will be retried');
      assert.equal(tls.statusCode, null);
      assert.match(tls.error ?? '', /^TLS certificate refused \(\w+\): .*self[- ]signed/i);
      assert.equal(tls.eventId, event._id);
      assert.equal(tls.attempt, 1);
      assert.equal(tls.host, `127.0.0.1:${untrusted.port}`);
      assert.equal(untrusted.requests.length, 0, 'nothing went over the refused connection');
      const [stored] = await attemptsOf(server, refused.id);
      assert.equal(stored!.error, tls.error, 'the stored attempt says the same');

      const everything = server.logs.join('');
      for (const secret of ['payload-marker-71c3', 'path-token-5b1c', 'query-token-9f2e', ok.secret, failing.secret, refused.secret]) {
        assert.ok(!everything.includes(secret), `the log holds ${secret}`);
      }
      const sealed = await server.services.storage.db.selectFrom('webhook_endpoints').select('secret_ciphertext').execute();
      for (const { secret_ciphertext } of sealed) assert.ok(!everything.includes(secret_ciphertext), 'the log holds a sealed secret');
    });
  });
}
