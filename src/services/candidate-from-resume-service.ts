// Adding a candidate to a position from a resume: the resume is checked and
// read (resume-reader.ts), the candidate made with the fields the client
// sent and, for those it did not, what the resume shows; the resume is kept
// as the candidate's, and candidateAdded emitted, all in one transaction.
import { badRequest } from '../errors.ts';
import { positionRef } from '../presenters/events.ts';
import type { CandidateFromResumeFields } from '../schemas/candidate-from-resume.ts';
import type { Candidate } from '../schemas/recruiting.ts';
import { newFileRow, type UploadedFile } from './candidate-file-service.ts';
import { listShape, withProfile } from './candidate-profile.ts';
import { insertCandidate } from './candidate-service.ts';
import { emitEvent, type Actor, type RecruitingDeps } from './event-outbox.ts';
import { checkFileType, cleanFileName, type FileType } from './file-content.ts';
import { contactDetails, resumeText, type ContactDetails } from './resume-reader.ts';

/** The 400 of a resume no name could be read from, when the client sent none. */
function unreadableResume(type: FileType, unread: 'notReadKind' | 'damaged' | undefined) {
  const kind = type.contentType.split(';')[0];
  const why =
    unread === 'notReadKind'
      ? `The text of a ${kind} file is not read`
      : unread === 'damaged'
        ? `The ${kind} file could not be opened to read its text`
        : 'No name could be read from the resume';
  return badRequest('unreadableResume', `${why}; send the candidate's name as the form field "name" with the file`);
}

/** What the resume shows, for the kinds that are read; nothing for the others. */
export async function readResume(file: UploadedFile, type: FileType): Promise<ContactDetails & { unread?: 'notReadKind' | 'damaged' }> {
  const { text, unread } = await resumeText(file.bytes, type);
  return text === undefined ? { unread } : contactDetails(text);
}

export class CandidateFromResumeService {
  constructor(private readonly deps: RecruitingDeps) {}

  /**
   * The new candidate: each field the client sent wins over the resume's;
   * a name is required from one or the other (400 unreadableResume).
   * The file's type is checked first (415), as an upload's is.
   */
  async create(actor: Actor, positionId: string, file: UploadedFile, fields: CandidateFromResumeFields): Promise<Candidate> {
    const type = checkFileType(file.bytes, file.declaredType);
    const read = await readResume(file, type);
    const name = fields.name ?? read.name;
    if (name === undefined) throw unreadableResume(type, read.unread);
    const body = {
      name,
      email_address: fields.email_address ?? read.email_address,
      phone_number: fields.phone_number ?? read.phone_number,
      summary: fields.summary,
      origin: fields.origin,
    };
    const fileName = cleanFileName(file.fileName, type, 'resume');
    return this.deps.store.transaction(async (tx) => {
      const { row, position } = await insertCandidate(tx, this.deps, actor, positionId, body);
      const kept = newFileRow(
        this.deps,
        actor,
        { position, candidate: row },
        { kind: 'resume', file, type, fileName, now: row.created_at },
      );
      await tx.repos.candidateFiles.insert(kept);
      const candidate = await withProfile(tx.repos, actor.company, row, position);
      await emitEvent(tx, this.deps, actor, 'candidateAdded', { candidate: listShape(candidate), position: positionRef(position) });
      return candidate;
    });
  }
}
