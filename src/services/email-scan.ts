// Email addresses in a resume's text, found by a scan linear in its length
// (see contact-details.ts for why no regular expression).
import { isAlnum, isAsciiLetter } from './text-scan.ts';

/** A character of an address's local part other than the dot: letters, digits, _ % + -. */
const isLocal = (c: number) => isAlnum(c) || c === 0x5f || c === 0x25 || c === 0x2b || c === 0x2d;
/** A character of a domain label: letters, digits, hyphen. */
const isLabel = (c: number) => isAlnum(c) || c === 0x2d;

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
export function emailRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let found = findEmail(text); found; found = findEmail(text, found[1])) ranges.push(found);
  return ranges;
}
