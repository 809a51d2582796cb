// The ten event types of the spec (section 6).
export const EVENT_TYPES = [
  'candidateAdded',
  'candidateDeleted',
  'candidateStatusUpdated',
  'companyPositionAdded',
  'companyPositionUpdated',
  'companyPositionDeleted',
  'companyPositionStateUpdated',
  'companyNotePosted',
  'companyNoteUpdated',
  'companyNoteDeleted',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}
