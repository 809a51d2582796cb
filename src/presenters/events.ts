// The parts of event payloads that are not whole resources: the company and
// acting user every event carries, and the short forms of positions and
// candidates that events about their children show.
import type { PositionState } from '../schemas/recruiting.ts';
import type { EventObject } from '../schemas/webhook-events.ts';
import type { CandidateRow, CompanyRow, PositionRow, UserRow } from '../storage/schema.ts';
import { presentStage } from './recruiting.ts';

type Common = EventObject<'candidateAdded'>;

export function eventCompany(company: Pick<CompanyRow, 'id' | 'name'>): Common['company'] {
  return { _id: company.id, name: company.name };
}

export function actingUser(user: Pick<UserRow, 'id' | 'name' | 'email'>): Common['acting_user'] {
  return { _id: user.id, name: user.name, email_address: user.email };
}

export function positionRef(row: PositionRow): Common['position'] {
  return { _id: row.id, name: row.name, state: row.state as PositionState };
}

export function candidateRef(row: CandidateRow, position: Pick<PositionRow, 'pipeline_id'>): EventObject<'companyNotePosted'>['candidate'] {
  return { _id: row.id, name: row.name, email_address: row.email_address, stage: presentStage(position.pipeline_id, row.stage_id) };
}
