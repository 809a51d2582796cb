// Hiring pipelines. There is one, built in: pipelines are not editable through
// the API, so a constant is the whole store. Positions name their pipeline by
// id, so more pipelines can be added here without touching stored rows.
import type { Pipeline, Stage } from './schemas/recruiting.ts';

export const DEFAULT_PIPELINE_ID = 'default';

/** The stage every new candidate starts in. */
export const INITIAL_STAGE_ID = 'applied';

/** A stage of the original's kinds: each of the default pipeline's stages is of the kind of its own name, with the original's icon. */
function stage(id: string, name: string, icon: string): Stage {
  return { id, name, type: { id, name, icon } };
}

export const PIPELINES: Readonly<Record<string, Pipeline>> = {
  [DEFAULT_PIPELINE_ID]: {
    id: DEFAULT_PIPELINE_ID,
    name: 'Default',
    stages: [
      stage('applied', 'Applied', 'user'),
      stage('feedback', 'Feedback', 'group'),
      stage('interviewing', 'Interviewing', 'calendar'),
      stage('offer', 'Offer', 'paper-plane'),
      stage('hired', 'Hired', 'thumbs-up'),
      stage('disqualified', 'Disqualified', 'ban'),
    ],
  },
};

export function findStage(pipelineId: string, stageId: string): Stage | undefined {
  return PIPELINES[pipelineId]?.stages.find((stage) => stage.id === stageId);
}
