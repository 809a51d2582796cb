// What can honestly be read from a resume: its text, for the kinds whose
// text can be got reliably (plain text; DOCX and ODT, whose text is XML in a
// ZIP; PDF, through pdf.js: pdf-text.ts), and from that text a name, an email
// address and a phone number.
//
// Word 97-2003, RTF and images are kept but not read: their text needs a
// binary format reader, an RTF parser or OCR, and a wrong name on a candidate
// is worse than asking for it. For those the client sends the fields
// (docs/api.md).
import type { FileType } from './file-content.ts';
import { pdfText } from './pdf-text.ts';
import { readZipEntry } from './zip-entry.ts';

export interface ResumeText {
  /** The text, or undefined when this kind of file is not read or could not be. */
  text?: string;
  /** Why there is no text: the kind is not read, or the file could not be opened. */
  unread?: 'notReadKind' | 'damaged';
}

export interface ContactDetails {
  name?: string;
  email_address?: string;
  phone_number?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text without its tags, with entities decoded; `breaks` are the tags that end a line. */
function xmlText(xml: string, breaks: RegExp, spaces: RegExp): string {
  return xml
    .replace(breaks, '\n')
    .replace(spaces, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity[0] !== '#') return ENTITIES[entity] ?? whole;
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}

/** The resume's text, when its kind is one that is read. */
export async function resumeText(bytes: Buffer, type: FileType): Promise<ResumeText> {
  if (type.extension === 'txt') return { text: bytes.toString('utf8') };
  if (type.extension === 'pdf') {
    const text = await pdfText(bytes);
    return text === undefined ? { unread: 'damaged' } : { text };
  }
  if (type.extension === 'docx' || type.extension === 'odt') {
    const entry = readZipEntry(bytes, type.extension === 'docx' ? 'word/document.xml' : 'content.xml');
    if (!entry) return { unread: 'damaged' };
    const xml = entry.toString('utf8');
    return type.extension === 'docx'
      ? { text: xmlText(xml, /<\/w:p>|<w:br\b[^>]*\/>|<w:cr\b[^>]*\/>/g, /<w:tab\b[^>]*\/>/g) }
      : { text: xmlText(xml, /<\/text:(?:p|h)>|<text:line-break\b[^>]*\/>/g, /<text:(?:s|tab)\b[^>]*\/>/g) };
  }
  return { unread: 'notReadKind' };
}

// An address as the request schema's `email` format takes it (dots only between characters of the local part).
const EMAIL = /[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z](?:[a-z0-9-]*[a-z0-9])?/i;
const PHONE = /(?:\+\s?)?(?:\(\d{1,4}\)\s?)?\d[\d\s().-]{5,}\d/g;
const PHONE_LABEL = /\b(?:phone|tel|telephone|mobile|cell)\b/i;
const NAME_LABEL = /^(?:full\s+)?name\s*[:\-–]\s*(.+)$/i;
/** Two to four words of letters (with the apostrophes, hyphens and dots of names), the first capitalised. */
const NAME = /^\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+\p{L}[\p{L}\p{M}'’.-]*){1,3}$/u;
const NOT_A_NAME = /\b(?:resume|résumé|curriculum|vitae|cv|profile|summary|objective|experience|contact|page)\b/i;

/** How many lines from the top a name is looked for in: a resume starts with it. */
const NAME_LINES = 8;

function phoneIn(line: string): string | undefined {
  for (const match of line.matchAll(PHONE)) {
    const phone = match[0].trim();
    const digits = phone.replace(/\D/g, '').length;
    if (digits > 15 || digits < 7) continue;
    // Ten digits or more is a phone number; fewer only with a sign, an area code in brackets or a label.
    if (digits >= 10 || phone.startsWith('+') || phone.includes('(') || PHONE_LABEL.test(line)) return phone;
  }
  return undefined;
}

/**
 * The name, email address and phone number the text shows, each only when
 * found: the first address; the first phone number (a year range such as
 * "2015 - 2019" is not one); as name a "Name:" line or the first line near
 * the top that is two to four capitalised words.
 */
export function contactDetails(text: string): ContactDetails {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const found: ContactDetails = {};
  const email = EMAIL.exec(text)?.[0];
  if (email && email.length <= 320) found.email_address = email;
  for (const line of lines) {
    const phone = phoneIn(line.replace(EMAIL, ' '));
    if (phone && phone.length <= 255) {
      found.phone_number = phone;
      break;
    }
  }
  for (const line of lines) {
    const labelled = NAME_LABEL.exec(line)?.[1]?.trim();
    if (labelled && NAME.test(labelled) && labelled.length <= 255) {
      found.name = labelled;
      break;
    }
  }
  if (!found.name) {
    found.name = lines.slice(0, NAME_LINES).find((line) => line.length <= 100 && NAME.test(line) && !NOT_A_NAME.test(line));
    if (!found.name) delete found.name;
  }
  return found;
}
