import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { compiledOnce, sharedSerializers, sharedValidators } from '../../src/schemas/compiled-schemas.ts';

/** A compiler factory that counts what it compiles. */
function countingFactory() {
  const compiled: string[] = [];
  const factory = (externalSchemas: Record<string, unknown>, options: { flag?: boolean }) => (route: { schema?: unknown }) => {
    compiled.push(JSON.stringify([Object.keys(externalSchemas), options, route.schema]));
    return () => compiled.length;
  };
  return { compiled, factory };
}

const named = () => ({ Thing: { $id: 'Thing', type: 'object', properties: { name: { type: 'string' } } } });

describe('compiledOnce', () => {
  test('compiles a schema once for apps with named schemas and options of the same JSON, though every object is new', () => {
    const { compiled, factory } = countingFactory();
    const shared = compiledOnce(factory);
    const first = shared(named(), {})({ schema: { $ref: 'Thing' } });
    const second = shared(named(), {})({ schema: { $ref: 'Thing' } });
    assert.equal(second, first);
    assert.equal(compiled.length, 1);
  });

  test('compiles again for another schema, other named schemas or other options', () => {
    const { compiled, factory } = countingFactory();
    const shared = compiledOnce(factory);
    shared(named(), {})({ schema: { $ref: 'Thing' } });
    shared(named(), {})({ schema: { type: 'array', items: { $ref: 'Thing' } } });
    const changed = { Thing: { ...named().Thing, required: ['name'] } };
    shared(changed, {})({ schema: { $ref: 'Thing' } });
    shared(named(), { flag: true })({ schema: { $ref: 'Thing' } });
    assert.equal(compiled.length, 4);
  });
});

describe('the shared compilers of Fastify', () => {
  const externals = () => ({
    Name: { $id: 'Name', type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
  });

  test('validate and serialize as Fastify would, and give a second app the functions compiled for the first', () => {
    const ajvOptions = { customOptions: { coerceTypes: false, removeAdditional: false } };
    const route = () => ({ schema: { $ref: 'Name' }, method: 'POST', url: '/names', httpPart: 'body' });
    const validate = sharedValidators(externals(), ajvOptions)(route() as never) as (data: unknown) => boolean;
    assert.equal(validate({ name: 'Ada' }), true);
    assert.equal(validate({ name: '' }), false);
    assert.equal(sharedValidators(externals(), ajvOptions)(route() as never), validate);

    const response = () => ({ schema: { $ref: 'Name' }, method: 'GET', url: '/name', httpStatus: '200' });
    const serialize = sharedSerializers(externals(), undefined)(response());
    assert.equal(serialize({ name: 'Ada', secret: 'not listed in the schema' }), '{"name":"Ada"}');
    assert.equal(sharedSerializers(externals(), undefined)(response()), serialize);
  });
});
