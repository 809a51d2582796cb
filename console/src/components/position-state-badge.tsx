// A position's state (draft, published, …), as a badge.
import type { Position } from '../api.ts';

export function PositionStateBadge({ state }: { state: Position['state'] }) {
  return <span className={`badge badge-state-${state}`}>{state}</span>;
}
