// Within one process: "deliveries were committed", from the transaction that
// queued them (storage/store.ts runs `notify` after the commit) to this
// process's delivery workers, which look for due work at once instead of at
// their next poll. Commits of other processes (and connections) reach a
// worker through its storage (storage/queue/coordination/commit-watch.ts):
// NOTIFY on PostgreSQL, a watch of SQLite's data_version.
//
// A commit that knows the endpoints whose queues it grew names them (the
// outbox's fan-out returns them): a worker then pokes the tasks it runs for
// them rather than searching every queue (tasks-for.ts). Other processes'
// workers learn them from the NOTIFY's payload on PostgreSQL.
/** Hears a commit that queued deliveries: of these endpoints, or (undefined) of any. */
export type CommitListener = (endpointIds?: readonly string[]) => void;

export class CommitSignal {
  private readonly listeners = new Set<CommitListener>();

  notify(endpointIds?: readonly string[]): void {
    for (const listener of this.listeners) listener(endpointIds);
  }

  /** Calls `listener` at every notify; returns the function that stops it. */
  subscribe(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
