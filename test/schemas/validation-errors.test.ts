// Declared errors (src/schemas/validation-errors.ts) and the request formats
// (src/schemas/formats.ts), through the application's validators: the first
// rule broken in the declared order answers, whatever order Ajv checks in;
// schemas without declared errors keep Ajv's message; a rule and its schema
// cannot drift apart.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Type } from '@sinclair/typebox';
import { ApiError, badRequest } from '../../src/errors.ts';
import { checkInput } from '../../src/schemas/compiled-schemas.ts';
import { REQUEST_FORMATS } from '../../src/schemas/formats.ts';
import { withErrors } from '../../src/schemas/validation-errors.ts';

function errorOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected an error, none was thrown');
}

const named = (type: string) => () => badRequest(type, type);

describe('withErrors', () => {
  // Ajv checks `required` before any property and a string's `maxLength` and
  // `pattern` before its `format`: the declared order is the other way round.
  const Thing = withErrors(
    Type.Object(
      { a: Type.String({ format: 'uri', pattern: '^https:', maxLength: 30 }), b: Type.Array(Type.Integer(), { minItems: 1 }) },
      { additionalProperties: false },
    ),
    [
      { keywords: ['type'], error: named('notObject') },
      { property: 'a', keywords: ['required', 'type', 'format'], error: named('aFormat') },
      { property: 'a', keywords: ['pattern'], error: named('aPattern') },
      { property: 'b', keywords: ['required', 'type'], error: named('bType') },
      { property: 'b', keywords: ['minItems'], error: named('bEmpty') },
      { property: 'b', keywords: ['items'], error: (value) => badRequest('bItems', JSON.stringify(value)) },
      { property: 'a', keywords: ['maxLength'], error: named('aLong') },
      { keywords: ['additionalProperties'], error: named('unknown') },
    ],
  );
  const typeOf = (value: unknown) => errorOf(() => checkInput(Thing, value)).type;

  it('answers the first rule broken, in the declared order', () => {
    assert.equal(typeOf([]), 'notObject');
    assert.equal(typeOf({ b: 'x', c: 1 }), 'aFormat', 'a missing, before b and the unknown field');
    assert.equal(typeOf({ a: 'not a url but far too long for a', b: [] }), 'aFormat', 'format before maxLength and pattern');
    assert.equal(typeOf({ a: 'http://x' }), 'aPattern', 'a before the missing b');
    assert.equal(typeOf({ a: 'https://x', b: {}, c: 1 }), 'bType');
    assert.equal(typeOf({ a: 'https://x', b: [] }), 'bEmpty');
    assert.equal(typeOf({ a: `https://x/${'y'.repeat(30)}`, b: [1], c: 1 }), 'aLong');
    assert.equal(typeOf({ a: 'https://x', b: [1], c: 1 }), 'unknown');
  });

  it("gives a rule's error the value of its property", () => {
    assert.equal(errorOf(() => checkInput(Thing, { a: 'https://x', b: [1, 'two'] })).message, '[1,"two"]');
  });

  it('passes a valid value on', () => {
    assert.deepEqual(checkInput(Thing, { a: 'https://x', b: [1] }), { a: 'https://x', b: [1] });
  });

  it("leaves Ajv's message to a schema without declared errors", () => {
    const error = errorOf(() => checkInput(Type.Object({ name: Type.String() }), { name: 1 }));
    assert.deepEqual([error.type, error.message], ['invalidRequest', 'body/name must be string']);
  });

  it('refuses, when it is declared, a keyword no rule claims and a rule naming a keyword the schema lacks', () => {
    assert.throws(
      () => withErrors(Type.Object({ a: Type.String({ maxLength: 3 }) }), [{ keywords: ['type'], error: named('x') }]),
      /no rule claims a\/required, a\/maxLength, a\/type/,
    );
    assert.throws(
      () => withErrors(Type.Object({ a: Type.String() }), [{ property: 'a', keywords: ['pattern'], error: named('x') }]),
      /has no pattern/,
    );
    assert.throws(() => withErrors(Type.Object({}), [{ property: 'b', keywords: ['type'], error: named('x') }]), /has no property b/);
  });
});

describe('request formats', () => {
  it('uri: what the WHATWG URL parser reads as an absolute URL, with no whitespace or control character', () => {
    const uri = REQUEST_FORMATS.uri!;
    for (const url of [
      'https://example.com',
      'HTTPS://a.example/x?y=z',
      'https://bücher.example/',
      'mailto:a@example.com',
      'https://[::1]:8443/',
    ]) {
      assert.equal(uri(url), true, url);
    }
    for (const url of [
      '',
      'example.com',
      '/relative',
      'https://exa mple.com/',
      ' https://example.com',
      'https://example.com/\t',
      'https://a\u0000b/',
    ]) {
      assert.equal(uri(url), false, JSON.stringify(url));
    }
  });

  it('date-or-date-time: a date, or a date-time with a zone and seconds or not', () => {
    const time = REQUEST_FORMATS['date-or-date-time']!;
    for (const value of [
      '2026-01-31',
      '2026-01-31T09:00Z',
      '2026-01-31T09:00:00Z',
      '2026-01-31T09:00:00.123456789+02:00',
      '2026-01-31T09:00:00-0500',
    ]) {
      assert.equal(time(value), true, value);
    }
    for (const value of ['2026-13-01', '2026-01-31T09:00', '2026-01-31T09:00:00', 'yesterday', '31/01/2026', '2026-01-31T9:00Z']) {
      assert.equal(time(value), false, value);
    }
  });
});
