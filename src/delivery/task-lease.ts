// The lease an endpoint task holds on its endpoint's queue
// (storage/queue/endpoint-leases.ts). Its expiry is the worker's clock (the
// rows hold it, and other workers compare it with theirs); a sending task
// renews it once less than half of it is left, a lingering one lets it go
// instead. On PostgreSQL it is tied to the worker's lease session
// (storage/queue/lease-holder.ts): when that session ends, another worker
// may have the queue already, so the lease counts as lost.
import type { Kysely } from 'kysely';
import { releaseLease, renewLease } from '../storage/queue/endpoint-leases.ts';
import type { LeaseSession, LeaseTie } from '../storage/queue/lease-holder.ts';
import type { Database } from '../storage/schema.ts';

export class TaskLease {
  constructor(
    private readonly context: { db: Kysely<Database>; workerId: string; leaseMs: number; leases: LeaseSession },
    private readonly endpointId: string,
    private expiresAt: number,
    /** The tie of this lease (see LeaseSession.current). */
    private readonly tie: LeaseTie,
  ) {}

  /** The session the lease is tied to ended: another worker may have taken the queue. */
  get lost(): boolean {
    return this.context.leases.current !== this.tie;
  }

  /** Less than half the lease is left at `now` (the worker's clock). */
  runsLow(now: number): boolean {
    return this.expiresAt - now < this.context.leaseMs / 2;
  }

  /** Renews the lease if it runs low at `now`; false when another worker has it now (it resends what we have not stored). */
  async keep(now: number): Promise<boolean> {
    if (!this.runsLow(now)) return true;
    const { db, workerId, leaseMs } = this.context;
    this.expiresAt = now + leaseMs;
    return renewLease(db, this.endpointId, workerId, this.expiresAt);
  }

  release(): Promise<void> {
    return releaseLease(this.context.db, this.endpointId, this.context.workerId);
  }
}
