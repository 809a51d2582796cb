// Character tests and line handling shared by the scanners that read a
// resume's text (email-scan.ts, phone-scan.ts, contact-details.ts): each looks
// at a character a bounded number of times, so reading a stranger's text stays
// linear in its length (see contact-details.ts for why no regular expression).

export const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
export const isAsciiLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
export const isAlnum = (c: number) => isDigit(c) || isAsciiLetter(c);
/** A word character as a regular expression's \b reads it. */
const isWordCharacter = (c: number) => isAlnum(c) || c === 0x5f;

/** Whitespace as JavaScript's \s and String.prototype.trim read it. */
export function isSpace(c: number): boolean {
  return (
    (c >= 0x09 && c <= 0x0d) ||
    c === 0x20 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** The text's lines (split at CR LF, CR or LF), each with its runs of whitespace made one space and trimmed; blank ones left out. */
export function normalisedLines(text: string): string[] {
  const lines: string[] = [];
  for (let start = 0; start <= text.length;) {
    let end = start;
    while (end < text.length && text.charCodeAt(end) !== 0x0a && text.charCodeAt(end) !== 0x0d) end++;
    const line = collapsedSpaces(text, start, end);
    if (line !== '') lines.push(line);
    start = end + (text.charCodeAt(end) === 0x0d && text.charCodeAt(end + 1) === 0x0a ? 2 : 1);
  }
  return lines;
}

/** text[start, end) trimmed, each run of whitespace in it one space: cut only where it differs from a single space. */
function collapsedSpaces(text: string, start: number, end: number): string {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  const pieces: string[] = [];
  let piece = start;
  for (let at = start; at < end;) {
    if (!isSpace(text.charCodeAt(at))) {
      at++;
      continue;
    }
    let after = at + 1;
    while (isSpace(text.charCodeAt(after))) after++;
    if (after - at > 1 || text.charCodeAt(at) !== 0x20) {
      pieces.push(text.slice(piece, at));
      piece = after;
    }
    at = after;
  }
  if (pieces.length === 0) return text.slice(start, end);
  pieces.push(text.slice(piece, end));
  return pieces.join(' ');
}

/** Whether one of the line's words (runs of letters, digits and _) is, in any case, one of `words` (lowercase ASCII). */
export function hasWord(line: string, words: ReadonlySet<string>, longest: number): boolean {
  for (let at = 0; at < line.length;) {
    if (!isWordCharacter(line.charCodeAt(at))) {
      at++;
      continue;
    }
    let end = at;
    while (end < line.length && isWordCharacter(line.charCodeAt(end))) end++;
    if (end - at <= longest && words.has(line.slice(at, end).toLowerCase())) return true;
    at = end;
  }
  return false;
}
