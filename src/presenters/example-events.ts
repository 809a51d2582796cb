// The example payloads that test deliveries send (POST
// .../webhook_endpoint/{id}/test, recruiting-api webhook test): one per event
// type, made by the same presenters as real events, so an example has exactly
// the shape of the real thing. The company is the endpoint's own
// and the acting user the caller (or an example user for the admin command
// line); every other resource is made up, with fresh ids, and the payload
// carries `"test": true` at its top level.
import { isoTime } from '../clock.ts';
import type { Region } from '../config.ts';
import { newId } from '../ids.ts';
import { DEFAULT_PIPELINE_ID, INITIAL_STAGE_ID } from '../pipelines.ts';
import { actingUser, candidateRef, eventCompany, positionRef } from './events.ts';
import { presentCandidate, presentNote, presentPosition, presentStage } from './recruiting.ts';
import type { EventType } from '../schemas/event-types.ts';
import type { EventPayload } from '../schemas/webhook-events.ts';
import type { CandidateRow, CompanyRow, PositionRow, UserRow } from '../storage/schema.ts';

export type ExampleEventActor = Pick<UserRow, 'id' | 'name' | 'email'>;

/** Who a test sent from the admin command line says made the change. */
export function exampleActor(region: Region): ExampleEventActor {
  return { id: newId(region), name: 'Example User', email: 'example.user@example.com' };
}

export function exampleEventPayload(
  type: EventType,
  context: { company: Pick<CompanyRow, 'id' | 'name'>; actor: ExampleEventActor; now: number; region: Region },
): EventPayload<EventType> {
  const { company, actor, now, region } = context;
  const position: PositionRow = {
    id: newId(region),
    company_id: company.id,
    name: 'Example Position',
    description: 'An example position of a test event',
    type: JSON.stringify({ id: 'fullTime', name: 'Full-Time' }),
    location: JSON.stringify({ country: null, city: null, name: 'Remote', is_remote: true }),
    department: 'Engineering',
    experience: null,
    education: null,
    category: null,
    requisition_id: null,
    tags: '[]',
    application_form: null,
    state: 'published',
    pipeline_id: DEFAULT_PIPELINE_ID,
    created_by: actor.id,
    created_at: now,
    updated_at: now,
  };
  const candidate: CandidateRow = {
    id: newId(region),
    company_id: company.id,
    position_id: position.id,
    name: 'Example Candidate',
    email_address: 'example.candidate@example.com',
    phone_number: '+1 555 0100',
    summary: 'An example candidate of a test event',
    tags: '["example"]',
    origin: 'sourced',
    stage_id: INITIAL_STAGE_ID,
    meta_id: newId(region),
    address: null,
    headline: 'Engineer @ Example Company',
    source: JSON.stringify({ id: 'api', name: 'API' }),
    social_profiles: '[{"type":"linkedin","url":"https://www.linkedin.com/in/example"}]',
    created_at: now,
    updated_at: now,
  };
  const note = {
    id: newId(region),
    company_id: company.id,
    position_id: position.id,
    candidate_id: candidate.id,
    author_id: actor.id,
    author_name: actor.name,
    body: 'An example note of a test event',
    created_at: now,
    updated_at: now,
  };
  const positionView = presentPosition(position);
  const candidateEvent = { candidate: presentCandidate(candidate, position), position: positionRef(position) };
  const noteEvent = { note: presentNote(note), candidate: candidateRef(candidate, position), position: positionRef(position) };
  const bodies: Record<EventType, object> = {
    candidateAdded: candidateEvent,
    candidateDeleted: candidateEvent,
    candidateStatusUpdated: {
      candidate: presentCandidate({ ...candidate, stage_id: 'interviewing' }, position),
      position: positionRef(position),
      stage: presentStage(DEFAULT_PIPELINE_ID, 'interviewing'),
      stage_was: presentStage(DEFAULT_PIPELINE_ID, 'applied'),
    },
    companyPositionAdded: { position: { ...positionView, state: 'draft' } },
    companyPositionUpdated: { position: positionView, changed_fields: ['location'] },
    companyPositionDeleted: { position: positionView },
    companyPositionStateUpdated: { position: positionView, state_was: 'draft' },
    companyNotePosted: noteEvent,
    companyNoteUpdated: noteEvent,
    companyNoteDeleted: noteEvent,
  };
  return {
    _id: newId(region),
    type,
    object: { company: eventCompany(company), acting_user: actingUser(actor), ...bodies[type] },
    creation_date: isoTime(now),
    test: true,
  } as EventPayload<EventType>;
}
