// How a deleted candidate's personal data leaves the stored events (the
// events feed and the delivery log read them; pending deliveries send them).
//
// Decision: scrubbed, not deleted. When a candidate is deleted (alone, or
// with its position), every stored event that carries its data is rewritten
// in the deletion's transaction: the candidate's name becomes "[deleted]",
// its email address, phone number, summary and origin null, its tags empty,
// and the body of a note about it "[deleted]". Ids, types, times, stages and
// positions stay, so the feed and the delivery log keep every event, in
// order, with the same `_id`, and each payload still validates against its
// event type's schema. Deleting the events instead would take their
// deliveries' rows out of the delivery log (which reads the payload from
// them) and leave pending deliveries with nothing to send.
//
// Pending deliveries of a scrubbed event send the scrubbed bytes from then
// on (same `_id`; a receiver that already has the original deduplicates by
// it, one that has not gets no data of a candidate deleted meanwhile). One
// event is the exception: the candidateDeleted that the deletion emits
// carries the candidate as it was, as its receivers need to know whom to
// remove; it is scrubbed by the workers' retention once none of its
// deliveries is pending (at once when nobody receives it, within a minute).
import type { ScrubPayload } from '../storage/repositories/event-feed-repository.ts';
import type { Store } from '../storage/store.ts';

/** What a scrubbed name or note body says. */
export const ERASED_TEXT = '[deleted]';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The candidate's fields with its personal data removed (a full candidate or the reference note events carry). */
function scrubCandidate(candidate: Json): Json {
  const scrubbed: Json = { ...candidate, name: ERASED_TEXT, email_address: null };
  for (const field of ['phone_number', 'summary', 'origin'] as const) if (field in candidate) scrubbed[field] = null;
  if ('tags' in candidate) scrubbed.tags = [];
  return scrubbed;
}

/**
 * A stored payload (the compact JSON of an event) without the personal data
 * of the candidate `candidateId`; the same bytes when it carries none. Keys
 * keep their order, so the result is as compact as what was stored.
 */
export const scrubPayload: ScrubPayload = (payload, candidateId) => {
  const event = JSON.parse(payload) as Json;
  const object = event.object;
  if (!isObject(object)) return payload;
  const candidate = object.candidate;
  if (!isObject(candidate) || candidate._id !== candidateId) return payload;
  const scrubbed: Json = { ...object, candidate: scrubCandidate(candidate) };
  if (isObject(object.note)) scrubbed.note = { ...object.note, body: ERASED_TEXT };
  return JSON.stringify({ ...event, object: scrubbed });
};

/** Scrubs the stored events of a candidate about to be deleted, in the deletion's transaction. */
export function eraseCandidateFromEvents(tx: Store, candidateId: string): Promise<number> {
  return tx.repos.eventFeed.scrubCandidates({ candidateId }, scrubPayload);
}

/** Scrubs the stored events of every candidate of a position about to be deleted, in the deletion's transaction. */
export function erasePositionCandidatesFromEvents(tx: Store, positionId: string): Promise<number> {
  return tx.repos.eventFeed.scrubCandidates({ positionId }, scrubPayload);
}
