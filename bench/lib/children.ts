// Every process the bench starts, so an interrupted run (Ctrl-C) takes them
// down with it instead of leaving a server sending to nowhere.
import type { ChildProcess } from 'node:child_process';

const children = new Set<ChildProcess>();

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
}
