// The text of a PDF resume, read with Mozilla's pdf.js (pdfjs-dist), on the
// resume reader's thread (resume-thread.ts), which ends a read that runs
// over time or heap.
//
// pdfjs-dist is pinned to 4.10.38, the last line that runs on Node 20 (v5
// needs Node 22); move to v5 when Node 20 is no longer supported. Its legacy
// build is the one for Node. It is imported only when a PDF is read, so that
// starting the server, a command or a thread for another kind does not load it.
//
// A resume is a stranger's file: pdf.js is told not to compile font programs
// with eval, not to load font faces or system fonts, and not to fetch
// anything (no worker from a URL, no CMaps or standard fonts: a font that
// needs them gives less or no text, which is fine here). Only the first pages
// are read, and a PDF that cannot be parsed gives no text: the client then
// sends the fields.
//
// pdf.js on Node parses on the thread that calls it (its "fake worker" passes
// messages as promise callbacks), so no timer could cut it short there, and a
// hostile PDF (a stream that inflates to gigabytes, a page of endless
// operators) would hold up every request: hence the thread of its own.
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

/**
 * Loads pdf.js and its parser, the module pdf.js on Node otherwise imports
 * at the first getDocument (its fake worker takes the parser from
 * `globalThis.pdfjsWorker` when it is there). The reader's thread calls it
 * before its first PDF, so that the time limit of that read covers reading
 * the PDF, not compiling pdf.js: seconds on a busy machine.
 */
export async function loadPdfJs(): Promise<void> {
  const global = globalThis as { pdfjsWorker?: unknown };
  if (global.pdfjsWorker !== undefined) return;
  const [, parser] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    // A name the type checker leaves alone: the parser module has no type declarations.
    import(PDF_PARSER_MODULE) as Promise<unknown>,
  ]);
  global.pdfjsWorker = parser;
}
const PDF_PARSER_MODULE: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/** The first pages are read: contact details are on the first page of a resume. */
export const PDF_PAGES_READ = 3;

/**
 * The text of the first `pages` pages, each page's lines joined
 * (joinTextItems), pages apart by a blank line; undefined when pdf.js could
 * not parse the file or its streams inflate past MAX_INFLATED_BYTES.
 */
export async function readPdfText(bytes: Uint8Array, pages = PDF_PAGES_READ): Promise<string | undefined> {
  if (!inflatesWithin(bytes)) return undefined;
  // Imported here, not at the top: only a thread that reads a PDF loads pdf.js.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    // A plain Uint8Array (pdf.js refuses a Buffer), over the same bytes.
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
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
    return texts.join('\n\n');
  } catch {
    return undefined;
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
