// An OTLP/HTTP trace receiver on loopback, as an OpenTelemetry collector's
// HTTP port would be: it takes `POST /v1/traces` in either encoding the
// exporters send (JSON, or protobuf, read here with a small decoder of the
// protobuf wire format and OTLP's field numbers), and keeps every span
// received, flattened, for tests that check the span tree.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { scaled } from './time-scale.ts';

export type AttributeValue = string | number | boolean | AttributeValue[] | null;

export interface ExportedSpan {
  traceId: string;
  spanId: string;
  /** '' for a root span. */
  parentSpanId: string;
  name: string;
  /** OTLP's numbers: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, AttributeValue>;
  /** OTLP's numbers: 0 unset, 1 ok, 2 error. */
  status: { code: number; message: string };
  resource: Record<string, AttributeValue>;
}

export const SPAN_KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;
export const STATUS_ERROR = 2;

export class OtlpCollector {
  readonly spans: ExportedSpan[] = [];
  /** The content type of each export received, in order. */
  readonly contentTypes: string[] = [];
  private waiters = new Set<() => void>();

  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<OtlpCollector> {
    let collector: OtlpCollector | undefined;
    const server = http.createServer((req, res) => collector!.receive(req, res));
    collector = new OtlpCollector(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return collector;
  }

  /** The base URL, as OTEL_EXPORTER_OTLP_ENDPOINT takes it. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private receive(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      const type = String(req.headers['content-type'] ?? '');
      this.contentTypes.push(type);
      try {
        this.spans.push(...(type.startsWith('application/json') ? fromJson(JSON.parse(body.toString('utf8'))) : fromProtobuf(body)));
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
        return;
      }
      if (type.startsWith('application/json')) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      else res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      for (const wake of this.waiters) wake();
    });
  }

  /** Resolves with the spans once `check` holds for them; rejects after `timeoutMs` (scaled: time-scale.ts). */
  async waitFor(check: (spans: ExportedSpan[]) => boolean, timeoutMs: number, what: string): Promise<ExportedSpan[]> {
    if (check(this.spans)) return this.spans;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(look);
        reject(new Error(`timed out waiting for ${what}; spans: ${this.spans.map((s) => s.name).join(', ')}`));
      }, scaled(timeoutMs));
      const look = () => {
        if (!check(this.spans)) return;
        clearTimeout(timer);
        this.waiters.delete(look);
        resolve();
      };
      this.waiters.add(look);
    });
    return this.spans;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

// OTLP/JSON: ids in hex, enums as numbers, 64-bit integers as strings or numbers.

type JsonValue = {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  arrayValue?: { values?: JsonValue[] };
};
type JsonKeyValue = { key: string; value?: JsonValue };

function jsonValue(value: JsonValue | undefined): AttributeValue {
  if (value === undefined) return null;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(jsonValue);
  return null;
}

const jsonAttributes = (list: JsonKeyValue[] | undefined) => Object.fromEntries((list ?? []).map((kv) => [kv.key, jsonValue(kv.value)]));

function fromJson(request: any): ExportedSpan[] {
  const spans: ExportedSpan[] = [];
  for (const resourceSpans of request.resourceSpans ?? []) {
    const resource = jsonAttributes(resourceSpans.resource?.attributes);
    for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
      for (const span of scopeSpans.spans ?? []) {
        spans.push({
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId ?? '',
          name: span.name,
          kind: span.kind,
          attributes: jsonAttributes(span.attributes),
          status: { code: span.status?.code ?? 0, message: span.status?.message ?? '' },
          resource,
        });
      }
    }
  }
  return spans;
}

// The protobuf wire format: each field a key (number << 3 | wire type), then
// a varint (0), 8 bytes (1), a length and bytes (2), or 4 bytes (5).

type Field = { number: number; varint?: bigint; bytes?: Buffer; fixed?: Buffer };

function readVarint(buffer: Buffer, at: { offset: number }): bigint {
  let result = 0n;
  let shift = 0n;
  for (;;) {
    const byte = buffer[at.offset++];
    if (byte === undefined) throw new Error('protobuf: a varint runs past the end');
    result |= BigInt(byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return result;
    shift += 7n;
  }
}

function fields(buffer: Buffer): Field[] {
  const found: Field[] = [];
  const at = { offset: 0 };
  while (at.offset < buffer.length) {
    const key = Number(readVarint(buffer, at));
    const number = key >>> 3;
    switch (key & 7) {
      case 0:
        found.push({ number, varint: readVarint(buffer, at) });
        break;
      case 1:
        found.push({ number, fixed: buffer.subarray(at.offset, (at.offset += 8)) });
        break;
      case 2: {
        const length = Number(readVarint(buffer, at));
        found.push({ number, bytes: buffer.subarray(at.offset, (at.offset += length)) });
        break;
      }
      case 5:
        found.push({ number, fixed: buffer.subarray(at.offset, (at.offset += 4)) });
        break;
      default:
        throw new Error(`protobuf: wire type ${key & 7} is not one OTLP uses`);
    }
  }
  return found;
}

const all = (list: Field[], number: number) => list.filter((f) => f.number === number);
const one = (list: Field[], number: number) => list.find((f) => f.number === number);
const text = (field: Field | undefined) => field?.bytes?.toString('utf8') ?? '';
const hex = (field: Field | undefined) => field?.bytes?.toString('hex') ?? '';

/** AnyValue: 1 string, 2 bool, 3 int, 4 double, 5 array (of AnyValue, field 1). */
function protobufValue(buffer: Buffer | undefined): AttributeValue {
  if (buffer === undefined) return null;
  const [field] = fields(buffer);
  if (field === undefined) return null;
  switch (field.number) {
    case 1:
      return text(field);
    case 2:
      return field.varint === 1n;
    case 3:
      return Number(BigInt.asIntN(64, field.varint!));
    case 4:
      return field.fixed!.readDoubleLE(0);
    case 5:
      return all(fields(field.bytes!), 1).map((value) => protobufValue(value.bytes));
    default:
      return null;
  }
}

/** KeyValue: 1 key, 2 value. */
const protobufAttributes = (list: Field[]) =>
  Object.fromEntries(
    list.map((kv) => {
      const parts = fields(kv.bytes!);
      return [text(one(parts, 1)), protobufValue(one(parts, 2)?.bytes)];
    }),
  );

/** ExportTraceServiceRequest: 1 ResourceSpans (1 Resource, 2 ScopeSpans (2 Span)). */
function fromProtobuf(body: Buffer): ExportedSpan[] {
  const spans: ExportedSpan[] = [];
  for (const resourceSpans of all(fields(body), 1)) {
    const parts = fields(resourceSpans.bytes!);
    const resourceField = one(parts, 1);
    const resource = resourceField ? protobufAttributes(all(fields(resourceField.bytes!), 1)) : {};
    for (const scopeSpans of all(parts, 2)) {
      for (const spanField of all(fields(scopeSpans.bytes!), 2)) {
        const span = fields(spanField.bytes!);
        const status = one(span, 15) ? fields(one(span, 15)!.bytes!) : [];
        spans.push({
          traceId: hex(one(span, 1)),
          spanId: hex(one(span, 2)),
          parentSpanId: hex(one(span, 4)),
          name: text(one(span, 5)),
          kind: Number(one(span, 6)?.varint ?? 0n),
          attributes: protobufAttributes(all(span, 9)),
          status: { code: Number(one(status, 3)?.varint ?? 0n), message: text(one(status, 2)) },
          resource,
        });
      }
    }
  }
  return spans;
}
