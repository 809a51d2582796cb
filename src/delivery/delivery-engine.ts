// Where a process's delivery worker runs: decided once at start, from its
// role, DELIVERY_THREAD, its database and what the caller gave the server.
import type { Clock } from '../clock.ts';
import type { Config, Role } from '../config.ts';

/**
 * Where a process with a delivery worker runs it: `thread`, a worker thread
 * with its own database connections, so API requests and sends each have a
 * core (role all with DELIVERY_THREAD on, the default); `in-process`, on the
 * process's own event loop (role worker, DELIVERY_THREAD=off, and whatever a
 * thread can't share: see deliveryEngineOf).
 */
export type DeliveryEngine = 'thread' | 'in-process';

/** Where this server's delivery worker runs (DeliveryEngine), or none. */
export function deliveryEngineOf(
  config: Config,
  role: Role,
  options: { deliveryEngine?: DeliveryEngine; clock?: Clock; worker?: object },
): DeliveryEngine | 'none' {
  if (role === 'api') return 'none';
  // A thread's connections can't reach a database that lives in this thread's memory.
  const inMemory = config.database.dialect === 'sqlite' && config.database.file === ':memory:';
  const engine = options.deliveryEngine ?? (role === 'all' && config.deliveryThread && !inMemory ? 'thread' : 'in-process');
  // What the thread can't share is refused, never quietly left out.
  if (engine === 'thread' && (options.clock || options.worker)) {
    throw new Error(
      "the delivery thread runs on the system clock and the configuration's settings: start with deliveryEngine 'in-process'",
    );
  }
  return engine;
}
