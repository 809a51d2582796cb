// The Content-Disposition headers of a multipart/form-data body's parts, as
// sent, for the file name RFC 6266 has a recipient read: `filename*` (RFC
// 8187, any characters, percent-encoded) over a plain `filename` when a part
// gives both. The form parser (@fastify/busboy) folds both into one value and
// keeps the plain one, and tells nothing else of a part's headers, so the
// body's bytes are watched on their way to it for the header blocks of its
// parts. The watch is a scan in linear time with bounded memory: it looks
// for the boundary with Buffer.indexOf, keeps at most a boundary's length of
// one chunk for the next, and at most MAX_HEADER_BYTES of a part's headers.
import type { Readable } from 'node:stream';

/** More than a part's headers ever need (the parser's own limit is larger, but a longer block is ignored here). */
const MAX_HEADER_BYTES = 16 * 1024;
/** Header blocks kept: the form takes at most 21 parts. */
const MAX_PARTS = 32;

/**
 * A header value's parameters (`; name=value`, the value a token or a
 * quoted string), names lowercased; the first of a name given twice. Read in
 * one pass, character by character.
 */
export function headerParameters(value: string): Map<string, string> {
  const parameters = new Map<string, string>();
  let at = value.indexOf(';');
  while (at !== -1 && at < value.length) {
    at++;
    while (value[at] === ' ' || value[at] === '\t') at++;
    const nameStart = at;
    while (at < value.length && value[at] !== '=' && value[at] !== ';') at++;
    const name = value.slice(nameStart, at).trim().toLowerCase();
    if (value[at] !== '=') continue;
    at++;
    while (value[at] === ' ' || value[at] === '\t') at++;
    let parameter = '';
    if (value[at] === '"') {
      at++;
      while (at < value.length && value[at] !== '"') {
        if (value[at] === '\\' && at + 1 < value.length) at++;
        parameter += value[at];
        at++;
      }
      at = value.indexOf(';', at);
    } else {
      const end = value.indexOf(';', at);
      parameter = value.slice(at, end === -1 ? value.length : end).trim();
      at = end;
    }
    if (name !== '' && !parameters.has(name)) parameters.set(name, parameter);
  }
  return parameters;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * An RFC 8187 extended value (`UTF-8''R%C3%A9sum%C3%A9.pdf`) decoded, or
 * undefined when it is not one: a charset other than UTF-8 or ISO-8859-1,
 * a bad percent escape, or bytes that are not of its charset.
 */
export function decodeExtendedValue(value: string): string | undefined {
  const first = value.indexOf("'");
  const second = first === -1 ? -1 : value.indexOf("'", first + 1);
  if (second === -1) return undefined;
  const charset = value.slice(0, first).toLowerCase();
  if (charset !== 'utf-8' && charset !== 'iso-8859-1') return undefined;
  const encoded = value.slice(second + 1);
  const bytes: number[] = [];
  for (let at = 0; at < encoded.length; at++) {
    const code = encoded.charCodeAt(at);
    if (code === 0x25) {
      const byte = /^[0-9a-f]{2}$/i.test(encoded.slice(at + 1, at + 3)) ? parseInt(encoded.slice(at + 1, at + 3), 16) : NaN;
      if (Number.isNaN(byte)) return undefined;
      bytes.push(byte);
      at += 2;
    } else if (code > 0x20 && code < 0x7f) {
      bytes.push(code);
    } else {
      return undefined;
    }
  }
  if (charset === 'iso-8859-1') return Buffer.from(bytes).toString('latin1');
  try {
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    return undefined;
  }
}

/** The header blocks of a multipart body's parts, gathered while its bytes pass. */
export interface PartDispositions {
  /**
   * The name `filename*` gives the file part named `field` (the first part of
   * that name with a file name), decoded; undefined when it gives none or one
   * that cannot be decoded.
   */
  extendedFileName(field: string): string | undefined;
  /** Stops watching. */
  stop(): void;
}

/**
 * Watches `body` (a request stream about to be read as multipart/form-data
 * of `contentType`) for its parts' headers. Call it in the tick the body
 * starts to be read: it listens to the same 'data' events as the parser.
 */
export function watchPartDispositions(body: Readable, contentType: string | undefined): PartDispositions {
  const boundary = headerParameters(contentType ?? '').get('boundary');
  const blocks: string[] = [];
  if (!boundary) return { extendedFileName: () => undefined, stop: () => undefined };
  // A delimiter starts a line: the body's first, or one after CRLF.
  const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  /** Seeking a delimiter: the end of the bytes seen, which may hold its start. In a part's headers: them so far. */
  let held = Buffer.from('\r\n', 'latin1');
  let inHeaders = false;
  const watch = (chunk: Buffer) => {
    let data = held.length === 0 ? chunk : Buffer.concat([held, chunk]);
    held = Buffer.alloc(0);
    while (blocks.length < MAX_PARTS) {
      if (inHeaders) {
        // A part's headers run from the end of its delimiter line to the first blank line.
        const end = data.indexOf('\r\n\r\n', 0, 'latin1');
        if (end === -1 && data.length <= MAX_HEADER_BYTES) {
          held = Buffer.from(data);
          return;
        }
        if (end !== -1 && end <= MAX_HEADER_BYTES) blocks.push(data.toString('latin1', 0, end));
        inHeaders = false;
        data = end === -1 ? data : data.subarray(end + 4);
        continue;
      }
      const found = data.indexOf(delimiter);
      if (found === -1) {
        held = Buffer.from(data.subarray(Math.max(0, data.length - delimiter.length + 1)));
        return;
      }
      inHeaders = true;
      data = data.subarray(found + delimiter.length);
    }
  };
  body.on('data', watch);
  return {
    stop: () => body.off('data', watch),
    extendedFileName(field) {
      for (const block of blocks) {
        const line = block.split('\r\n').find((text) => text.slice(0, text.indexOf(':')).trim().toLowerCase() === 'content-disposition');
        if (line === undefined) continue;
        const parameters = headerParameters(line.slice(line.indexOf(':') + 1));
        if (parameters.get('name') !== field || (!parameters.has('filename') && !parameters.has('filename*'))) continue;
        const extended = parameters.get('filename*');
        return extended === undefined ? undefined : decodeExtendedValue(extended);
      }
      return undefined;
    },
  };
}
