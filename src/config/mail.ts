// SMTP_URL, SMTP_FROM and SMTP_TIMEOUT_MS: how candidate messages are sent,
// or nothing when SMTP_URL is unset.
import { ConfigError } from './config-error.ts';
import { integer } from './env-readers.ts';

export interface MailConfig {
  /** smtp://[user:password@]host[:port] (STARTTLS when offered) or smtps://... (TLS from the start), with nodemailer options as query parameters. */
  smtpUrl: string;
  /** The From address of every message; the author's name is shown with it. */
  from: string;
  /** How long one step of the SMTP conversation (connect, greeting, each command) may take. */
  timeoutMs: number;
}

const EMAIL_ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

export function parseMail(env: NodeJS.ProcessEnv): MailConfig | undefined {
  const raw = env.SMTP_URL;
  if (raw === undefined || raw === '') {
    for (const name of ['SMTP_FROM', 'SMTP_TIMEOUT_MS']) {
      if (env[name]) throw new ConfigError(name, 'is set but SMTP_URL is not');
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The value may hold a password: never repeat it.
    throw new ConfigError('SMTP_URL', 'is not a URL; expected smtp://[user:password@]host[:port] or smtps://...');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL', `must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  if (url.hostname === '') throw new ConfigError('SMTP_URL', 'names no host');
  const from = env.SMTP_FROM ?? '';
  if (from === '') throw new ConfigError('SMTP_FROM', 'is required with SMTP_URL: the address messages are sent from');
  if (!EMAIL_ADDRESS.test(from))
    throw new ConfigError('SMTP_FROM', `expected an email address such as recruiting@example.com, got "${from}"`);
  return { smtpUrl: raw, from, timeoutMs: integer(env, 'SMTP_TIMEOUT_MS', 30_000, 100, 600_000) };
}
