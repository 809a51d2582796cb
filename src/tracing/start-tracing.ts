// Starts tracing when the configuration turns it on. The OpenTelemetry SDK
// is loaded here, by a dynamic import (a chunk of its own in the build), and
// only then: a process with tracing off never loads it.
import type { TracingConfig } from '../config.ts';
import type { Tracing, TracingLog } from './tracing.ts';

/** The tracing of a process, or undefined when tracing is off (nothing loaded). */
export async function startTracing(config: TracingConfig | null, log: TracingLog): Promise<Tracing | undefined> {
  if (config === null) return undefined;
  const { OtelTracing } = await import('./otel-tracing.ts');
  return OtelTracing.start(config, log);
}
