// SQLite rows built from raw arrays (src/storage/sqlite-rows.ts) are the rows
// better-sqlite3 itself builds: the same columns, values and order, a later
// column of the same name winning, for every kind of value, also after the
// schema changed under a prepared `select *` (a column added, or renamed).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type BetterSqlite3 from 'better-sqlite3';
import { SqliteDatabase } from '../../src/storage/sqlite-library.ts';
import { compileRowOf, iterateRows, noteSchemaChange, readRows, takeRowsAsArrays } from '../../src/storage/sqlite-rows.ts';

describe('SQLite rows built from arrays', () => {
  let db: BetterSqlite3.Database;
  before(() => {
    db = new SqliteDatabase(':memory:');
    db.exec(`create table items (id text primary key, n integer, x real, body blob, note text, at integer)`);
    const insert = db.prepare('insert into items values (?, ?, ?, ?, ?, ?)');
    insert.run('a', 1, 1.5, Buffer.from([1, 2]), null, 1_700_000_000_000);
    insert.run('b', -7, 0, null, 'text with "quotes" and \u00e9', 2);
  });
  after(() => db?.close());

  /** The same query, as better-sqlite3's own objects and as readRows' rows. */
  function both(sql: string, ...parameters: unknown[]) {
    const own = db.prepare(sql).all(...parameters);
    const built = readRows(takeRowsAsArrays(db.prepare(sql)), parameters);
    return { own, built };
  }

  it('gives the rows better-sqlite3 gives, with every kind of value, in column order', () => {
    const { own, built } = both('select * from items order by id');
    assert.equal(built.length, 2);
    assert.deepEqual(built, own);
    assert.deepEqual(Object.keys(built[0]!), ['id', 'n', 'x', 'body', 'note', 'at']);
  });

  it('gives a later column of the same name, as better-sqlite3 does', () => {
    const { own, built } = both(`select id, n as v, note as v from items where id = ?`, 'b');
    assert.deepEqual(built, own);
    assert.deepEqual(built, [{ id: 'b', v: 'text with "quotes" and \u00e9' }]);
  });

  it('gives an empty list for no rows', () => {
    assert.deepEqual(both('select * from items where id = ?', 'none').built, []);
  });

  it('treats columns named like keys of the prototype, or quoted, as better-sqlite3 does', () => {
    const { own, built } = both(`select 1 as "__proto__", 2 as "constructor", 'x' as "a""b"`);
    assert.deepEqual(built, own);
    assert.equal(Object.getPrototypeOf(built[0]), Object.prototype);
    assert.equal(built[0]!.constructor, 2);
    assert.equal(built[0]!['a"b'], 'x');
  });

  it('follows a schema change under a statement prepared before it', () => {
    db.exec('create table grows (id text)');
    db.exec(`insert into grows values ('g')`);
    const statement = takeRowsAsArrays(db.prepare('select * from grows'));
    assert.deepEqual(readRows(statement, []), [{ id: 'g' }]);
    db.exec(`alter table grows add column added text default 'new'`);
    assert.deepEqual(readRows(statement, []), [{ id: 'g', added: 'new' }]);
    assert.deepEqual([...iterateRows(statement, [])], [{ id: 'g', added: 'new' }]);
  });

  it('follows a column renamed under a statement prepared before it, the width unchanged', () => {
    db.exec(`create table renamed (id text, old_name text)`);
    db.exec(`insert into renamed values ('r', 'x')`);
    const statement = takeRowsAsArrays(db.prepare('select * from renamed'));
    assert.deepEqual(readRows(statement, []), [{ id: 'r', old_name: 'x' }]);
    // As the driver runs a statement that returns no rows (sqlite-driver.ts).
    const rename = takeRowsAsArrays(db.prepare('alter table renamed rename column old_name to new_name'));
    noteSchemaChange(rename);
    rename.run();
    assert.deepEqual(readRows(statement, []), [{ id: 'r', new_name: 'x' }]);
    assert.deepEqual([...iterateRows(statement, [])], [{ id: 'r', new_name: 'x' }]);
  });

  it('iterates the same rows as it reads', () => {
    const statement = takeRowsAsArrays(db.prepare('select * from items order by id'));
    assert.deepEqual([...iterateRows(statement, [])], readRows(statement, []));
  });

  it('leaves a statement that returns no rows as it is', () => {
    const statement = takeRowsAsArrays(db.prepare(`update items set n = n where id = 'a'`));
    assert.equal(statement.run().changes, 1);
  });

  it('compiles a builder whose object literal holds each name as written', () => {
    assert.deepEqual(compileRowOf(['a', 'b c', '\\'])([1, 2, 3]), { a: 1, 'b c': 2, '\\': 3 });
  });
});
