// Process configuration, read once from the environment. Every bad value stops
// start-up with a one-line message that names the variable.
import path from 'node:path';
import { ConfigError } from './config/config-error.ts';
import { boolean, integer, onOff } from './config/env-readers.ts';
import { parseKey, parsePreviousKeys } from './config/keys.ts';
import { parseMail, type MailConfig } from './config/mail.ts';
import { parseCorsOrigins, parseProxyUrl, parseTrustProxy } from './config/network.ts';
import { DEFAULT_TEST_RATE_LIMIT, parseRateLimit, windowLimit, type RateLimitConfig, type WindowLimit } from './config/rate-limit.ts';
import { DEFAULT_PASSWORD_HASH_COST, PASSWORD_HASH_COSTS } from './config/password-hash-cost.ts';
import { parsePostgresTimeouts, type PostgresTimeouts } from './config/postgres-timeouts.ts';
import { parseTracing, type TracingConfig } from './config/tracing.ts';

export { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './config/postgres-timeouts.ts';

export { ConfigError };
export { parseRateLimit, type MailConfig, type RateLimitConfig, type WindowLimit };
export type { TracingConfig };

export type Region = 'us' | 'eu';
export type Role = 'all' | 'api' | 'worker';
export type LogFormat = 'json' | 'pretty';

/**
 * The database, as DATABASE_URL names it: a SQLite file (or `:memory:`), or a
 * PostgreSQL server. Parsed here once; storage opens what it is given.
 */
export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; timeouts?: PostgresTimeouts | null };

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  region: Region;
  logLevel: string;
  /** LOG_FORMAT: json or pretty; undefined: pretty when stdout is a terminal, json otherwise (decided at start). */
  logFormat?: LogFormat;
  /**
   * CORS_ORIGINS: the browser origins allowed to call the API from their
   * pages, or '*' for any; undefined: no CORS headers at all.
   */
  corsOrigins?: string[] | '*';
  /**
   * API_RATE_LIMIT: requests each token may make per window (`100/60s`), and
   * API_USER_RATE_LIMIT: all of a user's tokens together, shared by every
   * API process of the database; undefined: no limit.
   */
  rateLimit?: RateLimitConfig;
  /** Directory of the generated secret key file (by default the SQLite file's directory). */
  dataDir: string;
  /**
   * PASSWORD_HASH_COST: log2 of scrypt's N for new and changed passwords
   * (stored hashes keep theirs). Below the default only for test suites.
   */
  passwordHashCost: number;
  /**
   * Which peers' X-Forwarded-For to believe for the client address (sign-in
   * rate limits, logs): false (none: the peer is the client), true (any), a
   * number of proxy hops, or proxy addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** 32-byte master key (hex or base64 in the environment); undefined = use or create `<dataDir>/secret.key`. */
  secretEncryptionKey?: Buffer;
  /**
   * Earlier master keys (SECRET_ENCRYPTION_PREVIOUS_KEYS): they still open
   * what they sealed, but seal nothing new; `secrets rekey` re-seals it all
   * with the current key, after which they can go.
   */
  secretEncryptionPreviousKeys: Buffer[];
  webhook: {
    /**
     * WEBHOOK_ALLOW_PRIVATE_TARGETS: webhooks may go to private, loopback and
     * reserved addresses. By default only over the default database (no
     * DATABASE_URL): a development start, where a receiver on this machine is
     * the usual first try.
     */
    allowPrivateTargets: boolean;
    /**
     * While private targets are allowed: the certificate of `recruiting-api
     * listen`'s local receiver (in DATA_DIR), which deliveries to loopback
     * hosts also trust; null otherwise. Read when a connection is made, so a
     * certificate made after the server started is trusted too.
     */
    localReceiverCertificate: string | null;
    timeoutMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    endpointConcurrency: number;
    /** How long an endpoint lease lasts without renewal: how soon a dead worker's queues are taken up. */
    leaseMs: number;
    /**
     * A cap on connections per receiver origin, or null for none. Without a cap
     * every request the worker has in flight gets a connection of its own, so
     * endpoints sharing a host never queue behind each other's slow answers;
     * the worker itself bounds how many requests are in flight.
     */
    connectionsPerOrigin: number | null;
    /** An endpoint whose every attempt has failed for this long is disabled; 0: never. */
    disableAfterMs: number;
    /** Finished deliveries (and their attempts and events) are deleted this long after they finished. */
    retentionMs: number;
    /**
     * The http:// or https:// proxy deliveries go through (CONNECT), its
     * credentials, if any, in the URL (a secret: never logged); null: straight.
     */
    proxyUrl: string | null;
    /**
     * WEBHOOK_TEST_RATE_LIMIT: receiver checks and test events each company
     * may ask for per window (`20/60s` by default; `off`: no limit). Each
     * makes outbound requests on the caller's word, so they are bounded.
     */
    testRateLimit: WindowLimit | null;
    /** WEBHOOK_CHECK_CONCURRENCY: receiver checks a process runs at once; more wait for a turn. */
    checkConcurrency: number;
    /**
     * WEBHOOK_ENDPOINT_LIST_CACHE: each owner's endpoint list answer is kept
     * in the process while its version stands (services/endpoint-list-cache.ts);
     * off, every request reads and serializes the list, as other lists are.
     */
    endpointListCache: boolean;
  };
  /**
   * EVENTS_RETENTION_DAYS: how long every event is kept for the events feed
   * (GET /events), and how long a paused endpoint holds the deliveries made
   * while it is paused.
   */
  events: { retentionMs: number };
  /**
   * How long the API's HTTP server waits on a client: the whole request,
   * headers and body (HTTP_REQUEST_TIMEOUT_MS; a connection that sends
   * nothing counts as a request that never arrives), and an idle kept-alive
   * connection between requests (HTTP_KEEP_ALIVE_TIMEOUT_MS). Bounded both,
   * so slow or silent clients hold a socket, never the server.
   */
  http: { requestTimeoutMs: number; keepAliveTimeoutMs: number };
  /** The Prometheus listener: off (port null) unless METRICS_PORT is set. */
  metrics: { port: number | null; host: string };
  /** Undefined without SMTP_URL: messages are then stored with delivery status not_sent. */
  mail?: MailConfig;
  /** OpenTelemetry tracing (the OTEL_* variables, config/tracing.ts); null: off, the default. */
  tracing: TracingConfig | null;
  /**
   * DELIVERY_THREAD: whether role `all` runs the delivery engine on a thread
   * of its own (with its own database connections), so API requests and
   * sends each have a core; off: both on the process's one event loop.
   */
  deliveryThread: boolean;
}

/** Email of candidate messages, when a mail server is configured. */
/** How long a request, headers and body, may take to arrive unless HTTP_REQUEST_TIMEOUT_MS says otherwise. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * A database URL: `postgres://…` or `postgresql://…`, or `sqlite:` and a file
 * path (`sqlite:data/x.db`, `sqlite:///abs/x.db`, `sqlite::memory:`).
 */
export function parseDatabaseUrl(url: string): DatabaseConfig {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { dialect: 'postgres', url };
  if (!url.startsWith('sqlite:')) throw new ConfigError('DATABASE_URL', 'must start with sqlite:, postgres:// or postgresql://');
  const rest = url.slice('sqlite:'.length);
  const file = rest === ':memory:' || !rest.startsWith('//') ? rest : rest.slice(2);
  if (file === '') throw new ConfigError('DATABASE_URL', 'sqlite: URL names no file');
  return { dialect: 'sqlite', file };
}

/** The certificate file of `recruiting-api listen`'s local receiver, in DATA_DIR (its key beside it). */
export const LOCAL_RECEIVER_CERTIFICATE = 'local-receiver.crt';

/** The database without DATABASE_URL: an embedded SQLite file, for development and trying the service out. */
export const DEFAULT_DATABASE_URL = 'sqlite:data/recruiting.db';

/** Whether `database` is the default one (DATABASE_URL unset, or set to the default). */
export function isDefaultDatabase(database: DatabaseConfig): boolean {
  return database.dialect === 'sqlite' && `sqlite:${database.file}` === DEFAULT_DATABASE_URL;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseDatabaseUrl(env.DATABASE_URL || DEFAULT_DATABASE_URL);
  const database: DatabaseConfig = parsed.dialect === 'postgres' ? { ...parsed, timeouts: parsePostgresTimeouts(env) } : parsed;
  const region = (env.REGION || 'us') as Region;
  if (region !== 'us' && region !== 'eu') throw new ConfigError('REGION', `must be us or eu, got "${region}"`);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const logFormat = env.LOG_FORMAT || undefined;
  if (logFormat !== undefined && logFormat !== 'json' && logFormat !== 'pretty') {
    throw new ConfigError('LOG_FORMAT', `must be json or pretty, got "${logFormat}"`);
  }
  const host = env.HOST || '127.0.0.1';
  const sqliteFile = database.dialect === 'sqlite' && database.file !== ':memory:' ? database.file : undefined;
  const dataDir = env.DATA_DIR || (sqliteFile === undefined ? 'data' : path.dirname(sqliteFile));
  const retryBaseMs = integer(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 1, 86_400_000);
  const retryMaxMs = integer(env, 'WEBHOOK_RETRY_MAX_MS', 6 * 3_600_000, 1, 7 * 86_400_000);
  if (retryMaxMs < retryBaseMs) throw new ConfigError('WEBHOOK_RETRY_MAX_MS', 'must not be below WEBHOOK_RETRY_BASE_MS');
  const timeoutMs = integer(env, 'WEBHOOK_TIMEOUT_MS', 30_000, 1, 600_000);
  const allowPrivateTargets = boolean(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', isDefaultDatabase(database));
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host,
    database,
    region,
    logLevel,
    logFormat,
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    rateLimit: parseRateLimit(env.API_RATE_LIMIT, env.API_USER_RATE_LIMIT),
    dataDir,
    passwordHashCost: integer(env, 'PASSWORD_HASH_COST', DEFAULT_PASSWORD_HASH_COST, PASSWORD_HASH_COSTS.min, PASSWORD_HASH_COSTS.max),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    secretEncryptionKey: env.SECRET_ENCRYPTION_KEY ? parseKey(env.SECRET_ENCRYPTION_KEY, 'SECRET_ENCRYPTION_KEY') : undefined,
    secretEncryptionPreviousKeys: parsePreviousKeys(env.SECRET_ENCRYPTION_PREVIOUS_KEYS),
    webhook: {
      allowPrivateTargets,
      localReceiverCertificate: allowPrivateTargets ? path.join(dataDir, LOCAL_RECEIVER_CERTIFICATE) : null,
      timeoutMs,
      retryBaseMs,
      retryMaxMs,
      endpointConcurrency: integer(env, 'WEBHOOK_ENDPOINT_CONCURRENCY', 1, 1, 100),
      leaseMs: integer(env, 'WEBHOOK_LEASE_MS', timeoutMs + 30_000, 100, 3_600_000),
      connectionsPerOrigin: env.WEBHOOK_CONNECTIONS_PER_ORIGIN ? integer(env, 'WEBHOOK_CONNECTIONS_PER_ORIGIN', 0, 1, 65_536) : null,
      disableAfterMs: integer(env, 'WEBHOOK_DISABLE_AFTER_HOURS', 120, 0, 8_760) * 3_600_000,
      retentionMs: integer(env, 'WEBHOOK_RETENTION_DAYS', 30, 1, 3_650) * 86_400_000,
      proxyUrl: parseProxyUrl(env),
      testRateLimit:
        env.WEBHOOK_TEST_RATE_LIMIT?.trim() === 'off'
          ? null
          : (windowLimit(parseRateLimit(env.WEBHOOK_TEST_RATE_LIMIT, undefined, 'WEBHOOK_TEST_RATE_LIMIT')) ?? DEFAULT_TEST_RATE_LIMIT),
      checkConcurrency: integer(env, 'WEBHOOK_CHECK_CONCURRENCY', 4, 1, 100),
      endpointListCache: onOff(env, 'WEBHOOK_ENDPOINT_LIST_CACHE', true),
    },
    events: { retentionMs: integer(env, 'EVENTS_RETENTION_DAYS', 30, 1, 3_650) * 86_400_000 },
    http: {
      requestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 100, 600_000),
      // Longer than the 60 s idle timeout of common load balancers, so they, not
      // this server, close an idle connection and never send on one closing under them.
      keepAliveTimeoutMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 600_000),
    },
    metrics: {
      port: env.METRICS_PORT ? integer(env, 'METRICS_PORT', 0, 0, 65535) : null,
      host: env.METRICS_HOST || '127.0.0.1',
    },
    mail: parseMail(env),
    tracing: parseTracing(env),
    deliveryThread: onOff(env, 'DELIVERY_THREAD', true),
  };
}
