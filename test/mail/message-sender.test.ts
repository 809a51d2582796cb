// Candidate messages emailed for real: a local SMTP server (smtp-server)
// receives what the service sends through nodemailer, on both dialects.
// Sending happens after the commit, is recorded as sent or failed (with the
// mail server's reason), and survives a crash between commit and send.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyPath, createCandidate, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { SmtpSink } from '../helpers/smtp-sink.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

const FROM = 'jobs@example.com';
const mailEnv = (sink: SmtpSink, timeoutMs = 5_000) => ({ SMTP_URL: sink.url, SMTP_FROM: FROM, SMTP_TIMEOUT_MS: String(timeoutMs) });

for (const dialect of DIALECTS) {
  describe(`emailing candidate messages [${dialect.name}]`, { skip: dialect.skip }, () => {
    let sink: SmtpSink;
    let server: TestServer;
    let ws: Workspace;
    let position: any;
    let candidate: any;
    const conversation = (candidateId = candidate._id) =>
      companyPath(ws, `/position/${position._id}/candidate/${candidateId}/conversation`);
    const post = (body: Record<string, unknown>, candidateId?: string) => server.post(conversation(candidateId), { token: ws.token, body });
    /** The message as GET shows it, once its delivery status is no longer queued. */
    const settled = (id: string, candidateId?: string) =>
      eventually(
        async () => {
          const list = await server.get(conversation(candidateId), { token: ws.token });
          const message = list.body.find((m: any) => m._id === id);
          return message && message.delivery_status !== 'queued' ? message : undefined;
        },
        15_000,
        `message ${id} to leave queued`,
      );

    before(async () => {
      sink = await SmtpSink.start();
      server = await startTestServer(dialect, { env: mailEnv(sink), role: 'api' });
      ws = await server.createWorkspace();
      position = await createPosition(server, ws, { name: 'Site Reliability Engineer' });
      candidate = await createCandidate(server, ws, position._id, { name: 'Radia Perlman', email_address: 'radia@example.org' });
    });
    after(async () => {
      await server?.close();
      await sink?.close();
    });

    it('emails a posted message to the candidate after the commit: queued in the answer, then sent', async () => {
      const res = await post({ body: 'Hi Radia,\nthanks for applying. Could we talk on Friday?', subject: 'Your application' });
      assert.equal(res.status, 201, res.text);
      assert.equal(res.body.delivery_status, 'queued');
      assert.equal(res.body.to, 'radia@example.org');
      assert.equal(res.body.sent_date, null);
      const message = await settled(res.body._id);
      assert.deepEqual(message, { ...res.body, delivery_status: 'sent', sent_date: message.sent_date });
      assert.ok(!Number.isNaN(Date.parse(message.sent_date)));

      const mail = sink.received.find((m) => SmtpSink.header(m, 'Message-ID')?.includes(res.body._id));
      assert.ok(mail, 'the mail server received the message');
      assert.deepEqual(mail.to, ['radia@example.org']);
      assert.equal(mail.from, FROM);
      assert.equal(SmtpSink.header(mail, 'Subject'), 'Your application');
      assert.equal(SmtpSink.header(mail, 'From'), `"${ws.user.name} (${ws.company.name})" <${FROM}>`);
      assert.equal(SmtpSink.header(mail, 'Reply-To'), ws.user.email);
      assert.match(mail.raw, /Hi Radia,\r?\nthanks for applying\. Could we talk on Friday\?/);
    });

    it("gives a message without a subject the company's", async () => {
      const res = await post({ body: 'Short note' });
      assert.equal(res.status, 201, res.text);
      assert.equal((await settled(res.body._id)).delivery_status, 'sent');
      const mail = sink.received.find((m) => SmtpSink.header(m, 'Message-ID')?.includes(res.body._id))!;
      assert.equal(SmtpSink.header(mail, 'Subject'), `Message from ${ws.company.name}`);
    });

    it("records a refused recipient as failed, with the mail server's reason", async () => {
      const refused = await createCandidate(server, ws, position._id, { name: 'Nobody Home', email_address: 'gone@example.org' });
      sink.refused.add('gone@example.org');
      const before = sink.received.length;
      const res = await post({ body: 'Are you still interested?' }, refused._id);
      assert.equal(res.status, 201, res.text);
      const message = await settled(res.body._id, refused._id);
      assert.equal(message.delivery_status, 'failed');
      assert.match(message.delivery_error, /550/);
      assert.match(message.delivery_error, /gone@example\.org.*rejected|rejected.*gone@example\.org/);
      assert.equal(message.sent_date, null);
      assert.equal(sink.received.length, before);
    });

    it('answers 400 candidateEmailMissing for a candidate without an email address, storing nothing', async () => {
      const silent = await createCandidate(server, ws, position._id, { name: 'No Address' });
      const res = await post({ body: 'Hello?' }, silent._id);
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.error.type, 'candidateEmailMissing');
      assert.match(res.body.error.message, /no email address/);
      assert.deepEqual((await server.get(conversation(silent._id), { token: ws.token })).body, []);
      // A reply the candidate sent some other way can still be recorded: it is never emailed.
      const inbound = await post({ body: 'Sent by post', direction: 'inbound' }, silent._id);
      assert.equal(inbound.status, 201, inbound.text);
      assert.equal(inbound.body.delivery_status, null);
    });

    it('never sends a message whose transaction rolled back', async () => {
      const company = await server.services.storage.db
        .selectFrom('companies')
        .selectAll()
        .where('id', '=', ws.company.id)
        .executeTakeFirstOrThrow();
      const user = await server.services.storage.db.selectFrom('users').selectAll().where('id', '=', ws.user.id).executeTakeFirstOrThrow();
      await assert.rejects(
        server.services.transaction(async (scoped) => {
          await scoped.conversations.post({ company, user }, position._id, candidate._id, { body: 'Rolled back' });
          throw new Error('rolled back on purpose');
        }),
        /rolled back on purpose/,
      );
      const after = await post({ body: 'Committed after it' });
      await settled(after.body._id);
      await server.services.messageSender!.idle();
      assert.ok(!sink.received.some((m) => m.raw.includes('Rolled back')), 'the rolled-back message was emailed');
      assert.ok(!(await server.get(conversation(), { token: ws.token })).body.some((m: any) => m.body === 'Rolled back'));
    });

    it('sends a message left queued by a process that stopped after its commit when the next process starts', async () => {
      // What a process killed between commit and send leaves: the message, queued, not claimed.
      const res = await post({ body: 'placeholder' });
      await settled(res.body._id);
      const id = 'c0ffeec0ffee';
      await server.services.storage.db
        .insertInto('messages')
        .values({
          id,
          company_id: ws.company.id,
          position_id: position._id,
          candidate_id: candidate._id,
          direction: 'outbound',
          author_id: ws.user.id,
          subject: 'Left behind',
          body: 'Written before a crash',
          recipient: 'radia@example.org',
          delivery_status: 'queued',
          delivery_error: null,
          sent_at: null,
          claimed_until: null,
          created_at: server.clock.now(),
        })
        .execute();
      const listed = (await server.get(conversation(), { token: ws.token })).body.find((m: any) => m._id === id);
      assert.equal(listed.delivery_status, 'queued', 'visible as queued');
      const next = await startTestServer(dialect, { env: mailEnv(sink), role: 'api', database: server.database });
      try {
        await eventually(
          async () => sink.received.find((m) => SmtpSink.header(m, 'Message-ID')?.includes(id)),
          15_000,
          'the left-behind message',
        );
        assert.equal((await settled(id)).delivery_status, 'sent');
      } finally {
        await next.server.close();
      }
    });
  });

  describe(`a sender killed mid-send [${dialect.name}]`, { skip: dialect.skip }, () => {
    let sink: SmtpSink;
    const children: ChildServer[] = [];
    let services: Awaited<ReturnType<typeof openServices>>;
    let database: Awaited<ReturnType<typeof dialect.createDatabase>>;
    before(async () => {
      sink = await SmtpSink.start();
      database = await dialect.createDatabase();
      services = await openServices(database);
    });
    after(async () => {
      for (const child of children) if (child.child.exitCode === null) await child.kill();
      await services?.closeAll();
      await database?.drop();
      await sink?.close();
    });

    it('leaves the message visibly queued, and another process sends it once the claim expires', async () => {
      const company = await services.companies.create({ name: 'Crash Test Co' });
      const user = await services.users.create({
        email: `crash-${Date.now()}@example.com`,
        password: 'correct horse battery',
        name: 'Crash Tester',
      });
      await services.companies.addMember(company._id, user._id);
      const token = (await services.auth.createPersonalAccessToken(user._id, 'test')).token;
      const env = mailEnv(sink);
      const first = ChildServer.start(database, { role: 'api', env });
      children.push(first);
      await first.ready();
      const call = async (url: string, method: string, path: string, body?: unknown) => {
        const res = await fetch(url + path, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: res.status, body: (await res.json()) as any };
      };
      const base = `/v3/company/${company._id}`;
      const position = await call(first.url!, 'POST', `${base}/positions`, { name: 'Crash' });
      const candidate = await call(first.url!, 'POST', `${base}/position/${position.body._id}/candidates`, {
        name: 'Ida',
        email_address: 'ida@example.org',
      });
      const conversation = `${base}/position/${position.body._id}/candidate/${candidate.body._id}/conversation`;

      sink.hold();
      const posted = await call(first.url!, 'POST', conversation, { body: 'Sent while the server dies' });
      assert.equal(posted.status, 201);
      assert.equal(posted.body.delivery_status, 'queued');
      await eventually(async () => sink.dataStarted === 1, 15_000, 'the send to reach the mail server');
      await first.kill('SIGKILL');
      sink.dropHeld();

      // The next process, on a manual clock: its sender looks at start, and again when told to.
      const second = await startTestServer(dialect, { env, role: 'api', database });
      try {
        const sender = second.services.messageSender!;
        await sender.idle();
        const seen = await call(second.url, 'GET', conversation);
        assert.equal(seen.body[0].delivery_status, 'queued', "visibly queued while the dead sender's claim lasts");
        assert.equal(sink.dataStarted, 1, 'not sent again while the claim lasts');

        second.clock.advance(sender.leaseMs);
        sender.wake();
        const sent = await eventually(
          async () => {
            const list = await call(second.url, 'GET', conversation);
            return list.body[0].delivery_status === 'sent' ? list.body[0] : undefined;
          },
          15_000,
          'the second process to send the message once the claim has expired',
        );
        assert.equal(sent._id, posted.body._id);
        assert.equal(sink.received.length, 1);
        assert.ok(SmtpSink.header(sink.received[0]!, 'Message-ID')?.includes(posted.body._id));
        assert.equal(sink.dataStarted, 2);
      } finally {
        await second.server.close();
      }
    });
  });
}
