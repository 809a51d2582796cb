// The HTTP application: a Fastify instance with the v3 routes, built from
// already-opened services so tests and the server process share one path.
import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { OpenAPI, OpenAPIV3_1 } from 'openapi-types';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import { decorateRequests } from './hooks/authentication.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandler, installProtocolErrorAnswers } from './hooks/error-handler.ts';
import { serializeRequest } from './hooks/request-log.ts';
import { echoRequestIds, requestIdOf } from './hooks/request-id.ts';
import { installRateLimit, RATE_LIMIT_HEADERS } from './hooks/rate-limit.ts';
import { installConditionalGet } from './hooks/conditional-get.ts';
import { installSecurityHeaders } from './hooks/security-headers.ts';
import apiKeyRoutes from './routes/api-keys.ts';
import { drainIgnoredBodies, installJsonBodyParser, TOO_LARGE_DRAIN_FACTOR } from './hooks/json-body.ts';
import authRoutes from './routes/auth.ts';
import consoleSessionRoutes from './routes/console-session.ts';
import consoleSignInRoutes from './routes/console-sign-in.ts';
import companyScope from './routes/company/index.ts';
import companiesRoutes from './routes/companies.ts';
import { serveConsole } from './routes/console.ts';
import healthRoutes from './routes/health.ts';
import probeRoutes from './routes/probes.ts';
import eventTypeRoutes from './routes/event-types.ts';
import openapiRoutes from './routes/openapi.ts';
import type { Metrics } from './metrics/metrics.ts';
import { ErrorRef } from './schemas/common.ts';
import { componentSchemas } from './schemas/components.ts';
import { completeDocument } from './schemas/openapi-document.ts';
import { openapiWebhooks } from './schemas/webhook-events.ts';
import { REQUEST_VALIDATION, sharedSerializers, sharedValidators } from './schemas/compiled-schemas.ts';
import { systemClock } from './clock.ts';
import { loadConfig, type Config, type LogFormat } from './config.ts';
import { createServices, type Services } from './services/container.ts';
import type { WorkerStatus } from './services/health-service.ts';
import { openStorage } from './storage/database.ts';
import type { Tracing } from './tracing/tracing.ts';

export interface AppOptions {
  services: Services;
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  /** A built web console to serve at / (see routes/console.ts); none when left out. */
  consoleDir?: string;
  /** Counts requests by route and status (metrics/metrics.ts). */
  metrics?: Metrics;
  /** The delivery worker's status for GET /readyz; left out where the process's role has no worker. */
  workerStatus?: () => WorkerStatus;
  /** A span per request, when tracing is on (OTEL_*); left out, no hook at all. */
  tracing?: Tracing;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The logger's settings. `pretty` writes lines for a person (pino-pretty, on
 * `stream` or stdout), `json` one JSON object per line; the same fields and
 * the same redaction either way.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream, format: LogFormat = 'json'): FastifyServerOptions['logger'] {
  const destination =
    format === 'pretty'
      ? pinoPretty({
          destination: stream ?? 1,
          // Written at once, as the JSON lines are: nothing is lost when the process exits.
          sync: true,
          colorize: stream ? false : pinoPretty.isColorSupported,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
          singleLine: true,
        })
      : stream;
  return {
    level,
    ...(destination ? { stream: destination } : {}),
    // Credentials must never reach a log line, at any level: not in headers or
    // bodies, nor in a query string of the request line.
    serializers: { req: serializeRequest },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.secret', '*.token'], censor: '[redacted]' },
  };
}

const UNTRACED_ROUTES: ReadonlySet<string> = new Set(['/livez', '/readyz']);

/** Fastify takes a number of hops at run time, but its types only as a function. */
function trustProxyOption(setting: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { http } = options.services.config;
  const requestTimeout = http.requestTimeoutMs;
  const app = Fastify({
    logger: options.logger ?? false,
    // The client's X-Request-Id when it is a safe token, else a new one: bound to every log line of the request (reqId).
    genReqId: requestIdOf,
    // request.ip, which sign-in rate limits count by, follows X-Forwarded-For only from these peers.
    trustProxy: trustProxyOption(options.services.config.trustProxy),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    requestTimeout,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: {
      // Node enforces the time limit of a request's body only while headersTimeout
      // (60 s by default) is at most requestTimeout; Fastify sets requestTimeout
      // after creating the server, so without this a body sent slowly never timed out.
      requestTimeout,
      headersTimeout: requestTimeout,
      // Node checks its timeouts every 30 s by default: a 30 s timeout would really be 30 to 60 s.
      connectionsCheckingInterval: Math.min(1_000, Math.max(10, Math.floor(requestTimeout / 10))),
      // Checked by installProtocolErrorAnswers, which answers in the Error shape.
      requireHostHeader: false,
    },
    // Errors Fastify answers itself, before routing or HTTP parsing, get the Error shape too.
    frameworkErrors,
    clientErrorHandler,
    // Keep the client's JSON as given: no silent coercion or dropping of fields,
    // so validation errors say what was wrong.
    ajv: REQUEST_VALIDATION,
    // Compiled once per process, however many apps it builds (the tests build dozens).
    schemaController: { compilersFactory: { buildValidator: sharedValidators, buildSerializer: sharedSerializers } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // First, so the span covers the other hooks too; the probes, which come every few seconds, have none (as they have no log line).
  options.tracing?.traceRequests(app, { untracedRoutes: UNTRACED_ROUTES });
  // The API speaks JSON only; Fastify's built-in text/plain parser would turn a
  // text body into a string and answer 400 instead of 415.
  app.removeContentTypeParser('text/plain');
  installJsonBodyParser(app, { emptyBody: 'error' });
  app.decorate('services', options.services);
  decorateRequests(app);
  await installSecurityHeaders(app);
  echoRequestIds(app);
  // After the hooks above, so a preflight answer (made in CORS's own hook) carries their headers too.
  if (options.services.config.corsOrigins) await app.register(cors, corsOptions(options.services.config.corsOrigins));
  const consoleFallback = options.consoleDir === undefined ? undefined : await serveConsole(app, options.consoleDir);
  installErrorHandler(app, {
    notFoundFallback: consoleFallback,
    tooLargeDrainBytes: TOO_LARGE_DRAIN_FACTOR * (options.bodyLimit ?? DEFAULT_BODY_LIMIT),
  });
  installProtocolErrorAnswers(app);
  drainIgnoredBodies(app, options.bodyLimit ?? DEFAULT_BODY_LIMIT);
  options.metrics?.observeRequests(app);
  // ETag on the API's JSON answers to GET, and 304 to an If-None-Match that names it.
  installConditionalGet(app);
  // Only while API_RATE_LIMIT is set: otherwise no hook, and no cost.
  if (options.services.rateLimiter) installRateLimit(app, options.services.rateLimiter);
  // The named schemas: resolved by $ref in validation and serialization, published as components.schemas.
  for (const schema of componentSchemas()) app.addSchema(schema);
  // Every route that uses the database answers 503 databaseUnavailable while it
  // can't be reached (hooks/error-handler.ts): said once here for all of them.
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response && !('503' in response)) route.schema!.response = { ...response, 503: ErrorRef };
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Recruiting Service Public API',
        version: '3',
        description: 'Sign-in, tokens, companies, webhook endpoints, recruiting data and webhook delivery.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative: the host that serves this document ({base_url} in the spec); every path starts with /v3.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      webhooks: openapiWebhooks(),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'A PAT (rs_pat_...) or a session token from POST /v3/signin; the bare token is accepted too',
          },
        },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    // Response headers, the statuses every request can meet, tags and examples (schemas/openapi-document.ts).
    transformObject: (document) => completeDocument((document as { openapiObject: OpenAPIV3_1.Document }).openapiObject),
  });

  await app.register(authRoutes, { prefix: '/v3' });
  await app.register(consoleSessionRoutes);
  await app.register(consoleSignInRoutes);
  await app.register(healthRoutes, { prefix: '/v3' });
  await app.register(probeRoutes, { readiness: () => options.services.health.readiness(options.workerStatus) });
  await app.register(companiesRoutes, { prefix: '/v3' });
  await app.register(apiKeyRoutes, { prefix: '/v3' });
  await app.register(openapiRoutes, { prefix: '/v3' });
  await app.register(eventTypeRoutes, { prefix: '/v3' });
  await app.register(companyScope, { prefix: '/v3/company/:company_id' });
  return app;
}

/**
 * CORS for the browser pages of CORS_ORIGINS: simple requests and preflights
 * of the API's methods with the headers it reads, no credentials (the API
 * authenticates other origins by the Authorization header only: the console's
 * cookie counts only beside X-Recruiting-Console, which no preflight here
 * allows, so `*` lets a page send only a token its own script holds), and the
 * response headers a client reads exposed.
 */
function corsOptions(origins: string[] | '*') {
  return {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Idempotency-Key', 'If-None-Match'],
    exposedHeaders: ['Location', 'Retry-After', 'X-Request-Id', 'Idempotent-Replayed', 'ETag', ...RATE_LIMIT_HEADERS],
    credentials: false,
    maxAge: 600,
    // Any OPTIONS request is answered (204), not only a well-formed preflight: the plugin's strict answer is not in the Error shape.
    strictPreflight: false,
  };
}

/**
 * The Fastify instance of a process with the worker role, which serves no
 * HTTP: the logger and `services` of the API's, without its routes
 * (worker metrics have a server of their own). Registering the routes compiles a validator and a serializer per
 * route and schema, about 10 MB of heap that such a process would carry for
 * nothing, and that a garbage-collected heap pays about twice in resident
 * memory at its peak (collections start at a multiple of what stays live).
 */
export async function buildWorkerApp(options: Pick<AppOptions, 'services' | 'logger'>): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  app.decorate('services', options.services);
  return app;
}

/**
 * The OpenAPI document of the application, without a server or a database of
 * its own (an in-memory SQLite that no route is called on): what tools that
 * generate clients read (`recruiting-api openapi`, `npm run openapi:types`).
 * The same document as GET /v3/openapi.json.
 */
export async function openapiDocument(config: Config = loadConfig({})): Promise<OpenAPI.Document> {
  const storage = openStorage({ dialect: 'sqlite', file: ':memory:' });
  try {
    const services = createServices({ storage, config, clock: systemClock, masterKey: randomBytes(32) });
    const app = await buildApp({ services });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
      await services.close();
    }
  } finally {
    await storage.close();
  }
}
