// Shapes shared by every route: the Error shape and common parameters.
import { Type, type TNull, type TSchema, type TUnion } from '@sinclair/typebox';
import { component, ref } from './components.ts';
import { isPrimitive, NullablePrimitive, type TNullablePrimitive, type TPrimitive } from './plain-kinds.ts';

export const ErrorSchema = component(
  'Error',
  Type.Object(
    {
      error: Type.Object(
        {
          type: Type.String({ description: 'Machine-readable error kind, for example companyMembershipRequired' }),
          message: Type.String({ description: 'Human-readable explanation' }),
        },
        { additionalProperties: true, description: 'Some errors carry more fields, for example invalid_events' },
      ),
    },
    { description: 'Every error response has this shape' },
  ),
);

export const ErrorRef = ref(ErrorSchema);

/** Error responses of a route, by status code, for the OpenAPI document. */
export function errors(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorRef]));
}

/** The statuses every authenticated company route can answer with. */
export const COMPANY_ROUTE_ERRORS = [401, 403, 404] as const;

export const Timestamp = Type.String({ format: 'date-time' });

/**
 * `schema` or null (with the description, when given, on the whole). A
 * string, number, integer or boolean as `type: [its type, 'null']`, which
 * responses serialize without a validator (plain-kinds.ts); anything else
 * (an object, a $ref) as a union with null.
 */
export function Nullable<T extends TSchema>(
  schema: T,
  description?: string,
): T extends TPrimitive ? TNullablePrimitive<T> : TUnion<[T, TNull]>;
export function Nullable(schema: TSchema, description?: string): TSchema {
  const options = description ? { description } : {};
  return isPrimitive(schema) ? NullablePrimitive(schema, options) : Type.Union([schema, Type.Null()], options);
}

/**
 * `schema` or null as a union, for request bodies whose failures answer with
 * Ajv's message: a union's is its first branch's ("must be integer"), which
 * `type: [x, 'null']` would change ("must be integer,null").
 */
export const NullableInput = <T extends TSchema>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {});

export const ResourceId = Type.String({ description: 'Lowercase hex id of 12 to 14 characters', examples: ['5f1d7a0b2c3e'] });

export const CompanyParams = Type.Object({ company_id: ResourceId });

export const SuccessSchema = component('Success', Type.Object({ success: Type.Literal(true) }));
export const SuccessRef = ref(SuccessSchema);

/** The security of every operation that needs a token: the bearer scheme of the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];
/** The security of the operations anyone may call: none. */
export const noSecurity: Array<Record<string, string[]>> = [];
