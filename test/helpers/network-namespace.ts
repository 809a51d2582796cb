// A network namespace of a test's own, for running the service across a real
// network link rather than loopback: `ip netns` with two veth pairs to the
// test's namespace. The data link carries the service's traffic to PostgreSQL
// and to the receivers and is the one cut (`ip link set … down`); the control
// link carries the test's own API requests and is never cut, so the test can
// watch the service while its data link is away. Processes run inside with
// `ip netns exec`, which also puts /etc/netns/<name>/hosts over /etc/hosts
// there: the receivers' name (hooks.receiver.test, on the test certificate)
// resolves to the test's end of the data link. Names and addresses are drawn
// per run; destroy() removes everything, whatever state it is in.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The name the receivers are reached by from inside (on the test certificate). */
export const RECEIVER_HOST = 'hooks.receiver.test';

function ip(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('ip', args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`ip ${args.join(' ')} failed: ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
}

/** Why namespaces can't be made here, or false when they can (tried once, with a namespace made and removed). */
export const namespaceSkip: string | false = probe();

function probe(): string | false {
  if (process.platform !== 'linux') return 'network namespaces need Linux';
  if (process.getuid?.() !== 0) return 'making network namespaces (ip netns add) needs root';
  const name = `raprobe${randomBytes(3).toString('hex')}`;
  try {
    execFileSync('ip', ['netns', 'add', name], { stdio: 'pipe' });
  } catch (error) {
    const message = (error as { code?: string }).code === 'ENOENT' ? 'no `ip` command (iproute2)' : (error as Error).message;
    return `can't make a network namespace: ${message.slice(0, 200)}`;
  }
  try {
    execFileSync('ip', ['netns', 'del', name], { stdio: 'pipe' });
  } catch {
    // removed with the rest by the kernel when nothing holds it
  }
  return false;
}

export class NetworkNamespace {
  /** The test's end of the data link, where PostgreSQL's and the receivers' proxies listen. */
  readonly dataHost: string;
  /** The namespace's end of the control link, where the service's API listens. */
  readonly controlAddress: string;
  private readonly hostsDir: string;
  private readonly dataLink: string;
  private readonly controlLink: string;

  private constructor(
    readonly name: string,
    suffix: string,
    subnet: number,
  ) {
    this.dataHost = `10.231.${subnet}.1`;
    this.controlAddress = `10.232.${subnet}.2`;
    this.dataLink = `rad${suffix}`;
    this.controlLink = `rac${suffix}`;
    this.hostsDir = path.join('/etc/netns', name);
  }

  /** Makes the namespace and both links, up (or, failing, removes what it made); destroy() it in an `after` hook. */
  static async create(): Promise<NetworkNamespace> {
    const suffix = randomBytes(3).toString('hex');
    const used = await ip(['-o', '-4', 'addr']);
    let subnet = randomBytes(1)[0]!;
    for (let i = 0; i < 256 && used.includes(`10.231.${subnet}.`); i++) subnet = (subnet + 1) % 256;
    const ns = new NetworkNamespace(`ranet${suffix}`, suffix, subnet);
    created.add(ns);
    try {
      await ip(['netns', 'add', ns.name]);
      await ip(['-n', ns.name, 'link', 'set', 'lo', 'up']);
      for (const [link, prefix] of [
        [ns.dataLink, `10.231.${subnet}`],
        [ns.controlLink, `10.232.${subnet}`],
      ] as const) {
        // Our end (.1) keeps the link's name; the namespace's end (.2), `<link>n`, is moved in.
        await ip(['link', 'add', link, 'type', 'veth', 'peer', 'name', `${link}n`]);
        await ip(['link', 'set', `${link}n`, 'netns', ns.name]);
        await ip(['addr', 'add', `${prefix}.1/30`, 'dev', link]);
        await ip(['-n', ns.name, 'addr', 'add', `${prefix}.2/30`, 'dev', `${link}n`]);
        await ip(['link', 'set', link, 'up']);
        await ip(['-n', ns.name, 'link', 'set', `${link}n`, 'up']);
      }
      fs.mkdirSync(ns.hostsDir, { recursive: true });
      fs.writeFileSync(
        path.join(ns.hostsDir, 'hosts'),
        `127.0.0.1 localhost\n::1 localhost ip6-localhost\n${ns.dataHost} ${RECEIVER_HOST}\n`,
      );
    } catch (error) {
      await ns.destroy();
      throw error;
    }
    return ns;
  }

  /** The command line that runs a program inside. */
  exec(command: string[]): string[] {
    return ['ip', 'netns', 'exec', this.name, ...command];
  }

  /** Takes the data link down: packets on it vanish, connections over it are left open. */
  cut(): Promise<string> {
    return ip(['link', 'set', this.dataLink, 'down']);
  }

  /** Brings the data link back. */
  restore(): Promise<string> {
    return ip(['link', 'set', this.dataLink, 'up']);
  }

  /** Removes the links, the namespace and its hosts file; each step goes on when an earlier one fails. */
  async destroy(): Promise<void> {
    created.delete(this);
    // Deleting one end of a veth pair deletes both; the namespace's ends go with it too.
    await ip(['link', 'del', this.dataLink]).catch(() => {});
    await ip(['link', 'del', this.controlLink]).catch(() => {});
    await ip(['netns', 'del', this.name]).catch(() => {});
    fs.rmSync(this.hostsDir, { recursive: true, force: true });
    removeIfEmpty('/etc/netns');
  }
}

const created = new Set<NetworkNamespace>();

/** /etc/netns is made for the hosts files; left when something else keeps files there. */
function removeIfEmpty(dir: string): void {
  try {
    fs.rmdirSync(dir);
  } catch {
    // not empty, or gone
  }
}

// A test run cut short (an uncaught error, the runner's timeout) still leaves no namespace behind.
process.once('exit', () => {
  for (const ns of created) {
    for (const args of [
      ['link', 'del', `rad${ns.name.slice(5)}`],
      ['link', 'del', `rac${ns.name.slice(5)}`],
      ['netns', 'del', ns.name],
    ]) {
      try {
        execFileSync('ip', args, { stdio: 'ignore' });
      } catch {
        // already gone
      }
    }
    fs.rmSync(path.join('/etc/netns', ns.name), { recursive: true, force: true });
  }
  if (created.size > 0) removeIfEmpty('/etc/netns');
});
