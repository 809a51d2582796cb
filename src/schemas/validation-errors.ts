// The errors a request schema answers with, in the order it answers them.
//
// Every route's parameters, query and body are validated by their schemas
// (compiled-schemas.ts), the schemas the OpenAPI document publishes. A
// failure is then, by default, 400 invalidRequest with Ajv's message
// ("body/name must be string"). Some operations owe their callers more: the
// spec fixes the messages of a bad webhook endpoint and the order in which
// its rules are checked ("Invalid URL format" before "URL must use HTTPS
// protocol" before "Events must be an array"...), and clients read fields
// such as invalid_events. Such a schema declares its errors with
// `withErrors`: a list of rules, each made of keywords of the schema itself,
// in the order they are reported, with the error each one answers.
//
// Ajv stops at the first keyword that fails, in an order of its own (all of
// an object's `required` before any property, a string's `pattern` before its
// `format`), and reporting every failure instead (allErrors) would let one
// body of a megabyte cost half a second and tens of megabytes in errors. So
// when the schema refuses a value, its rules are checked one after the other,
// each compiled on its own from the schema's keywords, and the first one
// broken is the answer. That only happens for a refused request, and a rule
// is compiled the first time it is needed.
//
// `withErrors` refuses, when the module loads, a rule naming a keyword the
// schema does not have, and a schema with a keyword no rule claims, so the
// rules and the published schema cannot drift apart.
import type { TObject, TSchema } from '@sinclair/typebox';
import { badRequest, type ApiError } from '../errors.ts';

export interface ErrorRule {
  /** The property the rule is about; none: the whole value (a body, a query). */
  property?: string;
  /**
   * The keywords of the schema (of the property's schema when a property is
   * named) that make the rule; `required`: the property is missing.
   */
  keywords: readonly string[];
  /** The answer when the rule is broken, given the property's value (or the whole value). */
  error: (value: unknown) => ApiError;
}

/** A validator as Fastify calls it: Ajv's (true or false, `errors`), or one answering `{error}`. */
export interface Validator {
  (data: unknown): boolean | { error: Error };
  errors?: ReadonlyArray<{ instancePath: string; message?: string }> | null;
}

/** One rule as a schema of its own, checked alone. */
interface Step {
  schema: object;
  rule: ErrorRule;
}

type JsonSchema = Record<string, unknown>;

/** Keywords that say something about a value without constraining it. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default', '$id', '$comment', 'deprecated', 'readOnly', 'writeOnly']);

const declared = new WeakMap<object, Step[]>();

/** A query parameter given twice comes as a list, whatever the parameter: said so rather than that its value is wrong. */
export const givenOnce =
  (name: string, otherwise: (value: unknown) => ApiError) =>
  (value: unknown): ApiError =>
    Array.isArray(value) ? badRequest('invalidRequest', `Query parameter ${name} must be given once`) : otherwise(value);

/**
 * The first rules of every query schema: a query string that is not
 * name=value pairs, then a parameter the schema does not name (answered with
 * `unknownType`, and the parameters it allows).
 */
export function queryShapeRules(query: TObject, unknownType: string): ErrorRule[] {
  const names = Object.keys(query.properties);
  return [
    { keywords: ['type'], error: () => badRequest('invalidRequest', 'The query string must be name=value pairs') },
    {
      keywords: ['additionalProperties'],
      error: (value) => {
        const unknown = Object.keys(value as object).find((name) => !names.includes(name))!;
        return badRequest(unknownType, `Unknown query parameter: ${unknown.slice(0, 64)}. Allowed: ${names.join(', ')}`);
      },
    },
  ];
}

/** `schema`, with the rules whose errors it answers, in their order. */
export function withErrors<T extends TSchema>(schema: T, rules: readonly ErrorRule[]): T {
  declared.set(schema, stepsOf(schema as unknown as JsonSchema, rules));
  return schema;
}

function stepsOf(schema: JsonSchema, rules: readonly ErrorRule[]): Step[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const claimed = new Set<string>();
  const steps: Step[] = [];
  // Each step keeps the value's own type in view, so a rule's keywords apply as they do in the whole schema.
  const rootType = typeOf(schema);
  for (const rule of rules) {
    const where = rule.property === undefined ? 'the schema' : `property ${rule.property}`;
    const target = rule.property === undefined ? schema : properties[rule.property];
    if (target === undefined) throw new Error(`withErrors: the schema has no ${where}`);
    for (const keyword of rule.keywords) {
      const present = keyword === 'required' ? ((schema.required ?? []) as string[]).includes(rule.property!) : keyword in target;
      if (!present) throw new Error(`withErrors: ${where} has no ${keyword}`);
      claimed.add(`${rule.property ?? ''}/${keyword}`);
    }
    if (rule.property === undefined) {
      const picked = Object.fromEntries(rule.keywords.map((keyword) => [keyword, schema[keyword]]));
      // additionalProperties means "not among the properties": they come with it.
      if ('additionalProperties' in picked) picked.properties = Object.fromEntries(Object.keys(properties).map((name) => [name, true]));
      steps.push({ schema: { ...rootType, ...picked }, rule });
      continue;
    }
    if (rule.keywords.includes('required')) steps.push({ schema: { ...rootType, required: [rule.property] }, rule });
    const own = rule.keywords.filter((keyword) => keyword !== 'required');
    if (own.length > 0) {
      const picked = { ...typeOf(target), ...Object.fromEntries(own.map((keyword) => [keyword, target[keyword]])) };
      steps.push({ schema: { ...rootType, properties: { [rule.property]: picked } }, rule });
    }
  }
  const unclaimed = [
    ...Object.keys(schema)
      .filter((keyword) => !ANNOTATIONS.has(keyword) && keyword !== 'properties' && keyword !== 'required')
      .map((keyword) => `/${keyword}`),
    ...((schema.required ?? []) as string[]).map((name) => `${name}/required`),
    ...Object.entries(properties).flatMap(([name, property]) =>
      Object.keys(property)
        .filter((keyword) => !ANNOTATIONS.has(keyword))
        .map((keyword) => `${name}/${keyword}`),
    ),
  ].filter((key) => !claimed.has(key));
  if (unclaimed.length > 0) throw new Error(`withErrors: no rule claims ${unclaimed.join(', ')}`);
  return steps;
}

const typeOf = (schema: JsonSchema) => (schema.type === undefined ? {} : { type: schema.type });

/**
 * `validate` for a schema that declares its errors: a refused value answers
 * with the error of the first rule it breaks. `compile` compiles a rule's
 * schema as the whole schema was compiled. Schemas without declared errors
 * keep Ajv's validator, and so its message.
 */
export function answeringDeclaredErrors(
  schema: unknown,
  validate: Validator,
  compile: (schema: object) => Validator,
  httpPart: string,
): Validator {
  const steps = typeof schema === 'object' && schema !== null ? declared.get(schema) : undefined;
  if (!steps) return validate;
  return (data) => {
    if (validate(data) === true) return true;
    for (const { schema: ruleSchema, rule } of steps) {
      if (compile(ruleSchema)(data) !== true) {
        const value = rule.property === undefined ? data : (data as Record<string, unknown>)[rule.property];
        return { error: rule.error(value) };
      }
    }
    // Every rule holds, yet the whole schema refused: only a keyword withErrors missed could do that.
    const first = validate.errors?.[0];
    return { error: badRequest('invalidRequest', `${httpPart}${first?.instancePath ?? ''} ${first?.message ?? 'is not valid'}`) };
  };
}
