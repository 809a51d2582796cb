// A candidate's resume and other documents: uploaded, listed, downloaded and
// deleted. Kept in the database with the candidate (and deleted with it).
//
// An upload or a document's deletion changes the candidate's updated_date
// (an incremental sync with updated_since then sees the candidate again, and
// re-reads its files); the candidate events have no type for it, so none is
// emitted.
import { createHash } from 'node:crypto';
import { notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { presentCandidateFile } from '../presenters/candidate-file.ts';
import type { CandidateFile } from '../schemas/candidate-files.ts';
import type { FileSelector } from '../storage/repositories/candidate-files-repository.ts';
import type { CandidateFileKind, CandidateFileRow, CandidateRow, CompanyRow, PositionRow } from '../storage/schema.ts';
import { candidateTransaction } from './candidate-transaction.ts';
import type { Actor, RecruitingDeps } from './event-outbox.ts';
import { checkFileType, cleanFileName, type FileType } from './file-content.ts';
import { requireCandidateOf } from './recruiting-lookups.ts';

/** A file as the upload's multipart part brought it. */
export interface UploadedFile {
  bytes: Buffer;
  /** The part's filename, as sent. */
  fileName?: string;
  /** The part's Content-Type, as sent. */
  declaredType?: string;
}

export const resumeNotFound = () => notFound('resumeNotFound', 'The candidate has no resume');
export const documentNotFound = () => notFound('documentNotFound', 'Document not found');

/** The hex SHA-256 of an upload's bytes: kept with the file, and part of its Idempotency-Key fingerprint. */
export function fileDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The row that keeps `file` (of checked `type`, under `fileName`) for the candidate. */
export function newFileRow(
  deps: Pick<RecruitingDeps, 'region'>,
  actor: Actor,
  of: { position: PositionRow; candidate: CandidateRow },
  what: { kind: CandidateFileKind; file: UploadedFile; type: FileType; fileName: string; now: number },
): CandidateFileRow {
  return {
    id: newId(deps.region),
    company_id: actor.company.id,
    position_id: of.position.id,
    candidate_id: of.candidate.id,
    kind: what.kind,
    file_name: what.fileName,
    content_type: what.type.contentType,
    size: what.file.bytes.length,
    sha256: fileDigest(what.file.bytes),
    content: what.file.bytes,
    uploaded_by: actor.user.id,
    created_at: what.now,
  };
}

export class CandidateFileService {
  constructor(private readonly deps: RecruitingDeps) {}

  /** The candidate's documents (not its resume), oldest first. */
  async listDocuments(company: CompanyRow, positionId: string, candidateId: string): Promise<CandidateFile[]> {
    const { repos } = this.deps.store;
    const { candidate } = await requireCandidateOf(repos, company, positionId, candidateId);
    return (await repos.candidateFiles.list(company.id, candidate.id, 'document')).map(presentCandidateFile);
  }

  /**
   * Keeps the file as the candidate's resume (replacing the one it had) or as
   * one more document. The type is checked (file-content.ts) before anything
   * is written.
   */
  async upload(actor: Actor, positionId: string, candidateId: string, kind: CandidateFileKind, file: UploadedFile): Promise<CandidateFile> {
    const type = checkFileType(file.bytes, file.declaredType);
    const fileName = cleanFileName(file.fileName, type, kind);
    return candidateTransaction(
      this.deps.store,
      actor,
      { positionId, candidateId },
      { lock: 'update', changeLock: true },
      async (tx, { position, candidate }) => {
        const now = this.deps.clock.now();
        const row = newFileRow(this.deps, actor, { position, candidate }, { kind, file, type, fileName, now });
        if (kind === 'resume') await tx.repos.candidateFiles.deleteResume(actor.company.id, candidate.id);
        await tx.repos.candidateFiles.insert(row);
        await tx.repos.candidates.update(candidate.id, { updated_at: now });
        return presentCandidateFile(row);
      },
    );
  }

  /** The file with its content, for a download. */
  async download(company: CompanyRow, positionId: string, candidateId: string, which: FileSelector): Promise<CandidateFileRow> {
    const { repos } = this.deps.store;
    const { candidate } = await requireCandidateOf(repos, company, positionId, candidateId);
    const file = await repos.candidateFiles.find(company.id, candidate.id, which);
    if (!file) throw which.kind === 'resume' ? resumeNotFound() : documentNotFound();
    return file;
  }

  async removeDocument(actor: Actor, positionId: string, candidateId: string, documentId: string): Promise<void> {
    await candidateTransaction(
      this.deps.store,
      actor,
      { positionId, candidateId },
      { lock: 'update', changeLock: true },
      async (tx, { candidate }) => {
        if (!(await tx.repos.candidateFiles.deleteDocument(actor.company.id, candidate.id, documentId))) throw documentNotFound();
        await tx.repos.candidates.update(candidate.id, { updated_at: this.deps.clock.now() });
      },
    );
  }
}
