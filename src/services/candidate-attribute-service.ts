// A candidate's custom attributes: name -> value, added or updated one at a
// time as the original does (PUT .../custom-attribute answers the candidate),
// or several at once with the candidate's create and update bodies, by the
// same rules.
//
// Setting one changes the candidate's updated_date, so an incremental sync
// sees it; the event types have none for a candidate's update, so none is
// emitted. Events never carry the attributes (candidate objects in events,
// lists and other answers leave them out).
import { badRequest } from '../errors.ts';
import { ATTRIBUTE_LIMITS, type CustomAttributeBody } from '../schemas/candidate-attributes.ts';
import type { Candidate } from '../schemas/recruiting.ts';
import type { AttributeInput } from '../schemas/recruiting-requests.ts';
import type { CandidateRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import { candidateTransaction } from './candidate-transaction.ts';
import type { Actor, RecruitingDeps } from './event-outbox.ts';
import { withProfile } from './candidate-profile.ts';
import { cleanName } from './text-rules.ts';

/**
 * Sets each attribute on the candidate, in order (a name given twice: the
 * last value), in the caller's transaction. Whether anything was written.
 */
export async function setAttributes(
  tx: Store,
  candidate: CandidateRow,
  bodies: readonly CustomAttributeBody[],
  now: number,
): Promise<boolean> {
  const attributes = await tx.repos.candidateAttributes.list(candidate.company_id, candidate.id);
  const byName = new Map(attributes.map((attribute) => [attribute.name, attribute]));
  let written = false;
  for (const body of bodies) {
    const name = cleanName(body.name);
    const secure = body.secure === true ? 1 : 0;
    const current = byName.get(name);
    if (current && current.value === body.value && current.secure === secure) continue;
    if (current) {
      await tx.repos.candidateAttributes.update(candidate.id, name, { value: body.value, secure, updated_at: now });
      byName.set(name, { ...current, value: body.value, secure, updated_at: now });
    } else {
      if (byName.size >= ATTRIBUTE_LIMITS.perCandidate) {
        throw badRequest('tooManyAttributes', `A candidate has at most ${ATTRIBUTE_LIMITS.perCandidate} custom attributes`);
      }
      const row = {
        company_id: candidate.company_id,
        position_id: candidate.position_id,
        candidate_id: candidate.id,
        name,
        value: body.value,
        secure,
        created_at: now,
        updated_at: now,
      };
      await tx.repos.candidateAttributes.insert(row);
      byName.set(name, row);
    }
    written = true;
  }
  return written;
}

/** An attribute of a candidate body: a number or boolean value is kept as its text, as the value of PUT …/custom-attribute is text. */
export function attributeBody(input: AttributeInput): CustomAttributeBody {
  const value = typeof input.value === 'string' ? input.value : String(input.value);
  if (value.length > ATTRIBUTE_LIMITS.value) {
    throw badRequest('invalidRequest', `custom_attributes: a value has at most ${ATTRIBUTE_LIMITS.value} characters`);
  }
  return { name: input.name, value, secure: input.secure };
}

export class CandidateAttributeService {
  constructor(private readonly deps: RecruitingDeps) {}

  /** Adds the attribute or sets the value of the one of that name; the same value and flag write nothing. */
  async set(actor: Actor, positionId: string, candidateId: string, body: CustomAttributeBody): Promise<Candidate> {
    return candidateTransaction(
      this.deps.store,
      actor,
      { positionId, candidateId },
      { lock: 'update', changeLock: true },
      async (tx, { position, candidate }) => {
        const now = this.deps.clock.now();
        if (!(await setAttributes(tx, candidate, [body], now))) return withProfile(tx.repos, actor.company, candidate, position);
        await tx.repos.candidates.update(candidate.id, { updated_at: now });
        return withProfile(tx.repos, actor.company, { ...candidate, updated_at: now }, position);
      },
    );
  }
}
