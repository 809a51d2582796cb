// The row a candidate's stage change adds to its stream (the
// candidate_stage_changes table), for a change of stage within its position
// or a move to another position.
import { newId } from '../ids.ts';
import type { CandidateRow, CandidateStageChangeRow, PositionRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import type { Actor, RecruitingDeps } from './event-outbox.ts';

/**
 * A candidate's move from one stage to another, for its stream: when it
 * entered the stage it leaves, who moved it. Read before the candidate's
 * own write, so that on PostgreSQL the writes after it go in one text.
 */
export async function stageChangeOf(
  tx: Store,
  deps: RecruitingDeps,
  actor: Actor,
  change: { current: CandidateRow; from: PositionRow; to: PositionRow; stageId: string; at: number },
): Promise<CandidateStageChangeRow> {
  const { current, from, to } = change;
  const entered = (await tx.repos.candidateStream.lastStageChangeAt(current.id)) ?? current.created_at;
  return {
    id: newId(deps.region),
    company_id: current.company_id,
    position_id: to.id,
    candidate_id: current.id,
    pipeline_was_id: from.pipeline_id,
    stage_was_id: current.stage_id,
    pipeline_id: to.pipeline_id,
    stage_id: change.stageId,
    entered_previous_stage_at: entered,
    reason: null,
    acting_user_id: actor.user.id,
    created_at: change.at,
  };
}
