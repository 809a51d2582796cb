// A candidate's resume or document as the API shows it (never its content).
import { isoTime } from '../clock.ts';
import type { CandidateFile } from '../schemas/candidate-files.ts';
import type { CandidateFileInfo } from '../storage/repositories/candidate-files-repository.ts';

/** The path a file is downloaded at, under its candidate's position. */
export function candidateFileUrl(file: Pick<CandidateFileInfo, 'id' | 'kind' | 'company_id' | 'position_id' | 'candidate_id'>): string {
  const candidate = `/v3/company/${file.company_id}/position/${file.position_id}/candidate/${file.candidate_id}`;
  return file.kind === 'resume' ? `${candidate}/resume` : `${candidate}/document/${file.id}`;
}

export function presentCandidateFile(file: CandidateFileInfo): CandidateFile {
  return {
    _id: file.id,
    kind: file.kind,
    file_name: file.file_name,
    content_type: file.content_type.split(';')[0]!,
    size: file.size,
    url: candidateFileUrl(file),
    creation_date: isoTime(file.created_at),
  };
}
