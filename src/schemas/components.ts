// The named schemas of the API: every object a client reuses (Company,
// WebhookEndpoint, Candidate, each event payload, Error, ...).
//
// One mechanism, for every route to follow:
// - `component('Name', schema)` defines a named schema (its `$id` is the name);
// - `ref(Schema)` is how anything else uses it: a `$ref` by name, typed as
//   the schema, in route responses and inside other schemas alike;
// - app.ts registers `componentSchemas()` with Fastify (app.addSchema), which
//   resolves the refs when it validates and serializes (fast-json-stringify),
//   and @fastify/swagger publishes each as `components.schemas.Name` of the
//   OpenAPI document, so generated clients get a type per name.
// A named schema is never embedded whole in another (two copies of one $id
// would clash): always through ref(). A ref to a name nobody defined makes
// the application fail at start.
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

const registry = new Map<string, TSchema>();

/** Names `schema` as the component `name` (letters and digits, PascalCase). */
export function component<T extends TSchema>(name: string, schema: T): T {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`component name "${name}" must be PascalCase letters and digits`);
  if (registry.has(name)) throw new Error(`component ${name} is defined twice`);
  const named = { ...schema, $id: name, title: name } as T;
  registry.set(name, named);
  return named;
}

/**
 * A $ref to a named schema, typed as that schema. Nothing sits beside the
 * $ref (the OpenAPI document would drop it): say what a field means in the
 * description of the schema that holds it.
 */
export function ref<T extends TSchema>(schema: T): TUnsafe<Static<T>> {
  const name = schema.$id;
  if (name === undefined || registry.get(name) !== schema) throw new Error('ref() takes a schema made by component()');
  return Type.Unsafe<Static<T>>(Type.Ref(name));
}

/**
 * Every named schema defined so far: those of every module imported, which
 * for the app is all of them. By name, so the OpenAPI document (and the
 * types generated from it) doesn't depend on the order modules were loaded.
 */
export function componentSchemas(): TSchema[] {
  return [...registry.values()].sort((a, b) => (a.$id! < b.$id! ? -1 : 1));
}
