// The contact-detail scanner against the inputs that made the regular
// expressions it replaces take quadratic time, against tricky addresses and
// numbers, and, on small random texts, against those regular expressions
// themselves (the rules they spelled are the rules it keeps).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { contactDetails } from '../../src/services/contact-details.ts';
import { findEmail } from '../../src/services/email-scan.ts';
import { phoneSpans } from '../../src/services/phone-scan.ts';
import { normalisedLines } from '../../src/services/text-scan.ts';

// The rules as regular expressions, as they were written before the scanner: the reference on small inputs.
const EMAIL = /[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z](?:[a-z0-9-]*[a-z0-9])?/i;
const EMAILS = new RegExp(EMAIL.source, 'gi');
const PHONE = /(?:\+\s?)?(?:\(\d{1,4}\)\s?)?\d[\d\s().-]{5,}\d/g;
const PHONE_LABEL = /\b(?:phone|tel|telephone|mobile|cell)\b/i;
const NAME_LABEL = /^(?:full\s+)?name\s*[:\-–]\s*(.+)$/i;
const NAME = /^\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+\p{L}[\p{L}\p{M}'’.-]*){1,3}$/u;

const referenceLines = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');

function referencePhone(text: string): string | undefined {
  for (const raw of referenceLines(text)) {
    const line = raw.replace(EMAILS, ' ');
    for (const match of line.matchAll(PHONE)) {
      const phone = match[0].trim();
      const digits = phone.replace(/\D/g, '').length;
      if (digits > 15 || digits < 7) continue;
      if (digits >= 10 || phone.startsWith('+') || phone.includes('(') || PHONE_LABEL.test(line)) return phone;
    }
  }
  return undefined;
}

function referenceName(text: string): string | undefined {
  const lines = referenceLines(text);
  for (const line of lines) {
    const labelled = NAME_LABEL.exec(line)?.[1]?.trim();
    if (labelled && NAME.test(labelled) && labelled.length <= 255) return labelled;
  }
  return lines.slice(0, 8).find((line) => line.length <= 100 && NAME.test(line));
}

/** Small texts over `alphabet` (characters or words), where the tricky cases are dense. */
const textOf = (alphabet: string[], maxLength = 40) => fc.array(fc.constantFrom(...alphabet), { maxLength }).map((parts) => parts.join(''));

describe('finding an email address', () => {
  it('finds the address a person reads, whatever surrounds it', () => {
    const cases: Array<[string, string | undefined]> = [
      ['Contact: ada.lovelace@example.co.uk.', 'ada.lovelace@example.co.uk'],
      ['<grace+cv@navy.mil>', 'grace+cv@navy.mil'],
      ['mail: first..last@example.com', 'last@example.com'],
      ['.dot@example.com', 'dot@example.com'],
      ['trailing.@example.com', undefined],
      ['x@example', undefined],
      ['x@-bad.com', undefined],
      ['x@a..com', undefined],
      ['x@a.b.1', 'x@a.b'],
      ['x@a.com-', 'x@a.com'],
      ['x@a-.com y@b.org', 'y@b.org'],
      ['a@b@c.de', 'b@c.de'],
      ['ADA@EXAMPLE.COM', 'ADA@EXAMPLE.COM'],
      ['josé@example.com', undefined],
      ['', undefined],
    ];
    for (const [text, expected] of cases) {
      const found = findEmail(text);
      assert.equal(found && text.slice(found[0], found[1]), expected, text);
    }
  });

  it('finds what the regular expression it replaces finds, on small texts', () => {
    fc.assert(
      fc.property(textOf(['a', 'Z', '0', '-', '_', '%', '+', '.', '@', ' ', 'é', '\n', 'com', 'x.y']), (text) => {
        const expected = EMAIL.exec(text);
        const found = findEmail(text);
        assert.deepEqual(found, expected ? [expected.index, expected.index + expected[0].length] : undefined, JSON.stringify(text));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('finding phone numbers', () => {
  it('takes each number as long as it goes, with a sign and an area code', () => {
    const spans = (line: string) => phoneSpans(line).map(([start, end]) => line.slice(start, end));
    assert.deepEqual(spans('Tel +44 (20) 7946 0958, fax 020 7946 0959'), ['+44 (20) 7946 0958', '020 7946 0959']);
    assert.deepEqual(spans('+ (757) 555-0142'), ['+ (757) 555-0142']);
    assert.deepEqual(spans('(12345) 678901'), ['12345) 678901']);
    assert.deepEqual(spans('1 2 3 4 5 6'), ['1 2 3 4 5 6']);
    assert.deepEqual(spans('1 2 3 x 1234'), []);
    assert.deepEqual(spans('12345 7'), ['12345 7']);
  });

  it('finds what the regular expressions it replaces find, on small texts', () => {
    fc.assert(
      fc.property(
        textOf(['1', '2', '0', ' ', '  ', '(', ')', '.', '-', '+', 'a', '@', 'b.c', '\n', '\t', 'Tel', 'phone', ':', '_']),
        (text) => {
          assert.equal(contactDetails(text, ['phone_number']).phone_number, referencePhone(text), JSON.stringify(text));
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('finding a name', () => {
  it('finds what the regular expressions it replaces find, on small texts without headings', () => {
    fc.assert(
      fc.property(
        textOf([
          'Ada',
          'lovelace',
          'Él',
          'ñ',
          ' ',
          '  ',
          '-',
          '.',
          '’',
          "'",
          '\n',
          '\r\n',
          'Name',
          'name',
          'Full ',
          ':',
          ' – ',
          '1',
          'x\u0301',
          'İ',
        ]),
        (text) => {
          assert.equal(contactDetails(text, ['name']).name, referenceName(text), JSON.stringify(text));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('takes no heading for a name, however it is spelled', () => {
    assert.equal(contactDetails('Résumé Writer\nAda Lovelace').name, 'Ada Lovelace');
    assert.equal(contactDetails('Lovelace-CV\nAda Lovelace').name, 'Ada Lovelace');
    assert.equal(contactDetails('Re\u0301sume\u0301 Writer\nAda Lovelace').name, 'Ada Lovelace');
  });
});

describe('reading only what is wanted', () => {
  it('looks only for the fields asked for', () => {
    const text = 'Ada Lovelace\nada@example.com\n+44 20 7946 0958';
    assert.deepEqual(contactDetails(text, ['email_address']), { email_address: 'ada@example.com' });
    assert.deepEqual(contactDetails(text, ['name', 'phone_number']), { name: 'Ada Lovelace', phone_number: '+44 20 7946 0958' });
    assert.deepEqual(contactDetails(text, []), {});
  });
});

describe('texts that made the regular expressions take quadratic time', () => {
  // Each of these held the event loop for seconds at 40 KB and hours at a megabyte; the scanner reads them in one pass.
  const size = 1024 * 1024;
  for (const [label, unit] of [
    ['a run of address characters', 'a'],
    ['a run of local parts and dots', 'a.'],
    ['a run of at signs', 'a@'],
    ['addresses back to back', 'a@b.'],
    ['a run of phone characters', '1 '],
    ['area codes back to back', '(1) '],
    ['signs back to back', '+1'],
    ['one line of name words', 'Name: A '],
  ] as const) {
    it(`reads a megabyte of ${label}`, () => {
      const text = unit.repeat(size / unit.length);
      const found = contactDetails(text);
      assert.ok(found.name === undefined || found.name.length <= 255);
      assert.ok(found.email_address === undefined || found.email_address.length <= 320);
      assert.ok(found.phone_number === undefined || found.phone_number.length <= 255);
    });
  }
});

describe('lines', () => {
  it('splits at CR LF, CR and LF, makes each run of whitespace one space, trims, and drops blank lines', () => {
    assert.deepEqual(normalisedLines(' Ada \t Lovelace \r\n\r\n\u2028x\u00a0 y\rz\n  \n'), ['Ada Lovelace', 'x y', 'z']);
    fc.assert(
      fc.property(textOf(['a', ' ', '  ', '\t', '\n', '\r', '\r\n', '\u00a0', '\u2028', 'b', '\ufeff']), (text) => {
        assert.deepEqual(normalisedLines(text), referenceLines(text), JSON.stringify(text));
      }),
      { numRuns: 3000 },
    );
  });
});
