// Builds better-sqlite3 12's binding the way that package's own install
// script does ("prebuild-install || node-gyp rebuild --release"): a prebuilt
// binary when one can be downloaded, else a compile. npm 11 never runs that
// script here: the project's allowScripts denies better-sqlite3 13 the
// node-gyp build npm would run for it, and npm reads a deny by package name
// alone, so the deny covers version 12 as well. This package's own install
// script (this file) is not covered by it.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const dir = path.dirname(require.resolve('better-sqlite3/package.json'));
const run = (args) => spawnSync(process.execPath, args, { cwd: dir, stdio: 'inherit' }).status === 0;
const prebuilt = () => run([require.resolve('prebuild-install/bin.js', { paths: [dir] })]);
// npm gives a script the node-gyp it ships, in npm_config_node_gyp.
const compiled = () => Boolean(process.env.npm_config_node_gyp) && run([process.env.npm_config_node_gyp, 'rebuild', '--release']);
if (!prebuilt() && !compiled()) process.exit(1);
