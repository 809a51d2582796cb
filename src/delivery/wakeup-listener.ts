// Cross-process wake-up on PostgreSQL: the outbox sends NOTIFY in the
// transaction that records an event, so every worker process listening here
// starts sending within milliseconds of the commit, instead of polling. The
// connection, its re-establishment after a loss and the wake-ups on (re)start
// are storage/postgres-listener.ts's.
import { listenOnChannel, type ListenerEvents, type PostgresListener } from '../storage/postgres-listener.ts';
import { DELIVERY_CHANNEL } from '../storage/queue/record-event.ts';

export type WakeupListener = PostgresListener;

export function listenForDeliveries(databaseUrl: string, onWake: () => void, events: ListenerEvents): WakeupListener {
  return listenOnChannel(databaseUrl, DELIVERY_CHANNEL, onWake, events);
}
