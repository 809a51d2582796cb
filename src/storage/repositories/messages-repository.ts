import type { MessageDeliveryStatus, MessageRow, NewMessage } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

/** A message with its author's name, which the API shows with every message. */
export type MessageWithAuthor = MessageRow & { author_name: string | null };

/** What the sender needs to email a message: the message and the names and address its email shows. */
export type OutgoingMessage = MessageWithAuthor & { author_email: string | null; company_name: string };

export class MessagesRepository {
  constructor(private readonly context: RepositoryContext) {}

  private selectWithAuthor() {
    // A left join: a message outlives any change to its author's account.
    return this.context.db
      .selectFrom('messages as m')
      .leftJoin('users as u', 'u.id', 'm.author_id')
      .selectAll('m')
      .select('u.name as author_name');
  }

  /** Oldest first, as a conversation reads. */
  listForCandidate(companyId: string, candidateId: string): Promise<MessageWithAuthor[]> {
    return this.selectWithAuthor()
      .where('m.candidate_id', '=', candidateId)
      .where('m.company_id', '=', companyId)
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute();
  }

  async insert(row: NewMessage): Promise<void> {
    await this.context.db.insertInto('messages').values(row).execute();
  }

  /**
   * Claims the oldest queued message that no other sender holds, for
   * `leaseMs`: the claim is a conditional update, so of two senders (two
   * processes) only one gets each message. A claim left by a sender that
   * died expires and the message is claimed again.
   */
  async claimNextQueued(now: number, leaseMs: number): Promise<OutgoingMessage | undefined> {
    const { db } = this.context;
    for (;;) {
      const next = await db
        .selectFrom('messages')
        .select('id')
        .where('delivery_status', '=', 'queued')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!next) return undefined;
      const claimed = await db
        .updateTable('messages')
        .set((eb) => ({ claimed_until: now + leaseMs, send_attempts: eb('send_attempts', '+', 1) }))
        .where('id', '=', next.id)
        .where('delivery_status', '=', 'queued')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .executeTakeFirst();
      // Another sender took it between the two statements: look for the next one.
      if (Number(claimed.numUpdatedRows) === 0) continue;
      const message = await this.selectWithAuthor()
        .innerJoin('companies as c', 'c.id', 'm.company_id')
        .select(['u.email as author_email', 'c.name as company_name'])
        .where('m.id', '=', next.id)
        .executeTakeFirst();
      // Deleted with its candidate in the meantime: nothing to send.
      if (message) return message;
    }
  }

  /** Records how sending a claimed message ended, and releases the claim. */
  async recordSendResult(
    id: string,
    result: { status: Extract<MessageDeliveryStatus, 'sent' | 'failed'>; error: string | null; sentAt: number | null },
  ): Promise<void> {
    await this.context.db
      .updateTable('messages')
      .set({ delivery_status: result.status, delivery_error: result.error, sent_at: result.sentAt, claimed_until: null })
      .where('id', '=', id)
      .execute();
  }
}
