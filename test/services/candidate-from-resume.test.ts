// The rules of adding a candidate from a resume, against a fake reader that
// records what it is asked: the position is looked up before anything is
// done with the file, and only the fields the client did not send are read
// from the resume (all sent: it is not read at all). On both dialects.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiError } from '../../src/errors.ts';
import { CandidateFromResumeService } from '../../src/services/candidate-from-resume-service.ts';
import type { ResumeReading, ResumeReadRequest } from '../../src/services/resume-reader.ts';
import { Store } from '../../src/storage/store.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { createPosition, storedActor, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const TEXT = { bytes: Buffer.from('Ada Lovelace\nada@example.com\n'), fileName: 'cv.txt', declaredType: 'text/plain' };
const EXE = { bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00]), fileName: 'cv.exe', declaredType: '' };

for (const dialect of DIALECTS) {
  describe(`adding a candidate from a resume: what is read [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let positionId: string;
    const asked: ResumeReadRequest[] = [];
    let service: CandidateFromResumeService;

    before(async () => {
      server = await startTestServer(dialect);
      ws = await server.createWorkspace();
      positionId = (await createPosition(server, ws, { name: 'Analyst' }))._id;
      service = new CandidateFromResumeService({
        store: new Store(server.services.storage, () => undefined),
        clock: server.clock,
        region: server.services.config.region,
        readResume: async (request): Promise<ResumeReading> => {
          asked.push(request);
          return { details: { name: 'Read Name', email_address: 'read@example.com', phone_number: '+1 555 0100 200' } };
        },
      });
    });
    after(() => server?.close());

    const refusal = async (work: () => Promise<unknown>) => {
      try {
        await work();
      } catch (error) {
        assert.ok(error instanceof ApiError, String(error));
        return error;
      }
      assert.fail('expected a refusal');
    };

    it('reads only the fields not sent, and none when all three are sent', async () => {
      const actor = await storedActor(server, ws);
      asked.length = 0;
      const all = await service.create(actor, positionId, TEXT, {
        name: 'Sent Name',
        email_address: 'sent@example.com',
        phone_number: '+44 20 7946 0958',
      });
      assert.deepEqual([all.name, all.email_address, all.phone_number], ['Sent Name', 'sent@example.com', '+44 20 7946 0958']);
      assert.equal(asked.length, 0, 'the resume is not read when every field is sent');

      const some = await service.create(actor, positionId, TEXT, { name: 'Sent Name' });
      assert.deepEqual([some.name, some.email_address, some.phone_number], ['Sent Name', 'read@example.com', '+1 555 0100 200']);
      assert.deepEqual(
        asked.map((request) => [request.extension, request.wanted]),
        [['txt', ['email_address', 'phone_number']]],
      );

      asked.length = 0;
      const none = await service.create(actor, positionId, TEXT, {});
      assert.equal(none.name, 'Read Name');
      assert.deepEqual(asked[0]!.wanted, ['name', 'email_address', 'phone_number']);
    });

    it("refuses a position that is not the company's before anything is done with the file", async () => {
      const actor = await storedActor(server, ws);
      asked.length = 0;
      const missing = await refusal(() => service.create(actor, 'abcdefabcdef', EXE, {}));
      assert.deepEqual([missing.statusCode, missing.type], [404, 'positionNotFound'], 'not 415: the file is not looked at');
      const stranger = await server.createWorkspace();
      const theirs = (await createPosition(server, stranger, { name: 'Theirs' }))._id;
      const other = await refusal(() => service.create(actor, theirs, TEXT, {}));
      assert.deepEqual([other.statusCode, other.type], [404, 'positionNotFound']);
      assert.equal(asked.length, 0);
      const exe = await refusal(() => service.create(actor, positionId, EXE, {}));
      assert.deepEqual([exe.statusCode, exe.type], [415, 'unsupportedFileType'], 'a position of the company: the file is checked');
    });
  });
}
