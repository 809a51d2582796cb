// LISTEN on one PostgreSQL channel over a connection of its own (a pooled
// connection can't keep a LISTEN: it serves other queries and may be closed).
// Used for the delivery workers' wake-ups (delivery/wakeup-listener.ts) and
// the authentication caches' invalidation (credential-cache.ts).
//
// The connection is re-established whenever it is lost (a restart or
// failover of the server, pg_terminate_backend): after 1 s, then waits that
// double up to 5 s while the server stays away. A loss is reported once, and
// its end once; nothing is reported for each try in between.
//
// Notifications sent while the connection is down are lost, so `onNotification`
// is also called when the connection is lost and each time listening starts
// (again): the caller treats both as "something may have changed".
import type pg from 'pg';
import { nodePostgres } from './node-postgres.ts';

export interface PostgresListener {
  /** Resolves once the first LISTEN is in place (or failed; reconnects go on). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface ListenerEvents {
  /** The connection was lost or could not be made (once per outage). */
  onLost?(error: unknown): void;
  /** LISTEN is in place again after a loss. */
  onRestored?(): void;
}

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 5_000;
/** A server that accepts the connection and then says nothing counts as lost after this. */
const CONNECT_TIMEOUT_MS = 10_000;

export function listenOnChannel(
  databaseUrl: string,
  channel: string,
  onNotification: () => void,
  events: ListenerEvents = {},
): PostgresListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let lost = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const reportLoss = (error: unknown) => {
    if (lost || closed) return;
    lost = true;
    events.onLost?.(error);
    // A change missed while down must not wait for the reconnection to be seen.
    onNotification();
  };

  const connect = async () => {
    const next = new (nodePostgres().Client)({
      connectionString: databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    next.on('notification', () => onNotification());
    next.on('error', (error) => {
      reportLoss(error);
      reconnectSoon(next);
    });
    try {
      await next.connect();
      // Channels are this service's own constants, plain lower-case identifiers.
      await next.query(`listen ${channel}`);
      if (closed) return void next.end().catch(() => {});
      client = next;
      retryMs = FIRST_RETRY_MS;
      if (lost) {
        lost = false;
        events.onRestored?.();
      }
      // Anything committed while we were not listening is picked up now.
      onNotification();
    } catch (error) {
      reportLoss(error);
      reconnectSoon(next);
    } finally {
      markReady();
    }
  };

  /** Drops `failed` (the current connection, or one that never got there) and tries again after a pause. */
  const reconnectSoon = (failed: pg.Client) => {
    failed.end().catch(() => {});
    if (client === failed) client = undefined;
    if (closed || retry || client) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
