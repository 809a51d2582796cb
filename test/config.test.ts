import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, DEFAULT_POSTGRES_TIMEOUTS, isDefaultDatabase, loadConfig, parseDatabaseUrl } from '../src/config.ts';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    assert.ok(error instanceof ConfigError, `expected a ConfigError, got ${String(error)}`);
    return error;
  }
  assert.fail(`loadConfig(${JSON.stringify(env)}) did not throw`);
}

describe('loadConfig', () => {
  it('has the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    assert.equal(config.port, 3000);
    assert.equal(config.host, '127.0.0.1');
    assert.deepEqual(config.database, { dialect: 'sqlite', file: 'data/recruiting.db' });
    assert.ok(isDefaultDatabase(config.database));
    assert.equal(config.region, 'us');
    assert.equal(config.logLevel, 'info');
    assert.equal(config.dataDir, 'data');
    assert.equal(config.secretEncryptionKey, undefined);
    assert.equal(config.webhook.allowPrivateTargets, true, 'a development start over the default database reaches this machine');
    assert.equal(config.webhook.localReceiverCertificate, path.join('data', 'local-receiver.crt'));
    assert.equal(config.webhook.timeoutMs, 30_000);
    assert.equal(config.webhook.retryBaseMs, 30_000);
    assert.equal(config.webhook.retryMaxMs, 6 * 3_600_000);
    assert.equal(config.webhook.endpointConcurrency, 1);
    assert.equal(config.webhook.connectionsPerOrigin, null, 'no per-origin connection cap');
    assert.equal(config.webhook.disableAfterMs, 120 * 3_600_000);
    assert.equal(config.webhook.retentionMs, 30 * 86_400_000);
    assert.equal(config.webhook.proxyUrl, null, 'deliveries go straight to receivers');
    assert.deepEqual(config.metrics, { port: null, host: '127.0.0.1' }, 'metrics off by default, local only when on');
    assert.equal(config.trustProxy, false);
    assert.equal(config.mail, undefined, 'no mail server: messages are stored, not sent');
    assert.equal(config.logFormat, undefined, 'the log format is chosen at start: pretty on a terminal, else JSON');
    assert.equal(config.corsOrigins, undefined, 'no CORS');
    assert.deepEqual(config.http, { requestTimeoutMs: 30_000, keepAliveTimeoutMs: 72_000 });
    assert.equal(config.deliveryThread, true, 'role all delivers on a thread of its own');
  });

  it('allows private webhook targets by default only over the default database', () => {
    assert.equal(loadConfig({ DATABASE_URL: 'sqlite:data/recruiting.db' }).webhook.allowPrivateTargets, true);
    for (const url of ['sqlite:/srv/recruiting.db', 'postgres://app@db/recruiting']) {
      const { webhook } = loadConfig({ DATABASE_URL: url });
      assert.equal(webhook.allowPrivateTargets, false, url);
      assert.equal(webhook.localReceiverCertificate, null, url);
    }
    assert.equal(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }).webhook.allowPrivateTargets, false);
    assert.equal(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }).webhook.localReceiverCertificate, null);
    assert.equal(loadConfig({ DATABASE_URL: 'sqlite:/srv/r.db', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).webhook.allowPrivateTargets, true);
  });

  it('reads the HTTP server timeouts', () => {
    const config = loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000' });
    assert.deepEqual(config.http, { requestTimeoutMs: 5_000, keepAliveTimeoutMs: 65_000 });
  });

  it("reads PostgreSQL's timeouts, with defaults, and a query timeout past the statement timeout", () => {
    const url = 'postgres://u@db/x';
    assert.deepEqual(loadConfig({ DATABASE_URL: url }).database, {
      dialect: 'postgres',
      url,
      timeouts: { connectMs: 5_000, statementMs: 10_000, queryMs: 11_000, keepAliveIdleMs: 10_000 },
    });
    const given = loadConfig({
      DATABASE_URL: url,
      PG_CONNECT_TIMEOUT_MS: '2000',
      PG_STATEMENT_TIMEOUT_MS: '20000',
      PG_KEEPALIVE_IDLE_MS: '30000',
    }).database;
    assert.deepEqual(given.dialect === 'postgres' && given.timeouts, {
      connectMs: 2_000,
      statementMs: 20_000,
      queryMs: 21_000,
      keepAliveIdleMs: 30_000,
    });
    const query = loadConfig({ DATABASE_URL: url, PG_QUERY_TIMEOUT_MS: '9000' }).database;
    assert.equal(query.dialect === 'postgres' && query.timeouts?.queryMs, 9_000);
    assert.throws(() => loadConfig({ DATABASE_URL: url, PG_STATEMENT_TIMEOUT_MS: '5s' }), /PG_STATEMENT_TIMEOUT_MS/);
  });

  it('bounds receiver checks and test events: WEBHOOK_TEST_RATE_LIMIT and WEBHOOK_CHECK_CONCURRENCY', () => {
    assert.deepEqual(loadConfig({}).webhook.testRateLimit, { limit: 20, windowMs: 60_000 });
    assert.equal(loadConfig({}).webhook.checkConcurrency, 4);
    assert.deepEqual(loadConfig({ WEBHOOK_TEST_RATE_LIMIT: '5/10m' }).webhook.testRateLimit, { limit: 5, windowMs: 600_000 });
    assert.equal(loadConfig({ WEBHOOK_TEST_RATE_LIMIT: 'off' }).webhook.testRateLimit, null);
    assert.equal(loadConfig({ WEBHOOK_CHECK_CONCURRENCY: '10' }).webhook.checkConcurrency, 10);
    for (const bad of ['20', '0/60s', '20/0s', 'lots']) {
      assert.match(configError({ WEBHOOK_TEST_RATE_LIMIT: bad }).message, /WEBHOOK_TEST_RATE_LIMIT/, bad);
    }
    for (const bad of ['0', '101', 'x']) {
      assert.match(configError({ WEBHOOK_CHECK_CONCURRENCY: bad }).message, /WEBHOOK_CHECK_CONCURRENCY/, bad);
    }
  });

  it('reads DELIVERY_THREAD as on or off', () => {
    assert.equal(loadConfig({ DELIVERY_THREAD: 'off' }).deliveryThread, false);
    assert.equal(loadConfig({ DELIVERY_THREAD: 'OFF' }).deliveryThread, false);
    assert.equal(loadConfig({ DELIVERY_THREAD: 'on' }).deliveryThread, true);
    assert.equal(loadConfig({ DELIVERY_THREAD: '' }).deliveryThread, true);
  });

  it('reads LOG_FORMAT', () => {
    assert.equal(loadConfig({ LOG_FORMAT: 'json' }).logFormat, 'json');
    assert.equal(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat, 'pretty');
    assert.equal(loadConfig({ LOG_FORMAT: '' }).logFormat, undefined);
  });

  it('reads CORS_ORIGINS as * or origins, kept as a browser sends them', () => {
    assert.equal(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins, '*');
    assert.equal(loadConfig({ CORS_ORIGINS: ' ' }).corsOrigins, undefined);
    assert.deepEqual(loadConfig({ CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' }).corsOrigins, [
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    assert.deepEqual(loadConfig({ CORS_ORIGINS: 'HTTPS://App.Example.com:443/' }).corsOrigins, ['https://app.example.com']);
  });

  it('reads the mail server settings', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://user:p%40ss@mail.example.com:465?requireTLS=true', SMTP_FROM: 'jobs@example.com' });
    assert.deepEqual(config.mail, {
      smtpUrl: 'smtps://user:p%40ss@mail.example.com:465?requireTLS=true',
      from: 'jobs@example.com',
      timeoutMs: 30_000,
    });
    assert.equal(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_FROM: 'a@b.example', SMTP_TIMEOUT_MS: '500' }).mail?.timeoutMs, 500);
  });

  it('never repeats an SMTP_URL, which may hold a password, in its errors', () => {
    for (const url of ['not a url secret-pw', 'https://user:secret-pw@mail.example.com']) {
      const error = configError({ SMTP_URL: url, SMTP_FROM: 'a@b.example' });
      assert.ok(error.message.startsWith('SMTP_URL:'), error.message);
      assert.ok(!error.message.includes('secret-pw'), error.message);
    }
  });

  it('reads the outbound proxy of deliveries', () => {
    for (const url of ['http://proxy.internal:3128', 'https://egress.example.com', 'http://user:p%40ss@10.0.0.5:8080/']) {
      assert.equal(loadConfig({ WEBHOOK_PROXY_URL: url }).webhook.proxyUrl, url);
    }
    assert.equal(loadConfig({ WEBHOOK_PROXY_URL: '' }).webhook.proxyUrl, null);
  });

  it('refuses a WEBHOOK_PROXY_URL it cannot use, naming the variable and never repeating the value', () => {
    const cases: Array<[string, RegExp]> = [
      ['not a url secret-pw', /is not a URL/],
      ['socks5://user:secret-pw@proxy:1080', /must start with http:\/\/ or https:\/\/ .*not socks5:/],
      ['http://user:secret-pw@proxy:3128/path', /no path, query or fragment/],
      ['http://user:secret-pw@proxy:3128?x=1', /no path, query or fragment/],
      ['http://user-secret-pw@proxy:3128', /user name but no password/],
      ['http://:secret-pw@proxy:3128', /password but no user name/],
    ];
    for (const [url, problem] of cases) {
      const error = configError({ WEBHOOK_PROXY_URL: url });
      assert.ok(error.message.startsWith('WEBHOOK_PROXY_URL: '), error.message);
      assert.match(error.message, problem);
      assert.ok(!error.message.includes('secret-pw'), error.message);
    }
  });

  it('reads the delivery log settings', () => {
    const config = loadConfig({
      WEBHOOK_DISABLE_AFTER_HOURS: '0',
      WEBHOOK_RETENTION_DAYS: '7',
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
    });
    assert.equal(config.webhook.disableAfterMs, 0, '0: never disable');
    assert.equal(config.webhook.retentionMs, 7 * 86_400_000);
    assert.equal(loadConfig({}).events.retentionMs, 30 * 86_400_000, 'events: 30 days by default');
    assert.equal(loadConfig({ EVENTS_RETENTION_DAYS: '90' }).events.retentionMs, 90 * 86_400_000);
    assert.deepEqual(config.metrics, { port: 9464, host: '0.0.0.0' });
  });

  it('reads the values it is given', () => {
    const key = 'ab'.repeat(32);
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/x',
      REGION: 'eu',
      LOG_LEVEL: 'debug',
      DATA_DIR: '/var/lib/ra',
      SECRET_ENCRYPTION_KEY: key,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_CONNECTIONS_PER_ORIGIN: '16',
    });
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.deepEqual(config.database, { ...parseDatabaseUrl('postgres://u@db:5432/x'), timeouts: DEFAULT_POSTGRES_TIMEOUTS });
    assert.equal(isDefaultDatabase(config.database), false);
    assert.equal(config.region, 'eu');
    assert.equal(config.logLevel, 'debug');
    assert.equal(config.dataDir, '/var/lib/ra');
    assert.deepEqual(config.secretEncryptionKey, Buffer.from(key, 'hex'));
    assert.equal(config.webhook.allowPrivateTargets, true);
    assert.equal(config.webhook.connectionsPerOrigin, 16);
  });

  it('reads TRUST_PROXY as true, false, a number of hops, or addresses and CIDR ranges', () => {
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy, ['10.0.0.0/8', '127.0.0.1', '::1']);
  });

  it('accepts a base64 SECRET_ENCRYPTION_KEY of 32 bytes', () => {
    const key = Buffer.alloc(32, 7);
    assert.deepEqual(loadConfig({ SECRET_ENCRYPTION_KEY: key.toString('base64') }).secretEncryptionKey, key);
  });

  it('reads SECRET_ENCRYPTION_PREVIOUS_KEYS as comma-separated keys, each hex or base64; none by default', () => {
    const hex = Buffer.alloc(32, 1);
    const base64 = Buffer.alloc(32, 2);
    assert.deepEqual(loadConfig({}).secretEncryptionPreviousKeys, []);
    assert.deepEqual(loadConfig({ SECRET_ENCRYPTION_PREVIOUS_KEYS: '' }).secretEncryptionPreviousKeys, []);
    assert.deepEqual(
      loadConfig({ SECRET_ENCRYPTION_PREVIOUS_KEYS: `${hex.toString('hex')}, ${base64.toString('base64')}` }).secretEncryptionPreviousKeys,
      [hex, base64],
    );
  });

  it('names SECRET_ENCRYPTION_PREVIOUS_KEYS and which of its keys is wrong, without repeating any key', () => {
    const good = 'cd'.repeat(32);
    const wrong = configError({ SECRET_ENCRYPTION_PREVIOUS_KEYS: `${good},${'ef'.repeat(31)}` });
    assert.equal(wrong.message, 'SECRET_ENCRYPTION_PREVIOUS_KEYS: key 2 of 2 must be 32 bytes, as 64 hex characters or base64');
    const empty = configError({ SECRET_ENCRYPTION_PREVIOUS_KEYS: `${good},,${good}` });
    assert.equal(empty.message, 'SECRET_ENCRYPTION_PREVIOUS_KEYS: key 2 of 3 is empty');
  });

  it('puts the data directory beside the SQLite file by default', () => {
    assert.equal(loadConfig({ DATABASE_URL: 'sqlite:/srv/ra/app.db' }).dataDir, '/srv/ra');
  });

  it('parses DATABASE_URL once: the dialect, and the SQLite file or the PostgreSQL URL', () => {
    assert.deepEqual(parseDatabaseUrl('sqlite:///abs/x.db'), { dialect: 'sqlite', file: '/abs/x.db' });
    assert.deepEqual(parseDatabaseUrl('sqlite:rel/x.db'), { dialect: 'sqlite', file: 'rel/x.db' });
    assert.deepEqual(parseDatabaseUrl('sqlite::memory:'), { dialect: 'sqlite', file: ':memory:' });
    assert.deepEqual(parseDatabaseUrl('postgresql://u@db/x'), { dialect: 'postgres', url: 'postgresql://u@db/x' });
    assert.equal(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).dataDir, 'data', 'no directory of its own: the default');
    assert.equal(isDefaultDatabase(parseDatabaseUrl('sqlite:other.db')), false);
  });

  const bad: Array<[string, Record<string, string>]> = [
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['REGION', { REGION: 'mars' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['DATABASE_URL', { DATABASE_URL: 'sqlite:' }],
    ['DATABASE_URL', { DATABASE_URL: 'sqlite://' }],
    ['SECRET_ENCRYPTION_KEY', { SECRET_ENCRYPTION_KEY: 'abcd' }],
    ['WEBHOOK_ALLOW_PRIVATE_TARGETS', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'maybe' }],
    ['WEBHOOK_TIMEOUT_MS', { WEBHOOK_TIMEOUT_MS: '1.5' }],
    ['WEBHOOK_CONNECTIONS_PER_ORIGIN', { WEBHOOK_CONNECTIONS_PER_ORIGIN: '0' }],
    ['HTTP_REQUEST_TIMEOUT_MS', { HTTP_REQUEST_TIMEOUT_MS: '0' }],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', { HTTP_KEEP_ALIVE_TIMEOUT_MS: '5s' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/99' }],
    ['TRUST_PROXY', { TRUST_PROXY: '127.0.0.1,proxy.example' }],
    ['TRUST_PROXY', { TRUST_PROXY: '101' }],
    ['WEBHOOK_RETRY_MAX_MS', { WEBHOOK_RETRY_BASE_MS: '5000', WEBHOOK_RETRY_MAX_MS: '1000' }],
    ['WEBHOOK_DISABLE_AFTER_HOURS', { WEBHOOK_DISABLE_AFTER_HOURS: '-1' }],
    ['WEBHOOK_RETENTION_DAYS', { WEBHOOK_RETENTION_DAYS: '0' }],
    ['EVENTS_RETENTION_DAYS', { EVENTS_RETENTION_DAYS: '0' }],
    ['EVENTS_RETENTION_DAYS', { EVENTS_RETENTION_DAYS: '30d' }],
    ['METRICS_PORT', { METRICS_PORT: 'on' }],
    ['LOG_FORMAT', { LOG_FORMAT: 'text' }],
    ['DELIVERY_THREAD', { DELIVERY_THREAD: 'yes please' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'app.example.com' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://app.example.com/console' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://app.example.com?x=1' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'ftp://files.example.com' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://a.example.com,*' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://a.example.com,' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com', SMTP_FROM: 'a@b.example' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com', SMTP_FROM: 'a@b.example' }],
    ['SMTP_FROM', { SMTP_URL: 'smtp://mail.example.com' }],
    ['SMTP_FROM', { SMTP_URL: 'smtp://mail.example.com', SMTP_FROM: 'Jobs <jobs@example.com>' }],
    ['SMTP_FROM', { SMTP_FROM: 'jobs@example.com' }],
    ['SMTP_TIMEOUT_MS', { SMTP_URL: 'smtp://mail.example.com', SMTP_FROM: 'a@b.example', SMTP_TIMEOUT_MS: '10' }],
  ];
  for (const [variable, env] of bad) {
    it(`rejects ${JSON.stringify(env)} with a ConfigError naming ${variable}`, () => {
      const error = configError(env);
      assert.ok(error.message.startsWith(`${variable}:`), error.message);
    });
  }

  it('quotes the bad value in the message', () => {
    assert.match(configError({ REGION: 'mars' }).message, /"mars"/);
    assert.match(configError({ PORT: 'abc' }).message, /"abc"/);
  });
});
