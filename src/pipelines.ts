// Hiring pipelines. There is one, built in: pipelines are not editable through
// the API, so a constant is the whole store. Positions name their pipeline by
// id, so more pipelines can be added here without touching stored rows.
import type { Pipeline, Stage } from './schemas/recruiting.ts';

export const DEFAULT_PIPELINE_ID = 'default';

/** The stage every new candidate starts in. */
export const INITIAL_STAGE_ID = 'applied';

export const PIPELINES: Readonly<Record<string, Pipeline>> = {
  [DEFAULT_PIPELINE_ID]: {
    id: DEFAULT_PIPELINE_ID,
    name: 'Default',
    stages: [
      { id: 'applied', name: 'Applied' },
      { id: 'feedback', name: 'Feedback' },
      { id: 'interviewing', name: 'Interviewing' },
      { id: 'offer', name: 'Offer' },
      { id: 'hired', name: 'Hired' },
      { id: 'disqualified', name: 'Disqualified' },
    ],
  },
};

export function findStage(pipelineId: string, stageId: string): Stage | undefined {
  return PIPELINES[pipelineId]?.stages.find((stage) => stage.id === stageId);
}
