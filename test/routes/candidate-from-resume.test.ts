import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import { pdfResume } from '../helpers/pdf-fixtures.ts';
import { zip } from '../helpers/zip-fixtures.ts';
import {
  captureEvents,
  companyPath,
  countStored,
  createPosition,
  expectOneEvent,
  listShape,
  stageOf,
  US_ID,
  type Workspace,
  subscribedWorkspace,
} from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const TEXT_RESUME = Buffer.from(
  [
    'Ada Lovelace',
    'Analytical Engine Programmer',
    'ada.lovelace@example.com | Phone: +44 20 7946 0958',
    '',
    'Experience',
    '1842 - 1843  Notes on the Analytical Engine',
  ].join('\n'),
);
const PDF = pdfResume([
  'Katherine Johnson',
  'Research Mathematician',
  'katherine.johnson@example.com',
  'Mobile: (757) 555-0142',
  'Experience',
  '1953 - 1986 Langley Research Center',
]);
/** A PDF's magic bytes, then nothing pdf.js can parse. */
const CORRUPT_PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('\x00\xff garbage <<< >> endobj ] [ '.repeat(64), 'latin1')]);
const RTF = Buffer.from('{\\rtf1\\ansi Ada Lovelace\\par ada@example.com}');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00, 0x00, 0x00])]);

const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const DOCX = zip({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'word/document.xml': `<?xml version="1.0"?><w:document><w:body>${[
    paragraph('Grace Brewster Hopper'),
    paragraph('grace.hopper@example.org'),
    '<w:p><w:r><w:t>Mobile:</w:t><w:tab/><w:t>(212) 555-0187</w:t></w:r></w:p>',
    paragraph('Compilers &amp; COBOL'),
  ].join('')}</w:body></w:document>`,
});
/** Bytes that look like a DOCX (a ZIP naming word/document.xml) but cannot be opened. */
const BROKEN_DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml word/document.xml'),
]);

interface Upload {
  bytes?: Buffer;
  name?: string;
  type?: string;
  fields?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
  noFile?: boolean;
}

for (const dialect of DIALECTS) {
  describe(`candidate from a resume [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let position: any;
    const path = (positionId = position._id) => companyPath(ws, `/position/${positionId}/candidates/resume`);

    /** A multipart/form-data request as a browser or a client's form-data library sends it. */
    async function send(options: Upload = {}, to = path()) {
      const form = new FormData();
      for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
      if (!options.noFile) {
        const bytes = options.bytes ?? TEXT_RESUME;
        form.append('file', new Blob([new Uint8Array(bytes)], { type: options.type ?? '' }), options.name ?? 'resume.txt');
      }
      const headers: Record<string, string> = { ...options.headers, authorization: `Bearer ${options.token ?? ws.token}` };
      const response = await fetch(server.url + to, { method: 'POST', body: form, headers });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
    }

    const stored = async () => ({
      candidates: await countStored(server, 'candidates'),
      events: await countStored(server, 'events'),
      files: Number(
        (
          await server.services.storage.db
            .selectFrom('candidate_files')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });

    async function expectRefused(options: Upload, status: number, type: string, to?: string) {
      const before = await stored();
      const res = await send(options, to);
      assert.equal(res.status, status, JSON.stringify(res.body));
      assertErrorShape(res.body);
      assert.equal(res.body.error.type, type);
      assert.deepEqual(await stored(), before, 'nothing is kept of a refused request');
      return res;
    }

    async function resumeOf(candidate: any) {
      const url = companyPath(ws, `/position/${candidate.position_id}/candidate/${candidate._id}/resume`);
      const response = await fetch(server.url + url, { headers: { authorization: `Bearer ${ws.token}` } });
      return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
    }

    before(async () => {
      server = await startTestServer(dialect);
      ws = await subscribedWorkspace(server);
      position = await createPosition(server, ws, { name: 'Analyst' });
    });
    after(() => server?.close());

    it('makes the candidate from a plain-text resume, keeps the resume and emits candidateAdded once', async () => {
      const { result: res, events } = await captureEvents(server, () => send());
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.body._id, US_ID);
      const now = new Date(server.clock.now()).toISOString();
      const candidatePath = companyPath(ws, `/position/${position._id}/candidate/${res.body._id}`);
      assert.deepEqual(res.body, {
        _id: res.body._id,
        meta_id: res.body.meta_id,
        name: 'Ada Lovelace',
        initial: 'A',
        headline: null,
        email_address: 'ada.lovelace@example.com',
        phone_number: '+44 20 7946 0958',
        address: null,
        summary: null,
        tags: [],
        origin: null,
        source: { id: 'api', name: 'API' },
        stage: stageOf('applied'),
        resume: { url: `${candidatePath}/resume`, file_name: 'resume.txt' },
        overall_score: { very_good: [], good: [], neutral: [], poor: [], very_poor: [], scored_count: 0, score: 0, average_score: null },
        followed_by: [],
        social_profiles: [],
        position_id: position._id,
        creation_date: now,
        updated_date: now,
        custom_attributes: [],
        education: [],
        work_history: [],
      });
      assert.equal(res.headers.get('location'), candidatePath);
      const payload = expectOneEvent(events, 'candidateAdded', ws);
      assert.deepEqual(payload.object.candidate, listShape(res.body));
      const resume = await resumeOf(res.body);
      assert.equal(resume.status, 200);
      assert.deepEqual(resume.bytes, TEXT_RESUME);
      assert.equal(resume.type, 'text/plain; charset=utf-8');
      const got = await server.get(companyPath(ws, `/position/${position._id}/candidate/${res.body._id}`), { token: ws.token });
      assert.deepEqual(got.body, res.body);
    });

    it('reads the name, address and phone number of a DOCX', async () => {
      const res = await send({ bytes: DOCX, name: 'Grace Hopper.docx' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.name, 'Grace Brewster Hopper');
      assert.equal(res.body.email_address, 'grace.hopper@example.org');
      assert.equal(res.body.phone_number, '(212) 555-0187');
      const resume = await resumeOf(res.body);
      assert.deepEqual(resume.bytes, DOCX);
      assert.equal(resume.type, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    });

    it('takes the form fields over what the resume shows', async () => {
      const res = await send({ fields: { name: 'Augusta Ada King', origin: 'sourced', summary: 'Referred by Babbage' } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.name, 'Augusta Ada King');
      assert.equal(res.body.email_address, 'ada.lovelace@example.com', 'a field not sent is read from the resume');
      assert.equal(res.body.origin, 'sourced');
      assert.equal(res.body.summary, 'Referred by Babbage');
    });

    it('reads the name, address and phone number of a PDF and keeps it as the resume', async () => {
      const { result: res, events } = await captureEvents(server, () =>
        send({ bytes: PDF, name: 'Katherine Johnson.pdf', type: 'application/pdf' }),
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.name, 'Katherine Johnson');
      assert.equal(res.body.email_address, 'katherine.johnson@example.com');
      assert.equal(res.body.phone_number, '(757) 555-0142');
      expectOneEvent(events, 'candidateAdded', ws);
      const resume = await resumeOf(res.body);
      assert.equal(resume.type, 'application/pdf');
      assert.deepEqual(resume.bytes, PDF, 'the PDF is kept as it was sent');
    });

    it('takes the form fields over what a PDF shows', async () => {
      const res = await send({
        bytes: PDF,
        name: 'cv.pdf',
        fields: { name: 'Katherine Coleman Goble Johnson', phone_number: '+1 757 555 0100' },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.name, 'Katherine Coleman Goble Johnson');
      assert.equal(res.body.phone_number, '+1 757 555 0100');
      assert.equal(res.body.email_address, 'katherine.johnson@example.com', 'a field not sent is read from the PDF');
    });

    it('keeps a PDF that cannot be parsed when the name is sent, reading nothing from it', async () => {
      const { result: res, events } = await captureEvents(server, () =>
        send({
          bytes: CORRUPT_PDF,
          name: 'cv.pdf',
          type: 'application/pdf',
          fields: { name: 'Dorothy Vaughan', email_address: 'dv@example.com' },
        }),
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.name, 'Dorothy Vaughan');
      assert.equal(res.body.phone_number, null);
      expectOneEvent(events, 'candidateAdded', ws);
      const resume = await resumeOf(res.body);
      assert.equal(resume.type, 'application/pdf');
      assert.deepEqual(resume.bytes, CORRUPT_PDF);
    });

    it('refuses a resume no name can be read from, when none is sent: 400 unreadableResume, nothing kept', async () => {
      const corrupt = await expectRefused({ bytes: CORRUPT_PDF, name: 'cv.pdf' }, 400, 'unreadableResume');
      assert.match(corrupt.body.error.message, /application\/pdf.*could not be opened.*"name"/);
      const nameless = await expectRefused(
        { bytes: pdfResume(['Curriculum Vitae', 'jane@example.com']), name: 'cv.pdf' },
        400,
        'unreadableResume',
      );
      assert.match(nameless.body.error.message, /No name could be read/);
      const rtf = await expectRefused({ bytes: RTF, name: 'cv.rtf' }, 400, 'unreadableResume');
      assert.match(rtf.body.error.message, /application\/rtf.*not read.*"name"/);
      const text = await expectRefused({ bytes: Buffer.from('experience: 10 years\nskills: many\n') }, 400, 'unreadableResume');
      assert.match(text.body.error.message, /No name could be read/);
      const broken = await expectRefused({ bytes: BROKEN_DOCX, name: 'cv.docx' }, 400, 'unreadableResume');
      assert.match(broken.body.error.message, /could not be opened/);
    });

    it('checks the form as an upload and a candidate create do, keeping nothing', async () => {
      await expectRefused({ noFile: true, fields: { name: 'No File' } }, 400, 'missingFile');
      await expectRefused({ bytes: Buffer.alloc(0) }, 400, 'emptyFile');
      await expectRefused({ bytes: EXE, name: 'cv.exe' }, 415, 'unsupportedFileType');
      await expectRefused({ fields: { email_address: 'not an address' } }, 400, 'invalidRequest');
      await expectRefused({ fields: { name: 'x'.repeat(256) } }, 400, 'invalidRequest');
      // As a JSON body's strings: a field with U+0000 is refused on both dialects (PostgreSQL text can't hold it).
      const nul = await expectRefused({ fields: { name: 'Ada\u0000Lovelace' } }, 400, 'invalidRequest');
      assert.match(nul.body.error.message, /form field "name".*U\+0000/);
      const unknown = await expectRefused({ fields: { favourite_colour: 'blue' } }, 400, 'invalidRequest');
      assert.match(unknown.body.error.message, /favourite_colour|additional/);
      const json = await fetch(server.url + path(), {
        method: 'POST',
        headers: { authorization: `Bearer ${ws.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Json' }),
      });
      assert.equal(json.status, 415);
    });

    it('needs membership (403 companyMembershipRequired) and a position of the company (404)', async () => {
      const stranger = await server.createWorkspace();
      const forbidden = await expectRefused({ token: stranger.token }, 403, 'companyMembershipRequired');
      assert.match(forbidden.body.error.message, /.+/);
      const theirs = await createPosition(server, stranger, { name: 'Theirs' });
      await expectRefused({}, 404, 'positionNotFound', path(theirs._id));
      // The position is looked up before anything is done with the file: not 415 for a file of no kept type.
      await expectRefused({ bytes: EXE, name: 'cv.exe' }, 404, 'positionNotFound', path('abcdefabcdef'));
    });

    it('takes an Idempotency-Key: a retry gets the first answer and makes no second candidate nor event', async () => {
      const headers = { 'idempotency-key': `resume-${dialect.name}` };
      const { result: first, events } = await captureEvents(server, async () => {
        const one = await send({ headers });
        const again = await send({ headers });
        return [one, again] as const;
      });
      assert.equal(first[0].status, 200);
      assert.equal(first[1].status, 200);
      assert.equal(first[1].headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(first[1].body, first[0].body);
      assert.equal(first[1].headers.get('location'), first[0].headers.get('location'));
      expectOneEvent(events, 'candidateAdded', ws);
      const other = await send({ headers, bytes: DOCX, name: 'other.docx' });
      assert.equal(other.status, 422);
      assert.equal(other.body.error.type, 'idempotencyKeyReused');
    });

    it('goes with its candidate: deleting the candidate deletes the resume', async () => {
      const res = await send({ fields: { name: 'Short Lived' } });
      const before = await stored();
      const gone = await server.delete(companyPath(ws, `/position/${position._id}/candidate/${res.body._id}`), { token: ws.token });
      assert.equal(gone.status, 200);
      assert.equal((await stored()).files, before.files - 1);
    });
  });
}
