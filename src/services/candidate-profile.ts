// The candidate as a single-candidate answer shows it (GET, and the answers
// of the routes that change its custom attributes, education or work
// history): with those, and its overall score, each only when it has any.
// Lists, other answers and events leave them out, so that they stay small
// and events keep the shape of their event types.
import { presentEducation, presentOverallScore, presentWorkHistory } from '../presenters/candidate-history.ts';
import type { CustomAttribute } from '../schemas/candidate-attributes.ts';
import type { Candidate } from '../schemas/recruiting.ts';
import type { CandidateAttributeRow, CompanyRow } from '../storage/schema.ts';
import type { Repositories } from '../storage/store.ts';

export function presentAttribute(row: CandidateAttributeRow): CustomAttribute {
  return { name: row.name, value: row.value, secure: row.secure === 1 };
}

export async function withProfile(repos: Repositories, company: CompanyRow, candidate: Candidate): Promise<Candidate> {
  const [attributes, education, workHistory, scorecards] = [
    await repos.candidateAttributes.list(company.id, candidate._id),
    await repos.candidateEducation.list(company.id, candidate._id),
    await repos.candidateWorkHistory.list(company.id, candidate._id),
    await repos.candidateScorecards.list(company.id, candidate._id),
  ];
  const profile: Candidate = { ...candidate };
  if (attributes.length > 0) profile.custom_attributes = attributes.map(presentAttribute);
  if (education.length > 0) profile.education = education.map(presentEducation);
  if (workHistory.length > 0) profile.work_history = workHistory.map(presentWorkHistory);
  if (scorecards.length > 0) profile.overall_score = presentOverallScore(scorecards);
  return profile;
}
