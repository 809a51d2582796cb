// NotesRepository on both dialects: notes with their author's name, reached
// only through their company and candidate, oldest first; and a locked read,
// which on PostgreSQL locks the note only (the author's side of the join may
// be missing, and FOR UPDATE can't apply to it).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.ts';
import { candidateRow, companyRow, noteRow, NOW, positionRow, rowLockFree, useStore, userRow } from '../../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`NotesRepository [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    const repos = () => fixture.store.repos;
    const newCandidate = async () => {
      const company = await repos().companies.insert(companyRow());
      const position = await repos().positions.insert(positionRow(company.id));
      return repos().candidates.insert(candidateRow(position));
    };

    it("lists a candidate's notes only, oldest first, with each author's name (none for an author who is gone)", async () => {
      const candidate = await newCandidate();
      const other = await newCandidate();
      const author = await repos().users.insert(userRow({ name: 'Grace Hopper' }));
      const later = await repos().notes.insert(noteRow(candidate, author.id, { created_at: NOW + 2 }));
      const earlier = await repos().notes.insert(noteRow(candidate, 'ffffffffffff', { created_at: NOW + 1 }));
      const tiedB = await repos().notes.insert(noteRow(candidate, author.id, { id: 'bbbbbbbbbbbb', created_at: NOW + 3 }));
      const tiedA = await repos().notes.insert(noteRow(candidate, author.id, { id: 'aaaaaaaaaaaa', created_at: NOW + 3 }));
      await repos().notes.insert(noteRow(other, author.id));
      const listed = await repos().notes.listForCandidate(candidate.company_id, candidate.id);
      assert.deepEqual(
        listed.map((n) => [n.id, n.author_name]),
        [
          [earlier.id, null],
          [later.id, 'Grace Hopper'],
          [tiedA.id, 'Grace Hopper'],
          [tiedB.id, 'Grace Hopper'],
        ],
      );
      assert.deepEqual(await repos().notes.listForCandidate(other.company_id, candidate.id), [], "asked for under another company's id");
    });

    it('finds a note only under its own candidate and company, updates and deletes it', async () => {
      const candidate = await newCandidate();
      const sibling = await repos().candidates.insert(candidateRow({ id: candidate.position_id, company_id: candidate.company_id }));
      const author = await repos().users.insert(userRow({ name: 'Ada' }));
      const note = await repos().notes.insert(noteRow(candidate, author.id));
      assert.deepEqual(await repos().notes.find(candidate.company_id, candidate.id, note.id), { ...note, author_name: 'Ada' });
      assert.equal(await repos().notes.find(candidate.company_id, sibling.id, note.id), undefined, 'another candidate');
      assert.equal(await repos().notes.find((await newCandidate()).company_id, candidate.id, note.id), undefined, 'another company');
      await repos().notes.update(note.id, { body: 'Edited', updated_at: NOW + 5 });
      assert.deepEqual(await repos().notes.find(candidate.company_id, candidate.id, note.id), {
        ...note,
        body: 'Edited',
        updated_at: NOW + 5,
        author_name: 'Ada',
      });
      await repos().notes.delete(note.id);
      assert.equal(await repos().notes.find(candidate.company_id, candidate.id, note.id), undefined);
    });

    it('reads with a row lock on the note, also when its author is gone', async () => {
      const candidate = await newCandidate();
      const note = await repos().notes.insert(noteRow(candidate, 'ffffffffffff'));
      for (const lock of ['update', 'share'] as const) {
        await fixture.store.transaction(async (tx) => {
          const found = await tx.repos.notes.find(candidate.company_id, candidate.id, note.id, lock);
          assert.deepEqual([found?.id, found?.author_name], [note.id, null], `${lock} lock`);
          if (dialect.name === 'postgres')
            assert.equal(await rowLockFree(fixture.storage, 'notes', note.id, 'update'), false, `${lock}: the note is locked`);
        });
      }
    });
  });
}
