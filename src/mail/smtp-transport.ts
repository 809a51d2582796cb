// Email through a mail server (SMTP), with nodemailer. Every step of the SMTP
// conversation is bounded by the configured timeout, and a whole send by a
// deadline, so a mail server that stops answering cannot hold a sender.
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';

export interface OutgoingMail {
  to: string;
  /** Shown as the name of the From address, which is always the configured one. */
  fromName: string;
  /** Where the candidate's replies go: the author's own address. */
  replyTo: string | null;
  subject: string;
  text: string;
  /** The Message-ID header, from the message id: replies can be matched to it. */
  messageId: string;
}

export interface MailTransport {
  /** Resolves once the mail server has accepted the mail; rejects with the reason otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  /** The longest one send may take. */
  readonly deadlineMs: number;
  close(): void;
}

/** Steps of an SMTP conversation, each bounded by the timeout: connect, greeting and the commands after them. */
const STEPS_PER_SEND = 4;

export function smtpTransport(config: MailConfig): MailTransport {
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
  });
  const domain = config.from.slice(config.from.lastIndexOf('@') + 1);
  const deadlineMs = config.timeoutMs * STEPS_PER_SEND;
  return {
    deadlineMs,
    async send(mail) {
      await transporter.sendMail({
        from: { name: mail.fromName, address: config.from },
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.messageId}@${domain}>`,
        // nodemailer 10 aborts a send on this signal; its typings predate the option.
        ...({ signal: AbortSignal.timeout(deadlineMs) } as object),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Why a send failed, as clients are shown it: the mail server's answer or the
 * connection problem, on one line, without the credentials of SMTP_URL.
 */
export function failureReason(error: unknown, smtpUrl: string): string {
  let text = error instanceof Error ? error.message : String(error);
  const { username, password } = new URL(smtpUrl);
  for (const secret of [password, decodeURIComponent(password), username, decodeURIComponent(username)]) {
    if (secret.length > 0) text = text.split(secret).join('[redacted]');
  }
  text = text.replace(/\s+/g, ' ').trim() || 'Sending failed';
  return text.length > 1000 ? `${text.slice(0, 999)}…` : text;
}
