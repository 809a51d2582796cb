// What a receiver answers is stored with the attempt and shown in the delivery
// log, so a receiver that echoes what it gets (a debugging endpoint, an error
// page that repeats the request) would hand the endpoint's custom header
// values back to anyone who can read the log. Before an answer is stored,
// every custom header value of the endpoint, and its signing secrets, are
// replaced by MASK in its body and headers.
//
// Plain substring search, never a pattern made from secret text, over text
// that is already bounded (a 4 KB body, 12 headers of 256 characters) with at
// most a few dozen needles: bounded work for every answer. Values shorter
// than MIN_MASKED_LENGTH are left alone: masking `1` or `yes` would shred
// every answer that holds those characters, and a value that short is no
// secret (it is found by trying).

/** What a secret in a stored answer is replaced by. */
export const MASK = '********';
/** Values shorter than this are not masked (see above). */
export const MIN_MASKED_LENGTH = 6;

/** Masks the given secrets in text received from a receiver. */
export class ResponseMask {
  /** Longest first, so a value that holds another is masked whole. */
  private readonly needles: string[];

  constructor(secrets: Iterable<string>) {
    const needles = new Set<string>();
    for (const secret of secrets) {
      if (secret.length < MIN_MASKED_LENGTH) continue;
      needles.add(secret);
      // As a JSON echo writes it (quotes and backslashes escaped).
      const escaped = JSON.stringify(secret).slice(1, -1);
      if (escaped !== secret) needles.add(escaped);
    }
    this.needles = [...needles].sort((a, b) => b.length - a.length);
  }

  get empty(): boolean {
    return this.needles.length === 0;
  }

  /**
   * `text` with every secret in it masked. When the text was cut (`cut`), an
   * end that is the beginning of a secret, at least MIN_MASKED_LENGTH
   * characters of it, is masked too: the cut must not leave a secret's first
   * half readable.
   */
  apply(text: string, cut = false): string {
    let result = text;
    for (const needle of this.needles) {
      if (result.includes(needle)) result = result.split(needle).join(MASK);
    }
    return cut ? this.maskCutTail(result) : result;
  }

  private maskCutTail(text: string): string {
    let from = text.length;
    for (const needle of this.needles) {
      const head = needle.slice(0, MIN_MASKED_LENGTH);
      // Where the end of the text could begin this needle: within its last needle.length - 1 characters.
      let at = text.indexOf(head, Math.max(0, text.length - needle.length + 1));
      while (at !== -1 && at < from) {
        if (needle.startsWith(text.slice(at))) {
          from = at;
          break;
        }
        at = text.indexOf(head, at + 1);
      }
    }
    return from === text.length ? text : text.slice(0, from) + MASK;
  }
}
