// The file name of a multipart part as RFC 6266 reads it, from the part
// headers seen while the body passes: whatever the chunks it comes in.
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { decodeExtendedValue, headerParameters, watchPartDispositions } from '../../src/routes/company/part-dispositions.ts';

const BOUNDARY = '----formdata-undici-0123456789';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function body(fileDisposition: string, content = 'file content\r\n--not-the-boundary\r\n\r\n'): Buffer {
  return Buffer.from(
    [
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="summary"',
      '',
      'a field',
      `--${BOUNDARY}`,
      `Content-Disposition: ${fileDisposition}`,
      'Content-Type: text/plain',
      '',
      content,
      `--${BOUNDARY}--`,
      '',
    ].join('\r\n'),
  );
}

/** What the watch reads of `bytes` sent in chunks of the given sizes (cycled). */
function watched(bytes: Buffer, sizes: number[], field = 'file'): string | undefined {
  const stream = new PassThrough();
  const dispositions = watchPartDispositions(stream, CONTENT_TYPE);
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = Math.max(1, sizes[i % sizes.length]!);
    stream.write(bytes.subarray(at, at + size));
    at += size;
  }
  // PassThrough emits 'data' synchronously on write while flowing.
  dispositions.stop();
  return dispositions.extendedFileName(field);
}

describe('reading the file name of a multipart part', () => {
  it('reads header parameters, quoted or not, with escapes, the first of a name given twice', () => {
    const parameters = headerParameters(`form-data; name="fi\\"le"; filename = plain.txt ;FILENAME*=UTF-8''a%20b;filename="second"`);
    assert.deepEqual(Object.fromEntries(parameters), { name: 'fi"le', filename: 'plain.txt', 'filename*': "UTF-8''a%20b" });
    assert.deepEqual(Object.fromEntries(headerParameters('multipart/form-data; boundary="a;b"')), { boundary: 'a;b' });
    assert.deepEqual(Object.fromEntries(headerParameters('form-data; name')), {});
  });

  it('decodes RFC 8187 values of UTF-8 and ISO-8859-1, and nothing else', () => {
    assert.equal(decodeExtendedValue("UTF-8''R%C3%A9sum%C3%A9.pdf"), 'Résumé.pdf');
    assert.equal(decodeExtendedValue("utf-8'fr'%E2%9C%93"), '✓');
    assert.equal(decodeExtendedValue("ISO-8859-1''%E9t%E9"), 'été');
    for (const bad of ["UTF-8''%FF", "UTF-8''%2", "UTF-8''%zz", "UTF-8''a b", "KOI8-R''%C1", 'no quotes', "UTF-8'only-one"]) {
      assert.equal(decodeExtendedValue(bad), undefined, bad);
    }
  });

  it('finds filename* of the file part whatever the chunks the body comes in', () => {
    const bytes = body(`form-data; name="file"; filename="plain.txt"; filename*=UTF-8''%C3%A9t%C3%A9.txt`);
    for (const sizes of [[1], [2], [3], [7], [bytes.length], [BOUNDARY.length + 1], [5, 1, 13]]) {
      assert.equal(watched(bytes, sizes), 'été.txt', JSON.stringify(sizes));
    }
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 20 }),
        (sizes) => watched(bytes, sizes) === 'été.txt',
      ),
    );
  });

  it('finds nothing for a part without filename*, another field, or a body of another boundary', () => {
    assert.equal(watched(body('form-data; name="file"; filename="plain.txt"'), [10]), undefined);
    assert.equal(watched(body(`form-data; name="file"; filename*=UTF-8''x.txt`), [10], 'other'), undefined);
    const stream = new PassThrough();
    const none = watchPartDispositions(stream, 'multipart/form-data');
    stream.write(body(`form-data; name="file"; filename*=UTF-8''x.txt`));
    assert.equal(none.extendedFileName('file'), undefined);
  });

  it('reads nothing of a part whose headers run past their bound, and goes on to the next', () => {
    const long = `form-data; name="file"; filename*=UTF-8''x.txt; padding="${'p'.repeat(20_000)}"`;
    assert.equal(watched(body(long), [4096]), undefined);
    const after = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"; padding="${'p'.repeat(20_000)}"\r\n\r\nvalue\r\n`),
      body(`form-data; name="file"; filename*=UTF-8''y.txt`),
    ]);
    assert.equal(watched(after, [4096]), 'y.txt');
  });
});
