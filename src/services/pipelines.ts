// Hiring pipelines. There is one, built in: pipelines are not editable through
// the API, so a constant is the whole store. Positions name their pipeline by
// id, so more pipelines can be added here without touching stored rows.
export interface Stage {
  id: string;
  name: string;
}

export interface Pipeline {
  id: string;
  name: string;
  stages: readonly Stage[];
}

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

/**
 * The stage as clients see it. A stored stage id that its pipeline no longer
 * knows is still shown (by its id) rather than failing the whole response.
 */
export function presentStage(pipelineId: string, stageId: string): Stage {
  const stage = findStage(pipelineId, stageId);
  return stage ? { id: stage.id, name: stage.name } : { id: stageId, name: stageId };
}
