// The image itself, built from the Dockerfile by scripts/container-image.sh
// (CONTAINER_IMAGE names it), started with podman as `docker run` would: it
// serves, its own HEALTHCHECK passes, the demo workspace it prints signs a
// delivery to an HTTPS receiver on the host (verified with the receiver
// package), and `podman stop` with compose's grace period stops it while a
// send is in flight: the send finishes, the process exits 0 within the grace.
// Skipped where no image was built (CI builds one and fails on a missing one).
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { verifyHookSignatures } from '@recruiting-api/receiver';
import { HttpsReceiver, testTlsDir } from '../helpers/https-receiver.ts';
import { scaled } from '../helpers/time-scale.ts';
import { freePort } from '../helpers/free-port.ts';

const execFileAsync = promisify(execFile);
/**
 * podman as this CI machine needs it: its cgroups are mounted in hybrid mode,
 * which crun refuses (runc through cgroupfs takes them), and its sandbox lacks
 * CAP_SYS_RESOURCE, so the container's limits must not exceed the machine's
 * (run's --ulimit below). Elsewhere a plain `podman run` or `docker run` does.
 */
const PODMAN_GLOBAL = (process.env.CONTAINER_PODMAN_OPTIONS ?? '--cgroup-manager=cgroupfs --runtime=runc').split(' ').filter(Boolean);
const podman = (args: string[]) => execFileAsync('podman', [...PODMAN_GLOBAL, ...args]);
const ROOT = path.resolve(import.meta.dirname, '../..');
const IMAGE = process.env.CONTAINER_IMAGE;

function skipReason(): string | false {
  if (!IMAGE) return 'CONTAINER_IMAGE is not set (scripts/container-image.sh builds one)';
  if (spawnSync('podman', ['image', 'exists', IMAGE]).status !== 0) {
    if (process.env.CI) throw new Error(`CONTAINER_IMAGE ${IMAGE} was not built`);
    return `no image ${IMAGE}`;
  }
  return false;
}

/** Compose's stop_grace_period for the service processes, in seconds. */
function composeGraceSeconds(): number {
  const compose = parseYaml(fs.readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, { stop_grace_period?: string }>;
  };
  return Number(/^(\d+)s$/.exec(compose.services.api!.stop_grace_period ?? '')![1]);
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the built image, run with podman', { skip: skipReason() }, () => {
  const name = `recruiting-api-test-${process.pid}`;
  let receiver: HttpsReceiver;
  let port: number;
  const logs = async () => {
    const { stdout, stderr } = await podman(['logs', name]).catch(() => ({ stdout: '', stderr: '' }));
    return stdout + stderr;
  };

  before(async () => {
    receiver = await HttpsReceiver.start();
    port = await freePort();
    // On the host's network, as `docker run -p` would publish it; the receiver is on the host's loopback, so
    // the test allows private targets (the image refuses them) and trusts the test CA, mounted read-only.
    await podman([
      'run',
      '--detach',
      '--name',
      name,
      '--network',
      'host',
      '--ulimit',
      'nofile=4096:4096',
      '--ulimit',
      'nproc=4096:4096',
      '--env',
      `PORT=${port}`,
      '--env',
      'HOST=127.0.0.1',
      '--env',
      'WEBHOOK_ALLOW_PRIVATE_TARGETS=true',
      '--env',
      'NODE_EXTRA_CA_CERTS=/certs/ca.crt',
      '--volume',
      `${path.join(testTlsDir(), 'ca.crt')}:/certs/ca.crt:ro`,
      IMAGE!,
    ]);
  });
  after(async () => {
    await podman(['rm', '--force', '--time', '0', name]).catch(() => undefined);
    await receiver?.close();
  });

  it('serves, passes its health check, delivers a signed webhook, and stops within the grace with a send in flight', async () => {
    // The image's own HEALTHCHECK command, as the engine runs it (exit 0: healthy).
    await until(
      async () =>
        (await podman(['healthcheck', 'run', name]).then(
          () => true,
          () => false,
        ))
          ? true
          : undefined,
      scaled(120_000),
      'the health check to pass',
    );
    const output = await until(async () => ((await logs()).includes('PAT:') ? logs() : undefined), scaled(30_000), 'the demo workspace');
    const token = /PAT: +(\S+)/.exec(output)?.[1];
    const companyId = /company: +Demo Company \((\w+)\)/.exec(output)?.[1];
    assert.ok(token && companyId, output);
    assert.match(output, /"msg":"recruiting-api started"/);
    const base = `http://127.0.0.1:${port}/v3/company/${companyId}`;
    const call = async (route: string, body: unknown) => {
      const response = await fetch(base + route, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    const endpoint = await call('/webhook_endpoints', { url: receiver.url('/image'), events: ['companyPositionAdded'] });
    assert.equal(endpoint.status, 201, JSON.stringify(endpoint.body));
    assert.equal((await call('/positions', { name: 'Container Engineer' })).status, 200);
    const [delivery] = await receiver.waitFor((requests) => requests.length >= 1, 30_000, 'the delivery');
    assert.ok(verifyHookSignatures(delivery!.body, delivery!.headers, endpoint.body.secret), 'signed with the endpoint secret');

    // A second delivery held open by the receiver while the container is stopped.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    receiver.behave = () => ({ status: 200, until: answered });
    assert.equal((await call('/positions', { name: 'Held Engineer' })).status, 200);
    await receiver.waitFor((requests) => requests.length >= 2, 30_000, 'the send in flight');
    const grace = composeGraceSeconds();
    const started = Date.now();
    const stopping = podman(['stop', '--time', String(grace), name]);
    await until(async () => ((await logs()).includes('"msg":"shutting down"') ? true : undefined), scaled(30_000), 'the drain');
    setTimeout(answer, 1000);
    await stopping;
    const seconds = (Date.now() - started) / 1000;
    const { stdout: exitCode } = await podman(['inspect', '--format', '{{.State.ExitCode}}', name]);
    assert.equal(exitCode.trim(), '0', await logs());
    assert.ok(seconds < grace, `stopped in ${seconds} s, within the ${grace} s grace`);
    assert.equal(receiver.requests.length, 2, 'nothing sent twice');
  });
});
