// The database session that a PostgreSQL worker's leases are tied to: one
// connection of its own, held open for the worker's life and never used for
// anything else. Its backend pid and start time are stored with each lease
// the worker takes (endpoint-leases.ts). When the worker dies, PostgreSQL
// ends the session and other workers see its leases as free at once
// (find-ready-endpoints.ts), instead of waiting for them to expire.
//
// Why not the pool: pooled connections come and go (idle ones are closed),
// and a session must live exactly as long as the worker does.
//
// A worker opens it through its coordination (coordination/lease-session.ts),
// as a LeaseSession: on SQLite, where one worker serves a database, leases
// are tied to no session.
import type pg from 'pg';
import { nodePostgres } from '../node-postgres.ts';

export interface LeaseHolderIdentity {
  pid: number;
  since: number;
}

/** What the leases a worker takes are tied to: on PostgreSQL its session (`holder`); on SQLite nothing. */
export interface LeaseTie {
  readonly holder?: LeaseHolderIdentity;
}

/** The session of a worker's leases, as its coordination opens it (coordination/lease-session.ts). */
export interface LeaseSession {
  /**
   * The tie of leases taken now; undefined while the session is being
   * opened again (no leases are taken then). A lease taken under a tie that
   * is no longer current may be another worker's already: its task stops.
   */
  readonly current: LeaseTie | undefined;
  /** Last, when the worker stops: leases left (if any) are free for others the moment it closes. */
  close(): Promise<void>;
}

/**
 * SQL of the sessions alive now, as (pid, since) pairs; `since` is
 * backend_start in microseconds since the epoch, as stored. Any role sees
 * the pid and start of every session.
 */
export const LIVE_SESSIONS_SQL = `select pid, (extract(epoch from backend_start) * 1000000)::bigint from pg_stat_activity`;

export class LeaseHolder implements LeaseSession {
  private client: pg.Client | undefined;
  private tie: LeaseTie | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  private constructor(
    private readonly connection: pg.ClientConfig,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Opens the session; rejects when the database can't be reached (the worker can't start either). */
  static async open(connection: pg.ClientConfig, onError: (error: unknown) => void): Promise<LeaseHolder> {
    const holder = new LeaseHolder(connection, onError);
    await holder.connect();
    return holder;
  }

  /** The session leases are taken under now; undefined while it is being opened again. */
  get identity(): LeaseHolderIdentity | undefined {
    return this.tie?.holder;
  }

  /** A tie of its own for every session, so a task can tell whether its lease's session is still the current one. */
  get current(): LeaseTie | undefined {
    return this.tie;
  }

  private async connect(): Promise<void> {
    const client = new (nodePostgres().Client)(this.connection);
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number; since: string }>(
        `select pid, (extract(epoch from backend_start) * 1000000)::bigint as since from pg_stat_activity where pid = pg_backend_pid()`,
      );
      if (this.closed) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      this.tie = { holder: { pid: Number(rows[0]!.pid), since: Number(rows[0]!.since) } };
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (client !== this.client) return;
    this.client = undefined;
    this.tie = undefined;
    client.end().catch(() => {});
    if (this.closed) return;
    if (error) this.onError(error);
    this.reconnectSoon();
  }

  private reconnectSoon(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect().catch((error) => {
        this.onError(error);
        this.reconnectSoon();
      });
    }, 1000);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.tie = undefined;
    await client?.end().catch(() => {});
  }
}
