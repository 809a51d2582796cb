// A resume built to cost time holds up no other request. The service runs
// as a process of its own (the built server, as users run it), so that the
// test can watch it from outside: while each hostile resume is uploaded,
// GET /v3/health is asked again and again, and every answer must come within
// HEALTH_ANSWER_MS (scaled with the suite's time scale). Contact details
// read with backtracking regular expressions on the thread that answers
// requests held every request for 7.7 s for the 40 KB text below, 6.7 s for
// a DOCX that inflates to 40 000 `a`, and, by the same quadratic growth,
// hours for the DOCX that inflates to 8 MiB; the bound is a small fraction
// of the least of those.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';
import { scaled } from '../helpers/time-scale.ts';
import { zip } from '../helpers/zip-fixtures.ts';

/** The longest a health check may take while a hostile resume is read. */
const HEALTH_ANSWER_MS = scaled(1_500);
/** The longest an upload may take to be answered: the reader's own limit is 10 s. */
const UPLOAD_ANSWER_MS = scaled(60_000);

const MIB = 1024 * 1024;
const ODT_TYPE = 'application/vnd.oasis.opendocument.text';
const docx = (documentXml: string) => zip({ '[Content_Types].xml': '<?xml version="1.0"?><Types/>', 'word/document.xml': documentXml });
const odt = (contentXml: string) => zip({ mimetype: ODT_TYPE, 'content.xml': contentXml }, ['mimetype']);

/** The resumes: each made to take quadratic time from a pattern with backtracking. */
const HOSTILE: Array<{ label: string; bytes: Buffer; name: string }> = [
  { label: 'a 40 KB text of one run of address characters', bytes: Buffer.from('a'.repeat(40_000)), name: 'cv.txt' },
  { label: 'a DOCX of 40 000 unclosed `<`', bytes: docx('<'.repeat(40_000)), name: 'cv.docx' },
  { label: 'an ODT of unclosed line-break tags', bytes: odt('<text:line-break '.repeat(4_000)), name: 'cv.odt' },
  { label: 'a small DOCX that inflates to 8 MiB of `a`', bytes: docx('a'.repeat(8 * MIB)), name: 'cv.docx' },
];

for (const dialect of DIALECTS) {
  describe(`a hostile resume holds up no other request [${dialect.name}]`, { skip: dialect.skip }, () => {
    let database: TestDatabase;
    let child: ChildServer;
    let token: string;
    let companyId: string;
    let positionId: string;

    before(async () => {
      database = await dialect.createDatabase();
      const services = await openServices(database);
      try {
        const company = await services.companies.create({ name: 'Hostile Co', plan: 'pro' });
        const user = await services.users.create({ email: 'hr@example.com', password: 'correct horse battery', name: 'HR' });
        await services.companies.addMember(company._id, user._id);
        token = (await services.auth.createPersonalAccessToken(user._id, 'uploads')).token;
        companyId = company._id;
      } finally {
        await services.closeAll();
      }
      child = ChildServer.start(database, { role: 'api' });
      await child.ready();
      const position = await fetch(`${child.url}/v3/company/${companyId}/positions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Analyst' }),
      });
      assert.equal(position.status, 200);
      positionId = ((await position.json()) as { _id: string })._id;
    });
    after(async () => {
      await child?.kill();
      await database?.drop();
    });

    /** Uploads `bytes` as a resume (with `fields`) to the position, asking for the health of the server all the while. */
    async function uploadWatchingHealth(bytes: Buffer, fileName: string, fields: Record<string, string>, position = positionId) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
      let done = false;
      const upload = fetch(`${child.url}/v3/company/${companyId}/position/${position}/candidates/resume`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
        signal: AbortSignal.timeout(UPLOAD_ANSWER_MS),
      }).finally(() => (done = true));
      // Awaited below; a failed health check leaves it behind.
      upload.catch(() => undefined);
      const healthTimes: number[] = [];
      // Until the upload is answered, and once more after: a health check is always in flight meanwhile.
      for (let last = false; !last;) {
        last = done;
        const started = performance.now();
        const health = await fetch(`${child.url}/v3/health`, { signal: AbortSignal.timeout(HEALTH_ANSWER_MS) }).catch((error: Error) => {
          throw new Error(`GET /v3/health got no answer within ${HEALTH_ANSWER_MS} ms while a resume was read (${error.name})`);
        });
        assert.equal(health.status, 200);
        await health.arrayBuffer();
        healthTimes.push(performance.now() - started);
      }
      const response = await upload;
      return { status: response.status, body: (await response.json()) as any, healthTimes };
    }

    for (const { label, bytes, name } of HOSTILE) {
      it(`answers health checks at once while reading ${label}`, async (t) => {
        const { status, body, healthTimes } = await uploadWatchingHealth(bytes, name, { name: 'Hostile Resume' });
        assert.equal(status, 200, JSON.stringify(body));
        assert.equal(body.name, 'Hostile Resume');
        assert.equal(body.email_address, null, 'no address in it');
        t.diagnostic(`${healthTimes.length} health checks, the slowest ${Math.round(Math.max(...healthTimes))} ms`);
        assert.ok(Math.max(...healthTimes) < HEALTH_ANSWER_MS);
      });
    }

    it('refuses a made-up position before reading the file, health checks answered at once', async () => {
      const { status, body } = await uploadWatchingHealth(HOSTILE[0]!.bytes, 'cv.txt', {}, 'abcdefabcdef');
      assert.equal(status, 404);
      assert.equal(body.error.type, 'positionNotFound');
    });

    it('reads a resume again after the hostile ones', async () => {
      const resume = Buffer.from('Ada Lovelace\nada.lovelace@example.com\nPhone: +44 20 7946 0958\n');
      const { status, body } = await uploadWatchingHealth(resume, 'cv.txt', {});
      assert.equal(status, 200, JSON.stringify(body));
      assert.deepEqual(
        [body.name, body.email_address, body.phone_number],
        ['Ada Lovelace', 'ada.lovelace@example.com', '+44 20 7946 0958'],
      );
    });
  });
}
