// The text of a DOCX's or ODT's document XML: its tags dropped (those that
// end a paragraph or a line as a line break, tabs as a space) and its
// character references decoded. A scan in time linear in the XML's length:
// the tag strippers this replaces (`<[^>]*>` and the like) took quadratic
// time on a run of `<` that no `>` closes, and a small DOCX can inflate to
// megabytes of those.

/** What a word processor's tags mean for the text: a line break, a space, or nothing. */
export interface TagMeaning {
  /** Tags that end a line (closing tags are named with their slash: `/w:p`). */
  breaks: ReadonlySet<string>;
  /** Empty tags that end a line (`<w:br/>`), by name. */
  breakElements: ReadonlySet<string>;
  /** Empty tags that stand for a space (`<w:tab/>`), by name. */
  spaceElements: ReadonlySet<string>;
}

export const DOCX_TAGS: TagMeaning = {
  breaks: new Set(['/w:p']),
  breakElements: new Set(['w:br', 'w:cr']),
  spaceElements: new Set(['w:tab']),
};

export const ODT_TAGS: TagMeaning = {
  breaks: new Set(['/text:p', '/text:h']),
  breakElements: new Set(['text:line-break']),
  spaceElements: new Set(['text:s', 'text:tab']),
};

const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
]);

/** The tag's name: up to the first character that is not part of one (a space, `/`, `>`). */
function tagName(tag: string): string {
  let end = 0;
  while (end < tag.length) {
    const c = tag.charCodeAt(end);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || (c === 0x2f && end > 0)) break;
    end++;
  }
  return tag.slice(0, end);
}

/** The XML's text without its tags, before character references are decoded. */
function withoutTags(xml: string, meaning: TagMeaning): string {
  const parts: string[] = [];
  let at = 0;
  for (;;) {
    const open = xml.indexOf('<', at);
    if (open === -1) break;
    const close = xml.indexOf('>', open + 1);
    // No tag closes after this one: the rest is text, `<` and all.
    if (close === -1) break;
    parts.push(xml.slice(at, open));
    const tag = xml.slice(open + 1, close);
    const name = tagName(tag);
    const empty = tag.endsWith('/');
    if (meaning.breaks.has(name) || (empty && meaning.breakElements.has(name))) parts.push('\n');
    else if (empty && meaning.spaceElements.has(name)) parts.push(' ');
    at = close + 1;
  }
  parts.push(xml.slice(at));
  return parts.join('');
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHexDigit = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const isAsciiLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/** The text with its character references (`&amp;`, `&#233;`, `&#xE9;`) decoded; anything else after `&` left as it is. */
export function decodeReferences(text: string): string {
  const parts: string[] = [];
  let at = 0;
  for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', amp + 1)) {
    let end = amp + 1;
    let decoded: string | undefined;
    if (text.charCodeAt(end) === 0x23) {
      end++;
      const hex = text.charCodeAt(end) === 0x78 || text.charCodeAt(end) === 0x58;
      if (hex) end++;
      const digitsStart = end;
      while (end < text.length && (hex ? isHexDigit : isDigit)(text.charCodeAt(end))) end++;
      if (end > digitsStart && text.charCodeAt(end) === 0x3b) {
        const code = parseInt(text.slice(digitsStart, end), hex ? 16 : 10);
        if (code > 0 && code <= 0x10ffff) decoded = String.fromCodePoint(code);
      }
    } else {
      while (end < text.length && isAsciiLetter(text.charCodeAt(end))) end++;
      if (end > amp + 1 && text.charCodeAt(end) === 0x3b) decoded = ENTITIES.get(text.slice(amp + 1, end));
    }
    if (decoded === undefined) continue;
    parts.push(text.slice(at, amp), decoded);
    at = end + 1;
    amp = end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** The text of a document's XML: tags dropped (or made a line break or a space, by `meaning`), then references decoded. */
export function xmlText(xml: string, meaning: TagMeaning): string {
  return decodeReferences(withoutTags(xml, meaning));
}
