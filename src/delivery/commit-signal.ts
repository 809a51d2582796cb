// Within one process: "deliveries were committed", from the transaction that
// queued them (storage/store.ts runs `notify` after the commit) to this
// process's delivery workers, which look for due work at once instead of at
// their next poll. Commits of other processes (and connections) reach a
// worker through its storage (storage/queue/coordination/commit-watch.ts):
// NOTIFY on PostgreSQL, a watch of SQLite's data_version.
export class CommitSignal {
  private readonly listeners = new Set<() => void>();

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` at every notify; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
