// The name, email address and phone number a resume's text shows, read by
// scanning it, in time linear in its length.
//
// The text is a stranger's: regular expressions over it (V8's engine
// backtracks) took time quadratic in a run of characters that nearly make an
// address, so that 40 KB of `aaaa…` held the thread for seconds and a
// megabyte for hours. Here every rule is a scan that looks at each character
// a bounded number of times; the only patterns are tests of one character.
// It runs on the resume reader's thread (resume-thread.ts), which bounds its
// time and memory besides. The scanners: email-scan.ts, phone-scan.ts and
// text-scan.ts (character tests and lines).
import { findEmail } from './email-scan.ts';
import { phoneIn } from './phone-scan.ts';
import { normalisedLines } from './text-scan.ts';

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
