import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import {
  captureEvents,
  companyPath,
  createCandidate,
  createPosition,
  type Workspace,
  subscribedWorkspace,
} from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image data')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake')]);
const RTF = Buffer.from('{\\rtf1\\ansi Hello}');
const TEXT = Buffer.from('Cover letter\nI would like to apply. Ça va ✓\n');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A compound file with a WordDocument stream in its directory, as Word 97-2003 writes them. */
const DOC = Buffer.concat([
  OLE2,
  Buffer.alloc(504),
  Buffer.from('Root Entry', 'utf16le'),
  Buffer.alloc(44),
  Buffer.from('WordDocument', 'utf16le'),
]);
/** A compound file of another kind (a spreadsheet, an installer). */
const XLS = Buffer.concat([
  OLE2,
  Buffer.alloc(504),
  Buffer.from('Root Entry', 'utf16le'),
  Buffer.alloc(44),
  Buffer.from('Workbook', 'utf16le'),
]);
/** The start of a ZIP whose first entry is [Content_Types].xml, with a word/document.xml entry after it. */
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml...PK\u0003\u0004word/document.xml'),
]);
const ODT = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text'),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00, 0x00, 0x00])]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('notes.txtplain zip')]);

interface Part {
  bytes: Buffer;
  name?: string;
  type?: string;
  field?: string;
}

for (const dialect of DIALECTS) {
  describe(`candidate files [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let position: any;
    let candidate: any;
    const candidatePath = (rest: string, c = candidate) => companyPath(ws, `/position/${position._id}/candidate/${c._id}${rest}`);

    /** A multipart/form-data upload as a browser or a client's form-data library sends it. */
    async function upload(path: string, parts: Part[], options: { token?: string; headers?: Record<string, string> } = {}) {
      const form = new FormData();
      form.append('note', 'a text field beside the file');
      for (const part of parts) {
        form.append(part.field ?? 'file', new Blob([new Uint8Array(part.bytes)], { type: part.type ?? '' }), part.name ?? 'upload.bin');
      }
      const headers: Record<string, string> = { ...options.headers };
      headers.authorization = `Bearer ${options.token ?? ws.token}`;
      const response = await fetch(server.url + path, { method: 'POST', body: form, headers });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
    }

    async function download(path: string, token = ws.token) {
      const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
    }

    function expectError(res: { status: number; body: unknown }, status: number, type: string) {
      assert.equal(res.status, status, JSON.stringify(res.body));
      assertErrorShape(res.body);
      assert.equal((res.body as { error: { type: string } }).error.type, type);
    }

    const storedFiles = async () =>
      Number(
        (
          await server.services.storage.db
            .selectFrom('candidate_files')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    before(async () => {
      server = await startTestServer(dialect);
      ws = await subscribedWorkspace(server);
      position = await createPosition(server, ws, { name: 'Support Lead' });
      candidate = await createCandidate(server, ws, position._id, { name: 'Margaret Hamilton' });
    });
    after(() => server?.close());

    describe('resume', () => {
      it('has none at first: 404 resumeNotFound', async () => {
        const res = await server.get(candidatePath('/resume'), { token: ws.token });
        expectError(res, 404, 'resumeNotFound');
      });

      it("keeps an uploaded PDF, serves it back as an attachment and changes the candidate's updated_date without an event", async () => {
        server.clock.advance(60_000);
        const { result: res, events } = await captureEvents(server, () =>
          upload(candidatePath('/resume'), [{ bytes: PDF, name: 'Margaret Hamilton CV.pdf', type: 'application/pdf' }]),
        );
        // As the original answers it: 204 and no body; the candidate shows the resume.
        assert.equal(res.status, 204, JSON.stringify(res.body));
        assert.equal(res.body, undefined, 'no body');
        assert.deepEqual(events, []);
        const file = await download(candidatePath('/resume'));
        assert.equal(file.status, 200);
        assert.deepEqual(file.bytes, PDF);
        assert.equal(file.headers.get('content-type'), 'application/pdf');
        assert.equal(
          file.headers.get('content-disposition'),
          `attachment; filename="Margaret Hamilton CV.pdf"; filename*=UTF-8''Margaret%20Hamilton%20CV.pdf`,
        );
        assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
        const after = await server.get(candidatePath(''), { token: ws.token });
        assert.equal(after.body.updated_date, new Date(server.clock.now()).toISOString());
        assert.notEqual(after.body.updated_date, candidate.updated_date);
        assert.deepEqual(after.body.resume, { url: candidatePath('/resume'), file_name: 'Margaret Hamilton CV.pdf' });
      });

      it('replaces the resume with a new one', async () => {
        const res = await upload(candidatePath('/resume'), [{ bytes: DOC, name: 'cv.doc' }]);
        assert.equal(res.status, 204);
        const file = await download(candidatePath('/resume'));
        assert.deepEqual(file.bytes, DOC);
        assert.equal(file.headers.get('content-type'), 'application/msword');
        const count = await server.services.storage.db
          .selectFrom('candidate_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('candidate_id', '=', candidate._id)
          .where('kind', '=', 'resume')
          .executeTakeFirstOrThrow();
        assert.equal(Number(count.n), 1);
      });
    });

    describe('documents', () => {
      it('lists uploaded documents oldest first (not the resume), each downloadable with its type', async () => {
        const other = await createCandidate(server, ws, position._id, { name: 'Grace Hopper' });
        const sent = [
          { bytes: DOCX, name: 'letter.docx', type: 'application/octet-stream', field: 'data' },
          { bytes: ODT, name: 'letter.odt', field: 'data' },
          { bytes: RTF, name: 'notes.rtf', type: 'text/rtf', field: 'data' },
          { bytes: TEXT, name: 'cover.txt', type: 'text/plain', field: 'data' },
          { bytes: PNG, name: 'portfolio.png', type: 'image/png', field: 'data' },
          { bytes: JPEG, name: 'photo.jpeg', type: 'image/jpg', field: 'data' },
        ];
        const made = [];
        for (const part of sent) {
          server.clock.advance(1000);
          const res = await upload(candidatePath('/documents', other), [part]);
          assert.equal(res.status, 201, JSON.stringify(res.body));
          assert.equal(res.body.kind, 'document');
          assert.equal(res.body.url, candidatePath(`/document/${res.body._id}`, other));
          made.push(res.body);
        }
        assert.deepEqual(
          made.map((file) => file.content_type),
          [
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'application/vnd.oasis.opendocument.text',
            'application/rtf',
            'text/plain',
            'image/png',
            'image/jpeg',
          ],
        );
        const list = await server.get(candidatePath('/documents', other), { token: ws.token });
        assert.equal(list.status, 200);
        assert.deepEqual(list.body, made);
        for (const [i, file] of made.entries()) {
          const got = await download(file.url);
          assert.equal(got.status, 200);
          assert.deepEqual(got.bytes, sent[i]!.bytes);
          assert.equal(got.headers.get('content-type')?.split(';')[0], file.content_type);
        }
        assert.equal((await download(made[3].url)).headers.get('content-type'), 'text/plain; charset=utf-8');
        // The first candidate's list is its own.
        const mine = await server.get(candidatePath('/documents'), { token: ws.token });
        assert.deepEqual(mine.body, []);
      });

      it('deletes a document without an event; it is then gone from the list and its download', async () => {
        const up = await upload(candidatePath('/documents'), [{ bytes: PDF, name: 'offer.pdf', field: 'data' }]);
        const { result: res, events } = await captureEvents(server, () => server.delete(up.body.url, { token: ws.token }));
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, { success: true });
        assert.deepEqual(events, []);
        expectError(await server.get(up.body.url, { token: ws.token }), 404, 'documentNotFound');
        expectError(await server.delete(up.body.url, { token: ws.token }), 404, 'documentNotFound');
        assert.deepEqual((await server.get(candidatePath('/documents'), { token: ws.token })).body, []);
      });

      it("answers 404 for a document of another candidate, or the resume's id as a document", async () => {
        assert.equal((await upload(candidatePath('/resume'), [{ bytes: PDF, name: 'cv.pdf' }])).status, 204);
        const resume = await server.services.storage.db
          .selectFrom('candidate_files')
          .select('id')
          .where('candidate_id', '=', candidate._id)
          .where('kind', '=', 'resume')
          .executeTakeFirstOrThrow();
        expectError(await server.get(candidatePath(`/document/${resume.id}`), { token: ws.token }), 404, 'documentNotFound');
        const other = await createCandidate(server, ws, position._id, { name: 'Other' });
        const doc = await upload(candidatePath('/documents', other), [{ bytes: PDF, name: 'x.pdf' }]);
        expectError(await server.get(candidatePath(`/document/${doc.body._id}`), { token: ws.token }), 404, 'documentNotFound');
      });
    });

    describe('what is refused', () => {
      for (const [label, part, status, type] of [
        ['an executable', { bytes: EXE, name: 'cv.pdf' }, 415, 'unsupportedFileType'],
        ['a ZIP that is no document', { bytes: ZIP, name: 'cv.docx' }, 415, 'unsupportedFileType'],
        ['a compound file that is no Word document', { bytes: XLS, name: 'cv.doc' }, 415, 'unsupportedFileType'],
        [
          'binary bytes that are no UTF-8 text',
          { bytes: Buffer.from([0x00, 0x01, 0xfe, 0xff]), name: 'cv.txt' },
          415,
          'unsupportedFileType',
        ],
        ['a PNG sent as a PDF', { bytes: PNG, name: 'cv.pdf', type: 'application/pdf' }, 415, 'fileTypeMismatch'],
        ['an empty file', { bytes: Buffer.alloc(0), name: 'cv.pdf' }, 400, 'emptyFile'],
      ] as const) {
        it(`refuses ${label} with ${status} ${type}, keeping nothing`, async () => {
          const before = await storedFiles();
          expectError(await upload(candidatePath('/documents'), [part]), status, type);
          assert.equal(await storedFiles(), before);
        });
      }

      it('refuses a form without a file part (400 missingFile) and two files (400 tooManyFiles)', async () => {
        expectError(await upload(candidatePath('/resume'), []), 400, 'missingFile');
        const two = [
          { bytes: PDF, name: 'a.pdf' },
          { bytes: PDF, name: 'b.pdf' },
        ];
        expectError(await upload(candidatePath('/documents'), two), 400, 'tooManyFiles');
      });

      it('refuses a JSON body with 415', async () => {
        const res = await server.post(candidatePath('/resume'), { token: ws.token, body: { file: 'x' } });
        expectError(res, 415, 'unsupportedMediaType');
      });

      it('refuses a file over 10 MiB with 413 in the Error shape', async () => {
        const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
        const before = await storedFiles();
        expectError(await upload(candidatePath('/documents'), [{ bytes: big, name: 'big.txt' }]), 413, 'payloadTooLarge');
        assert.equal(await storedFiles(), before);
      });

      it('keeps a file of exactly 10 MiB', async () => {
        const res = await upload(candidatePath('/documents'), [{ bytes: Buffer.alloc(10 * 1024 * 1024, 'b'), name: 'big.txt' }]);
        assert.equal(res.status, 201, JSON.stringify(res.body));
        assert.equal(res.body.size, 10 * 1024 * 1024);
        assert.equal((await server.delete(res.body.url, { token: ws.token })).status, 200);
      });
    });

    describe('file names', () => {
      for (const [label, sent, kept] of [
        ['folders of a Unix path', '../../etc/passwd.txt', 'passwd.txt'],
        ['folders of a Windows path', 'C:\\Users\\me\\Documents\\cv.txt', 'cv.txt'],
        ['control characters and direction overrides', 'my\u0007 cv\u202Etxt.exe\u202C.txt', 'my cvtxt.exe.txt'],
        ['the Arabic letter mark and the other direction marks', 'cv\u061C\u200E\u200F\u2066fdp.exe\u2069.txt', 'cvfdp.exe.txt'],
        ['line and paragraph separators, as spaces', 'my\u2028cv\u2029final.txt', 'my cv final.txt'],
        ['nothing left', '../', 'document.txt'],
      ] as const) {
        it(`drops ${label}`, async () => {
          const res = await upload(candidatePath('/documents'), [{ bytes: TEXT, name: sent }]);
          assert.equal(res.status, 201);
          assert.equal(res.body.file_name, kept);
        });
      }

      /** An upload whose file part has the Content-Disposition `disposition`, sent as bytes (no client library in between). */
      async function uploadWithDisposition(disposition: string) {
        const boundary = 'form-boundary-7MA4YWxkTrZu0gW';
        const body = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nbeside the file\r\n`),
          Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: text/plain\r\n\r\n`),
          TEXT,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const response = await fetch(server.url + candidatePath('/documents'), {
          method: 'POST',
          body,
          headers: { authorization: `Bearer ${ws.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
        return { status: response.status, body: (await response.json()) as any };
      }

      it('takes filename* over filename when a part gives both, in either order (RFC 6266)', async () => {
        for (const disposition of [
          `form-data; name="file"; filename="Resume.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%9C%93.txt`,
          `form-data; name="file"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%9C%93.txt; filename="Resume.txt"`,
          `form-data; name="file"; filename*=utf-8'en'R%C3%A9sum%C3%A9%20%E2%9C%93.txt`,
        ]) {
          const res = await uploadWithDisposition(disposition);
          assert.equal(res.status, 201, JSON.stringify(res.body));
          assert.equal(res.body.file_name, 'Résumé ✓.txt', disposition);
        }
        const latin1 = await uploadWithDisposition(`form-data; name="file"; filename="cv.txt"; filename*=ISO-8859-1''R%E9sum%E9.txt`);
        assert.equal(latin1.body.file_name, 'Résumé.txt');
      });

      it('takes filename when filename* cannot be read, and cleans a name from filename* as any other', async () => {
        for (const extended of [`UTF-8''%FF%FE.txt`, `UTF-8''%zz.txt`, `KOI8-R''%C1.txt`, `no-quotes.txt`]) {
          const res = await uploadWithDisposition(`form-data; name="file"; filename="plain cv.txt"; filename*=${extended}`);
          assert.equal(res.status, 201, JSON.stringify(res.body));
          assert.equal(res.body.file_name, 'plain cv.txt', extended);
        }
        const hostile = await uploadWithDisposition(
          `form-data; name="file"; filename="cv.txt"; filename*=UTF-8''..%2F..%2Fcv%E2%80%AEtxt.exe`,
        );
        assert.equal(hostile.body.file_name, 'cvtxt.exe');
      });

      it('bounds a long name to 255 characters, keeping its extension', async () => {
        const res = await upload(candidatePath('/documents'), [{ bytes: PDF, name: `${'é'.repeat(300)}.pdf` }]);
        assert.equal([...res.body.file_name].length, 255);
        assert.ok(res.body.file_name.endsWith('é.pdf'));
      });

      it('downloads a name with quotes and non-ASCII letters with an ASCII filename and the exact filename*', async () => {
        const res = await upload(candidatePath('/documents'), [{ bytes: PDF, name: 'Résumé "final".pdf' }]);
        assert.equal(res.body.file_name, 'Résumé "final".pdf');
        const file = await download(res.body.url);
        assert.equal(
          file.headers.get('content-disposition'),
          `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
        );
      });
    });

    describe('access', () => {
      it('needs a token (401) and membership of the company (403 companyMembershipRequired)', async () => {
        const anonymous = await fetch(server.url + candidatePath('/documents'));
        assert.equal(anonymous.status, 401);
        assertErrorShape(await anonymous.json());
        const stranger = await server.createWorkspace();
        expectError(
          await upload(candidatePath('/resume'), [{ bytes: PDF, name: 'a.pdf' }], { token: stranger.token }),
          403,
          'companyMembershipRequired',
        );
        const got = await server.get(candidatePath('/resume'), { token: stranger.token });
        expectError(got, 403, 'companyMembershipRequired');
      });

      it('answers 404 for a candidate of another position or none', async () => {
        const otherPosition = await createPosition(server, ws, { name: 'Other' });
        const wrong = companyPath(ws, `/position/${otherPosition._id}/candidate/${candidate._id}/documents`);
        expectError(await upload(wrong, [{ bytes: PDF, name: 'a.pdf' }]), 404, 'candidateNotFound');
        expectError(await server.get(wrong, { token: ws.token }), 404, 'candidateNotFound');
      });
    });

    describe('Idempotency-Key', () => {
      it('answers a retry of an upload with the first answer, keeping one file; another file with the key is 422', async () => {
        const other = await createCandidate(server, ws, position._id, { name: 'Retry' });
        const headers = { 'idempotency-key': `upload-${dialect.name}` };
        const first = await upload(candidatePath('/documents', other), [{ bytes: PDF, name: 'a.pdf' }], { headers });
        assert.equal(first.status, 201);
        const retry = await upload(candidatePath('/documents', other), [{ bytes: PDF, name: 'a.pdf' }], { headers });
        assert.equal(retry.status, 201);
        assert.equal(retry.headers.get('idempotent-replayed'), 'true');
        assert.deepEqual(retry.body, first.body);
        assert.equal((await server.get(candidatePath('/documents', other), { token: ws.token })).body.length, 1);
        expectError(
          await upload(candidatePath('/documents', other), [{ bytes: PNG, name: 'a.png' }], { headers }),
          422,
          'idempotencyKeyReused',
        );
      });
    });

    describe(
      'several processes on one database',
      { skip: dialect.name === 'postgres' ? false : 'the case of several API processes is PostgreSQL' },
      () => {
        it('serves a file uploaded through one API server from another on the same database', async () => {
          const second = await startTestServer(dialect, { database: server.database, role: 'api' });
          try {
            const up = await upload(candidatePath('/documents'), [{ bytes: PDF, name: 'shared.pdf' }]);
            assert.equal(up.status, 201);
            const response = await fetch(second.url + up.body.url, { headers: { authorization: `Bearer ${ws.token}` } });
            assert.equal(response.status, 200);
            assert.deepEqual(Buffer.from(await response.arrayBuffer()), PDF);
            const list = await second.get(candidatePath('/documents'), { token: ws.token });
            assert.ok(list.body.some((file: any) => file._id === up.body._id));
          } finally {
            // Its own server only: the database is the first one's, dropped when it closes.
            await second.server.close();
          }
        });
      },
    );

    describe('deletion', () => {
      it("removes a candidate's files with the candidate, and a position's candidates' files with the position", async () => {
        const gone = await createCandidate(server, ws, position._id, { name: 'Leaving' });
        await upload(candidatePath('/resume', gone), [{ bytes: PDF, name: 'cv.pdf' }]);
        await upload(candidatePath('/documents', gone), [{ bytes: PNG, name: 'p.png' }]);
        const byCandidate = async (id: string) =>
          Number(
            (
              await server.services.storage.db
                .selectFrom('candidate_files')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('candidate_id', '=', id)
                .executeTakeFirstOrThrow()
            ).n,
          );
        assert.equal(await byCandidate(gone._id), 2);
        assert.equal((await server.delete(candidatePath('', gone), { token: ws.token })).status, 200);
        assert.equal(await byCandidate(gone._id), 0);

        const closing = await createPosition(server, ws, { name: 'Closing' });
        const inClosing = await createCandidate(server, ws, closing._id, { name: 'In closing' });
        const path = companyPath(ws, `/position/${closing._id}/candidate/${inClosing._id}/resume`);
        assert.equal((await upload(path, [{ bytes: PDF, name: 'cv.pdf' }])).status, 204);
        assert.equal((await server.delete(companyPath(ws, `/position/${closing._id}`), { token: ws.token })).status, 200);
        assert.equal(await byCandidate(inClosing._id), 0);
      });
    });
  });
}
