// A time as people read it, in their own zone.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A time in the reader's zone; `seconds` where they matter (the delivery log). The full ISO time is the tooltip. */
export function Time({ value, never = 'never', seconds = false }: { value: string | null | undefined; never?: string; seconds?: boolean }) {
  if (!value) return <>{never}</>;
  return (
    <time dateTime={value} title={value}>
      {(seconds ? dateTimeSeconds : dateTime).format(new Date(value))}
    </time>
  );
}
