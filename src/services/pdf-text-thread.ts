// Reading a PDF's text with pdf.js, on the thread pdf-text.ts starts for it
// (pdf-text-thread-main.ts): the settings for a stranger's file are in
// pdf-text.ts's opening comment.
import zlib from 'node:zlib';
import { joinTextItems } from './pdf-text-lines.ts';

/**
 * How many bytes the PDF's Flate streams may inflate to, all together: past
 * it the PDF is not read. pdf.js has no such limit, and the thread's heap
 * limit does not count the buffers streams are decoded into, so a 10 MiB
 * file that inflates to gigabytes would take that much memory before the
 * time limit ended it. A resume's text, fonts and photo are far less.
 */
export const MAX_INFLATED_BYTES = 128 * 1024 * 1024;

/**
 * Whether every `stream … endstream` of the file that is Flate-compressed
 * inflates to at most `budget` bytes in all. Each is inflated with zlib's
 * output limit and dropped; those that are not Flate data (images, other
 * filters, damage) are left to pdf.js.
 */
export function inflatesWithin(bytes: Uint8Array, budget = MAX_INFLATED_BYTES): boolean {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let total = 0;
  let at = file.indexOf('stream', 0, 'latin1');
  while (at !== -1) {
    let start = at + 'stream'.length;
    const keyword = at < 3 || file.toString('latin1', at - 3, at) !== 'end';
    if (file[start] === 0x0d) start++;
    if (keyword && file[start] === 0x0a) {
      const end = file.indexOf('endstream', start + 1, 'latin1');
      if (end === -1) break;
      try {
        total += zlib.inflateSync(file.subarray(start + 1, end), {
          maxOutputLength: budget - total + 1,
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
        }).length;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return false;
      }
      if (total > budget) return false;
      start = end + 'endstream'.length;
    }
    at = file.indexOf('stream', start, 'latin1');
  }
  return true;
}

/** What the thread is given. */
export interface PdfTextRequest {
  bytes: Uint8Array;
  /** How many pages from the first are read. */
  pages: number;
}

/** What the thread answers: the text, or undefined when pdf.js could not parse the file. */
export interface PdfTextResult {
  text?: string;
}

/** The text of the first `pages` pages, each page's lines joined (joinTextItems), pages apart by a blank line. */
export async function readPdfText({ bytes, pages }: PdfTextRequest): Promise<PdfTextResult> {
  if (!inflatesWithin(bytes)) return {};
  // Imported here, not at the top: only a thread that reads a PDF loads pdf.js.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    const texts: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, pages); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      texts.push(joinTextItems(content.items.flatMap((item) => ('str' in item ? [item] : []))));
    }
    return { text: texts.join('\n\n') };
  } catch {
    return {};
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
