// An install builds only what its Node.js loads (docs/operations.md, "Node.js
// versions and the SQLite driver"): better-sqlite3 12, for the lines without
// Node-API 10, comes only through optional/better-sqlite3-v12, whose engines
// npm checks before installing an optional dependency (it skips one that
// doesn't match, with all that only it needs); better-sqlite3 13's implicit
// node-gyp build is denied, its binaries being in the package. Checked
// against package.json and the lockfile here; on this Node.js, against what
// the install left (the new user's path runs this on Node.js 22 and 24 from
// a fresh clone in CI).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import semver from 'semver';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const manifest = read('package.json');
const lock = read('package-lock.json').packages as Record<string, Record<string, any>>;
const wrapper = read('optional/better-sqlite3-v12/package.json');

describe('an install per Node.js line', () => {
  it('takes better-sqlite3 12 only through the optional package whose engines name the lines without Node-API 10', () => {
    assert.deepEqual(manifest.optionalDependencies, { 'better-sqlite3-v12': 'file:optional/better-sqlite3-v12' });
    const range: string = wrapper.engines.node;
    for (const version of ['20.19.0', '20.20.2', '22.12.0', '22.13.1']) assert.ok(semver.satisfies(version, range), `${version} needs it`);
    for (const version of ['22.14.0', '22.22.0', '24.0.0', '24.22.3', '25.1.0']) {
      assert.ok(!semver.satisfies(version, range), `${version} has Node-API 10: no better-sqlite3 12`);
    }
    assert.equal(lock['node_modules/better-sqlite3-v12']!.link, true);
    assert.equal(lock['optional/better-sqlite3-v12']!.optional, true);
    assert.deepEqual(lock['optional/better-sqlite3-v12']!.engines, wrapper.engines, 'the lockfile carries the engines npm ci checks');
    const v12 = lock['optional/better-sqlite3-v12/node_modules/better-sqlite3']!;
    assert.equal(semver.major(v12.version), 12);
    assert.equal(v12.optional, true);
    // Nothing else brings 12 in: one better-sqlite3 at the top, version 13.
    assert.equal(semver.major(lock['node_modules/better-sqlite3']!.version), 13);
    const twelves = Object.entries(lock).filter(
      ([key, entry]) => /(^|\/)better-sqlite3$/.test(key) && semver.major(entry.version ?? '0.0.0') === 12,
    );
    assert.deepEqual(
      twelves.map(([key]) => key),
      ['optional/better-sqlite3-v12/node_modules/better-sqlite3'],
    );
  });

  it("denies better-sqlite3 13 npm's implicit node-gyp build; the optional package builds 12 itself", () => {
    // npm takes exact versions only here (a range is ignored, with a warning): the entry follows the lockfile.
    // A deny is read by name alone, so it covers 12 too: the optional package's own install script builds 12.
    const v13 = lock['node_modules/better-sqlite3']!.version;
    assert.equal(manifest.allowScripts[`better-sqlite3@${v13}`], false, `better-sqlite3@${v13} is denied its build`);
    assert.deepEqual(
      Object.keys(manifest.allowScripts).filter((key) => key.startsWith('better-sqlite3')),
      [`better-sqlite3@${v13}`],
      'no entry for other versions, nor for every version at once',
    );
    assert.equal(wrapper.scripts?.install, 'node build-binding.js');
    // Approved by its path (as `npm install-scripts approve better-sqlite3-v12` writes it): npm 11 warns of an
    // install script not reviewed, and npm 12 skips one, which would leave Node.js 20 without a SQLite driver.
    assert.equal(manifest.allowScripts['file:../optional/better-sqlite3-v12'], true, "the optional package's build is approved");
    assert.ok(fs.existsSync(path.join(ROOT, 'optional/better-sqlite3-v12/build-binding.js')));
    const installed = read('node_modules/better-sqlite3/package.json');
    assert.equal(semver.major(installed.version), 13);
    assert.equal(installed.gypfile, false);
    assert.ok(fs.existsSync(path.join(ROOT, 'node_modules/better-sqlite3/prebuilds/linux-x64.node')), 'its binary ships in the package');
  });

  it(`left on Node.js ${process.version} only the driver it loads`, () => {
    const require = createRequire(path.join(ROOT, 'package.json'));
    const hasNodeApi10 = Number(process.versions.napi) >= 10;
    const installed = fs.existsSync(path.join(ROOT, 'optional/better-sqlite3-v12/node_modules/better-sqlite3'));
    if (hasNodeApi10) {
      // A tree installed on an earlier Node.js keeps what that one needed; a fresh install here (FRESH_INSTALL=1,
      // as .ci/run's new-user path sets) has none.
      if (process.env.FRESH_INSTALL === '1')
        assert.ok(!installed, 'better-sqlite3 12 was installed (and built) on a Node.js that never loads it');
    } else {
      assert.ok(installed, 'better-sqlite3 12 is installed where Node-API 10 is missing');
      assert.equal(semver.major(require('better-sqlite3-v12/node_modules/better-sqlite3/package.json').version), 12);
      // Built, not only unpacked: it opens a database.
      const Database = require('better-sqlite3-v12');
      const db = new Database(':memory:');
      assert.equal(db.prepare('select 1 + 1 as two').get().two, 2);
      db.close();
    }
  });
});
