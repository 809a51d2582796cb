// The values of a PostgreSQL statement written into its text, for a text of
// several statements sent at once (the simple protocol takes no parameters).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inlinedPostgres } from '../../src/storage/prepared-query.ts';

describe('inlinedPostgres', () => {
  it('writes each value in as a literal, by its placeholder number', () => {
    const text = 'select $1::text, $2, $10::bigint, $3';
    const values = ['a', 7, null, 4, 5, 6, 7, 8, 9, 10];
    assert.equal(inlinedPostgres(text, values), "select 'a'::text, 7, 10::bigint, null");
  });

  it('quotes text with quotes or backslashes so it reads back as it was, and never reads a value as a placeholder', () => {
    assert.equal(inlinedPostgres('select $1, $2', ["it's $2", 'x']), "select 'it''s $2', 'x'");
    assert.equal(inlinedPostgres('select $1', ['a\\b']), "select  E'a\\\\b'");
  });

  it('writes the values of each call into a text it has seen before, a placeholder as often as the text has it', () => {
    const text = 'update t set a = $2, b = $1 where c = $2 and d = $3';
    assert.equal(inlinedPostgres(text, ['x', 1, true]), "update t set a = 1, b = 'x' where c = 1 and d = true");
    assert.equal(inlinedPostgres(text, ["y'", 2, null]), "update t set a = 2, b = 'y''' where c = 2 and d = null");
    assert.throws(() => inlinedPostgres(text, ['z', 3]), RangeError);
    assert.equal(inlinedPostgres('select 1', []), 'select 1');
  });

  it('refuses what it cannot write: a placeholder without a value, a NUL, an object', () => {
    assert.throws(() => inlinedPostgres('select $2', ['a']), RangeError);
    assert.throws(() => inlinedPostgres('select $1', ['a\0b']), TypeError);
    assert.throws(() => inlinedPostgres('select $1', [{}]), TypeError);
  });
});
