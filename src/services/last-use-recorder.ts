// Coalesces "last used" writes of credentials. Authenticating must not write
// the database on every request: a use is recorded only when the stored value
// is older than `granularityMs`, and recorded uses are flushed in one batch.
// Session expiry (30 days, sliding) is far coarser than the granularity, so
// the delay never changes an answer.
import type { Clock } from '../clock.ts';
import type { CredentialsRepository } from '../storage/repositories/credentials-repository.ts';

type Table = 'sessions' | 'personal_access_tokens';

export class LastUseRecorder {
  private pending: Record<Table, Map<string, number>> = { sessions: new Map(), personal_access_tokens: new Map() };
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly credentials: CredentialsRepository,
    private readonly clock: Clock,
    private readonly options: { granularityMs: number; flushDelayMs: number; onError: (error: unknown) => void },
  ) {}

  /** The effective last use of a credential: the stored value or a newer one not yet flushed. */
  lastUse(table: Table, id: string, stored: number | null): number | null {
    const pending = this.pending[table].get(id);
    return pending !== undefined && (stored === null || pending > stored) ? pending : stored;
  }

  record(table: Table, id: string, stored: number | null): void {
    const now = this.clock.now();
    const known = this.lastUse(table, id, stored);
    if (known !== null && now - known < this.options.granularityMs) return;
    this.pending[table].set(id, now);
    this.timer ??= setTimeout(() => void this.flush(), this.options.flushDelayMs).unref();
  }

  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = { sessions: new Map(), personal_access_tokens: new Map() };
    this.flushing = this.flushing.then(async () => {
      try {
        await this.credentials.touch('sessions', batch.sessions);
        await this.credentials.touch('personal_access_tokens', batch.personal_access_tokens);
      } catch (error) {
        this.options.onError(error);
      }
    });
    return this.flushing;
  }
}
