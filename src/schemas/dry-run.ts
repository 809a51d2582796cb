// The answer of a mass action asked with `dry_run: true` (recover, resume):
// how many deliveries it would touch, and nothing done, so a client can say
// the number and ask before it acts.
import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../errors.ts';
import { component } from './components.ts';

export const DryRunField = Type.Optional(
  Type.Boolean({ default: false, description: 'true: change nothing, and answer how many deliveries the request would touch' }),
);

export const DryRunSchema = component(
  'MassActionDryRun',
  Type.Object({
    dry_run: Type.Literal(true),
    deliveries: Type.Integer({ minimum: 0, description: 'How many deliveries the request would touch now' }),
    more: Type.Boolean({
      description: 'true when there are more than `deliveries`: beyond what one request touches, or beyond what is counted',
    }),
  }),
);
export type DryRun = Static<typeof DryRunSchema>;

export const invalidDryRun = () => badRequest('invalidDryRun', 'dry_run must be true or false');
