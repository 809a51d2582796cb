// Phone numbers in a line of a resume's text, found by a scan linear in its
// length (see contact-details.ts for why no regular expression).
import { emailRanges } from './email-scan.ts';
import { hasWord, isDigit, isSpace } from './text-scan.ts';

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

const PHONE_LABELS = new Set(['phone', 'tel', 'telephone', 'mobile', 'cell']);

/** The first phone number of the line (its addresses blanked out): seven to fifteen digits; fewer than ten only with a sign, an area code in brackets or a label. */
export function phoneIn(line: string): string | undefined {
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
