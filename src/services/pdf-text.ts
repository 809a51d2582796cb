// The text of a PDF resume, read with Mozilla's pdf.js (pdfjs-dist).
//
// pdfjs-dist is pinned to 4.10.38, the last line that runs on Node 20 (v5
// needs Node 22); move to v5 when Node 20 is no longer supported. Its legacy
// build is the one for Node. It is imported only when a PDF is read, so that
// starting the server or a command does not load it.
//
// A resume is a stranger's file: pdf.js is told not to compile font programs
// with eval, not to load font faces or system fonts, and not to fetch
// anything (no worker from a URL, no CMaps or standard fonts: a font that
// needs them gives less or no text, which is fine here). Only the first pages
// are read, and a PDF that takes too long or cannot be parsed gives no text:
// the client then sends the fields.

/** The first pages are read: contact details are on the first page of a resume. */
export const PDF_PAGES_READ = 3;
/** How long reading a PDF may take before it counts as unreadable. */
export const PDF_READ_TIMEOUT_MS = 5000;

/** A piece of positioned text as pdf.js gives it (TextItem, the fields used here). */
export interface PositionedText {
  str: string;
  /** The text matrix [a, b, c, d, x, y]: x and y are where the piece starts. */
  transform: number[];
  width: number;
  height: number;
  /** The piece ends a line (pdf.js saw the text move to a new line after it). */
  hasEOL: boolean;
}

/**
 * The pieces as lines of text, in the order the PDF draws them (not sorted
 * by position: a two-column layout sorted by height would mix its columns).
 * A line ends where pdf.js marks an end of line or the baseline moves by
 * more than half the text's height; pieces of one line are joined with a
 * space where there is a visible gap between them and neither has one.
 */
export function joinTextItems(items: readonly PositionedText[]): string {
  const lines: string[] = [];
  let line = '';
  let last: { x: number; y: number; end: number; height: number; eol: boolean } | undefined;
  for (const item of items) {
    const x = Number(item.transform[4]) || 0;
    const y = Number(item.transform[5]) || 0;
    const height = Math.abs(item.height) || Math.abs(last?.height ?? 0) || 10;
    if (last && (last.eol || Math.abs(y - last.y) > Math.max(height, last.height) / 2)) {
      lines.push(line);
      line = '';
    } else if (last && line !== '' && item.str !== '') {
      const gap = x - last.end;
      const spaced = /\s$/.test(line) || /^\s/.test(item.str);
      if (!spaced && gap > height * 0.15) line += ' ';
    }
    line += item.str;
    last = { x, y, end: x + (Number(item.width) || 0), height, eol: item.hasEOL };
  }
  lines.push(line);
  return lines
    .map((text) => text.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Rejects after `ms`, calling `onTimeout` first; the timer does not keep the process alive. */
function timeLimit(ms: number, onTimeout: () => void): { promise: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error('PDF read timed out'));
    }, ms);
    timer.unref();
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/**
 * The text of the PDF's first pages, or undefined when it cannot be parsed
 * or is not read within the time limit.
 */
export async function pdfText(
  bytes: Uint8Array,
  limits = { pages: PDF_PAGES_READ, timeoutMs: PDF_READ_TIMEOUT_MS },
): Promise<string | undefined> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    // A copy: pdf.js may take over (detach) the buffer it is given, and the bytes are kept afterwards.
    data: new Uint8Array(bytes),
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
  const limit = timeLimit(limits.timeoutMs, () => void task.destroy().catch(() => undefined));
  const read = async () => {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, limits.pages); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(joinTextItems(content.items.flatMap((item) => ('str' in item ? [item] : []))));
      page.cleanup();
    }
    return pages.join('\n\n');
  };
  try {
    return await Promise.race([read(), limit.promise]);
  } catch {
    return undefined;
  } finally {
    limit.clear();
    await task.destroy().catch(() => undefined);
  }
}
