// The custom headers of an endpoint's form. Their values are secrets the
// API never shows again (it answers names with a masked value), so editing
// them means entering them all anew: an endpoint's form leaves them alone
// until "Replace custom headers" is chosen, and then sends every row, which
// replace the stored headers (no rows removes them).
import { useId } from 'react';

export interface HeaderRow {
  name: string;
  value: string;
}

/** The `headers` object of the rows filled in (a row with neither a name nor a value is left out). */
export function headersOf(rows: HeaderRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((r) => r.name.trim() !== '' || r.value !== '').map((r) => [r.name.trim(), r.value]));
}

export function CustomHeadersFields(props: {
  rows: HeaderRow[];
  onChange: (rows: HeaderRow[]) => void;
  /** The names stored now, when editing an endpoint that has some. */
  storedNames?: string[];
}) {
  const id = useId();
  const { rows, onChange } = props;
  const update = (index: number, change: Partial<HeaderRow>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  return (
    <fieldset>
      <legend>Custom headers (optional)</legend>
      <p className="hint">
        Sent with every delivery, for a receiver behind a gateway that wants its own key. Values are kept sealed and never shown again
        {props.storedNames ? ': enter every header you want to keep; saving replaces them all, and no rows removes them.' : '.'}
      </p>
      {rows.map((row, index) => (
        <div key={index} className="header-row">
          <label htmlFor={`${id}-name-${index}`}>Header name {index + 1}</label>
          <input
            id={`${id}-name-${index}`}
            value={row.name}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => update(index, { name: e.target.value })}
          />
          <label htmlFor={`${id}-value-${index}`}>Header value {index + 1}</label>
          <input
            id={`${id}-value-${index}`}
            value={row.value}
            maxLength={1000}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => update(index, { value: e.target.value })}
          />
          <button type="button" className="button-secondary" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            Remove header {index + 1}
          </button>
        </div>
      ))}
      {rows.length < 20 && (
        <button type="button" className="button-secondary" onClick={() => onChange([...rows, { name: '', value: '' }])}>
          Add a header
        </button>
      )}
    </fieldset>
  );
}
