// The body of an example webhook delivery of each event type, made of the
// story's records (openapi-example-records.ts). The OpenAPI document's
// webhooks, the event catalog and the examples of the delivery log and of the
// events feed all show these same bodies.
import type { EventType } from './event-types.ts';
import { UPDATED, appliedStage, candidate, company, note, position, user } from './openapi-example-records.ts';

/** The id of the example event. */
export const EVENT_ID = '6d0f2b4e8c19';

const actingUser = { _id: user._id, name: user.name, email_address: user.email_address };
const eventCompany = { _id: company._id, name: company.name };
const positionRef = { _id: position._id, name: position.name, state: position.state };
const candidateRef = { _id: candidate._id, name: candidate.name, email_address: candidate.email_address, stage: candidate.stage };

/** The `object` of an example event of each type. */
const EVENT_OBJECTS: Record<EventType, Record<string, unknown>> = {
  candidateAdded: { candidate: { ...candidate, stage: appliedStage }, position: positionRef },
  candidateDeleted: { candidate, position: positionRef },
  candidateStatusUpdated: {
    candidate,
    position: positionRef,
    stage: candidate.stage,
    stage_was: { id: 'feedback', name: 'Feedback', type: { id: 'feedback', name: 'Feedback', icon: 'group' } },
  },
  companyPositionAdded: { position: { ...position, state: 'draft' } },
  companyPositionUpdated: { position, changed_fields: ['description', 'location'] },
  companyPositionDeleted: { position },
  companyPositionStateUpdated: { position, state_was: 'draft' },
  companyNotePosted: { note, candidate: candidateRef, position: positionRef },
  companyNoteUpdated: { note, candidate: candidateRef, position: positionRef },
  companyNoteDeleted: { note, candidate: candidateRef, position: positionRef },
};

/** The body of an example delivery of `type`. */
export function exampleEvent(type: EventType): object {
  return {
    _id: EVENT_ID,
    type,
    object: { company: eventCompany, acting_user: actingUser, ...EVENT_OBJECTS[type] },
    creation_date: UPDATED,
  };
}
