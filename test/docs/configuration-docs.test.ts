// docs/configuration.md stays true to src/config: every variable the code
// reads is in its tables, each variable there is read, and each default the
// tables give is what the code applies when the variable is unset.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, DEFAULT_DATABASE_URL, loadConfig, type Config } from '../../src/config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC = fs.readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8');
const SOURCES = ['src/config.ts', ...fs.readdirSync(path.join(ROOT, 'src/config')).map((file) => `src/config/${file}`)];

/** The rows of the document's tables: the variables of the first cell (its code spans) and the Default cell. */
function documentedRows(markdown: string): { variables: string[]; fallback: string }[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split(' | ');
      return { variables: [...cells[0]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!), fallback: cells[1]!.trim() };
    });
}

/** Names the source reads as `env.NAME`, or hands with env to a reader (`integer(env, 'NAME', ...)`). */
function namesInSource(source: string): string[] {
  return [...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)|\(env, '([A-Z][A-Z0-9_]*)'/g)].map((m) => (m[1] ?? m[2])!);
}

/** loadConfig over `env`, recording every variable it looks up, computed names included. */
function readsOf(env: Record<string, string>): Set<string> {
  const reads = new Set<string>();
  const watched = new Proxy(env, {
    get(target, name, receiver) {
      if (typeof name === 'string') reads.add(name);
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  loadConfig(watched);
  return reads;
}

// Environments that take loadConfig down every branch that reads a variable.
const MAIL = { SMTP_URL: 'smtp://mail.example:587', SMTP_FROM: 'jobs@example.com' };
const TRACING = { OTEL_TRACES_EXPORTER: 'otlp', OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.5' };
const POSTGRES = { DATABASE_URL: 'postgres://db.example/recruiting' };
const ENVIRONMENTS: Record<string, string>[] = [{}, MAIL, TRACING, POSTGRES, { WEBHOOK_CONNECTIONS_PER_ORIGIN: '4', METRICS_PORT: '0' }];

const unset = loadConfig({});
const mail = loadConfig(MAIL);
const tracing = loadConfig({ OTEL_TRACES_EXPORTER: 'otlp' }).tracing!;
const days = (ms: number) => ms / 86_400_000;
const timeoutsOf = (env: Record<string, string>) => {
  const database = loadConfig({ ...POSTGRES, ...env }).database;
  assert.ok(database.dialect === 'postgres' && database.timeouts);
  return database.timeouts;
};
const pgTimeouts = timeoutsOf({});
const testRateLimit = unset.webhook.testRateLimit!;

/** What each variable with a plain default comes to when unset, written as the Default column's first code span. */
const PLAIN: Record<string, unknown> = {
  PORT: unset.port,
  HOST: unset.host,
  DATABASE_URL: unset.database.dialect === 'sqlite' ? `sqlite:${unset.database.file}` : unset.database.url,
  REGION: unset.region,
  LOG_LEVEL: unset.logLevel,
  HTTP_REQUEST_TIMEOUT_MS: unset.http.requestTimeoutMs,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: unset.http.keepAliveTimeoutMs,
  TRUST_PROXY: unset.trustProxy,
  PASSWORD_HASH_COST: unset.passwordHashCost,
  DELIVERY_THREAD: unset.deliveryThread ? 'on' : 'off',
  WEBHOOK_TIMEOUT_MS: unset.webhook.timeoutMs,
  WEBHOOK_RETRY_BASE_MS: unset.webhook.retryBaseMs,
  WEBHOOK_RETRY_MAX_MS: unset.webhook.retryMaxMs,
  WEBHOOK_ENDPOINT_CONCURRENCY: unset.webhook.endpointConcurrency,
  WEBHOOK_DISABLE_AFTER_HOURS: unset.webhook.disableAfterMs / 3_600_000,
  WEBHOOK_RETENTION_DAYS: days(unset.webhook.retentionMs),
  EVENTS_RETENTION_DAYS: days(unset.events.retentionMs),
  METRICS_HOST: unset.metrics.host,
  WEBHOOK_TEST_RATE_LIMIT: `${testRateLimit.limit}/${testRateLimit.windowMs / 1000}s`,
  WEBHOOK_CHECK_CONCURRENCY: unset.webhook.checkConcurrency,
  WEBHOOK_ENDPOINT_LIST_CACHE: unset.webhook.endpointListCache ? 'on' : 'off',
  PG_CONNECT_TIMEOUT_MS: pgTimeouts.connectMs,
  PG_STATEMENT_TIMEOUT_MS: pgTimeouts.statementMs,
  PG_KEEPALIVE_IDLE_MS: pgTimeouts.keepAliveIdleMs,
  SMTP_TIMEOUT_MS: mail.mail!.timeoutMs,
  OTEL_SDK_DISABLED: loadConfig({ OTEL_TRACES_EXPORTER: 'otlp' }).tracing === null,
  OTEL_EXPORTER_OTLP_PROTOCOL: tracing.protocol,
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: tracing.protocol,
  OTEL_SERVICE_NAME: tracing.serviceName,
  OTEL_TRACES_SAMPLER: tracing.sampler,
  OTEL_TRACES_SAMPLER_ARG: tracing.samplerRatio,
};

/** Variables that, unset, leave their feature off or empty: the Default column says `unset`, `none`, `off` or `no cap`. */
const NOTHING: Record<string, (config: Config) => unknown> = {
  CORS_ORIGINS: (config) => config.corsOrigins,
  API_RATE_LIMIT: (config) => config.rateLimit,
  SECRET_ENCRYPTION_PREVIOUS_KEYS: (config) => (config.secretEncryptionPreviousKeys.length === 0 ? undefined : 'keys'),
  WEBHOOK_CONNECTIONS_PER_ORIGIN: (config) => config.webhook.connectionsPerOrigin,
  WEBHOOK_PROXY_URL: (config) => config.webhook.proxyUrl,
  METRICS_PORT: (config) => config.metrics.port,
  SMTP_URL: (config) => config.mail,
  OTEL_EXPORTER_OTLP_ENDPOINT: (config) => config.tracing,
  OTEL_RESOURCE_ATTRIBUTES: () => (Object.keys(tracing.resourceAttributes).length === 0 ? undefined : tracing.resourceAttributes),
};

/** Defaults that depend on something else: what the Default column says, and the code doing just that. */
const CONDITIONAL: Record<string, { says: string; holds: () => void }> = {
  API_USER_RATE_LIMIT: {
    says: "`API_RATE_LIMIT`'s requests",
    holds: () => assert.equal(loadConfig({ API_RATE_LIMIT: '7/10s' }).rateLimit?.perUser, 7),
  },
  PG_QUERY_TIMEOUT_MS: {
    says: '`PG_STATEMENT_TIMEOUT_MS` + 1 s',
    holds: () => {
      assert.equal(pgTimeouts.queryMs, pgTimeouts.statementMs + 1_000);
      assert.equal(timeoutsOf({ PG_STATEMENT_TIMEOUT_MS: '20000' }).queryMs, 21_000);
    },
  },
  WEBHOOK_ALLOW_PRIVATE_TARGETS: {
    says: '`true` over the default database (no `DATABASE_URL`), else `false`',
    holds: () => {
      assert.equal(unset.webhook.allowPrivateTargets, true);
      assert.equal(loadConfig({ DATABASE_URL: DEFAULT_DATABASE_URL }).webhook.allowPrivateTargets, true);
      assert.equal(loadConfig({ DATABASE_URL: 'sqlite:other/recruiting.db' }).webhook.allowPrivateTargets, false);
      assert.equal(loadConfig({ DATABASE_URL: 'postgres://db.example/recruiting' }).webhook.allowPrivateTargets, false);
    },
  },
  WEBHOOK_LEASE_MS: {
    says: 'timeout + 30 s',
    holds: () => {
      assert.equal(unset.webhook.leaseMs, unset.webhook.timeoutMs + 30_000);
      assert.equal(loadConfig({ WEBHOOK_TIMEOUT_MS: '5000' }).webhook.leaseMs, 35_000);
    },
  },
  DATA_DIR: {
    says: 'directory of the SQLite file, else `data`',
    holds: () => {
      assert.equal(loadConfig({ DATABASE_URL: 'sqlite:/srv/recruiting/main.db' }).dataDir, '/srv/recruiting');
      assert.equal(loadConfig({ DATABASE_URL: 'postgres://db.example/recruiting' }).dataDir, 'data');
    },
  },
  LOG_FORMAT: {
    // Whether stdout is a terminal is known only to the starting process (src/server.ts).
    says: '`pretty` at a terminal, else `json`',
    holds: () => assert.equal(unset.logFormat, undefined),
  },
  SECRET_ENCRYPTION_KEY: {
    says: 'the key file in `DATA_DIR` (made on first start)',
    holds: () => assert.equal(unset.secretEncryptionKey, undefined),
  },
  SMTP_FROM: {
    says: 'required with `SMTP_URL`',
    holds: () =>
      assert.throws(
        () => loadConfig({ SMTP_URL: MAIL.SMTP_URL }),
        (error) => error instanceof ConfigError && error.message.includes('SMTP_FROM'),
      ),
  },
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: {
    says: 'the one above',
    holds: () =>
      assert.equal(
        loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing?.endpoint,
        'http://collector:4318/v1/traces',
      ),
  },
  OTEL_TRACES_EXPORTER: {
    says: '`otlp` when an endpoint is set',
    holds: () => {
      assert.equal(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing?.protocol, 'http/protobuf');
      assert.equal(unset.tracing, null);
    },
  },
};

describe('docs/configuration.md names what src/config reads, with its defaults', () => {
  const rows = documentedRows(DOC);
  const documented = rows.flatMap((row) => row.variables);
  const inSource = SOURCES.flatMap((file) => namesInSource(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  const looked = ENVIRONMENTS.flatMap((env) => [...readsOf(env)]);
  const read = new Set([...inSource, ...looked].filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name)));

  it('finds the tables and the variables of the code', () => {
    assert.ok(documented.length >= 40, `only ${documented.length} variables in docs/configuration.md`);
    assert.ok(read.size >= 40, `only ${read.size} variables found in src/config`);
    assert.equal(new Set(documented).size, documented.length, 'a variable is documented twice');
  });

  it('documents every variable src/config reads', () => {
    const missing = [...read].filter((name) => !documented.includes(name));
    assert.deepEqual(missing, [], `docs/configuration.md lacks: ${missing.join(', ')}`);
  });

  it('documents no variable src/config does not read', () => {
    const unread = documented.filter((name) => !read.has(name));
    assert.deepEqual(unread, [], `docs/configuration.md names variables no code reads: ${unread.join(', ')}`);
  });

  it('gives each default as the code applies it', () => {
    for (const { variables, fallback } of rows) {
      for (const name of variables) {
        const kinds = [name in PLAIN, name in NOTHING, name in CONDITIONAL].filter(Boolean).length;
        assert.equal(kinds, 1, `${name}: the test knows no default for it (add it to PLAIN, NOTHING or CONDITIONAL)`);
        if (name in PLAIN) {
          assert.equal(/^`([^`]*)`/.exec(fallback)?.[1], String(PLAIN[name]), `${name}: documented default ${fallback}`);
        } else if (name in NOTHING) {
          assert.match(fallback, /^(unset|none|off|no cap)\b/, `${name}: documented default ${fallback}`);
          assert.equal(NOTHING[name]!(unset) ?? undefined, undefined, `${name}: unset, the code still sets something`);
        } else {
          assert.equal(fallback, CONDITIONAL[name]!.says, `${name}: documented default`);
          CONDITIONAL[name]!.holds();
        }
      }
    }
  });

  it('reads variable names from code spans of the first column only', () => {
    const sample = '| `PORT` | `3000` | port |\n| `A_B`, `C` | unset | two |\nNot a row: `HOST`\n';
    assert.deepEqual(documentedRows(sample), [
      { variables: ['PORT'], fallback: '`3000`' },
      { variables: ['A_B', 'C'], fallback: 'unset' },
    ]);
  });
});
