// What every endpoint task of a worker shares (endpoint-task.ts): handed to
// each task by its worker (delivery-worker.ts), so a task knows nothing else
// of the worker.
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { EndpointStateWatch } from '../storage/queue/coordination/endpoint-state-watch.ts';
import type { LeaseSession } from '../storage/queue/lease-holder.ts';
import type { AttemptResult } from '../storage/queue/record-results.ts';
import type { Database } from '../storage/schema.ts';
import type { DeliverySender } from './delivery-attempt.ts';
import type { DeliveryLog } from './delivery-log.ts';
import type { EndpointStateReads } from './endpoint-state-reads.ts';
import type { ResultWriter } from './result-writer.ts';
import type { SecretBackoff } from './secret-backoff.ts';

/** What every task of a worker shares. */
export interface EndpointTaskContext {
  db: Kysely<Database>;
  clock: Clock;
  log: DeliveryLog;
  workerId: string;
  /** How long a lease lasts unrenewed (clock ms). */
  leaseMs: number;
  /** Deliveries fetched at a time. */
  batchSize: number;
  /** Deliveries of one endpoint sent at once (WEBHOOK_ENDPOINT_CONCURRENCY). */
  concurrency: number;
  /** How long one send may last (WEBHOOK_TIMEOUT_MS). */
  sendTimeoutMs: number;
  /** Real milliseconds a task keeps its lease after the queue ran empty (0: none), unless the lease runs low by the clock first. */
  lingerMs: number;
  /** The session the worker's leases are tied to. */
  leases: LeaseSession;
  /** Whether an endpoint may have stopped being sendable since a moment (storage/queue/coordination/endpoint-state-watch.ts). */
  stateWatch: EndpointStateWatch;
  /** The checks between sends, read together (endpoint-state-reads.ts). */
  stateReads: EndpointStateReads;
  writer: ResultWriter;
  sender: DeliverySender;
  secrets: SecretBackoff;
  /** Whether a task may linger now: not when many endpoint slots are taken, which are then for queues that wait. */
  mayLinger(): boolean;
  /** An attempt ended (not one cut off by shutdown). */
  onAttempted(result: AttemptResult): void;
}
