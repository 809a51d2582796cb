// Shapes shared by every route: the Error shape and common parameters.
import { Type, type TSchema } from '@sinclair/typebox';

export const ErrorSchema = Type.Object(
  {
    error: Type.Object(
      {
        type: Type.String({ description: 'Machine-readable error kind, for example companyMembershipRequired' }),
        message: Type.String({ description: 'Human-readable explanation' }),
      },
      { additionalProperties: true },
    ),
  },
  { $id: 'Error', title: 'Error' },
);

export const ErrorRef = Type.Ref('Error');

/** Error responses of a route, by status code, for the OpenAPI document. */
export function errors(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorRef]));
}

/** The statuses every authenticated company route can answer with. */
export const COMPANY_ROUTE_ERRORS = [401, 403, 404] as const;

export const Timestamp = Type.String({ format: 'date-time' });

export const ResourceId = Type.String({ description: 'Lowercase hex id of 12 to 14 characters', examples: ['5f1d7a0b2c3e'] });

export const CompanyParams = Type.Object({ company_id: ResourceId });

export const SuccessSchema = Type.Object({ success: Type.Literal(true) });

export const bearerSecurity = [{ bearerAuth: [] }];
