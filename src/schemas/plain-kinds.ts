// Two kinds of schema that are written as plain JSON Schema rather than as a
// union, for response serialization:
// - `StringEnum(['a', 'b'])`: `{type: 'string', enum: ['a', 'b']}`, typed 'a' | 'b';
// - `NullablePrimitive(Type.String())`: `{type: ['string', 'null']}`, typed
//   string | null (for strings, date-times, numbers, integers and booleans,
//   with their own keywords: format, pattern, minimum...).
//
// fast-json-stringify serializes an `anyOf` by running an Ajv validator of
// each branch on the value until one matches (and compiles those validators
// at the first answer that needs them); a union of literals or `[x, null]`
// in a list's row costs dozens of validator calls per row. An enum or a list
// of types it serializes with a typeof test, without a validator. The same
// JSON Schema validates the same values as the union did, and the OpenAPI
// 3.1 document publishes it as it is.
//
// `Type.Unsafe` would emit the same JSON, but TypeBox's Value.Check and
// TypeCompiler throw on a schema of unknown kind, and the tests check event
// payloads against these schemas with Value.Check: each kind here is
// registered with TypeBox's TypeRegistry, with the check its JSON means.
import {
  Kind,
  Type,
  TypeRegistry,
  type SchemaOptions,
  type TBoolean,
  type TInteger,
  type TNumber,
  type TSchema,
  type TString,
} from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const STRING_ENUM = 'StringEnum';
const NULLABLE_PRIMITIVE = 'NullablePrimitive';

export interface TStringEnum<T extends readonly string[] = readonly string[]> extends TSchema {
  [Kind]: typeof STRING_ENUM;
  static: T[number];
  type: 'string';
  enum: T[number][];
}

/** One of `values`: `{type: 'string', enum: values}` (with `options`: description, examples...), typed as the union of the values. */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}): TStringEnum<T> {
  if (values.length === 0) throw new Error('StringEnum takes at least one value');
  return { ...options, [Kind]: STRING_ENUM, type: 'string', enum: [...values] } as unknown as TStringEnum<T>;
}

TypeRegistry.Set<TStringEnum>(STRING_ENUM, (schema, value) => typeof value === 'string' && schema.enum.includes(value));

/** The schemas NullablePrimitive takes: a JSON value of one type, other than object and array. */
export type TPrimitive = TString | TNumber | TInteger | TBoolean;

/** TypeBox's kind of each primitive type, to check the non-null values as the inner schema would. */
const PRIMITIVE_KINDS: Record<string, string> = { string: 'String', number: 'Number', integer: 'Integer', boolean: 'Boolean' };

export interface TNullablePrimitive<T extends TPrimitive = TPrimitive> extends TSchema {
  [Kind]: typeof NULLABLE_PRIMITIVE;
  static: T['static'] | null;
  type: [T['type'], 'null'];
}

/** True for the schemas NullablePrimitive takes: made by Type.String, Type.Number, Type.Integer or Type.Boolean. */
export function isPrimitive(schema: TSchema): schema is TPrimitive {
  const kind = (schema as { [Kind]?: unknown })[Kind];
  return typeof schema.type === 'string' && PRIMITIVE_KINDS[schema.type] === kind;
}

/**
 * `schema` or null: `schema`'s keywords with `type: [its type, 'null']`
 * (keywords of a type, such as format or minimum, leave null alone), and
 * `options` (a description, say) over them. Where both describe, the
 * description says both: what a value is, then the whole's (when it is null,
 * say), as the union's branch and the union each said it.
 */
export function NullablePrimitive<T extends TPrimitive>(schema: T, options: SchemaOptions = {}): TNullablePrimitive<T> {
  if (!isPrimitive(schema)) throw new Error('NullablePrimitive takes a string, number, integer or boolean schema');
  const inner = schema.description;
  const outer = options.description as string | undefined;
  const description = inner && outer && inner !== outer ? { description: `${inner}. ${outer}` } : {};
  return {
    ...schema,
    ...options,
    ...description,
    [Kind]: NULLABLE_PRIMITIVE,
    type: [schema.type, 'null'],
  } as unknown as TNullablePrimitive<T>;
}

/** The schema a non-null value of `schema` is checked against: the primitive it was made from. */
const innerSchemas = new WeakMap<TNullablePrimitive, TSchema>();
function innerOf(schema: TNullablePrimitive): TSchema {
  let inner = innerSchemas.get(schema);
  if (inner === undefined) {
    const [type] = schema.type;
    // Its own copy, so no $id of the outer schema is registered twice on the way.
    const { $id: _id, ...keywords } = schema;
    inner = Type.Unsafe({ ...keywords, [Kind]: PRIMITIVE_KINDS[type], type });
    innerSchemas.set(schema, inner);
  }
  return inner;
}

TypeRegistry.Set<TNullablePrimitive>(NULLABLE_PRIMITIVE, (schema, value) => value === null || Value.Check(innerOf(schema), value));
