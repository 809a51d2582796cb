// A candidate's stream: its stage changes, notes, messages and files, and its
// entry into the position, newest first, paged (storage/repositories/
// candidate-stream-repository.ts reads a page in one query, then each kind
// on the page in one more).
import { isoTime } from '../clock.ts';
import { presentCandidateFile } from '../presenters/candidate-file.ts';
import { presentMessage } from '../presenters/candidate-records.ts';
import { presentNote, presentStage } from '../presenters/recruiting.ts';
import type { StreamItem } from '../schemas/candidate-stream.ts';
import type { ListOptions } from '../schemas/list-queries.ts';
import type { StageChangeWithUser, StreamEntry, StreamKind } from '../storage/repositories/candidate-stream-repository.ts';
import type { CompanyRow } from '../storage/schema.ts';
import type { RecruitingDeps } from './event-outbox.ts';
import { requireCandidateOf } from './recruiting-lookups.ts';

/** The original's stream repeats the stage type's icon on the stage itself. */
function streamStage(pipelineId: string, stageId: string) {
  const stage = presentStage(pipelineId, stageId);
  return { ...stage, icon: stage.type.icon };
}

function presentStageChange(row: StageChangeWithUser): StreamItem['object'] {
  return {
    position_id: row.position_id,
    stage_was: streamStage(row.pipeline_was_id, row.stage_was_id),
    entered_previous_stage: isoTime(Number(row.entered_previous_stage_at)),
    stage: streamStage(row.pipeline_id, row.stage_id),
    entered_stage: isoTime(Number(row.created_at)),
    status_was: row.stage_was_id,
    status: row.stage_id,
    reason: row.reason,
    is_automated: false,
    acting_user:
      row.acting_user_id === null || row.user_name === null
        ? null
        : {
            _id: row.acting_user_id,
            email_address: row.user_email ?? '',
            name: row.user_name,
            username: row.user_username ?? '',
            initial: row.user_initial ?? '',
          },
    mentioned_ids: [],
  };
}

const ids = (entries: readonly StreamEntry[], kind: StreamKind) => entries.filter((entry) => entry.kind === kind).map((entry) => entry.id);

export class CandidateStreamService {
  constructor(private readonly deps: RecruitingDeps) {}

  async stream(company: CompanyRow, positionId: string, candidateId: string, options: ListOptions): Promise<StreamItem[]> {
    const { repos } = this.deps.store;
    const { candidate } = await requireCandidateOf(repos, company, positionId, candidateId);
    const entries = await repos.candidateStream.page(company.id, candidate.id, options.page);
    const [changes, notes, messages, files] = [
      await repos.candidateStream.stageChanges(candidate.id, ids(entries, 'stage')),
      await repos.candidateStream.notes(candidate.id, ids(entries, 'note')),
      await repos.candidateStream.messages(candidate.id, ids(entries, 'message')),
      await repos.candidateStream.files(candidate.id, ids(entries, 'file')),
    ];
    const objects = new Map<string, { type: StreamItem['type']; object: StreamItem['object'] }>();
    for (const row of changes) objects.set(`stage:${row.id}`, { type: 'candidateStatusUpdated', object: presentStageChange(row) });
    for (const row of notes)
      objects.set(`note:${row.id}`, {
        type: 'companyNotePosted',
        object: { position_id: row.position_id, note: presentNote(row), mentioned_ids: [] },
      });
    for (const row of messages)
      objects.set(`message:${row.id}`, {
        type: 'candidateMessageAdded',
        object: { position_id: row.position_id, message: presentMessage(row), mentioned_ids: [] },
      });
    for (const row of files)
      objects.set(`file:${row.id}`, {
        type: 'candidateFileAdded',
        object: { position_id: row.position_id, file: presentCandidateFile(row), mentioned_ids: [] },
      });
    const items: StreamItem[] = [];
    for (const entry of entries) {
      const found =
        entry.kind === 'added'
          ? { type: 'candidateAdded' as const, object: { position_id: candidate.position_id, mentioned_ids: [] } }
          : objects.get(`${entry.kind}:${entry.id}`);
      // A record deleted between the two reads is left out of the page.
      if (found)
        items.push({
          _id: entry.id,
          type: found.type,
          stream_id: company.id,
          object: found.object,
          timestamp: isoTime(entry.created_at),
        } as StreamItem);
    }
    return items;
  }
}
