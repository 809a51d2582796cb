// The kinds written as plain JSON Schema (src/schemas/plain-kinds.ts): the
// JSON they emit, TypeBox's checks of them, their static types, and
// fast-json-stringify serializing them without a validator.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FormatRegistry, Type, type Static, type TNull, type TString, type TUnion } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Nullable, NullableInput, Timestamp } from '../../src/schemas/common.ts';
import { componentSchemas } from '../../src/schemas/components.ts';
import { NullablePrimitive, StringEnum } from '../../src/schemas/plain-kinds.ts';
import { PositionListSchema } from '../../src/schemas/recruiting.ts';
// Every named schema, as the app registers them.
import '../../src/app.ts';

// TypeBox's Value.Check refuses unknown formats (test/helpers/recruiting-fixtures.ts registers the same).
if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set(
    'date-time',
    (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value) && !Number.isNaN(Date.parse(value)),
  );
}

/** Compiles only when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<_T extends true>() {}

const STATES = ['draft', 'published', 'closed'] as const;
const json = (schema: unknown) => JSON.parse(JSON.stringify(schema));

/** Value.Check, and TypeCompiler's compiled check, which must agree. */
function checks(schema: Parameters<typeof Value.Check>[0], value: unknown): boolean {
  const checked = Value.Check(schema, value);
  assert.equal(TypeCompiler.Compile(schema).Check(value), checked, `TypeCompiler and Value.Check disagree on ${JSON.stringify(value)}`);
  return checked;
}

/** fast-json-stringify's serializer of `schema`, as Fastify builds it for a response (with `options`). */
function serializerOf(schema: unknown, options: Record<string, unknown> = {}): unknown {
  return SerializerSelector()({}, options)({ schema: json(schema), method: 'GET', url: '/', httpStatus: '200' });
}
const fastJsonStringify = (schema: unknown) => serializerOf(schema) as (value: unknown) => string;

/** The number of Ajv validators fast-json-stringify needs to serialize `schema` (one per anyOf branch). */
function validatorsOf(schema: unknown): number {
  const { code } = serializerOf(schema, { mode: 'debug' }) as { code: string };
  return new Set(code.match(/getSchemaValidator\("[^"]*"\)/g) ?? []).size;
}

describe('StringEnum', () => {
  const State = StringEnum(STATES, { description: 'The state', examples: ['draft'] });

  it('is `{type: string, enum}` with its options, and typed as the union of its values', () => {
    assert.deepEqual(json(State), {
      description: 'The state',
      examples: ['draft'],
      type: 'string',
      enum: ['draft', 'published', 'closed'],
    });
    assertType<Equal<Static<typeof State>, 'draft' | 'published' | 'closed'>>();
  });

  it('is checked by Value.Check and TypeCompiler: one of its values, nothing else', () => {
    for (const value of STATES) assert.equal(checks(State, value), true);
    for (const value of ['Draft', '', 'archived', 1, null, undefined, ['draft'], { draft: true }])
      assert.equal(checks(State, value), false);
    const errors = [...Value.Errors(State, 'archived')];
    assert.equal(errors.length, 1);
  });

  it('checks inside objects and arrays as any other kind', () => {
    const Row = Type.Object({ states: Type.Array(State), state: Type.Optional(State) });
    assert.equal(checks(Row, { states: ['draft', 'closed'], state: 'published' }), true);
    assert.equal(checks(Row, { states: ['draft', 'nope'] }), false);
    assertType<Equal<Static<typeof Row>, { states: ('draft' | 'published' | 'closed')[]; state?: 'draft' | 'published' | 'closed' }>>();
  });

  it('is serialized without a validator, where the union of literals it replaces needed one per value', () => {
    assert.equal(validatorsOf(Type.Object({ state: State })), 0);
    assert.equal(validatorsOf(Type.Object({ state: Type.Union(STATES.map((state) => Type.Literal(state))) })), 3);
    assert.equal(fastJsonStringify(json(Type.Object({ state: State })))({ state: 'closed' }), '{"state":"closed"}');
  });

  it('refuses an empty list of values', () => {
    assert.throws(() => StringEnum([]), /at least one value/);
  });
});

describe('NullablePrimitive', () => {
  it("is the primitive's keywords with `type: [its type, 'null']`, options over them, typed as the primitive or null", () => {
    const Name = NullablePrimitive(Type.String({ maxLength: 3, examples: ['Ada'] }), { description: 'A name' });
    assert.deepEqual(json(Name), { maxLength: 3, examples: ['Ada'], description: 'A name', type: ['string', 'null'] });
    // Both described: neither is lost, what a value is first.
    const Month = NullablePrimitive(Type.Integer({ description: '1 (January) to 12' }), {
      description: 'null when only the year is known',
    });
    assert.equal(json(Month).description, '1 (January) to 12. null when only the year is known');
    assertType<Equal<Static<typeof Name>, string | null>>();
    const Count = NullablePrimitive(Type.Integer({ minimum: 1 }));
    assert.deepEqual(json(Count), { minimum: 1, type: ['integer', 'null'] });
    assertType<Equal<Static<typeof Count>, number | null>>();
    assert.deepEqual(json(NullablePrimitive(Type.Number())), { type: ['number', 'null'] });
    const Flag = NullablePrimitive(Type.Boolean());
    assert.deepEqual(json(Flag), { type: ['boolean', 'null'] });
    assertType<Equal<Static<typeof Flag>, boolean | null>>();
  });

  it("is checked by Value.Check and TypeCompiler: null, or a value the primitive's own keywords accept", () => {
    const Name = NullablePrimitive(Type.String({ maxLength: 3 }));
    for (const value of [null, '', 'Ada']) assert.equal(checks(Name, value), true);
    for (const value of ['Adam', 3, undefined, ['Ada'], {}]) assert.equal(checks(Name, value), false);
    const Count = NullablePrimitive(Type.Integer({ minimum: 1 }));
    for (const value of [null, 1, 40]) assert.equal(checks(Count, value), true);
    for (const value of [0, 1.5, '1', Number.NaN]) assert.equal(checks(Count, value), false);
    const Time = NullablePrimitive(Timestamp);
    for (const value of [null, '2024-05-01T10:00:00.000Z']) assert.equal(checks(Time, value), true);
    for (const value of ['2024-05-01', 'yesterday', 0]) assert.equal(checks(Time, value), false);
    const Flag = NullablePrimitive(Type.Boolean());
    for (const value of [null, true, false]) assert.equal(checks(Flag, value), true);
    for (const value of [0, 'true']) assert.equal(checks(Flag, value), false);
  });

  it('is serialized without a validator', () => {
    const Row = Type.Object({
      name: NullablePrimitive(Type.String()),
      at: NullablePrimitive(Timestamp),
      n: NullablePrimitive(Type.Integer()),
    });
    assert.equal(validatorsOf(Row), 0);
    const stringify = fastJsonStringify(json(Row));
    assert.equal(stringify({ name: null, at: null, n: null }), '{"name":null,"at":null,"n":null}');
    assert.equal(
      stringify({ name: 'a"b', at: '2024-05-01T10:00:00.000Z', n: 3 }),
      '{"name":"a\\"b","at":"2024-05-01T10:00:00.000Z","n":3}',
    );
  });

  it('refuses a schema that is not a string, number, integer or boolean', () => {
    assert.throws(() => NullablePrimitive(Type.Object({}) as never), /string, number, integer or boolean/);
    assert.throws(() => NullablePrimitive(Type.Literal('a') as never), /string, number, integer or boolean/);
  });
});

describe('Nullable', () => {
  it('makes a primitive a NullablePrimitive, with the description on the whole', () => {
    const Headline = Nullable(Type.String(), 'As given');
    assert.deepEqual(json(Headline), { description: 'As given', type: ['string', 'null'] });
    assertType<Equal<Static<typeof Headline>, string | null>>();
    assert.equal(checks(Headline, null), true);
    assert.equal(checks(Headline, 1), false);
  });

  it('keeps an object (or a $ref) a union with null', () => {
    const Inner = Type.Object({ id: Type.String() });
    const Either = Nullable(Inner);
    assert.deepEqual(json(Either), json(Type.Union([Inner, Type.Null()])));
    assertType<Equal<typeof Either, TUnion<[typeof Inner, TNull]>>>();
    assertType<Equal<Static<typeof Either>, { id: string } | null>>();
  });

  it('NullableInput stays a union with null, as request bodies answer with its first branch’s message', () => {
    const Note = NullableInput(Type.String({ maxLength: 3 }));
    assert.deepEqual(json(Note), { anyOf: [{ maxLength: 3, type: 'string' }, { type: 'null' }] });
    assertType<Equal<typeof Note, TUnion<[TString, TNull]>>>();
  });
});

describe('the response schemas', () => {
  const named = Object.fromEntries(componentSchemas().map((schema) => [schema.$id!, json(schema)]));
  const isPrimitiveType = (schema: { type?: unknown }) => ['string', 'number', 'integer', 'boolean'].includes(schema.type as string);

  /** Every `anyOf` in the named schemas, with where it is. */
  function unions(value: unknown, at: string, found: Array<{ at: string; branches: Array<Record<string, unknown>> }> = []) {
    if (Array.isArray(value)) value.forEach((item, index) => unions(item, `${at}/${index}`, found));
    else if (typeof value === 'object' && value !== null) {
      const anyOf = (value as { anyOf?: unknown }).anyOf;
      if (Array.isArray(anyOf)) found.push({ at, branches: anyOf });
      for (const [key, item] of Object.entries(value)) unions(item, `${at}/${key}`, found);
    }
    return found;
  }

  it('write no union of string literals and no union of a primitive with null: StringEnum and Nullable instead', () => {
    const found = unions(named, '');
    assert.ok(found.length > 0, 'the named schemas still have unions of objects with null');
    const literals = found.filter(({ branches }) => branches.every((branch) => typeof branch.const === 'string'));
    assert.deepEqual(
      literals.map(({ at }) => at),
      [],
    );
    const nullablePrimitives = found.filter(
      ({ branches }) => branches.length === 2 && branches.some((branch) => branch.type === 'null') && branches.some(isPrimitiveType),
    );
    assert.deepEqual(
      nullablePrimitives.map(({ at }) => at),
      [],
    );
  });

  it('serialize a list of positions with validators only for the unions of an object ($ref) with null', () => {
    const { code } = SerializerSelector()(named, { mode: 'debug' })({
      schema: json(PositionListSchema),
      method: 'GET',
      url: '/',
      httpStatus: '200',
    }) as unknown as { code: string };
    const refs = [...new Set([...code.matchAll(/getSchemaValidator\("([^"]*)"\)/g)].map((match) => match[1]!))];
    assert.ok(refs.length > 0);
    for (const validated of refs) {
      const [name, pointer = ''] = validated.split('#');
      const target = pointer
        .split('/')
        .filter(Boolean)
        .reduce<any>((schema, key) => schema[key], named[name!]);
      // A named schema whole (the target of a $ref branch), or the null beside it.
      assert.ok(pointer === '' || typeof target.$ref === 'string' || target.type === 'null', `${validated} is validated to be serialized`);
    }
  });
});
