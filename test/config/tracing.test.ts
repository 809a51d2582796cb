// The tracing settings (src/config/tracing.ts) as loadConfig reads them from
// the standard OTEL_* variables: off unless an OTLP endpoint or
// OTEL_TRACES_EXPORTER=otlp turns tracing on, off whatever else is set with
// OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none, the specification's
// endpoint rules and defaults, and an error naming the variable for a value
// the service can't use (never repeating an endpoint, which may hold a key).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.ts';

const ENDPOINT = 'http://collector.internal:4318';

function tracingError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    assert.ok(error instanceof ConfigError, `expected a ConfigError, got ${String(error)}`);
    return error;
  }
  assert.fail(`loadConfig(${JSON.stringify(env)}) did not throw`);
}

describe('tracing settings (OTEL_*)', () => {
  it('are off without any OTEL_* variable, and with a service name or a sampler alone', () => {
    assert.equal(loadConfig({}).tracing, null);
    assert.equal(loadConfig({ OTEL_SERVICE_NAME: 'hiring', OTEL_TRACES_SAMPLER: 'always_on' }).tracing, null);
    assert.equal(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing, null, 'an empty value is no value');
  });

  it('are on with an OTLP endpoint, with the specification defaults for the rest', () => {
    assert.deepEqual(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT }).tracing, {
      serviceName: 'recruiting-api',
      resourceAttributes: {},
      endpoint: `${ENDPOINT}/v1/traces`,
      protocol: 'http/protobuf',
      sampler: 'parentbased_always_on',
      samplerRatio: 1,
    });
  });

  it('are on with OTEL_TRACES_EXPORTER=otlp alone, to a collector on this machine', () => {
    assert.equal(loadConfig({ OTEL_TRACES_EXPORTER: 'otlp' }).tracing?.endpoint, 'http://localhost:4318/v1/traces');
    assert.equal(loadConfig({ OTEL_TRACES_EXPORTER: 'OTLP' }).tracing?.endpoint, 'http://localhost:4318/v1/traces');
  });

  it('are off with OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none, whatever else is set', () => {
    const on = { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_TRACES_EXPORTER: 'otlp' };
    assert.equal(loadConfig({ ...on, OTEL_SDK_DISABLED: 'true' }).tracing, null);
    assert.equal(loadConfig({ ...on, OTEL_SDK_DISABLED: 'TRUE' }).tracing, null);
    assert.notEqual(loadConfig({ ...on, OTEL_SDK_DISABLED: 'false' }).tracing, null);
    assert.equal(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_TRACES_EXPORTER: 'none' }).tracing, null);
    // Off: the other variables are not looked at.
    assert.equal(loadConfig({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' }).tracing, null);
  });

  it('append v1/traces to the base endpoint, and take the traces endpoint as it is', () => {
    const endpoint = (env: Record<string, string>) => loadConfig(env).tracing?.endpoint;
    assert.equal(endpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: `${ENDPOINT}/` }), `${ENDPOINT}/v1/traces`);
    assert.equal(
      endpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example.com/tenant/7' }),
      'https://otlp.example.com/tenant/7/v1/traces',
    );
    assert.equal(
      endpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/ingest' }),
      'https://traces.example.com/ingest',
    );
  });

  it('read the protocol, the traces one first', () => {
    const protocol = (env: Record<string, string>) => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, ...env }).tracing?.protocol;
    assert.equal(protocol({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }), 'http/json');
    assert.equal(
      protocol({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf' }),
      'http/protobuf',
    );
  });

  it('read the sampler and its ratio, which only the ratio samplers take', () => {
    const sampling = (env: Record<string, string>) => {
      const tracing = loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, ...env }).tracing!;
      return [tracing.sampler, tracing.samplerRatio];
    };
    assert.deepEqual(sampling({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' }), ['traceidratio', 0.25]);
    assert.deepEqual(sampling({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '.5' }), [
      'parentbased_traceidratio',
      0.5,
    ]);
    assert.deepEqual(sampling({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio' }), ['parentbased_traceidratio', 1]);
    assert.deepEqual(sampling({ OTEL_TRACES_SAMPLER: 'always_off', OTEL_TRACES_SAMPLER_ARG: 'whatever' }), ['always_off', 1]);
  });

  it('name the service by OTEL_SERVICE_NAME, else by service.name of OTEL_RESOURCE_ATTRIBUTES', () => {
    const tracing = (env: Record<string, string>) => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, ...env }).tracing!;
    const attributes = 'service.name=hiring,deployment.environment.name=prod%20eu, team = recruiting';
    assert.deepEqual(tracing({ OTEL_RESOURCE_ATTRIBUTES: attributes }).resourceAttributes, {
      'service.name': 'hiring',
      'deployment.environment.name': 'prod eu',
      team: 'recruiting',
    });
    assert.equal(tracing({ OTEL_RESOURCE_ATTRIBUTES: attributes }).serviceName, 'hiring');
    assert.equal(tracing({ OTEL_RESOURCE_ATTRIBUTES: attributes, OTEL_SERVICE_NAME: 'hiring-api' }).serviceName, 'hiring-api');
  });

  const bad: Array<[string, Record<string, string>]> = [
    ['OTEL_SDK_DISABLED', { OTEL_SDK_DISABLED: 'yes' }],
    ['OTEL_TRACES_EXPORTER', { OTEL_TRACES_EXPORTER: 'zipkin' }],
    ['OTEL_TRACES_EXPORTER', { OTEL_TRACES_EXPORTER: 'console' }],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', { OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' }],
    ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'not a url' }],
    ['OTEL_EXPORTER_OTLP_PROTOCOL', { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }],
    ['OTEL_EXPORTER_OTLP_TRACES_PROTOCOL', { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http' }],
    ['OTEL_TRACES_SAMPLER', { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_TRACES_SAMPLER: 'jaeger_remote' }],
    [
      'OTEL_TRACES_SAMPLER_ARG',
      { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '1.5' },
    ],
    [
      'OTEL_TRACES_SAMPLER_ARG',
      { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: 'half' },
    ],
    ['OTEL_RESOURCE_ATTRIBUTES', { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_RESOURCE_ATTRIBUTES: 'team' }],
    ['OTEL_RESOURCE_ATTRIBUTES', { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_RESOURCE_ATTRIBUTES: 'team=%E0%A4%A' }],
  ];
  for (const [variable, env] of bad) {
    it(`rejects ${JSON.stringify(env)} with a ConfigError naming ${variable}`, () => {
      const error = tracingError(env);
      assert.ok(error.message.startsWith(`${variable}:`), error.message);
    });
  }

  it('never repeats an endpoint, which may hold credentials, in its errors', () => {
    const message = tracingError({ OTEL_EXPORTER_OTLP_ENDPOINT: 'ftp://user:s3cret-key@collector' }).message;
    assert.doesNotMatch(message, /s3cret-key/);
    assert.doesNotMatch(tracingError({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 's3cret-key' }).message, /s3cret-key/);
  });
});
