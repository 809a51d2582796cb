// Time source of the service. Everything that depends on "now" (session expiry,
// rate limits, retry schedules) reads it from a Clock, so tests can move time
// forward instead of sleeping.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to; for tests. */
export class ManualClock implements Clock {
  constructor(private current: number = Date.parse('2026-01-01T00:00:00.000Z')) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}

export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
