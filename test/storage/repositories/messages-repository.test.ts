// MessagesRepository on both dialects: a candidate's conversation oldest first,
// and the sender's claims: the oldest queued message nobody holds, each to one
// claimer only, taken up again once a claim has expired, released with the
// send's outcome.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.ts';
import { candidateRow, companyRow, messageRow, NOW, positionRow, useStore, userRow } from '../../helpers/storage-fixtures.ts';

const LEASE = 60_000;

for (const dialect of DIALECTS) {
  describe(`MessagesRepository [${dialect.name}]`, { skip: dialect.skip, concurrency: false }, () => {
    const fixture = useStore(dialect);
    const repos = () => fixture.store.repos;
    const newCandidate = async (companyName = 'Acme') => {
      const company = await repos().companies.insert(companyRow({ name: companyName }));
      const position = await repos().positions.insert(positionRow(company.id));
      return repos().candidates.insert(candidateRow(position));
    };
    /** Queued messages are global to the table: each test starts with none. */
    const clearQueue = () =>
      fixture.storage.db.updateTable('messages').set({ delivery_status: 'sent' }).where('delivery_status', '=', 'queued').execute();

    it("lists a candidate's messages only, oldest first, with each author's name", async () => {
      const candidate = await newCandidate();
      const other = await newCandidate();
      const author = await repos().users.insert(userRow({ name: 'Grace Hopper' }));
      const later = messageRow(candidate, author.id, { created_at: NOW + 2, delivery_status: 'not_sent' });
      const inbound = messageRow(candidate, null, { created_at: NOW + 1, direction: 'inbound', delivery_status: null, recipient: null });
      for (const row of [later, inbound, messageRow(other, author.id, { delivery_status: 'not_sent' })]) await repos().messages.insert(row);
      const listed = await repos().messages.listForCandidate(candidate.company_id, candidate.id);
      assert.deepEqual(listed, [
        { ...inbound, author_name: null },
        { ...later, author_name: 'Grace Hopper' },
      ]);
      assert.deepEqual(await repos().messages.listForCandidate(other.company_id, candidate.id), [], "asked for under another company's id");
    });

    it('claims the oldest queued message with what its email needs, and each message once', async () => {
      await clearQueue();
      const candidate = await newCandidate('Claim Co');
      const author = await repos().users.insert(userRow({ name: 'Ada', email: 'ada@example.com' }));
      const second = messageRow(candidate, author.id, { created_at: NOW + 2 });
      const first = messageRow(candidate, author.id, { created_at: NOW + 1 });
      for (const row of [
        second,
        first,
        messageRow(candidate, author.id, { delivery_status: 'not_sent' }),
        messageRow(candidate, author.id, { delivery_status: 'sent' }),
      ]) {
        await repos().messages.insert(row);
      }
      const claimed = await repos().messages.claimNextQueued(NOW, LEASE);
      assert.deepEqual(claimed, {
        ...first,
        claimed_until: NOW + LEASE,
        send_attempts: 1,
        author_name: 'Ada',
        author_email: 'ada@example.com',
        company_name: 'Claim Co',
      });
      assert.equal((await repos().messages.claimNextQueued(NOW, LEASE))?.id, second.id, 'the claimed one is skipped');
      assert.equal(await repos().messages.claimNextQueued(NOW + LEASE - 1, LEASE), undefined, 'both held until their claims end');
      // A claim that has run out (its sender died) is taken up again.
      const again = await repos().messages.claimNextQueued(NOW + LEASE, LEASE);
      assert.deepEqual([again?.id, again?.send_attempts, again?.claimed_until], [first.id, 2, NOW + 2 * LEASE]);
    });

    it('records the outcome and releases the claim: a sent or failed message is never claimed again', async () => {
      await clearQueue();
      const candidate = await newCandidate();
      const sent = messageRow(candidate, null);
      const failed = messageRow(candidate, null, { created_at: NOW + 1 });
      for (const row of [sent, failed]) await repos().messages.insert(row);
      assert.equal((await repos().messages.claimNextQueued(NOW, LEASE))?.id, sent.id);
      assert.equal((await repos().messages.claimNextQueued(NOW, LEASE))?.id, failed.id);
      await repos().messages.recordSendResult(sent.id, { status: 'sent', error: null, sentAt: NOW + 5 });
      await repos().messages.recordSendResult(failed.id, { status: 'failed', error: '550 no such user', sentAt: null });
      const listed = await repos().messages.listForCandidate(candidate.company_id, candidate.id);
      assert.deepEqual(
        listed.map((m) => [m.id, m.delivery_status, m.delivery_error, m.sent_at, m.claimed_until]),
        [
          [sent.id, 'sent', null, NOW + 5, null],
          [failed.id, 'failed', '550 no such user', null, null],
        ],
      );
      assert.equal(await repos().messages.claimNextQueued(NOW + 10 * LEASE, LEASE), undefined);
    });

    it('gives each of many concurrent claimers a different message', async () => {
      await clearQueue();
      const candidate = await newCandidate();
      const rows = Array.from({ length: 8 }, (_, i) => messageRow(candidate, null, { created_at: NOW + i }));
      for (const row of rows) await repos().messages.insert(row);
      const claims = await Promise.all(Array.from({ length: 12 }, () => repos().messages.claimNextQueued(NOW, LEASE)));
      const ids = claims.filter((c) => c !== undefined).map((c) => c!.id);
      assert.deepEqual([...ids].sort(), rows.map((r) => r.id).sort(), 'every message claimed exactly once');
    });
  });
}
