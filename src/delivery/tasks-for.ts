// Which tasks a commit's wake-up is for, when the commit named the endpoints
// whose queues it grew (commit-signal.ts): if every one of them is served by a
// running task of this worker, poking those tasks is all there is to do, and
// the worker's search of every queue (find-ready-endpoints.ts) would find
// nothing else. At a steady stream of events each commit had run that search,
// most of the worker's work; a task that lingers (worker-options.ts) now takes
// its endpoint's next event with one fetch. Any endpoint without a task, or a
// commit that names none, still needs the search.

/** The tasks of `endpointIds` from `running` (by endpoint), when every one has one; else undefined: search. */
export function tasksFor<T>(endpointIds: readonly string[], running: ReadonlyMap<string, { task: T }>): T[] | undefined {
  if (endpointIds.length === 0) return undefined;
  const found: T[] = [];
  for (const id of endpointIds) {
    const entry = running.get(id);
    if (!entry) return undefined;
    found.push(entry.task);
  }
  return found;
}
