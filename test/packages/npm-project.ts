// npm from a test: packing a workspace package, and installing tarballs into
// an empty project without the network. An install resolves each registry
// dependency through a lockfile seeded from the repository's own
// package-lock.json (the versions and integrity hashes `npm ci` already put
// in the npm cache), so `npm install --offline` finds every tarball in the
// cache and asks no registry; a dependency the lockfile does not name fails
// the install (ENOTCACHED) instead of reaching out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

interface LockEntry {
  version: string;
  integrity: string;
  license?: string;
  dependencies?: Record<string, string>;
}

/** The environment without what an enclosing `npm test` sets (npm_config_*, npm_package_*): the child npm reads its own. */
function npmEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')));
}

/** Runs npm in `cwd`; throws with its output when it fails. */
export function npm(cwd: string, args: string[]): string {
  const result = spawnSync('npm', args, { cwd, env: npmEnv(), encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `npm ${args.join(' ')} (in ${cwd}) failed (${result.error?.message ?? result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

/** `npm pack` of the package in `dir` (its prepack script runs) into `destination`; the tarball's path. */
export function pack(dir: string, destination: string): string {
  const before = new Set(fs.readdirSync(destination));
  npm(dir, ['pack', '--pack-destination', destination, '--no-audit', '--no-fund']);
  const made = fs.readdirSync(destination).filter((file) => file.endsWith('.tgz') && !before.has(file));
  if (made.length !== 1) throw new Error(`npm pack in ${dir} made ${made.length} tarballs`);
  return path.join(destination, made[0]!);
}

/** The paths inside a tarball that npm pack made, without the leading `package/`. */
export function tarballFiles(tarball: string): string[] {
  const result = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tar -tzf ${tarball} failed: ${result.stderr}`);
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((entry) => entry.replace(/^package\//, ''));
}

/**
 * The lockfile entries of `names` and of everything they depend on, as the
 * repository's package-lock.json has them (each package at the top level of
 * node_modules there).
 */
function lockEntriesOf(names: string[]): Record<string, LockEntry> {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const entries: Record<string, LockEntry> = {};
  const add = (name: string) => {
    const key = `node_modules/${name}`;
    if (entries[key]) return;
    const entry = lock.packages[key];
    if (!entry?.integrity) throw new Error(`package-lock.json has no top-level ${name} with an integrity hash`);
    const { version, integrity, license, dependencies } = entry;
    entries[key] = { version, integrity, ...(license ? { license } : {}), ...(dependencies ? { dependencies } : {}) };
    for (const dependency of Object.keys(dependencies ?? {})) add(dependency);
  };
  for (const name of names) add(name);
  return entries;
}

/** The version of `name` in the repository's package-lock.json. */
export function lockedVersion(name: string): string {
  return lockEntriesOf([name])[`node_modules/${name}`]!.version;
}

/**
 * Makes an empty ESM project in `dir` depending on `dependencies` (registry
 * packages, at the versions the repository locks), with a lockfile that also
 * knows `available` (registry packages the tarballs installed later may need),
 * and installs `tarballs` into it offline.
 */
export function installOffline(dir: string, tarballs: string[], options: { dependencies?: string[]; available?: string[] } = {}): void {
  const dependencies = Object.fromEntries((options.dependencies ?? []).map((name) => [name, lockedVersion(name)]));
  fs.mkdirSync(dir, { recursive: true });
  const manifest = { name: path.basename(dir), version: '0.0.0', private: true, type: 'module', dependencies };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  const packages = {
    '': { name: manifest.name, version: manifest.version, dependencies },
    ...lockEntriesOf([...(options.dependencies ?? []), ...(options.available ?? [])]),
  };
  fs.writeFileSync(
    path.join(dir, 'package-lock.json'),
    JSON.stringify({ name: manifest.name, lockfileVersion: 3, requires: true, packages }, null, 2),
  );
  npm(dir, ['install', '--offline', '--no-audit', '--no-fund', ...tarballs]);
}

/** Every package installed in `dir`'s node_modules (scoped ones as `@scope/name`), by name, with its directory. */
export function installedPackages(dir: string): Map<string, string> {
  const modules = path.join(dir, 'node_modules');
  const found = new Map<string, string>();
  for (const entry of fs.readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@') ? fs.readdirSync(path.join(modules, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of names) found.set(name, path.join(modules, name));
  }
  return found;
}

/** The bytes of every file under `dir`. */
export function sizeOf(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/** A package and the packages it needs, transitively, as installed in `dir` (names). */
export function closureOf(dir: string, name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const dependency of Object.keys(manifest.dependencies ?? {})) closureOf(dir, dependency, seen);
  return seen;
}
