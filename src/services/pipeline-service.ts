// Hiring pipelines (see pipelines.ts): built in, read-only.
import { presentPipelines } from '../presenters/recruiting.ts';
import type { Pipelines } from '../schemas/recruiting.ts';

export class PipelineService {
  list(): Pipelines {
    return presentPipelines();
  }
}
