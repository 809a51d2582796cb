// The conversation with a candidate: its messages, oldest first. An outbound
// message is emailed to the candidate when a mail server is configured
// (mail/message-sender.ts, after the commit); otherwise it is only stored,
// with delivery status not_sent. Emits no event.
import { badRequest } from '../errors.ts';
import { newId } from '../ids.ts';
import { presentMessage } from '../presenters/candidate-records.ts';
import type { Message, MessageBody } from '../schemas/candidate-records.ts';
import type { CompanyRow, MessageRow } from '../storage/schema.ts';
import { candidateTransaction } from './candidate-transaction.ts';
import type { Actor, RecruitingDeps } from './event-outbox.ts';
import { requireCandidateOf } from './recruiting-lookups.ts';
import { notBlank } from './text-rules.ts';

export interface ConversationDeps extends RecruitingDeps {
  /** Called after the commit of a message to email: wakes the process's sender. Undefined when no mail server is configured. */
  onQueued: (() => void) | undefined;
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export class ConversationService {
  constructor(private readonly deps: ConversationDeps) {}

  /** Oldest first, as a conversation reads. */
  async list(company: CompanyRow, positionId: string, candidateId: string): Promise<Message[]> {
    const { repos } = this.deps.store;
    const { candidate } = await requireCandidateOf(repos, company, positionId, candidateId);
    return (await repos.messages.listForCandidate(company.id, candidate.id)).map(presentMessage);
  }

  /**
   * Adds a message to the conversation: by default from the caller to the
   * candidate (outbound), queued to be emailed when a mail server is
   * configured; `direction: inbound` records a reply the candidate sent
   * through another channel, which is never emailed.
   */
  async post(actor: Actor, positionId: string, candidateId: string, input: MessageBody): Promise<Message> {
    notBlank(input.body, 'The message body');
    if (input.subject !== undefined) {
      notBlank(input.subject, 'The subject');
      if (CONTROL_CHARACTERS.test(input.subject))
        throw badRequest('invalidRequest', 'The subject must be one line, without control characters');
    }
    const outbound = (input.direction ?? 'outbound') === 'outbound';
    const emailed = outbound && this.deps.onQueued !== undefined;
    return candidateTransaction(
      this.deps.store,
      actor,
      { positionId, candidateId },
      { lock: 'share' },
      async (tx, { position, candidate }) => {
        // Share-locked, so the candidate (and its email address) stays as read until the message is stored.
        if (emailed && !candidate.email_address) {
          throw badRequest(
            'candidateEmailMissing',
            'The candidate has no email address to send the message to; add one to the candidate first',
          );
        }
        const row: MessageRow = {
          id: newId(this.deps.region),
          company_id: actor.company.id,
          position_id: position.id,
          candidate_id: candidate.id,
          direction: outbound ? 'outbound' : 'inbound',
          author_id: outbound ? actor.user.id : null,
          subject: input.subject ?? null,
          body: input.body,
          recipient: emailed ? candidate.email_address : null,
          delivery_status: outbound ? (emailed ? 'queued' : 'not_sent') : null,
          delivery_error: null,
          sent_at: null,
          claimed_until: null,
          send_attempts: 0,
          created_at: this.deps.clock.now(),
        };
        await tx.repos.messages.insert(row);
        // Never inside the transaction: the sender reads the message only once it is committed.
        if (emailed) tx.afterCommit(this.deps.onQueued!);
        return presentMessage({ ...row, author_name: outbound ? actor.user.name : null });
      },
    );
  }
}
