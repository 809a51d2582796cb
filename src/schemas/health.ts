import { Type, type Static } from '@sinclair/typebox';
import { component } from './components.ts';

export const HealthSchema = component(
  'Health',
  Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
    database: Type.Union([Type.Literal('reachable'), Type.Literal('unreachable'), Type.Literal('notWritable')], {
      description:
        'notWritable: reachable, but it cannot take writes (another process holds the SQLite write lock; a read-only PostgreSQL server)',
    }),
    dialect: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  }),
);

/** 503: the health fields, and the reason in the Error shape's `error` field. */
export const HealthUnavailableSchema = component(
  'HealthUnavailable',
  Type.Object({
    ...HealthSchema.properties,
    error: Type.Object({ type: Type.String(), message: Type.String() }),
  }),
);

export type Health = Static<typeof HealthSchema>;
export type HealthUnavailable = Static<typeof HealthUnavailableSchema>;
