// What a candidate object shows beside its own row, its resume and its
// overall score, read for a whole list of candidates in two queries (not two
// per candidate): lists, search results and events show them. A single
// answer reads them with its profile (candidate-profile-repository.ts).
import { NO_EXTRAS, presentCandidate, type CandidateExtras } from '../presenters/recruiting.ts';
import type { Candidate } from '../schemas/recruiting.ts';
import type { CandidateRow, PositionRow } from '../storage/schema.ts';
import type { Repositories } from '../storage/store.ts';

export async function readCandidateExtras(
  repos: Repositories,
  companyId: string,
  candidateIds: readonly string[],
): Promise<Map<string, CandidateExtras>> {
  // One after the other: in a transaction both go over its one connection anyway.
  const resumes = await repos.candidateFiles.resumeNamesOf(companyId, candidateIds);
  const scores = await repos.candidateScorecards.scoresOf(companyId, candidateIds);
  const extras = new Map<
    string,
    { resumeFileName: string | null; scores: Array<Pick<CandidateExtras['scores'][number], 'user_id' | 'score'>> }
  >();
  const of = (id: string) => {
    let entry = extras.get(id);
    if (!entry) extras.set(id, (entry = { resumeFileName: null, scores: [] }));
    return entry;
  };
  for (const resume of resumes) of(resume.candidate_id).resumeFileName = resume.file_name;
  for (const score of scores) of(score.candidate_id).scores.push({ user_id: score.user_id, score: score.score });
  return extras;
}

/** The candidates as lists show them, each with its position's pipeline (`positionOf`). */
export async function presentCandidates<R extends CandidateRow>(
  repos: Repositories,
  companyId: string,
  rows: readonly R[],
  positionOf: (row: R) => Pick<PositionRow, 'pipeline_id'>,
): Promise<Candidate[]> {
  const extras = await readCandidateExtras(
    repos,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentCandidate(row, positionOf(row), extras.get(row.id) ?? NO_EXTRAS));
}
