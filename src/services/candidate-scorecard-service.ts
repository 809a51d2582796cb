// The scorecards of a candidate: one per member of the team, set with the
// original's PUT .../scorecard (204) and listed with GET .../scorecards.
//
// A scorecard that changes the candidate's overall_score (a new one, or
// another score) moves the candidate's updated_date: overall_score is a field
// of the candidate object, as in the original, and an incremental sync with
// updated_since would otherwise keep the old score. A note alone is not in the
// candidate object and leaves it. No event (the event types have none for it).
import { newId } from '../ids.ts';
import { presentScorecard } from '../presenters/candidate-history.ts';
import type { Scorecard, ScorecardBody } from '../schemas/candidate-scorecards.ts';
import type { CompanyRow } from '../storage/schema.ts';
import { candidateTransaction } from './candidate-transaction.ts';
import type { Actor, RecruitingDeps } from './event-outbox.ts';
import { requireCandidateOf } from './recruiting-lookups.ts';

export class CandidateScorecardService {
  constructor(private readonly deps: RecruitingDeps) {}

  /** Oldest first. */
  async list(company: CompanyRow, positionId: string, candidateId: string): Promise<Scorecard[]> {
    const { repos } = this.deps.store;
    const { candidate } = await requireCandidateOf(repos, company, positionId, candidateId);
    return (await repos.candidateScorecards.list(company.id, candidate.id)).map(presentScorecard);
  }

  /** Adds the caller's scorecard of the candidate, or replaces its score and note. */
  async set(actor: Actor, positionId: string, candidateId: string, body: ScorecardBody): Promise<void> {
    const note = body.note === undefined || body.note === null || body.note.trim() === '' ? null : body.note;
    await candidateTransaction(
      this.deps.store,
      actor,
      { positionId, candidateId },
      { lock: 'update' },
      async (tx, { position, candidate }) => {
        // The candidate's row locked for update: it does not go meanwhile, and two PUTs of one member do not both add a scorecard.
        const now = this.deps.clock.now();
        const current = await tx.repos.candidateScorecards.findByUser(candidate.id, actor.user.id);
        if (current) {
          if (current.score !== body.score || current.note !== note) {
            await tx.repos.candidateScorecards.update(current.id, { score: body.score, note, updated_at: now });
          }
          if (current.score !== body.score) await tx.repos.candidates.update(candidate.id, { updated_at: now });
          return;
        }
        await tx.repos.candidateScorecards.insert({
          id: newId(this.deps.region),
          company_id: actor.company.id,
          position_id: position.id,
          candidate_id: candidate.id,
          user_id: actor.user.id,
          score: body.score,
          note,
          created_at: now,
          updated_at: now,
        });
        await tx.repos.candidates.update(candidate.id, { updated_at: now });
      },
    );
  }
}
