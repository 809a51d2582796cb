// The session a delivery worker's leases are tied to, per dialect:
//
// - PostgreSQL: a connection of its own (../lease-holder.ts), so a dead
//   worker's leases are free at once; opening rejects when the database
//   can't be reached.
// - SQLite: no session. Only the worker holding the worker lock
//   (worker-lock.ts) opens one, and it first clears the leases a worker
//   killed before it could release them left: they would hold its endpoints
//   back until they expired.
//
// `onError` hears of failures after the opening.
import type { Storage } from '../../database.ts';
import { clearAllLeases } from '../endpoint-leases.ts';
import { LeaseHolder, type LeaseSession } from '../lease-holder.ts';

export async function openLeaseSession(storage: Storage, onError: (error: unknown) => void): Promise<LeaseSession> {
  const { engine } = storage;
  if (engine.dialect === 'postgres') return LeaseHolder.open({ connectionString: engine.url }, onError);
  await clearAllLeases(storage.db).catch(onError);
  return { current: {}, close: async () => {} };
}
