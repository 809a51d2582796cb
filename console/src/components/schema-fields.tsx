// A JSON Schema as a person reads it: one row per field, with its dotted
// path, its type, whether it is always there, and what it means. Named
// schemas are already written out in the catalog's schemas (GET /v3/event_types).
type Schema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  format?: string;
};

interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  description: string;
}

function typeOf(schema: Schema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (schema.anyOf) {
    const consts = schema.anyOf.every((s) => s.const !== undefined);
    return consts ? `one of ${schema.anyOf.map((s) => JSON.stringify(s.const)).join(', ')}` : schema.anyOf.map(typeOf).join(' or ');
  }
  if (schema.type === 'array') return `array of ${schema.items ? typeOf(schema.items) : 'any'}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

function rows(schema: Schema, prefix: string, out: FieldRow[]): FieldRow[] {
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    const object = field.properties ? field : field.anyOf?.find((s) => s.properties);
    out.push({
      path,
      type: object && !field.anyOf ? 'object' : typeOf(field),
      required: schema.required?.includes(name) ?? false,
      description: field.description ?? object?.description ?? '',
    });
    if (object) rows(object, path, out);
    if (field.type === 'array' && field.items?.properties) rows(field.items, `${path}[]`, out);
  }
  return out;
}

export function SchemaFields({ schema, caption }: { schema: object; caption: string }) {
  return (
    // Scrolls sideways on a narrow screen; focusable, so a keyboard can scroll it too.
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="schema-fields">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Always there</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {rows(schema as Schema, '', []).map((row) => (
            <tr key={row.path}>
              <th scope="row" className="mono">
                {/* A line may break after a dot, never inside a name. */}
                {row.path.split('.').map((part, i) => (
                  <span key={i}>
                    {i > 0 && (
                      <>
                        .<wbr />
                      </>
                    )}
                    {part}
                  </span>
                ))}
              </th>
              <td>{row.type}</td>
              <td>{row.required ? 'yes' : 'no'}</td>
              <td>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
