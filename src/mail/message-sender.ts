// Emails the queued outbound messages of candidate conversations, one at a
// time, outside every request's transaction.
//
// A message is committed with delivery status `queued`; only then is the
// sender woken (Store.afterCommit), so no mail leaves for a message that was
// rolled back, and a slow mail server never holds a transaction open. The
// sender also looks for queued messages when the process starts and every
// `sweepMs`: a message left queued by a process that stopped after the commit
// (a crash, a restart) is picked up by the next sender that looks.
//
// Each message is claimed before it is sent (MessagesRepository.claimNextQueued),
// so of several processes only one sends it; a claim outlives the longest
// send, and the claim of a sender that died expires so another takes the
// message up. A crash after the mail server accepted a message but before
// `sent` was written sends it again: delivery is at least once.
import type { Clock } from '../clock.ts';
import type { MessagesRepository, OutgoingMessage } from '../storage/repositories/messages-repository.ts';
import type { MailTransport } from './smtp-transport.ts';

export interface MessageSenderOptions {
  messages: MessagesRepository;
  transport: MailTransport;
  clock: Clock;
  /** Turns a send failure into the reason clients see (failureReason of smtp-transport.ts). */
  describeFailure: (error: unknown) => string;
  onError: (error: unknown) => void;
  /** How often to look for messages nobody woke this sender for; default: the claim's length. */
  sweepMs?: number;
  /** Claims of one message after which it is marked failed instead of tried again. */
  maxAttempts?: number;
}

export const MAX_SEND_ATTEMPTS = 5;

export class MessageSender {
  /** How long a claim keeps other senders off a message: longer than any send. */
  readonly leaseMs: number;
  private running: Promise<void> | undefined;
  private wokenWhileRunning = false;
  private started = false;
  private stopped = false;
  private sweep: NodeJS.Timeout | undefined;

  constructor(private readonly options: MessageSenderOptions) {
    this.leaseMs = options.transport.deadlineMs + 5_000;
  }

  /** Sends what is queued now, and from then on whenever woken or every sweep. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.sweep = setInterval(() => this.wake(), this.options.sweepMs ?? this.leaseMs);
    this.sweep.unref();
    this.wake();
  }

  /** Something was queued (after its commit), or it is time to look: sends until nothing is left. */
  wake(): void {
    if (!this.started || this.stopped) return;
    if (this.running) {
      // The running loop may already have looked: it looks once more when done.
      this.wokenWhileRunning = true;
      return;
    }
    this.running = this.sendQueued().finally(() => {
      this.running = undefined;
      if (this.wokenWhileRunning) {
        this.wokenWhileRunning = false;
        this.wake();
      }
    });
  }

  /** Resolves once nothing is being sent (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Lets the send in progress finish and record its outcome; sends nothing more. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweep);
    await this.running;
    this.options.transport.close();
  }

  private async sendQueued(): Promise<void> {
    try {
      while (!this.stopped) {
        const message = await this.options.messages.claimNextQueued(this.options.clock.now(), this.leaseMs);
        if (!message) return;
        await this.sendOne(message);
      }
    } catch (error) {
      // The database failed us: the message stays queued (its claim expires), and the next wake or sweep tries again.
      this.options.onError(error);
    }
  }

  private async sendOne(message: OutgoingMessage): Promise<void> {
    const { messages, transport, clock } = this.options;
    const maxAttempts = this.options.maxAttempts ?? MAX_SEND_ATTEMPTS;
    if (message.send_attempts > maxAttempts) {
      // Claimed that often without an outcome: every sender that tried stopped mid-send.
      await messages.recordSendResult(message.id, {
        status: 'failed',
        error: `Gave up after ${maxAttempts} attempts that did not finish`,
        sentAt: null,
      });
      return;
    }
    try {
      await transport.send({
        to: message.recipient!,
        fromName: `${message.author_name ?? 'The team'} (${message.company_name})`,
        replyTo: message.author_email,
        subject: message.subject ?? `Message from ${message.company_name}`,
        text: message.body,
        messageId: message.id,
      });
    } catch (error) {
      await messages.recordSendResult(message.id, { status: 'failed', error: this.options.describeFailure(error), sentAt: null });
      return;
    }
    await messages.recordSendResult(message.id, { status: 'sent', error: null, sentAt: clock.now() });
  }
}
