// The lines of a PDF page's text, from the positioned pieces pdf.js gives
// (pdf-text.ts): the name, email and phone rules of contact-details.ts read
// lines, as a person reads the page.
import { isSpace } from './text-scan.ts';

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
      // The characters either side, not patterns over the line: a page of a thousand pieces builds a long one.
      const spaced = isSpace(line.charCodeAt(line.length - 1)) || isSpace(item.str.charCodeAt(0));
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
