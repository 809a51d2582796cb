// Tracing settings: the standard OpenTelemetry variables (OTEL_*), read the
// way the OpenTelemetry specification says, as far as this service reads
// them itself. Tracing is off unless an OTLP endpoint is named or
// OTEL_TRACES_EXPORTER=otlp asks for it, and OTEL_SDK_DISABLED=true or
// OTEL_TRACES_EXPORTER=none turn it off whatever else is set. The exporter's
// own variables (OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT, _COMPRESSION, ...) and
// the batch processor's (OTEL_BSP_*) are read by the OpenTelemetry SDK.
import { ConfigError } from './config-error.ts';

export const TRACE_SAMPLERS = [
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
  'always_on',
  'always_off',
  'traceidratio',
] as const;
export type TraceSampler = (typeof TRACE_SAMPLERS)[number];

export type OtlpProtocol = 'http/protobuf' | 'http/json';

export interface TracingConfig {
  /** The resource's service.name: OTEL_SERVICE_NAME, else service.name in OTEL_RESOURCE_ATTRIBUTES, else recruiting-api. */
  serviceName: string;
  /** OTEL_RESOURCE_ATTRIBUTES, decoded (service.name included when given there). */
  resourceAttributes: Record<string, string>;
  /** The full URL spans are POSTed to (…/v1/traces). May hold credentials: never logged whole. */
  endpoint: string;
  protocol: OtlpProtocol;
  sampler: TraceSampler;
  /** The ratio of the traceidratio samplers (OTEL_TRACES_SAMPLER_ARG), 0 to 1. */
  samplerRatio: number;
}

export const DEFAULT_SERVICE_NAME = 'recruiting-api';
/** The OTLP/HTTP port of a collector on this machine, as the specification's default. */
const DEFAULT_TRACES_ENDPOINT = 'http://localhost:4318/v1/traces';

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** OTEL_SDK_DISABLED: true or false in any case, as the specification's booleans. */
function sdkDisabled(env: NodeJS.ProcessEnv): boolean {
  const raw = nonEmpty(env.OTEL_SDK_DISABLED)?.toLowerCase();
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError('OTEL_SDK_DISABLED', `expected true or false, got "${env.OTEL_SDK_DISABLED}"`);
}

/** OTEL_TRACES_EXPORTER: otlp or none (unset: otlp when an endpoint is named). */
function tracesExporter(env: NodeJS.ProcessEnv): 'otlp' | 'none' | undefined {
  const raw = nonEmpty(env.OTEL_TRACES_EXPORTER)?.toLowerCase();
  if (raw === undefined || raw === 'otlp' || raw === 'none') return raw;
  throw new ConfigError(
    'OTEL_TRACES_EXPORTER',
    `expected otlp or none, got "${env.OTEL_TRACES_EXPORTER}" (spans are exported over OTLP/HTTP only; a collector forwards them elsewhere)`,
  );
}

/** An OTLP/HTTP URL; the errors never repeat the value, which may hold credentials. */
function httpUrl(raw: string, variable: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(variable, 'is not a URL; expected http://host:port or https://host:port (OTLP over HTTP, usually port 4318)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(variable, `must start with http:// or https:// (OTLP over HTTP; gRPC is not supported), not ${url.protocol}//`);
  }
  return url;
}

/**
 * The traces URL: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is, else
 * OTEL_EXPORTER_OTLP_ENDPOINT (a base URL) with v1/traces appended to its
 * path, else the local collector's.
 */
function tracesEndpoint(env: NodeJS.ProcessEnv): string {
  const signal = nonEmpty(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  if (signal !== undefined) return httpUrl(signal, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT').href;
  const base = nonEmpty(env.OTEL_EXPORTER_OTLP_ENDPOINT);
  if (base === undefined) return DEFAULT_TRACES_ENDPOINT;
  const url = httpUrl(base, 'OTEL_EXPORTER_OTLP_ENDPOINT');
  url.pathname = url.pathname.replace(/\/?$/, '/v1/traces');
  return url.href;
}

function protocol(env: NodeJS.ProcessEnv): OtlpProtocol {
  const variable = nonEmpty(env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL) ? 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL' : 'OTEL_EXPORTER_OTLP_PROTOCOL';
  const raw = nonEmpty(env[variable]);
  if (raw === undefined || raw === 'http/protobuf') return 'http/protobuf';
  if (raw === 'http/json') return 'http/json';
  throw new ConfigError(
    variable,
    `expected http/protobuf or http/json, got "${raw}" (gRPC is not supported: use the collector's HTTP port, 4318)`,
  );
}

function sampler(env: NodeJS.ProcessEnv): { sampler: TraceSampler; samplerRatio: number } {
  const raw = nonEmpty(env.OTEL_TRACES_SAMPLER)?.toLowerCase() ?? 'parentbased_always_on';
  if (!(TRACE_SAMPLERS as readonly string[]).includes(raw)) {
    throw new ConfigError('OTEL_TRACES_SAMPLER', `expected one of ${TRACE_SAMPLERS.join(', ')}, got "${env.OTEL_TRACES_SAMPLER}"`);
  }
  const name = raw as TraceSampler;
  const arg = nonEmpty(env.OTEL_TRACES_SAMPLER_ARG);
  // The argument means something to the ratio samplers only; the specification has the others ignore it.
  if (!name.endsWith('traceidratio') || arg === undefined) return { sampler: name, samplerRatio: 1 };
  const ratio = /^(\d+\.?\d*|\.\d+)$/.test(arg) ? Number(arg) : NaN;
  if (!(ratio >= 0 && ratio <= 1)) {
    throw new ConfigError('OTEL_TRACES_SAMPLER_ARG', `expected the ratio of traces to sample, a number from 0 to 1, got "${arg}"`);
  }
  return { sampler: name, samplerRatio: ratio };
}

/** OTEL_RESOURCE_ATTRIBUTES: `key=value` pairs, comma-separated, values percent-encoded. */
function resourceAttributes(env: NodeJS.ProcessEnv): Record<string, string> {
  const raw = nonEmpty(env.OTEL_RESOURCE_ATTRIBUTES);
  const attributes: Record<string, string> = {};
  if (raw === undefined) return attributes;
  for (const pair of raw.split(',')) {
    const equals = pair.indexOf('=');
    const key = pair.slice(0, equals).trim();
    let value: string | undefined;
    try {
      value = equals > 0 && key !== '' ? decodeURIComponent(pair.slice(equals + 1).trim()) : undefined;
    } catch {
      value = undefined;
    }
    if (value === undefined) {
      throw new ConfigError(
        'OTEL_RESOURCE_ATTRIBUTES',
        `expected comma-separated key=value pairs, values percent-encoded; "${pair}" is not one`,
      );
    }
    attributes[key] = value;
  }
  return attributes;
}

/** The tracing settings, or null when tracing is off (the default). */
export function parseTracing(env: NodeJS.ProcessEnv): TracingConfig | null {
  const disabled = sdkDisabled(env);
  const exporter = tracesExporter(env);
  const endpointNamed = nonEmpty(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) ?? nonEmpty(env.OTEL_EXPORTER_OTLP_ENDPOINT);
  if (disabled || exporter === 'none' || (exporter === undefined && endpointNamed === undefined)) return null;
  const attributes = resourceAttributes(env);
  return {
    serviceName: nonEmpty(env.OTEL_SERVICE_NAME) ?? attributes['service.name'] ?? DEFAULT_SERVICE_NAME,
    resourceAttributes: attributes,
    endpoint: tracesEndpoint(env),
    protocol: protocol(env),
    ...sampler(env),
  };
}
