// The lookups that scope every path id of the recruiting routes to the
// company and parent of the path, and the 404s they answer with (also used by
// the company scope's hook for ids that are malformed).
import { notFound } from '../errors.ts';
import type { RowLock } from '../storage/repositories/row-lock.ts';
import type { CandidateRow, CompanyRow, PositionRow } from '../storage/schema.ts';
import type { Repositories, Store } from '../storage/store.ts';

export const positionNotFound = () => notFound('positionNotFound', 'Position not found');
export const candidateNotFound = () => notFound('candidateNotFound', 'Candidate not found');
export const noteNotFound = () => notFound('noteNotFound', 'Note not found');

export const backgroundCheckNotFound = () => notFound('backgroundCheckNotFound', 'Background check not found');

export async function requirePosition(repos: Repositories, company: CompanyRow, positionId: string, lock?: RowLock): Promise<PositionRow> {
  const position = await repos.positions.find(company.id, positionId, lock);
  if (!position) throw positionNotFound();
  return position;
}

/**
 * The candidate of the path with its position: what every route under
 * .../candidate/{candidate_id}/ first looks up. With a lock, both are locked
 * (`share`: neither goes while a record of the candidate is written).
 */
export async function requireCandidateOf(
  repos: Repositories,
  company: CompanyRow,
  positionId: string,
  candidateId: string,
  lock?: RowLock,
): Promise<{ position: PositionRow; candidate: CandidateRow }> {
  const position = await requirePosition(repos, company, positionId, lock);
  const candidate = await requireCandidate(repos, company, position, candidateId, lock);
  return { position, candidate };
}

export async function requireCandidate(
  repos: Repositories,
  company: CompanyRow,
  position: PositionRow,
  candidateId: string,
  lock?: RowLock,
): Promise<CandidateRow> {
  const candidate = await repos.candidates.find(company.id, position.id, candidateId, lock);
  if (!candidate) throw candidateNotFound();
  return candidate;
}

/**
 * `read` as an incremental sync needs it: on PostgreSQL in a transaction that
 * first waits for the company's changes in flight (CompaniesRepository
 * .awaitChangesInFlight); on SQLite a plain read, which sees only committed
 * groups, written in the order their times were taken.
 */
export async function readAfterChangesInFlight<T>(store: Store, companyId: string, read: (repos: Repositories) => Promise<T>): Promise<T> {
  if (store.dialect !== 'postgres') return read(store.repos);
  return store.transaction(async (tx) => {
    await tx.repos.companies.awaitChangesInFlight(companyId);
    return read(tx.repos);
  });
}
