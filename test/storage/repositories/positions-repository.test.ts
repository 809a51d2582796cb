// PositionsRepository on both dialects: reads scoped to the company, oldest
// first; the row lock of a read that a write depends on (FOR UPDATE / FOR
// SHARE on PostgreSQL, nothing on SQLite, which runs one writer at a time);
// and the delete that takes the position's candidates and notes with it.
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
  describe(`PositionsRepository [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    const repos = () => fixture.store.repos;
    const newCompany = async () => (await repos().companies.insert(companyRow())).id;

    it("lists a company's positions only, oldest first, by state when asked", async () => {
      const companyId = await newCompany();
      const other = await newCompany();
      const later = await repos().positions.insert(positionRow(companyId, { created_at: NOW + 2, state: 'published' }));
      const earlier = await repos().positions.insert(positionRow(companyId, { created_at: NOW + 1 }));
      const tiedB = await repos().positions.insert(positionRow(companyId, { id: 'bbbbbbbbbbbb', created_at: NOW + 3, state: 'published' }));
      const tiedA = await repos().positions.insert(positionRow(companyId, { id: 'aaaaaaaaaaaa', created_at: NOW + 3 }));
      await repos().positions.insert(positionRow(other));
      assert.deepEqual(
        (await repos().positions.list(companyId)).map((p) => p.id),
        [earlier.id, later.id, tiedA.id, tiedB.id],
      );
      assert.deepEqual(
        (await repos().positions.list(companyId, 'published')).map((p) => p.id),
        [later.id, tiedB.id],
      );
      assert.deepEqual(await repos().positions.list(companyId, 'archived'), []);
    });

    it('finds a position within its company only, and updates it', async () => {
      const companyId = await newCompany();
      const position = await repos().positions.insert(positionRow(companyId));
      assert.deepEqual(await repos().positions.find(companyId, position.id), position);
      assert.equal(await repos().positions.find(await newCompany(), position.id), undefined);
      await repos().positions.update(position.id, { name: 'Renamed', location: 'Berlin', updated_at: NOW + 9 });
      assert.deepEqual(await repos().positions.find(companyId, position.id), {
        ...position,
        name: 'Renamed',
        location: 'Berlin',
        updated_at: NOW + 9,
      });
    });

    it('reads with a row lock inside a transaction, which holds the row until the end on PostgreSQL', async () => {
      const companyId = await newCompany();
      const position = await repos().positions.insert(positionRow(companyId));
      for (const lock of ['update', 'share'] as const) {
        await fixture.store.transaction(async (tx) => {
          assert.equal((await tx.repos.positions.find(companyId, position.id, lock))?.id, position.id, `${lock} lock`);
          if (dialect.name === 'postgres') {
            assert.equal(
              await rowLockFree(fixture.storage, 'positions', position.id, 'update'),
              false,
              `${lock}: no one else may change it`,
            );
            assert.equal(
              await rowLockFree(fixture.storage, 'positions', position.id, 'share'),
              lock === 'share',
              `${lock}: others may share it only under a share lock`,
            );
          }
        });
      }
      if (dialect.name === 'postgres')
        assert.equal(await rowLockFree(fixture.storage, 'positions', position.id, 'update'), true, 'released at commit');
    });

    it("deletes a position with its candidates and their records, and nothing of another position's", async () => {
      const companyId = await newCompany();
      const doomed = await repos().positions.insert(positionRow(companyId));
      const kept = await repos().positions.insert(positionRow(companyId));
      for (const position of [doomed, kept]) {
        for (let i = 0; i < 2; i++) {
          const candidate = await repos().candidates.insert(candidateRow(position));
          await candidateRecords(fixture.store, candidate);
        }
      }
      // The children go because the delete removes them, not only by the foreign keys' cascade,
      // which SQLite applies only while its foreign_keys pragma is on.
      if (dialect.name === 'sqlite') await sql`pragma foreign_keys = off`.execute(fixture.storage.db);
      try {
        await repos().positions.delete(doomed.id);
      } finally {
        if (dialect.name === 'sqlite') await sql`pragma foreign_keys = on`.execute(fixture.storage.db);
      }
      assert.equal(await repos().positions.find(companyId, doomed.id), undefined);
      assert.equal(await countRows(fixture.storage, 'candidates', 'position_id', doomed.id), 0);
      assert.equal(await countRows(fixture.storage, 'candidates', 'position_id', kept.id), 2);
      for (const table of CANDIDATE_CHILD_TABLES) {
        assert.equal(await countRows(fixture.storage, table, 'position_id', doomed.id), 0, table);
        assert.equal(await countRows(fixture.storage, table, 'position_id', kept.id), 2, table);
      }
    });
  });
}
