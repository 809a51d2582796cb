// What can honestly be read from a resume: its text, for the kinds whose
// text can be got reliably (plain text; DOCX and ODT, whose text is XML in a
// ZIP: xml-text.ts; PDF, through pdf.js: pdf-text.ts), and from that text a
// name, an email address and a phone number (contact-details.ts). All of it
// runs on the resume reader's thread (resume-thread.ts), never on the
// thread that answers requests: a stranger's file is read there within a
// time and a heap limit.
//
// Word 97-2003, RTF and images are kept but not read: their text needs a
// binary format reader, an RTF parser or OCR, and a wrong name on a candidate
// is worse than asking for it. For those the client sends the fields
// (docs/api.md).
import { contactDetails, type ContactDetails, type ContactField } from './contact-details.ts';
import { readPdfText } from './pdf-text.ts';
import { DOCX_TAGS, ODT_TAGS, xmlText } from './xml-text.ts';
import { readZipEntry } from './zip-entry.ts';

/** Why a resume gives no text: its kind is not read, or the file could not be opened (or not within the limits). */
export type Unread = 'notReadKind' | 'damaged';

/** What the reader is asked: the file, its kind (by content: file-content.ts), and the fields to look for. */
export interface ResumeReadRequest {
  bytes: Uint8Array;
  /** The kind's extension, as FileType has it: txt, pdf, docx, odt, and others that are not read. */
  extension: string;
  wanted: ContactField[];
}

/** What the reader answers: the details found, or why there was no text to find them in. */
export interface ResumeReading {
  details: ContactDetails;
  unread?: Unread;
}

/** The resume's text, when its kind is one that is read. */
export async function resumeText(bytes: Uint8Array, extension: string): Promise<{ text?: string; unread?: Unread }> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (extension === 'txt') return { text: buffer.toString('utf8') };
  if (extension === 'pdf') {
    const text = await readPdfText(bytes);
    return text === undefined ? { unread: 'damaged' } : { text };
  }
  if (extension === 'docx' || extension === 'odt') {
    const entry = readZipEntry(buffer, extension === 'docx' ? 'word/document.xml' : 'content.xml');
    if (!entry) return { unread: 'damaged' };
    return { text: xmlText(entry.toString('utf8'), extension === 'docx' ? DOCX_TAGS : ODT_TAGS) };
  }
  return { unread: 'notReadKind' };
}

/** The wanted details the resume shows; none, with the reason, when its text is not read. */
export async function readResume({ bytes, extension, wanted }: ResumeReadRequest): Promise<ResumeReading> {
  const { text, unread } = await resumeText(bytes, extension);
  return text === undefined ? { details: {}, unread } : { details: contactDetails(text, wanted) };
}
