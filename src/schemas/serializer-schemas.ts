// The schemas the response serializer (fast-json-stringify) is given: each
// union of a schema with null (`anyOf: [X, {type: 'null'}]`, as Nullable
// writes an object or a $ref) as X marked `nullable: true`.
//
// fast-json-stringify picks a union's branch by running an Ajv validator of
// each branch on the value (compiled at the first answer that needs it);
// `nullable` it answers with a test for null, without a validator. A list of
// positions has five such fields per row. The named schemas and the OpenAPI
// document keep the union (`nullable` is not JSON Schema): only the
// serializer reads this copy.
//
// Ajv refuses `nullable` without `type`, so a schema that a validator still
// reads keeps its unions: the branches of a union that stays (one of objects
// of several shapes, say) and every named schema they reach, at any depth.

/** Keywords whose values are data, not schemas. */
export const DATA_KEYWORDS = new Set(['enum', 'const', 'examples', 'default', 'required']);
/** Keywords whose values are schemas by name. */
export const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose schemas fast-json-stringify checks with a validator. */
const VALIDATED = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'then', 'else', 'not']);

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The branch beside null, when `schema` is a union of one schema with null that can be written as nullable. */
function besideNull(schema: Schema): Schema | undefined {
  const { anyOf } = schema;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || !anyOf.every(isSchema)) return undefined;
  const nullAt = anyOf.findIndex((branch) => Object.keys(branch).length === 1 && branch.type === 'null');
  const other = anyOf[1 - nullAt];
  // A branch that is itself a choice still needs its validators.
  if (nullAt === -1 || !other || Object.keys(other).some((keyword) => VALIDATED.has(keyword) || keyword === 'nullable')) return undefined;
  return other;
}

/**
 * `schema` with each union of a schema with null as that schema marked
 * `nullable: true`, at any depth but inside the subschemas a validator reads
 * (those are left as they are); other keywords as they were.
 */
export function nullablesForSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullablesForSerializer);
  if (!isSchema(schema)) return schema;
  const other = besideNull(schema);
  if (other) {
    const { anyOf: _, ...siblings } = schema;
    return nullablesForSerializer({ ...other, ...siblings, nullable: true });
  }
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(key) || VALIDATED.has(key)) copy[key] = value;
    else if (SCHEMA_MAPS.has(key) && isSchema(value))
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, nullablesForSerializer(sub)]));
    else copy[key] = nullablesForSerializer(value);
  }
  return copy;
}

/** The names of the named schemas `schema` refers to (`Name` or `Name#/pointer`), at any depth. */
function refsOf(schema: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) refsOf(item, names);
  else if (isSchema(schema))
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') names.add(value.split('#')[0]!);
      else if (!DATA_KEYWORDS.has(key)) refsOf(value, names);
    }
  return names;
}

/** The names that the subschemas a validator reads in `schema` refer to. */
function validatedRefsOf(schema: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) validatedRefsOf(item, names);
  else if (isSchema(schema))
    for (const [key, value] of Object.entries(schema)) {
      if (VALIDATED.has(key)) refsOf(value, names);
      else if (!DATA_KEYWORDS.has(key)) validatedRefsOf(value, names);
    }
  return names;
}

/**
 * For one set of named schemas: given a route's response schema, that schema
 * and the named schemas as the serializer is given them. A named schema that
 * a validator of this route reads (from a union of the route, or of a named
 * schema the route reaches) is given as it was, and so is every one it
 * refers to.
 */
export function serializerSchemas(
  named: Record<string, unknown>,
): (schema: unknown) => { named: Record<string, unknown>; schema: unknown } {
  const rewritten = new Map(Object.entries(named).map(([name, schema]) => [name, nullablesForSerializer(schema)]));
  const validatedRefs = new Map([...rewritten].map(([name, schema]) => [name, validatedRefsOf(schema)]));
  const refs = new Map(Object.entries(named).map(([name, schema]) => [name, refsOf(schema)]));
  /** `names` and every named schema they refer to, at any depth. */
  const closure = (names: Iterable<string>): Set<string> => {
    const closed = new Set<string>();
    const pending = [...names];
    while (pending.length > 0) {
      const name = pending.pop()!;
      if (closed.has(name) || !refs.has(name)) continue;
      closed.add(name);
      pending.push(...refs.get(name)!);
    }
    return closed;
  };
  return (schema) => {
    const own = nullablesForSerializer(schema);
    const reached = [...closure(refsOf(own))];
    const kept = closure([...validatedRefsOf(own), ...reached.flatMap((name) => [...validatedRefs.get(name)!])]);
    return {
      named: Object.fromEntries(Object.entries(named).map(([name, original]) => [name, kept.has(name) ? original : rewritten.get(name)])),
      schema: own,
    };
  };
}
