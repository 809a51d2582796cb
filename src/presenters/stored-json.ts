// JSON kept in a text column (a position's type and location, a candidate's
// tags and source...), read back. A value that does not parse is shown as
// `fallback` rather than failing the whole answer.
export function parseStored<T>(stored: string | null, fallback: T): T {
  if (stored === null) return fallback;
  try {
    return JSON.parse(stored) as T;
  } catch {
    return fallback;
  }
}
