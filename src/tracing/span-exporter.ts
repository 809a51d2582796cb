// The OTLP/HTTP exporter of the spans, protobuf or JSON (OTEL_EXPORTER_OTLP_PROTOCOL),
// only the one in use loaded. Its URL comes from the configuration; its
// headers (OTEL_EXPORTER_OTLP_HEADERS: often a vendor's key), timeout and
// compression it reads from the environment itself. A collector that can't
// be reached costs a warning when exports start failing and a line when they
// work again, not one per batch; the headers and the URL's path and
// credentials are never logged, only its origin.
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { TracingConfig } from '../config.ts';
import type { TracingLog } from './tracing.ts';

export async function createSpanExporter(config: Pick<TracingConfig, 'endpoint' | 'protocol'>, log: TracingLog): Promise<SpanExporter> {
  const { OTLPTraceExporter } =
    config.protocol === 'http/json'
      ? await import('@opentelemetry/exporter-trace-otlp-http')
      : await import('@opentelemetry/exporter-trace-otlp-proto');
  return new LoggedExporter(new OTLPTraceExporter({ url: config.endpoint }), log, new URL(config.endpoint).origin);
}

/** Passes every export through, logging when exports start failing and when they work again. */
class LoggedExporter implements SpanExporter {
  private failing = false;

  constructor(
    private readonly exporter: SpanExporter,
    private readonly log: TracingLog,
    private readonly collector: string,
  ) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.exporter.export(spans, (result) => {
      if (result.code !== ExportResultCode.SUCCESS && !this.failing) {
        this.failing = true;
        this.log.warn(
          { collector: this.collector, error: result.error?.message ?? 'unknown error' },
          'tracing: exporting spans failed; spans are dropped until the collector takes them again',
        );
      } else if (result.code === ExportResultCode.SUCCESS && this.failing) {
        this.failing = false;
        this.log.info({ collector: this.collector }, 'tracing: exporting spans works again');
      }
      done(result);
    });
  }

  shutdown(): Promise<void> {
    return this.exporter.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.exporter.forceFlush?.() ?? Promise.resolve();
  }
}
