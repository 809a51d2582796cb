// Adding a candidate to a position from a resume: the position looked up
// first (a made-up one is refused before the file is touched), the file's
// type checked, the details the client did not send read from the resume
// (resume-reader.ts, on the reader's thread: resume-thread.ts), then the
// candidate made with the fields the client sent and, for those it did not,
// what the resume shows; the resume is kept as the candidate's, and
// candidateAdded emitted, all in one transaction.
import { badRequest } from '../errors.ts';
import { positionRef } from '../presenters/events.ts';
import type { CandidateFromResumeFields } from '../schemas/candidate-from-resume.ts';
import type { Candidate } from '../schemas/recruiting.ts';
import { newFileRow, type UploadedFile } from './candidate-file-service.ts';
import { listShape, withProfile } from './candidate-profile.ts';
import { insertCandidate } from './candidate-service.ts';
import { CONTACT_FIELDS } from './contact-details.ts';
import { candidateAddedTo, emitEvent, type Actor, type RecruitingDeps } from './event-outbox.ts';
import { checkFileType, cleanFileName, type FileType } from './file-content.ts';
import { requirePosition } from './recruiting-lookups.ts';
import type { ResumeReading, ResumeReadRequest, Unread } from './resume-reader.ts';

export interface CandidateFromResumeDeps extends RecruitingDeps {
  /** Reads the wanted details of a resume: readResumeOnThread (resume-thread.ts). */
  readResume: (request: ResumeReadRequest) => Promise<ResumeReading>;
}

/** The 400 of a resume no name could be read from, when the client sent none. */
function unreadableResume(type: FileType, unread: Unread | undefined) {
  const kind = type.contentType.split(';')[0];
  const why =
    unread === 'notReadKind'
      ? `The text of a ${kind} file is not read`
      : unread === 'damaged'
        ? `The ${kind} file could not be opened to read its text`
        : 'No name could be read from the resume';
  return badRequest('unreadableResume', `${why}; send the candidate's name as the form field "name" with the file`);
}

export class CandidateFromResumeService {
  constructor(private readonly deps: CandidateFromResumeDeps) {}

  /**
   * The new candidate: each field the client sent wins over the resume's,
   * and only the others are looked for in it (none sent: the file is kept
   * unread); a name is required from one or the other (400
   * unreadableResume). The position is looked up before anything is done
   * with the file (404), then the file's type is checked (415), as an
   * upload's is.
   */
  async create(actor: Actor, positionId: string, file: UploadedFile, fields: CandidateFromResumeFields): Promise<Candidate> {
    await requirePosition(this.deps.store.repos, actor.company, positionId);
    const type = checkFileType(file.bytes, file.declaredType);
    const wanted = CONTACT_FIELDS.filter((field) => fields[field] === undefined);
    const read: ResumeReading =
      wanted.length === 0 ? { details: {} } : await this.deps.readResume({ bytes: file.bytes, extension: type.extension, wanted });
    const name = fields.name ?? read.details.name;
    if (name === undefined) throw unreadableResume(type, read.unread);
    const body = {
      name,
      email_address: fields.email_address ?? read.details.email_address,
      phone_number: fields.phone_number ?? read.details.phone_number,
      summary: fields.summary,
      origin: fields.origin,
    };
    const fileName = cleanFileName(file.fileName, type, 'resume');
    return this.deps.store.transaction(
      async (tx) => {
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
      },
      candidateAddedTo(actor, positionId),
    );
  }
}
