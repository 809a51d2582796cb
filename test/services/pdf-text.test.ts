// A PDF's text as lines: the pieces pdf.js gives joined as a person reads
// them, and a PDF that cannot be read, or not in time on the resume
// reader's thread, giving no text; the time limit counts the read, not the
// thread's start-up.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { joinTextItems, type PositionedText } from '../../src/services/pdf-text-lines.ts';
import { inflatesWithin, readPdfText } from '../../src/services/pdf-text.ts';
import type { ResumeReading } from '../../src/services/resume-reader.ts';
import { readResumeOnThread } from '../../src/services/resume-thread.ts';
import { pdfOf, pdfResume } from '../helpers/pdf-fixtures.ts';
import { scaled } from '../helpers/time-scale.ts';

/** A piece of 12-point text at (x, y), about 6 points a character wide. */
const piece = (str: string, x: number, y: number, hasEOL = false): PositionedText => ({
  str,
  transform: [12, 0, 0, 12, x, y],
  width: str.length * 6,
  height: 12,
  hasEOL,
});

describe('joining the text pieces of a PDF page into lines', () => {
  it('starts a line where pdf.js marks its end', () => {
    assert.equal(joinTextItems([piece('Ada Lovelace', 72, 720, true), piece('ada@example.com', 72, 720)]), 'Ada Lovelace\nada@example.com');
  });

  it('starts a line where the baseline moves by more than half the text height', () => {
    assert.equal(joinTextItems([piece('Ada Lovelace', 72, 720), piece('London', 72, 702)]), 'Ada Lovelace\nLondon');
  });

  it('keeps a raised or lowered piece (a superscript) on its line', () => {
    assert.equal(joinTextItems([piece('Page 1', 72, 720), piece('st', 108, 724)]), 'Page 1st');
  });

  it('joins pieces of a line with a space where there is a gap, and without one where they touch', () => {
    assert.equal(joinTextItems([piece('Grace', 72, 700), piece('Hopper', 110, 700)]), 'Grace Hopper');
    assert.equal(joinTextItems([piece('Gr', 72, 700), piece('ace', 84, 700)]), 'Grace');
    assert.equal(joinTextItems([piece('Grace ', 72, 700), piece('Hopper', 120, 700)]), 'Grace Hopper');
  });

  it('takes end-of-line pieces without text as line ends, and collapses runs of blank lines and spaces', () => {
    const items = [
      piece('Mary   Jackson', 72, 720),
      piece('', 156, 720, true),
      piece('', 72, 700, true),
      piece('', 72, 680, true),
      piece('Engineer', 72, 660),
    ];
    assert.equal(joinTextItems(items), 'Mary Jackson\n\nEngineer');
  });

  it('keeps the order the page draws its text in (a second column is not mixed into the first)', () => {
    const items = [piece('Left one', 72, 700), piece('Left two', 72, 680), piece('Right one', 320, 700), piece('Right two', 320, 680)];
    assert.equal(joinTextItems(items), 'Left one\nLeft two\nRight one\nRight two');
  });

  it('gives no text for no pieces', () => {
    assert.equal(joinTextItems([]), '');
  });
});

describe('reading the text of a PDF', () => {
  it('reads the lines of a PDF, its first pages only', async () => {
    assert.equal(await readPdfText(pdfResume(['Ada Lovelace', 'ada@example.com'])), 'Ada Lovelace\nada@example.com');
    const pages = [1, 2, 3, 4].map((n) => [{ text: `Page ${n}`, x: 72, y: 700 }]);
    assert.equal(await readPdfText(pdfOf(pages), 2), 'Page 1\n\nPage 2');
  });

  it('reads a PDF whose content is Flate compressed', async () => {
    assert.equal(await readPdfText(pdfResume(['Ada Lovelace', 'ada@example.com'], { compress: true })), 'Ada Lovelace\nada@example.com');
  });

  it('reads no PDF whose streams inflate past the limit (a small file of gigabytes)', () => {
    const padded = pdfResume(['Ada Lovelace'], { compress: true, padding: 4 * 1024 * 1024 });
    assert.ok(padded.length < 64 * 1024, 'a few KiB that inflate to 4 MiB');
    assert.equal(inflatesWithin(padded, 8 * 1024 * 1024), true);
    assert.equal(inflatesWithin(padded, 1024 * 1024), false);
    assert.equal(inflatesWithin(pdfResume(['Ada Lovelace']), 16), true, 'streams that are not compressed are not counted');
  });

  it('gives no text for a PDF that cannot be parsed', async () => {
    assert.equal(await readPdfText(Buffer.from('%PDF-1.7\n' + '<< /garbage ] '.repeat(100))), undefined);
  });
});

describe("reading a PDF resume on the reader's thread", () => {
  /** A read with time to spare (the limit is not what these test), unless `timeoutMs` says otherwise. */
  const read = (bytes: Uint8Array, timeoutMs = scaled(60_000)) =>
    readResumeOnThread({ bytes, extension: 'pdf', wanted: ['name', 'email_address'] }, timeoutMs);

  it('reads its details there', async () => {
    assert.deepEqual(await read(pdfResume(['Ada Lovelace', 'ada@example.com'])), {
      details: { name: 'Ada Lovelace', email_address: 'ada@example.com' },
    });
  });

  it('counts a PDF that cannot be parsed, or not within the time limit, as damaged', async () => {
    assert.deepEqual(await read(Buffer.from('%PDF-1.7\n' + '<< /garbage ] '.repeat(100))), { details: {}, unread: 'damaged' });
    // Thousands of lines: a read that takes far longer than the 1 ms it is given, however quick the machine.
    const long = pdfResume(Array.from({ length: 5000 }, (_, line) => `Line ${line} of a long page`));
    assert.deepEqual(await read(long, 1), { details: {}, unread: 'damaged' });
  });

  it('counts its time limit from when the read begins on the thread, not from handing it over', async () => {
    const limitMs = scaled(1_000);
    // The read is handed over, then this thread is held for twice the limit while the reader's thread starts,
    // loads pdf.js and reads: a start-up slower than the limit. Held in a setImmediate callback, so the loop's
    // next step is its timers: a limit counted from the handing over would run out before the answer is seen.
    const reading = await new Promise<ResumeReading>((resolve) => {
      setImmediate(() => {
        const pending = read(pdfResume(['Ada Lovelace', 'ada@example.com']), limitMs);
        const until = performance.now() + 2 * limitMs;
        while (performance.now() < until);
        resolve(pending);
      });
    });
    assert.deepEqual(reading, { details: { name: 'Ada Lovelace', email_address: 'ada@example.com' } });
  });

  it('reads PDFs sent at once, each its own', async () => {
    const names = ['Ada Lovelace', 'Grace Hopper', 'Mary Jackson', 'Katherine Johnson', 'Dorothy Vaughan'];
    const readings = await Promise.all(names.map((name) => read(pdfResume([name]))));
    assert.deepEqual(
      readings.map((reading) => reading.details.name),
      names,
    );
  });

  it('leaves the bytes it is given as they were', async () => {
    const bytes = pdfResume(['Ada Lovelace']);
    const copy = Buffer.from(bytes);
    await read(bytes);
    assert.deepEqual(bytes, copy);
  });
});
