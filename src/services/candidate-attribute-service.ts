// A candidate's custom attributes: name -> value, added or updated one at a
// time as the original does (PUT .../custom-attribute answers the candidate).
//
// Setting one changes the candidate's updated_date, so an incremental sync
// sees it; the event types have none for a candidate's update, so none is
// emitted. Events never carry the attributes (candidate objects in events,
// lists and other answers leave them out).
import { badRequest } from '../errors.ts';
import { presentCandidate } from '../presenters/recruiting.ts';
import { ATTRIBUTE_LIMITS, type CustomAttributeBody } from '../schemas/candidate-attributes.ts';
import type { Candidate } from '../schemas/recruiting.ts';
import type { Actor, RecruitingDeps } from './event-outbox.ts';
import { withProfile } from './candidate-profile.ts';
import { requireCandidateOf } from './recruiting-lookups.ts';
import { cleanName } from './text-rules.ts';

export class CandidateAttributeService {
  constructor(private readonly deps: RecruitingDeps) {}

  /** Adds the attribute or sets the value of the one of that name; the same value and flag write nothing. */
  async set(actor: Actor, positionId: string, candidateId: string, body: CustomAttributeBody): Promise<Candidate> {
    const name = cleanName(body.name);
    const secure = body.secure === true ? 1 : 0;
    return this.deps.store.transaction(async (tx) => {
      // Its updated_date changes: the company's change lock first, as every candidate write takes it.
      await tx.repos.companies.holdChangeLock(actor.company.id);
      const { position } = await requireCandidateOf(tx.repos, actor.company, positionId, candidateId, 'share');
      const candidate = (await tx.repos.candidates.find(actor.company.id, position.id, candidateId, 'update'))!;
      const attributes = await tx.repos.candidateAttributes.list(actor.company.id, candidate.id);
      const current = attributes.find((attribute) => attribute.name === name);
      const now = this.deps.clock.now();
      if (current && current.value === body.value && current.secure === secure) {
        return withProfile(tx.repos, actor.company, presentCandidate(candidate, position));
      }
      if (current) {
        await tx.repos.candidateAttributes.update(candidate.id, name, { value: body.value, secure, updated_at: now });
      } else {
        if (attributes.length >= ATTRIBUTE_LIMITS.perCandidate) {
          throw badRequest('tooManyAttributes', `A candidate has at most ${ATTRIBUTE_LIMITS.perCandidate} custom attributes`);
        }
        await tx.repos.candidateAttributes.insert({
          company_id: actor.company.id,
          position_id: position.id,
          candidate_id: candidate.id,
          name,
          value: body.value,
          secure,
          created_at: now,
          updated_at: now,
        });
      }
      await tx.repos.candidates.update(candidate.id, { updated_at: now });
      return withProfile(tx.repos, actor.company, presentCandidate({ ...candidate, updated_at: now }, position));
    });
  }
}
