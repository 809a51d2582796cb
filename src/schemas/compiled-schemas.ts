// Validators and response serializers, compiled once per process for each
// schema, whatever number of apps the process builds.
//
// Fastify compiles a validator (Ajv) for every route's body, query and
// parameters, and a serializer (fast-json-stringify) for every route's
// responses, in every instance it builds: about 0.6 s of CPU per app here,
// three quarters of its start-up. A process that builds the app more than
// once (the test suite builds dozens per process) would compile the same
// schemas again each time. A compiled function is reused for a schema of the
// same JSON, compiled against named schemas ($ref targets) of the same JSON
// and with the same options: all that Ajv and fast-json-stringify compile
// from. JSON, not identity: Fastify clones the named schemas of each
// instance, and routes spell many schemas as a fresh `{$ref}` each time they
// register.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { Static, TSchema } from '@sinclair/typebox';
import { badRequest } from '../errors.ts';
import { componentSchemas } from './components.ts';
import { REQUEST_FORMATS } from './formats.ts';
import { DATA_KEYWORDS, SCHEMA_MAPS, serializerSchemas } from './serializer-schemas.ts';
import { answeringDeclaredErrors, type Validator } from './validation-errors.ts';

type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Wraps a compiler factory (named schemas, options) => (route) => function so
 * that each function is compiled once per process: by the JSON of the named
 * schemas and options, then by the JSON of the route's schema.
 */
export function compiledOnce<External, Options, Route extends { schema?: unknown }, Compiled>(
  factory: (externalSchemas: External, options: Options) => (route: Route) => Compiled,
): (externalSchemas: External, options: Options) => (route: Route) => Compiled {
  const byContext = new Map<string, Map<string, Compiled>>();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    const context = JSON.stringify([options ?? {}, externalSchemas ?? {}]);
    let known = byContext.get(context);
    if (!known) byContext.set(context, (known = new Map()));
    const compiled = known;
    return (route) => {
      const schema = JSON.stringify(route.schema ?? null);
      let fn = compiled.get(schema);
      if (fn === undefined) compiled.set(schema, (fn = compile(route)));
      return fn;
    };
  };
}

/**
 * The Ajv options of every request validator (app.ts gives them to Fastify):
 * the client's JSON as given, without silent coercion or dropping of fields,
 * so that errors say what was wrong; and the first error only (the others are
 * not needed, see validation-errors.ts, and collecting them all would let one
 * large body cost a lot). Nullable body fields are spelled `type: [x, 'null']`
 * on purpose (see schemas/recruiting.ts), which Ajv's strict mode would warn
 * about at every compile without `allowUnionTypes`.
 */
export const REQUEST_VALIDATION = {
  customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true },
};

/** What a validator factory is given: the route's schema of one part of the request. */
interface RoutePart {
  schema?: unknown;
  method: string;
  url: string;
  httpPart: string;
}
interface AjvInstance {
  addFormat(name: string, format: (value: string) => boolean): unknown;
  addKeyword(definition: {
    keyword: string;
    schemaType: string;
    errors: boolean;
    validate: (flag: boolean, data: unknown) => boolean;
  }): unknown;
}
interface AjvOptions {
  customOptions?: Record<string, unknown>;
  onCreate?: (ajv: AjvInstance) => void;
}
type RequestValidatorFactory = (externalSchemas: Record<string, unknown>, options?: AjvOptions) => (route: RoutePart) => Validator;

/**
 * `finite`: the number is neither Infinity nor NaN. Ajv refuses those where
 * a JSON body holds them (`1e309` parses as Infinity), but a query string's
 * `1e309`, `Infinity` or `-1e309` is coerced to ±Infinity after its type is
 * checked and then skips `minimum` and `maximum` (which Ajv checks only for
 * finite numbers), and so reached the queries. Every number of a request
 * schema is given this keyword (finiteNumbers) before it is compiled; Ajv
 * checks it on the coerced value, and a schema's declared errors answer for
 * it as for an out-of-range value (the rule's step fails the same way).
 */
const FINITE_KEYWORD = {
  keyword: 'finite',
  // No `type`: Ajv runs a number's keywords only on finite numbers.
  schemaType: 'boolean',
  errors: false,
  validate: (flag: boolean, data: unknown) => !flag || typeof data !== 'number' || Number.isFinite(data),
};

/** `schema` with `finite: true` beside every `type` that admits a number, at any depth; other keywords as they were. */
export function finiteNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(finiteNumbers);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(key)) copy[key] = value;
    else if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null)
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, finiteNumbers(sub)]));
    else copy[key] = finiteNumbers(value);
  }
  const types = ([] as unknown[]).concat((schema as { type?: unknown }).type ?? []);
  if (types.includes('number') || types.includes('integer')) copy.finite = true;
  return copy;
}

/** Fastify's default validator factory (one Ajv per set of named schemas and options, shared by the apps of the process), each validator compiled once. */
const ajvValidators = compiledOnce(AjvCompiler()) as unknown as RequestValidatorFactory;

/**
 * The validator factory of the application, for every route's parameters,
 * query and body: Ajv (each validator compiled once per process) with this
 * service's formats (formats.ts); query strings read as the types their
 * schemas say (a query string is text: `limit=50` is the integer 50), every
 * number finite (FINITE_KEYWORD); and schemas that declare their errors
 * answering with them (validation-errors.ts).
 */
const requestValidators: RequestValidatorFactory = (externalSchemas, options) => {
  const withFormats: AjvOptions = {
    ...options,
    // Called after ajv-formats is added, so these replace its formats of the same name.
    onCreate: (ajv) => {
      options?.onCreate?.(ajv);
      for (const [name, check] of Object.entries(REQUEST_FORMATS)) ajv.addFormat(name, check);
      ajv.addKeyword(FINITE_KEYWORD);
    },
  };
  const exact = ajvValidators(externalSchemas, withFormats);
  const coercing = ajvValidators(externalSchemas, { ...withFormats, customOptions: { ...withFormats.customOptions, coerceTypes: true } });
  return (route) => {
    const factory = route.httpPart === 'querystring' ? coercing : exact;
    const compile = (schema: unknown) => factory({ ...route, schema: finiteNumbers(schema) });
    return answeringDeclaredErrors(route.schema, compile(route.schema), compile, route.httpPart);
  };
};

export const sharedValidators = requestValidators as unknown as ValidatorFactory;

const checkers = { body: new WeakMap<object, Validator>(), querystring: new WeakMap<object, Validator>() };

/**
 * `value` checked as a request's body or query string of the schema is
 * checked (the same validator, formats, coercion and declared errors), for
 * callers that are not HTTP requests: the admin command line. Answers the
 * value (with the schema's defaults filled in), or throws its ApiError.
 */
export function checkInput<T extends TSchema>(schema: T, value: unknown, part: 'body' | 'querystring' = 'body'): Static<T> {
  let validate = checkers[part].get(schema);
  if (!validate) {
    const named = Object.fromEntries(componentSchemas().map((named) => [named.$id!, named]));
    validate = requestValidators(named, REQUEST_VALIDATION)({ schema, method: 'CLI', url: '', httpPart: part });
    checkers[part].set(schema, validate);
  }
  const result = validate(value);
  if (result === true) return value as Static<T>;
  if (result !== false) throw result.error;
  const first = validate.errors?.[0];
  throw badRequest('invalidRequest', `${part}${first?.instancePath ?? ''} ${first?.message ?? 'is not valid'}`);
}

const serializers = SerializerSelector();

/**
 * Fastify's default serializer factory, each serializer compiled once, given
 * each union with null as `nullable` where no validator reads it
 * (serializer-schemas.ts).
 */
export const sharedSerializers = compiledOnce((externalSchemas: unknown, options: Parameters<SerializerFactory>[1]) => {
  // Made at the first serializer compiled: an app whose serializers were all compiled before needs none.
  let schemasOf: ReturnType<typeof serializerSchemas> | undefined;
  return (route: Parameters<ReturnType<SerializerFactory>>[0]) => {
    schemasOf ??= serializerSchemas((externalSchemas ?? {}) as Record<string, unknown>);
    const { named, schema } = schemasOf(route.schema);
    return serializers(named, options)({ ...route, schema });
  };
}) as SerializerFactory;
