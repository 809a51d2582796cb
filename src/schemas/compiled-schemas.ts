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

/** Fastify's default validator factory (one Ajv per set of named schemas and options, shared by the apps of the process), each validator compiled once. */
export const sharedValidators = compiledOnce(AjvCompiler()) as ValidatorFactory;

/** Fastify's default serializer factory, each serializer compiled once. */
export const sharedSerializers = compiledOnce(SerializerSelector()) as SerializerFactory;
