// Questionnaires a candidate answered: recorded when submitted (POST, for
// example by the careers site or a screening integration), listed oldest
// submission first. Emits no event.
import { badRequest } from '../errors.ts';
import { newId } from '../ids.ts';
import { presentQuestionnaire } from '../presenters/candidate-records.ts';
import type { Questionnaire, QuestionnaireBody } from '../schemas/candidate-records.ts';
import type { CompanyRow, QuestionnaireRow } from '../storage/schema.ts';
import { candidateTransaction } from './candidate-transaction.ts';
import type { Actor, RecruitingDeps } from './event-outbox.ts';
import { requireCandidateOf } from './recruiting-lookups.ts';
import { cleanName, notBlank } from './text-rules.ts';

/** How far ahead of this server's clock a submission time may be: the submitter's clock may run a little fast. */
export const COMPLETED_DATE_TOLERANCE_MS = 5 * 60_000;

export class QuestionnaireService {
  constructor(private readonly deps: RecruitingDeps) {}

  /** Oldest submission first. */
  async list(company: CompanyRow, positionId: string, candidateId: string): Promise<Questionnaire[]> {
    const { repos } = this.deps.store;
    const { candidate } = await requireCandidateOf(repos, company, positionId, candidateId);
    return (await repos.questionnaires.listForCandidate(company.id, candidate.id)).map(presentQuestionnaire);
  }

  /** Records a submitted questionnaire; its completion time is the given one, or now. */
  async record(actor: Actor, positionId: string, candidateId: string, body: QuestionnaireBody): Promise<Questionnaire> {
    const name = cleanName(body.name);
    const questions = body.questions.map(({ question, answer }, i) => ({ question: notBlank(question, `Question ${i + 1}`), answer }));
    const now = this.deps.clock.now();
    const completedAt = body.completed_date === undefined ? now : Date.parse(body.completed_date);
    if (Number.isNaN(completedAt)) throw badRequest('invalidRequest', 'completed_date must be an ISO 8601 date and time');
    if (completedAt > now + COMPLETED_DATE_TOLERANCE_MS) throw badRequest('invalidRequest', 'completed_date must not be in the future');
    return candidateTransaction(
      this.deps.store,
      actor,
      { positionId, candidateId },
      { lock: 'share' },
      async (tx, { position, candidate }) => {
        const row: QuestionnaireRow = {
          id: newId(this.deps.region),
          company_id: actor.company.id,
          position_id: position.id,
          candidate_id: candidate.id,
          name,
          questions: JSON.stringify(questions),
          completed_at: completedAt,
          created_at: now,
        };
        await tx.repos.questionnaires.insert(row);
        return presentQuestionnaire(row);
      },
    );
  }
}
