// LISTEN on one PostgreSQL channel over a connection of its own (a pooled
// connection can't keep a LISTEN: it serves other queries and may be closed),
// reconnecting after a second when the connection is lost.
import pg from 'pg';

export interface PostgresListener {
  close(): Promise<void>;
}

/**
 * Calls `onNotification` for every notification on `channel`, and also once
 * each time listening starts or starts again: notifications sent while the
 * connection was down are lost, so the caller treats that as a change too.
 */
export function listenOnChannel(
  connection: pg.ClientConfig,
  channel: string,
  onNotification: () => void,
  onError: (error: unknown) => void = () => {},
): PostgresListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client(connection);
    next.on('notification', () => onNotification());
    next.on('error', (error) => {
      onError(error);
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (closed) return void next.end().catch(() => {});
      client = next;
      onNotification();
    } catch (error) {
      onError(error);
      next.end().catch(() => {});
      reconnectSoon();
    }
  };

  const reconnectSoon = () => {
    if (closed || retry) return;
    client?.end().catch(() => {});
    client = undefined;
    // A change missed while down must not wait for the reconnection to be seen.
    onNotification();
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1000);
    retry.unref();
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
