// Reading a PDF's text with pdf.js, on the thread pdf-text.ts starts for it
// (pdf-text-thread-main.ts): the settings for a stranger's file are in
// pdf-text.ts's opening comment.
import { joinTextItems } from './pdf-text-lines.ts';

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
