// CandidateProfileRepository on both dialects: a candidate's resume name,
// scores, custom attributes, education and work history read together are
// what the five repositories' own reads return, row for row and in their
// order (on PostgreSQL they come through JSON in one statement); another
// candidate's or another company's records never come with them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Repositories } from '../../../src/storage/store.ts';
import type { CandidateRow } from '../../../src/storage/schema.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import {
  candidateFileRow,
  candidateRecords,
  candidateRow,
  companyRow,
  freshId,
  NOW,
  positionRow,
  useStore,
} from '../../helpers/storage-fixtures.ts';

/** The five reads one by one, as the repositories answer them. */
async function readOneByOne(repos: Repositories, companyId: string, candidateId: string) {
  const [resume] = await repos.candidateFiles.resumeNamesOf(companyId, [candidateId]);
  const scores = await repos.candidateScorecards.scoresOf(companyId, [candidateId]);
  return {
    resumeFileName: resume?.file_name ?? null,
    scores: scores.map(({ user_id, score }) => ({ user_id, score })),
    attributes: await repos.candidateAttributes.list(companyId, candidateId),
    education: await repos.candidateEducation.list(companyId, candidateId),
    workHistory: await repos.candidateWorkHistory.list(companyId, candidateId),
  };
}

for (const dialect of DIALECTS) {
  describe(`CandidateProfileRepository [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    const repos = () => fixture.store.repos;
    const newCandidate = async (): Promise<CandidateRow> => {
      const company = await repos().companies.insert(companyRow());
      const position = await repos().positions.insert(positionRow(company.id));
      return repos().candidates.insert(candidateRow(position));
    };
    const owner = (candidate: CandidateRow) => ({
      company_id: candidate.company_id,
      position_id: candidate.position_id,
      candidate_id: candidate.id,
    });

    it('reads a candidate without records as empty lists and no resume', async () => {
      const candidate = await newCandidate();
      assert.deepEqual(await repos().candidateProfiles.read(candidate.company_id, candidate.id), {
        resumeFileName: null,
        scores: [],
        attributes: [],
        education: [],
        workHistory: [],
      });
    });

    it("reads what the five repositories read, in their order, with text that JSON must escape and the largest timestamps, and none of another candidate's", async () => {
      const candidate = await newCandidate();
      const other = await newCandidate();
      await candidateRecords(fixture.store, other);
      await candidateRecords(fixture.store, candidate);
      await repos().candidateFiles.insert(candidateFileRow(candidate, { kind: 'resume', file_name: 'Résumé "final" \\ 履歴書.pdf' }));
      await repos().candidateFiles.insert(candidateFileRow(candidate, { kind: 'document', file_name: 'not-the-resume.pdf' }));
      const big = Number.MAX_SAFE_INTEGER;
      // Attributes in the order they were added, then by name; scores and entries as their repositories order them.
      for (const [name, created] of [
        ['Zeta', NOW - 1],
        ['Alpha', NOW + 1],
        ['Beta', NOW + 1],
      ] as const) {
        await repos().candidateAttributes.insert({
          ...owner(candidate),
          name,
          value: `line one\nline "two" \u2028 ${name}`,
          secure: name === 'Beta' ? 1 : 0,
          created_at: created,
          updated_at: big,
        });
      }
      for (const [score, created] of [
        ['very_good', NOW + 2],
        ['poor', NOW - 2],
      ] as const) {
        await repos().candidateScorecards.insert({
          ...owner(candidate),
          id: freshId(),
          user_id: `user-${freshId()}`,
          score,
          note: 'a note',
          created_at: created,
          updated_at: created,
        });
      }
      for (const sortOrder of [3, 2]) {
        await repos().candidateEducation.insert(
          { ...owner(candidate), id: freshId(), sort_order: sortOrder, created_at: big },
          {
            updated_at: big,
            school_name: `School ${sortOrder}`,
            degree: sortOrder === 3 ? 'BSc' : null,
            field_of_study: null,
            is_current: 1,
            start_year: 2000 + sortOrder,
            end_year: null,
          },
        );
      }
      const together = await repos().candidateProfiles.read(candidate.company_id, candidate.id);
      const oneByOne = await readOneByOne(repos(), candidate.company_id, candidate.id);
      assert.deepEqual(together, oneByOne);
      assert.equal(together.resumeFileName, 'Résumé "final" \\ 履歴書.pdf');
      assert.deepEqual(
        together.attributes.map((a) => (a.name.startsWith('Attribute ') ? 'the fixture’s' : a.name)),
        ['Zeta', 'the fixture’s', 'Alpha', 'Beta'],
        'by time added, then name',
      );
      assert.deepEqual(
        together.scores.map((s) => s.score),
        ['poor', 'good', 'very_good'],
      );
      assert.equal(together.education.length, 3);
      assert.deepEqual(
        together.education.map((e) => e.sort_order),
        [1, 2, 3],
      );
      assert.equal(together.education[2]!.created_at, big, 'a timestamp of 2^53 - 1 stays a number');
      assert.equal(together.workHistory.length, 1);
      for (const row of [...together.attributes, ...together.education, ...together.workHistory]) {
        assert.equal(row.candidate_id, candidate.id, "none of the other candidate's");
      }
    });

    it("reads nothing of a candidate under another company's id", async () => {
      const candidate = await newCandidate();
      await candidateRecords(fixture.store, candidate);
      const stranger = await repos().companies.insert(companyRow());
      assert.deepEqual(await repos().candidateProfiles.read(stranger.id, candidate.id), {
        resumeFileName: null,
        scores: [],
        attributes: [],
        education: [],
        workHistory: [],
      });
    });
  });
}
