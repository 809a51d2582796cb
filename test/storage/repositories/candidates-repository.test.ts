// CandidatesRepository on both dialects: a candidate is reached only through
// its company and position, oldest first; locked reads; and the delete that
// takes the candidate's notes with it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { DIALECTS } from '../../helpers/dialects.ts';
import { CANDIDATE_CHILD_TABLES } from '../../../src/storage/repositories/candidates-repository.ts';
import {
  candidateRecords,
  candidateRow,
  companyRow,
  countRows,
  NOW,
  positionRow,
  rowLockFree,
  useStore,
} from '../../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`CandidatesRepository [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    const repos = () => fixture.store.repos;
    const newPosition = async () => {
      const company = await repos().companies.insert(companyRow());
      return repos().positions.insert(positionRow(company.id));
    };

    it("lists a position's candidates only, oldest first", async () => {
      const position = await newPosition();
      const other = await newPosition();
      const later = await repos().candidates.insert(candidateRow(position, { created_at: NOW + 2 }));
      const earlier = await repos().candidates.insert(candidateRow(position, { created_at: NOW + 1 }));
      const tiedB = await repos().candidates.insert(candidateRow(position, { id: 'bbbbbbbbbbbb', created_at: NOW + 3 }));
      const tiedA = await repos().candidates.insert(candidateRow(position, { id: 'aaaaaaaaaaaa', created_at: NOW + 3 }));
      await repos().candidates.insert(candidateRow(other));
      assert.deepEqual(
        (await repos().candidates.listForPosition(position.company_id, position.id)).map((c) => c.id),
        [earlier.id, later.id, tiedA.id, tiedB.id],
      );
      assert.deepEqual(await repos().candidates.listForPosition(other.company_id, position.id), [], "asked for under another company's id");
    });

    it('finds a candidate only under its own position and company, and updates it', async () => {
      const position = await newPosition();
      const sibling = await repos().positions.insert(positionRow(position.company_id));
      const candidate = await repos().candidates.insert(candidateRow(position, { tags: '["a"]' }));
      assert.deepEqual(await repos().candidates.find(position.company_id, position.id, candidate.id), candidate);
      assert.equal(
        await repos().candidates.find(position.company_id, sibling.id, candidate.id),
        undefined,
        'another position of the company',
      );
      assert.equal(
        await repos().candidates.find((await newPosition()).company_id, position.id, candidate.id),
        undefined,
        'another company',
      );
      await repos().candidates.update(candidate.id, { stage_id: 'interview', tags: '["a","b"]', updated_at: NOW + 4 });
      assert.deepEqual(await repos().candidates.find(position.company_id, position.id, candidate.id), {
        ...candidate,
        stage_id: 'interview',
        tags: '["a","b"]',
        updated_at: NOW + 4,
      });
    });

    it('reads with a row lock inside a transaction, held until its end on PostgreSQL', async () => {
      const position = await newPosition();
      const candidate = await repos().candidates.insert(candidateRow(position));
      await fixture.store.transaction(async (tx) => {
        assert.equal((await tx.repos.candidates.find(position.company_id, position.id, candidate.id, 'update'))?.id, candidate.id);
        if (dialect.name === 'postgres') assert.equal(await rowLockFree(fixture.storage, 'candidates', candidate.id, 'share'), false);
      });
      if (dialect.name === 'postgres') assert.equal(await rowLockFree(fixture.storage, 'candidates', candidate.id, 'update'), true);
    });

    it('deletes a candidate with its notes, messages, background checks and questionnaires, and nothing of another candidate', async () => {
      const position = await newPosition();
      const doomed = await repos().candidates.insert(candidateRow(position));
      const kept = await repos().candidates.insert(candidateRow(position));
      for (const candidate of [doomed, kept, doomed]) await candidateRecords(fixture.store, candidate);
      if (dialect.name === 'sqlite') await sql`pragma foreign_keys = off`.execute(fixture.storage.db);
      try {
        await repos().candidates.delete(doomed.id);
      } finally {
        if (dialect.name === 'sqlite') await sql`pragma foreign_keys = on`.execute(fixture.storage.db);
      }
      assert.equal(await repos().candidates.find(position.company_id, position.id, doomed.id), undefined);
      for (const table of CANDIDATE_CHILD_TABLES) {
        assert.equal(await countRows(fixture.storage, table, 'candidate_id', doomed.id), 0, table);
        assert.equal(await countRows(fixture.storage, table, 'candidate_id', kept.id), 1, table);
      }
    });
  });
}
