// The name, email address and phone number a resume's text shows, read by
// scanning it, in time linear in its length.
//
// The text is a stranger's: regular expressions over it (V8's engine
// backtracks) took time quadratic in a run of characters that nearly make an
// address, so that 40 KB of `aaaa…` held the thread for seconds and a
// megabyte for hours. Here every rule is a scan that looks at each character
// a bounded number of times; the only patterns are tests of one character.
// It runs on the resume reader's thread (resume-thread.ts), which bounds its
// time and memory besides.

export interface ContactDetails {
  name?: string;
  email_address?: string;
  phone_number?: string;
}

export type ContactField = keyof ContactDetails;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email_address', 'phone_number'];

/** How many lines from the top a name is looked for in: a resume starts with it. */
const NAME_LINES = 8;
const MAX_EMAIL_LENGTH = 320;
const MAX_PHONE_LENGTH = 255;
const MAX_NAME_LENGTH = 255;
/** The longest line taken for a name without a "Name:" label. */
const MAX_NAME_LINE = 100;

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isAsciiLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isAlnum = (c: number) => isDigit(c) || isAsciiLetter(c);
/** A character of an address's local part other than the dot: letters, digits, _ % + -. */
const isLocal = (c: number) => isAlnum(c) || c === 0x5f || c === 0x25 || c === 0x2b || c === 0x2d;
/** A character of a domain label: letters, digits, hyphen. */
const isLabel = (c: number) => isAlnum(c) || c === 0x2d;
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

/**
 * The first email address in `text` from `from` on, as [start, end), or
 * undefined: an address as the request schema's `email` format takes it —
 * letters, digits and _ % + - with single dots between them, `@`, one or
 * more labels (letters, digits, inner hyphens) each followed by a dot, and a
 * last label starting with a letter. What the pattern
 * `[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z](?:[a-z0-9-]*[a-z0-9])?`
 * (case-insensitive) finds first, found by looking at each `@`: the local
 * part is read back from it, the domain forward, each part of the text read
 * at most twice.
 */
export function findEmail(text: string, from = 0): [number, number] | undefined {
  for (let at = text.indexOf('@', from); at !== -1; at = text.indexOf('@', at + 1)) {
    const start = localPartStart(text, at, from);
    if (start === undefined) continue;
    const end = domainEnd(text, at + 1);
    if (end !== undefined) return [start, end];
  }
  return undefined;
}

/** Where the address whose `@` is at `at` starts: the first character of the local part that runs to it without a leading, trailing or double dot. */
function localPartStart(text: string, at: number, from: number): number | undefined {
  if (at === from || !isLocal(text.charCodeAt(at - 1))) return undefined;
  let start = at - 1;
  // Back over local characters and dots; a double dot bounds the part (no start before it can match).
  while (start > from) {
    const c = text.charCodeAt(start - 1);
    if (isLocal(c)) start--;
    else if (c === 0x2e && text.charCodeAt(start) !== 0x2e) start--;
    else break;
  }
  if (text.charCodeAt(start) === 0x2e) start++;
  return start;
}

/** Where the domain that starts at `from` ends (the longest that makes an address), or undefined when none does. */
function domainEnd(text: string, from: number): number | undefined {
  // The labels, each followed by a dot, then the segment after the last: as many labels as can be taken.
  let best: number | undefined;
  let labels = 0;
  let at = from;
  for (;;) {
    let end = at;
    while (end < text.length && isLabel(text.charCodeAt(end))) end++;
    const first = text.charCodeAt(at);
    // This segment ends the address when at least one label comes before it and it starts with a letter.
    if (labels > 0 && end > at && isAsciiLetter(first)) {
      let last = end;
      while (!isAlnum(text.charCodeAt(last - 1))) last--;
      best = last;
    }
    const isLabelFollowedByDot = end > at && isAlnum(first) && isAlnum(text.charCodeAt(end - 1)) && text.charCodeAt(end) === 0x2e;
    if (!isLabelFollowedByDot) return best;
    labels++;
    at = end + 1;
  }
}

/** Every email address in `text`, as [start, end) ranges in order. */
function emailRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let found = findEmail(text); found; found = findEmail(text, found[1])) ranges.push(found);
  return ranges;
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

/** A character of a phone number after its first digit: digits, whitespace, brackets, dots, hyphens. */
const isPhoneCharacter = (c: number) => isDigit(c) || isSpace(c) || c === 0x28 || c === 0x29 || c === 0x2e || c === 0x2d;

/**
 * The spans of `line` that look like phone numbers, in order, each taken as
 * long as it goes: an optional `+` (and a space), an optional area code of 1
 * to 4 digits in brackets (and a space), then a digit, five or more of
 * digits, spaces, brackets, dots and hyphens, and a last digit. (The pattern
 * `(?:\+\s?)?(?:\(\d{1,4}\)\s?)?\d[\d\s().-]{5,}\d`, found one after another.)
 * The run of phone characters a number may take is read once (its last
 * digit is where the number ends), so the scan is linear.
 */
export function phoneSpans(line: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  // The run of phone characters from runStart to its end, and the last digit in it (-1: none).
  let runStart = 0;
  let runEnd = 0;
  let runLastDigit = -1;
  /** The end of a phone number whose first digit is at `k`, or -1. */
  const numberEnd = (k: number): number => {
    if (!isDigit(line.charCodeAt(k))) return -1;
    let joined = k >= runStart && k < runEnd;
    if (!joined && k < runStart && runStart < runEnd) {
      // A few characters before the run looked at (a start after an area code came first): join them to it.
      let last = -1;
      let at = k;
      while (at < runStart && isPhoneCharacter(line.charCodeAt(at))) {
        if (isDigit(line.charCodeAt(at))) last = at;
        at++;
      }
      if (at === runStart) {
        runStart = k;
        if (runLastDigit === -1) runLastDigit = last;
        joined = true;
      }
    }
    if (!joined) {
      runStart = k;
      runEnd = k;
      runLastDigit = -1;
      while (runEnd < line.length && isPhoneCharacter(line.charCodeAt(runEnd))) {
        if (isDigit(line.charCodeAt(runEnd))) runLastDigit = runEnd;
        runEnd++;
      }
    }
    // A digit, five or more phone characters, a digit: the greediest such ends at the run's last digit.
    return runLastDigit >= k + 6 ? runLastDigit + 1 : -1;
  };
  /** Past an area code in brackets (and a space) at `at`, or `at` when there is none. */
  const afterAreaCode = (at: number): number => {
    if (line.charCodeAt(at) !== 0x28) return at;
    let digits = 0;
    while (digits < 4 && isDigit(line.charCodeAt(at + 1 + digits))) digits++;
    if (digits === 0 || line.charCodeAt(at + 1 + digits) !== 0x29) return at;
    const after = at + 2 + digits;
    return isSpace(line.charCodeAt(after)) ? after + 1 : after;
  };
  for (let at = 0; at < line.length;) {
    let from = at;
    if (line.charCodeAt(from) === 0x2b) {
      from++;
      if (isSpace(line.charCodeAt(from))) from++;
    }
    const end = numberEnd(afterAreaCode(from));
    if (end === -1) {
      at++;
    } else {
      spans.push([at, end]);
      at = end;
    }
  }
  return spans;
}

/** Whether one of the line's words (runs of letters, digits and _) is, in any case, one of `words` (lowercase ASCII). */
function hasWord(line: string, words: ReadonlySet<string>, longest: number): boolean {
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

const PHONE_LABELS = new Set(['phone', 'tel', 'telephone', 'mobile', 'cell']);

/** The first phone number of the line (its addresses blanked out): seven to fifteen digits; fewer than ten only with a sign, an area code in brackets or a label. */
function phoneIn(line: string): string | undefined {
  let blanked = '';
  let at = 0;
  for (const [start, end] of emailRanges(line)) {
    blanked += `${line.slice(at, start)} `;
    at = end;
  }
  blanked += line.slice(at);
  let labelled: boolean | undefined;
  for (const [start, end] of phoneSpans(blanked)) {
    const phone = blanked.slice(start, end);
    let digits = 0;
    for (let i = 0; i < phone.length; i++) if (isDigit(phone.charCodeAt(i))) digits++;
    if (digits > 15 || digits < 7) continue;
    // A year range ("2015 - 2019") has eight digits: without a sign, brackets or a label it is not taken.
    if (digits >= 10 || phone.startsWith('+') || phone.includes('(')) return phone;
    labelled ??= hasWord(blanked, PHONE_LABELS, 9);
    if (labelled) return phone;
  }
  return undefined;
}

const UPPERCASE_LETTER = /^\p{Lu}$/u;
const LETTER = /^\p{L}$/u;
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;

/** A word of a name: a letter, then letters, marks and the apostrophes, hyphens and dots of names. */
function isNameWord(word: string, capital: boolean): boolean {
  let first = true;
  for (const character of word) {
    if (first) {
      if (!(capital ? UPPERCASE_LETTER : LETTER).test(character)) return false;
      first = false;
    } else if (!LETTER_OR_MARK.test(character) && character !== "'" && character !== '’' && character !== '.' && character !== '-') {
      return false;
    }
  }
  return !first;
}

/** Two to four words of letters (with the apostrophes, hyphens and dots of names), the first capitalised, one space apart. */
export function looksLikeName(text: string): boolean {
  const words = text.split(' ');
  return words.length >= 2 && words.length <= 4 && words.every((word, i) => isNameWord(word, i === 0));
}

const NOT_NAME_WORDS = new Set([
  'resume',
  'résumé',
  'curriculum',
  'vitae',
  'cv',
  'profile',
  'summary',
  'objective',
  'experience',
  'contact',
  'page',
]);

/** Whether the line is a heading rather than a name ("Curriculum Vitae", "Profile Summary"): one of its words (runs of letters) is one of those. */
function isHeading(line: string): boolean {
  let word = '';
  for (const character of `${line} `) {
    if (LETTER_OR_MARK.test(character)) {
      word += character;
    } else {
      if (NOT_NAME_WORDS.has(word.normalize('NFC').toLowerCase())) return true;
      word = '';
    }
  }
  return false;
}

/** What follows a "Name:" label (also "Full name -", "name – ") on the line, or undefined. */
function labelledName(line: string): string | undefined {
  let at = 0;
  const word = (text: string) => {
    if (line.slice(at, at + text.length).toLowerCase() !== text) return false;
    at += text.length;
    return true;
  };
  if (word('full ')) {
    if (!word('name')) return undefined;
  } else if (!word('name')) {
    return undefined;
  }
  if (line[at] === ' ') at++;
  if (line[at] !== ':' && line[at] !== '-' && line[at] !== '–') return undefined;
  at++;
  if (line[at] === ' ') at++;
  return at < line.length ? line.slice(at) : undefined;
}

/**
 * The name, email address and phone number the text shows, of those
 * `wanted`, each only when found: the first address; the first phone number
 * (a year range such as "2015 - 2019" is not one); as name a "Name:" line or
 * the first line near the top that is two to four capitalised words.
 */
export function contactDetails(text: string, wanted: readonly ContactField[] = CONTACT_FIELDS): ContactDetails {
  const found: ContactDetails = {};
  if (wanted.includes('email_address')) {
    const email = findEmail(text);
    if (email && email[1] - email[0] <= MAX_EMAIL_LENGTH) found.email_address = text.slice(email[0], email[1]);
  }
  if (!wanted.includes('phone_number') && !wanted.includes('name')) return found;
  const lines = normalisedLines(text);
  if (wanted.includes('phone_number')) {
    for (const line of lines) {
      const phone = phoneIn(line);
      if (phone && phone.length <= MAX_PHONE_LENGTH) {
        found.phone_number = phone;
        break;
      }
    }
  }
  if (wanted.includes('name')) {
    for (const line of lines) {
      const labelled = labelledName(line);
      if (labelled && labelled.length <= MAX_NAME_LENGTH && looksLikeName(labelled)) {
        found.name = labelled;
        break;
      }
    }
    if (!found.name) {
      const name = lines.slice(0, NAME_LINES).find((line) => line.length <= MAX_NAME_LINE && looksLikeName(line) && !isHeading(line));
      if (name) found.name = name;
    }
  }
  return found;
}
