import { deflateSync } from 'node:zlib';

// Small real PDFs for tests, written by hand: a catalog, one page per entry
// of `pages`, Helvetica, and an xref table with each object's byte offset,
// as a PDF writer makes them (pdf.js then needs no repair to read them).

/** A line of text drawn at (x, y) in points from the bottom left. */
export interface PdfText {
  text: string;
  x: number;
  y: number;
  size?: number;
}

const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A PDF whose pages draw the given texts, each with its own text object (as
 * a line break in a word processor's PDF); its content streams Flate
 * compressed, as most writers do, with `compress`, after `padding` spaces
 * (which a page's text ignores and zlib packs tight).
 */
export function pdfOf(pages: PdfText[][], options: { compress?: boolean; padding?: number } = {}): Buffer {
  const objects: string[] = [];
  const pageRefs: string[] = [];
  const fontId = 3;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  let next = 4;
  for (const texts of pages) {
    const pageId = next++;
    const contentId = next++;
    const text = texts.map(({ text, x, y, size = 12 }) => `BT /F1 ${size} Tf ${x} ${y} Td (${escape(text)}) Tj ET`).join('\n');
    const content = ' '.repeat(options.padding ?? 0) + text;
    const stream = options.compress ? deflateSync(content).toString('latin1') : content;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentId} 0 R >>`;
    const filter = options.compress ? ' /Filter /FlateDecode' : '';
    objects[contentId] = `<< /Length ${Buffer.byteLength(stream, 'latin1')}${filter} >>\nstream\n${stream}\nendstream`;
    pageRefs.push(`${pageId} 0 R`);
  }
  objects[2] = `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pageRefs.length} >>`;
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A one-page PDF with one line of text per entry, top down, as a resume starts. */
export function pdfResume(lines: string[], options: { compress?: boolean; padding?: number } = {}): Buffer {
  return pdfOf([lines.map((text, index) => ({ text, x: 72, y: 720 - index * 18 }))], options);
}
