// Cross-process wake-up on PostgreSQL: the outbox sends NOTIFY in the
// transaction that records an event, so every worker process listening here
// starts sending within milliseconds of the commit, instead of polling.
import pg from 'pg';
import { DELIVERY_CHANNEL } from '../storage/queue/record-event.ts';

export interface WakeupListener {
  /** Resolves once the first LISTEN is in place (or failed; reconnects go on). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenForDeliveries(databaseUrl: string, onWake: () => void, onError: (error: unknown) => void): WakeupListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', () => onWake());
    next.on('error', (error) => {
      onError(error);
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`listen ${DELIVERY_CHANNEL}`);
      if (closed) return void next.end().catch(() => {});
      client = next;
      // Anything committed while we were not listening is picked up now.
      onWake();
    } catch (error) {
      onError(error);
      next.end().catch(() => {});
      reconnectSoon();
    } finally {
      markReady();
    }
  };

  const reconnectSoon = () => {
    if (closed || retry) return;
    client?.end().catch(() => {});
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1000);
    retry.unref();
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
