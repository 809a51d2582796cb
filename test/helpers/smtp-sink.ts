// A real SMTP server on a loopback port (smtp-server), for tests of the mail
// the service sends: it keeps every message it accepts, refuses the
// recipients it is told to, and can hold a message in its DATA phase until
// released (to catch a sender mid-send).
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers, blank line, body. */
  raw: string;
}

export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** Recipients answered with 550, as a mail server refuses an unknown mailbox. */
  readonly refused = new Set<string>();
  /** How many messages reached the DATA phase (held or not). */
  dataStarted = 0;
  private held: Array<() => void> | undefined;

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpSink> {
    let sink!: SmtpSink;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address: SMTPServerAddress, _session, callback) {
        if (!sink.refused.has(address.address)) return callback();
        const error = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), {
          responseCode: 550,
        });
        callback(error);
      },
      onData(stream, session, callback) {
        sink.dataStarted += 1;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const accept = () => {
            sink.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          };
          if (sink.held) sink.held.push(accept);
          else accept();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.server.address();
    sink = new SmtpSink(server, typeof address === 'object' && address ? address.port : 0);
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** From now on, messages wait in their DATA phase until release(). */
  hold(): void {
    this.held ??= [];
  }

  /**
   * Forgets the messages held so far without accepting them, as a server
   * whose client went away mid-send never delivers them; stops holding.
   */
  dropHeld(): void {
    this.held = undefined;
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = undefined;
    for (const accept of waiting) accept();
  }

  /** A header of a received message, unfolded. */
  static header(mail: ReceivedMail, name: string): string | undefined {
    const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return line?.slice(name.length + 1).trim();
  }

  async close(): Promise<void> {
    this.release();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
