import { Type, type Static } from '@sinclair/typebox';
import { component } from './components.ts';
import { StringEnum } from './plain-kinds.ts';

export const HealthSchema = component(
  'Health',
  Type.Object({
    status: StringEnum(['ok', 'unavailable']),
    database: StringEnum(['reachable', 'unreachable', 'notWritable'], {
      description:
        'notWritable: reachable, but it cannot take writes (another process holds the SQLite write lock; a read-only PostgreSQL server)',
    }),
    dialect: StringEnum(['sqlite', 'postgres']),
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
