// HTTP/1.1 over a bare socket, for requests that fetch and node:http would
// refuse or normalise: invalid UTF-8, dot segments, raw bytes in the request
// line, duplicate or odd headers, lying Content-Lengths, slow senders.
import net from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Every byte received, for tests that look past the first response. */
  raw: Buffer;
  elapsedMs: number;
}

export interface RawRequest {
  method: string;
  /** Sent exactly as given in the request line. */
  target: string;
  /** Header lines as [name, value]; values may hold any bytes (latin1 in, as is). Host and Connection: close are added unless given. */
  headers?: Array<[string, string | Buffer]>;
  body?: Buffer | string;
  /** Adds Content-Length for the body unless false or already given. */
  contentLength?: boolean;
  /** Adds Host unless false or already given. */
  host?: boolean;
}

export function encodeRequest(request: RawRequest): Buffer {
  const headers = [...(request.headers ?? [])];
  const has = (name: string) => headers.some(([n]) => n.toLowerCase() === name);
  if (!has('host') && request.host !== false) headers.unshift(['Host', '127.0.0.1']);
  if (!has('connection')) headers.push(['Connection', 'close']);
  const body = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body, 'utf8');
  if (body !== undefined && request.contentLength !== false && !has('content-length') && !has('transfer-encoding')) {
    headers.push(['Content-Length', String(body.length)]);
  }
  const parts: Buffer[] = [
    Buffer.from(`${request.method} `, 'latin1'),
    Buffer.from(request.target, 'latin1'),
    Buffer.from(' HTTP/1.1\r\n', 'latin1'),
  ];
  for (const [name, value] of headers) {
    parts.push(
      Buffer.from(`${name}: `, 'latin1'),
      Buffer.isBuffer(value) ? value : Buffer.from(value, 'latin1'),
      Buffer.from('\r\n', 'latin1'),
    );
  }
  parts.push(Buffer.from('\r\n', 'latin1'));
  if (body) parts.push(body);
  return Buffer.concat(parts);
}

export function parseResponse(raw: Buffer): Omit<RawResponse, 'raw' | 'elapsedMs'> {
  // Interim answers (100 Continue) come before the real one.
  while (/^HTTP\/1\.[01] 1\d\d /.test(raw.subarray(0, 13).toString('latin1')) && raw.indexOf('\r\n\r\n') >= 0) {
    raw = raw.subarray(raw.indexOf('\r\n\r\n') + 4);
  }
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '' };
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(end + 4);
  const length = headers['content-length'];
  if (length !== undefined) body = body.subarray(0, Number(length));
  else if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
  return { status, headers, body: body.toString('utf8') };
}

function dechunk(data: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    out.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/**
 * Sends bytes on a new connection and collects everything until the server
 * closes it (requests carry Connection: close) or `timeoutMs` passes. `chunks`
 * are sent one by one `intervalMs` apart, for slow senders.
 */
export function rawExchange(
  baseUrl: string,
  data: Buffer | Buffer[],
  options: { timeoutMs?: number; intervalMs?: number; endAfterSending?: boolean } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const chunks = Array.isArray(data) ? data : [data];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      clearTimeout(overall);
      socket.destroy();
      const raw = Buffer.concat(received);
      resolve({ ...parseResponse(raw), raw, elapsedMs: Date.now() - started });
    };
    const overall = setTimeout(finish, options.timeoutMs ?? 15_000);
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('close', finish);
    socket.on('end', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset after answering (a refused body still arriving); what it sent counts.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') finish();
      else if (!finished) reject(error);
    });
    let next = 0;
    const sendNext = () => {
      if (socket.destroyed) return;
      const chunk = chunks[next++];
      if (chunk === undefined) {
        if (options.endAfterSending) socket.end();
        return;
      }
      socket.write(chunk, () => {
        timer = setTimeout(sendNext, options.intervalMs ?? 0);
      });
    };
    socket.on('connect', sendNext);
  });
}

export function rawRequest(baseUrl: string, request: RawRequest, options?: { timeoutMs?: number }): Promise<RawResponse> {
  return rawExchange(baseUrl, encodeRequest(request), options);
}

/**
 * Every response in `raw`, in order: what a server answered to requests
 * pipelined on one connection (each answer with a Content-Length or chunked).
 */
export function parseResponses(raw: Buffer): Array<Omit<RawResponse, 'raw' | 'elapsedMs'>> {
  const responses: Array<Omit<RawResponse, 'raw' | 'elapsedMs'>> = [];
  let rest = raw;
  while (rest.indexOf('\r\n\r\n') >= 0) {
    const response = parseResponse(rest);
    if (response.status === 0) break;
    responses.push(response);
    const headEnd = rest.indexOf('\r\n\r\n') + 4;
    const length = response.headers['content-length'];
    if (length !== undefined) {
      rest = rest.subarray(headEnd + Number(length));
    } else if (response.headers['transfer-encoding'] === 'chunked') {
      const end = rest.indexOf('\r\n0\r\n\r\n', headEnd - 2);
      if (end < 0) break;
      rest = rest.subarray(end + '\r\n0\r\n\r\n'.length);
    } else {
      break;
    }
  }
  return responses;
}

/**
 * `count` copies of `request` pipelined on one connection (written at once,
 * before any answer), the last asking the server to close it; every answer.
 */
export async function pipelined(
  baseUrl: string,
  request: RawRequest,
  count: number,
  options?: { timeoutMs?: number },
): Promise<Array<Omit<RawResponse, 'raw' | 'elapsedMs'>>> {
  const requests = Array.from({ length: count }, (_, i) =>
    encodeRequest({ ...request, headers: [...(request.headers ?? []), ['Connection', i === count - 1 ? 'close' : 'keep-alive']] }),
  );
  const { raw } = await rawExchange(baseUrl, Buffer.concat(requests), options);
  return parseResponses(raw);
}
