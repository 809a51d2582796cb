// The name an uploaded file is kept under: what a stranger's name may not
// carry into the console, a download or a file system.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanFileName, type FileType } from '../../src/services/file-content.ts';

const PDF: FileType = { contentType: 'application/pdf', extension: 'pdf' };
const clean = (name: string) => cleanFileName(name, PDF, 'resume');

describe('cleaning an uploaded file name', () => {
  it('drops every Unicode bidirectional control, the Arabic letter mark among them', () => {
    // Unicode's Bidi_Control characters: ALM, LRM, RLM, LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI.
    const controls = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const code of controls) {
      const mark = String.fromCodePoint(code);
      assert.equal(clean(`invoice${mark}fdp.exe${mark}.pdf`), 'invoicefdp.exe.pdf', `U+${code.toString(16).toUpperCase()}`);
    }
    assert.equal(clean(controls.map((code) => String.fromCodePoint(code)).join('')), 'resume.pdf', 'nothing left');
  });

  it('turns line and paragraph separators and other spaces into one space', () => {
    assert.equal(clean('my\u2028cv\u2029\u00a0final.pdf'), 'my cv final.pdf');
  });

  it('keeps the joiners that spell words and emoji', () => {
    assert.equal(clean('\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645.pdf'), '\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645.pdf');
    assert.equal(clean('team \u{1f469}\u200d\u{1f4bb}.pdf'), 'team \u{1f469}\u200d\u{1f4bb}.pdf');
  });

  it('drops control characters and folders', () => {
    assert.equal(clean('C:\\Users\\me\\cv\u0000\u001b.pdf'), 'cv.pdf');
    assert.equal(clean('../../etc/passwd.pdf'), 'passwd.pdf');
  });
});
