// What an uploaded file is, by its bytes, and the name it is kept under.
//
// The type is read from the content, never from the name or the part's
// Content-Type (a client's word, and a `.pdf` that is HTML would be served
// as what it claims). Only the types of resumes and their attachments are
// kept; anything else is refused. A part's Content-Type that names another
// of these types than the bytes are is refused too (a client's mix-up,
// better told than stored under the wrong type); a generic one
// (application/octet-stream, none) is fine.
import { ApiError, badRequest } from '../errors.ts';

/** The largest file kept: 10 MiB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The longest file name kept, in characters. */
export const MAX_FILE_NAME_LENGTH = 255;

export interface FileType {
  contentType: string;
  extension: string;
}

const PDF: FileType = { contentType: 'application/pdf', extension: 'pdf' };
const DOC: FileType = { contentType: 'application/msword', extension: 'doc' };
const DOCX: FileType = { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
const ODT: FileType = { contentType: 'application/vnd.oasis.opendocument.text', extension: 'odt' };
const RTF: FileType = { contentType: 'application/rtf', extension: 'rtf' };
const PNG: FileType = { contentType: 'image/png', extension: 'png' };
const JPEG: FileType = { contentType: 'image/jpeg', extension: 'jpg' };
const TXT: FileType = { contentType: 'text/plain; charset=utf-8', extension: 'txt' };

/** Every type kept, as its content type without parameters. */
export const ACCEPTED_TYPES = [PDF, DOC, DOCX, ODT, RTF, PNG, JPEG, TXT].map((type) => type.contentType.split(';')[0]!);

const startsWith = (bytes: Uint8Array, prefix: number[] | string, at = 0) => {
  const expected = typeof prefix === 'string' ? [...Buffer.from(prefix, 'latin1')] : prefix;
  return bytes.length >= at + expected.length && expected.every((byte, i) => bytes[at + i] === byte);
};

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Control characters other than tab, line feed, form feed and carriage return: binary, not text. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

function isPlainText(bytes: Uint8Array): boolean {
  try {
    return !BINARY_CONTROL.test(utf8.decode(bytes));
  } catch {
    return false;
  }
}

/** A ZIP's kind: an OpenDocument text names its type in its first entry, a Word document has a word/ folder. */
function zipType(bytes: Uint8Array): FileType | undefined {
  if (startsWith(bytes, 'mimetype', 30) && startsWith(bytes, ODT.contentType, 38)) return ODT;
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 64 * 1024)).toString('latin1');
  if (head.includes('[Content_Types].xml') || head.includes('word/')) {
    if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).includes('word/document.xml', 0, 'latin1')) return DOCX;
  }
  return undefined;
}

/** The name of a Word 97-2003 document's main stream, as its compound file's directory spells it (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** A compound file (OLE2) is a Word document when it has a WordDocument stream; spreadsheets, installers and the like are not kept. */
function oleType(bytes: Uint8Array): FileType | undefined {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).includes(WORD_STREAM) ? DOC : undefined;
}

/** The type of `bytes`, or undefined when it is none of those kept. */
export function sniffFileType(bytes: Uint8Array): FileType | undefined {
  if (startsWith(bytes, '%PDF-')) return PDF;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return oleType(bytes);
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return zipType(bytes);
  if (startsWith(bytes, '{\\rtf')) return RTF;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (isPlainText(bytes)) return TXT;
  return undefined;
}

/** Part content types that say nothing of the file. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/x-www-form-urlencoded']);

/** The file's type, or the 4xx that refuses it. */
export function checkFileType(bytes: Uint8Array, declared: string | undefined): FileType {
  if (bytes.length === 0) throw badRequest('emptyFile', 'The file is empty');
  const type = sniffFileType(bytes);
  if (!type) {
    throw new ApiError(
      415,
      'unsupportedFileType',
      'The file is none of the types kept: PDF, Word (DOC, DOCX), OpenDocument text (ODT), RTF, plain text (UTF-8), PNG or JPEG',
    );
  }
  const claimed = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  const known = ACCEPTED_TYPES.includes(claimed) || claimed === 'image/jpg' || claimed === 'text/rtf';
  const same =
    claimed === type.contentType.split(';')[0] || (type === JPEG && claimed === 'image/jpg') || (type === RTF && claimed === 'text/rtf');
  if (!GENERIC_TYPES.has(claimed) && known && !same) {
    throw new ApiError(415, 'fileTypeMismatch', `The file was sent as ${claimed} but its content is ${type.contentType.split(';')[0]}`);
  }
  return type;
}

/**
 * Control characters, and Unicode's bidirectional controls (the Bidi_Control
 * property: the Arabic letter mark, the left-to-right and right-to-left marks,
 * embeddings, overrides and isolates), which make `evil‮fdp.exe` read as
 * `evilexe.pdf`. Joiners (U+200C, U+200D) stay: words and emoji need them.
 * Line and paragraph separators are whitespace, made a space with the rest.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Bidi_Control}]/gu;

/**
 * The name a file is kept under: its last path part (a browser on Windows
 * may send `C:\Users\...\cv.pdf`), without control characters, trimmed, at
 * most MAX_FILE_NAME_LENGTH characters with its extension kept; `resume.pdf`
 * (or `document.pdf`, by the type) when nothing is left. A `%22` is read as
 * the `"` it stands for: browsers and fetch's FormData escape a quote of a
 * file name that way (the HTML standard's multipart encoding).
 */
export function cleanFileName(sent: string | undefined, type: FileType, fallback: string): string {
  const base = (sent ?? '').replaceAll('%22', '"').normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = base.replace(UNSAFE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  if (name === '' || name === '.' || name === '..') name = `${fallback}.${type.extension}`;
  const characters = [...name];
  if (characters.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? [...name.slice(dot)] : [];
  return characters.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('') + extension.join('');
}

/**
 * A Content-Disposition that makes a browser save the file instead of
 * showing it: an ASCII `filename` for old clients, the exact name as
 * `filename*` (RFC 6266, RFC 8187).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
