// LISTEN on PostgreSQL channels over one connection of its own (a pooled
// connection can't keep a LISTEN: it serves other queries and may be closed).
// A storage has one (database.ts): the delivery worker's wake-ups and the
// authentication cache's invalidation (credential-cache.ts) both subscribe
// to it, each on its channel (notification-channels.ts).
//
// The connection is opened with the first subscription and closed after the
// last one ends. It is re-established whenever it is lost (a restart or
// failover of the server, pg_terminate_backend): after 1 s, then waits that
// double up to 5 s while the server stays away. A loss is reported once to
// each subscriber, and its end once; nothing is reported for each try in
// between.
//
// Notifications sent while the connection is down are lost, so
// `onNotification` is also called when the connection is lost and each time
// listening starts (again): the subscriber treats both as "something may
// have changed".
//
// A LISTEN connection only receives, so nothing tells it that it is broken:
// after a network cut, a notification that was in flight when the link went
// down waits behind the server's retransmissions, whose gaps doubled through
// the cut (20 s and more after a 30 s cut), and every later notification
// waits behind it; a connection whose peer is gone altogether waits for TCP
// keepalive (hours by the kernel's defaults). So when a query of the pool
// finds the database unreachable (postgres-pool.ts), `check()` makes the
// connection prove itself: a `select 1` without an answer within the query
// timeout (PG_QUERY_TIMEOUT_MS, the pool's own rule) ends it as lost, and
// it is made again as after any loss.
import type pg from 'pg';
import { DEFAULT_POSTGRES_TIMEOUTS } from '../config/postgres-timeouts.ts';
import { nodePostgres } from './node-postgres.ts';

export interface ListenerEvents {
  /** The connection was lost or could not be made (once per outage). */
  onLost?(error: unknown): void;
  /** LISTEN is in place again after a loss. */
  onRestored?(): void;
}

export interface Subscription {
  /** Resolves once the subscription's first LISTEN is in place (or failed; reconnects go on). */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface Subscriber {
  channel: string;
  onNotification: (payload?: string) => void;
  events: ListenerEvents;
  /** Told of the current outage (onLost), so owed its end (onRestored). */
  toldLost: boolean;
  markReady: () => void;
}

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 5_000;
/** A server that accepts the connection and then says nothing counts as lost after this. */
const CONNECT_TIMEOUT_MS = 10_000;

export class PostgresListener {
  private readonly subscribers = new Set<Subscriber>();
  /** The connection LISTEN is in place on, and its channels. */
  private client: pg.Client | undefined;
  private listening = new Set<string>();
  /** A connection being made; subscribers that join meanwhile are listened for before it is taken. */
  private connecting: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = FIRST_RETRY_MS;
  private lost = false;
  private closed = false;
  /** The connection a check is waiting on, if any: one check at a time. */
  private checking: pg.Client | undefined;

  /** `checkTimeoutMs`: how long `check()` waits for an answer before taking the connection for broken (the pool's query timeout). */
  constructor(
    private readonly databaseUrl: string,
    private readonly checkTimeoutMs = DEFAULT_POSTGRES_TIMEOUTS.queryMs,
  ) {}

  /**
   * The database was found unreachable elsewhere: makes sure the LISTEN
   * connection still answers, and ends it as lost when it does not within
   * the check timeout. Does nothing while a check runs or no connection is up.
   */
  check(): void {
    const client = this.client;
    if (!client || this.checking === client || this.closed) return;
    this.checking = client;
    const timer = setTimeout(
      () => this.connectionFailed(client, new Error(`the LISTEN connection did not answer within ${this.checkTimeoutMs} ms`)),
      this.checkTimeoutMs,
    );
    timer.unref();
    client
      .query('select 1')
      .catch((error: unknown) => this.connectionFailed(client, error))
      .finally(() => {
        clearTimeout(timer);
        if (this.checking === client) this.checking = undefined;
      });
  }

  /** Calls `onNotification` on every NOTIFY on `channel`, on a loss of the connection, and whenever listening (re)starts. */
  subscribe(channel: string, onNotification: (payload?: string) => void, events: ListenerEvents = {}): Subscription {
    let markReady: () => void = () => {};
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const subscriber: Subscriber = { channel, onNotification, events, toldLost: false, markReady };
    if (this.closed) {
      markReady();
      return { ready, close: async () => {} };
    }
    this.subscribers.add(subscriber);
    if (this.client) void this.listenOn(this.client, subscriber);
    else if (this.retry)
      markReady(); // the server is away: listening starts with the next reconnection
    else if (!this.connecting) void this.connect();
    return { ready, close: () => this.unsubscribe(subscriber) };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const subscriber of this.subscribers) subscriber.markReady();
    this.subscribers.clear();
    await this.disconnect();
  }

  /** LISTEN for a subscriber joining an open connection. */
  private async listenOn(client: pg.Client, subscriber: Subscriber): Promise<void> {
    try {
      if (!this.listening.has(subscriber.channel)) {
        this.listening.add(subscriber.channel);
        // Channels are this service's own constants, plain lower-case identifiers.
        await client.query(`listen ${subscriber.channel}`);
      }
      subscriber.onNotification();
    } catch (error) {
      this.connectionFailed(client, error);
    } finally {
      subscriber.markReady();
    }
  }

  private async unsubscribe(subscriber: Subscriber): Promise<void> {
    if (!this.subscribers.delete(subscriber)) return;
    subscriber.markReady();
    if (this.subscribers.size === 0) return this.disconnect();
    const { channel } = subscriber;
    if ([...this.subscribers].some((other) => other.channel === channel) || !this.client) return;
    this.listening.delete(channel);
    await this.client.query(`unlisten ${channel}`).catch(() => {});
  }

  private async connect(): Promise<void> {
    const next = new (nodePostgres().Client)({
      connectionString: this.databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    this.connecting = next;
    const channels = new Set<string>();
    next.on('notification', (message) => {
      for (const subscriber of this.subscribers) if (subscriber.channel === message.channel) subscriber.onNotification(message.payload);
    });
    next.on('error', (error) => this.connectionFailed(next, error));
    try {
      await next.connect();
      // Until every channel subscribed by now (subscribers may join during each await) is listened on.
      for (let missing = this.missingChannels(channels); missing; missing = this.missingChannels(channels)) {
        channels.add(missing);
        await next.query(`listen ${missing}`);
      }
      if (this.connecting !== next) return void next.end().catch(() => {}); // closed, or everyone left, meanwhile
      this.connecting = undefined;
      this.client = next;
      this.listening = channels;
      this.retryMs = FIRST_RETRY_MS;
      const restored = this.lost;
      this.lost = false;
      for (const subscriber of this.subscribers) {
        if (restored && subscriber.toldLost) subscriber.events.onRestored?.();
        subscriber.toldLost = false;
        // Anything committed while we were not listening is picked up now.
        subscriber.onNotification();
        subscriber.markReady();
      }
    } catch (error) {
      this.connectionFailed(next, error);
    }
  }

  private missingChannels(listened: Set<string>): string | undefined {
    for (const subscriber of this.subscribers) if (!listened.has(subscriber.channel)) return subscriber.channel;
    return undefined;
  }

  /** `failed` (the current connection, or one that never got there) is dropped, and another is tried after a pause. */
  private connectionFailed(failed: pg.Client, error: unknown): void {
    // With a query still active (a check's), end() destroys the socket rather than say goodbye over a dead link.
    failed.end().catch(() => {});
    if (this.checking === failed) this.checking = undefined;
    if (failed !== this.client && failed !== this.connecting) return;
    this.client = undefined;
    this.connecting = undefined;
    if (this.closed || this.subscribers.size === 0) return;
    this.lost = true;
    for (const subscriber of this.subscribers) {
      if (!subscriber.toldLost) {
        subscriber.toldLost = true;
        subscriber.events.onLost?.(error);
        // A change missed while down must not wait for the reconnection to be seen.
        subscriber.onNotification();
      }
      subscriber.markReady();
    }
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.closed && this.subscribers.size > 0) void this.connect();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
  }

  private async disconnect(): Promise<void> {
    clearTimeout(this.retry);
    this.retry = undefined;
    const clients = [this.client, this.connecting];
    this.client = undefined;
    this.connecting = undefined;
    this.listening = new Set();
    this.lost = false;
    this.retryMs = FIRST_RETRY_MS;
    await Promise.all(clients.filter((client) => client !== undefined).map((client) => client.end().catch(() => {})));
  }
}
