// 8. Soak (only with --only soak): an hour (a few minutes with --quick) of a
// steady mix on one `serve` process: API reads and writes through the real
// routes, each write's event delivered to fast, slow and always-failing
// receivers, a secret rotation now and then, and retention on its schedule.
// Every sample interval the server's RSS (from /proc) and its own view of its
// heap, active handles and event-loop delay (its Prometheus listener) are
// taken. After a warm-up (the first fifth), heap and handles must stay flat:
// the last third of the samples against the first (the heap by its floor,
// handles by their median; see outcome()).
import { createWorkspace, insertEndpoints, openServices, type Workspace } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { sampleProcess, type ProcessSample } from '../lib/process-metrics.ts';
import { FAILING_PREFIX, SLOW_PREFIX } from '../lib/receiver-paths.ts';
import { freePort, Receiver } from '../lib/receiver.ts';
import { target, type Scenario } from '../lib/scenario.ts';
import { ServerProcess } from '../lib/server-process.ts';
import { percentile, round, sleep } from '../lib/stats.ts';

const COMPANIES = 3;
/** Per company: endpoints answered at once, slowly, and always with 500. */
const FAST = 3;
const SLOW = 1;
const FAILING = 1;
/** Requests per second of the mix; one in READS_PER_WRITE + 1 is a write. */
const REQUESTS_PER_SECOND = 20;
const READS_PER_WRITE = 3;
/** The bounds held after warm-up (bench/README.md). */
const HEAP_GROWTH_BOUND_MB = 5;
const HANDLES_GROWTH_BOUND = 10;

interface Traffic {
  requests: number;
  failures: number;
  rotations: number;
}

export const soak: Scenario = async (ctx) => {
  const { soakSeconds, soakSampleSeconds } = ctx.sizes;
  const database = await createDatabase(ctx.dialect);
  const receiver = await Receiver.start(ctx.tlsDir);
  try {
    const services = await openServices(database);
    const workspace = await createWorkspace(services, COMPANIES);
    const rotatable: Array<{ companyId: string; endpointId: string }> = [];
    for (const company of workspace.companies) {
      for (const e of await insertEndpoints(services, company.id, (id) => receiver.url(`/ep/${id}`), FAST)) {
        rotatable.push({ companyId: company.id, endpointId: e.id });
      }
      await insertEndpoints(services, company.id, (id) => receiver.url(`${SLOW_PREFIX}${id}`), SLOW);
      await insertEndpoints(services, company.id, (id) => receiver.url(`${FAILING_PREFIX}${id}`), FAILING);
    }
    await services.closeAll();
    const metricsPort = await freePort();
    const server = await ServerProcess.start({
      database,
      tlsDir: ctx.tlsDir,
      role: 'all',
      // Failing endpoints retry within seconds and give up after their 11 attempts, again and again.
      env: { METRICS_PORT: String(metricsPort), WEBHOOK_RETRY_BASE_MS: '1000', WEBHOOK_RETRY_MAX_MS: '10000', WEBHOOK_TIMEOUT_MS: '5000' },
      cpuProfDir: ctx.cpuProfDir,
    });
    try {
      const api = apiClient(server.url, workspace);
      const positions = await Promise.all(workspace.companies.map((c) => api.createPosition(c.id)));
      const traffic: Traffic = { requests: 0, failures: 0, rotations: 0 };
      const samples: ProcessSample[] = [];
      const started = Date.now();
      const end = started + soakSeconds * 1000;
      const load = runMix(api, positions, rotatable, traffic, end, soakSeconds / 30);
      while (Date.now() < end) {
        await sleep(Math.min(soakSampleSeconds * 1000, Math.max(0, end - Date.now())));
        const sample = await sampleProcess(
          `http://127.0.0.1:${metricsPort}/metrics`,
          round((Date.now() - started) / 1000, 1),
          server.rssMb(),
        );
        samples.push(sample);
        ctx.progress(
          `  ${sample.atSeconds} s: RSS ${sample.rssMb} MB, heap ${sample.heapUsedMb} MB, ${sample.activeHandles} handles, ` +
            `loop p99 ${sample.loopDelayP99Ms} ms; ${traffic.requests} requests`,
        );
      }
      await load;
      const delivered = (await receiver.stats()).received;
      return outcome(samples, traffic, delivered, soakSeconds);
    } finally {
      await server.stop();
    }
  } finally {
    await receiver.stop();
    await database.drop();
  }
};

function outcome(samples: ProcessSample[], traffic: Traffic, delivered: number, seconds: number) {
  const settled = samples.slice(Math.floor(samples.length / 5));
  const third = Math.max(1, Math.floor(settled.length / 3));
  const values = (part: ProcessSample[], pick: (s: ProcessSample) => number | null) =>
    part.map(pick).filter((v): v is number => v !== null);
  /** The last third's figure against the first's, each taken over its samples by `measure`. */
  const growth = (pick: (s: ProcessSample) => number | null, measure: (v: number[]) => number | null) => {
    const first = measure(values(settled.slice(0, third), pick));
    const last = measure(values(settled.slice(-third), pick));
    return first === null || last === null ? null : round(last - first, 1);
  };
  const floor = (v: number[]) => (v.length ? Math.min(...v) : null);
  const median = (v: number[]) => percentile(v, 50);
  // Heap used saws up and down between collections (V8 lets it grow to well over
  // twice the live data before a major GC): a third's lowest sample is its live
  // heap, and a leak is a floor that rises. RSS likewise, by its floor.
  const heapGrowth = growth((s) => s.heapUsedMb, floor);
  const rssGrowth = growth((s) => s.rssMb, floor);
  const handlesGrowth = growth((s) => s.activeHandles, median);
  const loopDelays = values(settled, (s) => s.loopDelayP99Ms);
  const typicalLoopDelay = median(loopDelays);
  const worstLoopDelay = loopDelays.length ? Math.max(...loopDelays) : null;
  const peakRss = Math.max(...samples.map((s) => s.rssMb ?? 0));
  return {
    figures: {
      seconds,
      samples: samples.length,
      requests: traffic.requests,
      failures: traffic.failures,
      rotations: traffic.rotations,
      deliveriesReceived: delivered,
      heapFloorGrowthMb: heapGrowth,
      handlesGrowth,
      rssFloorGrowthMb: rssGrowth,
      peakRssMb: peakRss,
      medianLoopDelayP99Ms: typicalLoopDelay,
      worstLoopDelayP99Ms: worstLoopDelay,
    },
    rows: [
      { figure: `requests in ${seconds} s (${traffic.failures} failed)`, ours: traffic.requests, unit: '' },
      { figure: 'deliveries received (fast, slow, failing receivers)', ours: delivered, unit: '' },
      {
        figure: 'live heap (floor), growth after warm-up',
        ours: heapGrowth,
        unit: 'MB',
        ...target(heapGrowth, '<=', HEAP_GROWTH_BOUND_MB),
      },
      {
        figure: 'active handles (median), growth after warm-up',
        ours: handlesGrowth,
        unit: '',
        ...target(handlesGrowth, '<=', HANDLES_GROWTH_BOUND),
      },
      { figure: `RSS (floor) growth after warm-up (peak ${peakRss} MB)`, ours: rssGrowth, unit: 'MB' },
      { figure: `event-loop delay p99 of a sample, median (worst ${worstLoopDelay} ms)`, ours: typicalLoopDelay, unit: 'ms' },
    ],
    summary:
      `${traffic.requests} requests (${traffic.failures} failed), ${delivered} deliveries received in ${seconds} s; ` +
      `after warm-up live heap ${heapGrowth} MB, handles ${handlesGrowth}, RSS floor ${rssGrowth} MB`,
  };
}

/** The API calls of the mix, through the real routes with the workspace's token. */
function apiClient(baseUrl: string, workspace: Workspace) {
  const headers = { authorization: `Bearer ${workspace.token}`, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/v3${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { ok: response.ok, status: response.status, json: () => JSON.parse(text) };
  };
  return {
    call,
    async createPosition(companyId: string): Promise<{ companyId: string; positionId: string }> {
      const res = await call('POST', `/company/${companyId}/positions`, { name: 'Soak position' });
      if (!res.ok) throw new Error(`creating a position: ${res.status}`);
      return { companyId, positionId: res.json()._id };
    },
  };
}

/** The steady mix until `end`: REQUESTS_PER_SECOND requests, and a secret rotation every `rotateEverySeconds`. */
async function runMix(
  api: ReturnType<typeof apiClient>,
  positions: Array<{ companyId: string; positionId: string }>,
  rotatable: Array<{ companyId: string; endpointId: string }>,
  traffic: Traffic,
  end: number,
  rotateEverySeconds: number,
): Promise<void> {
  const reads = (p: { companyId: string; positionId: string }, e: { endpointId: string }) => [
    `/company/${p.companyId}/positions`,
    `/company/${p.companyId}/position/${p.positionId}/candidates`,
    `/company/${p.companyId}/webhook_endpoints`,
    `/company/${p.companyId}/webhook_endpoint/${e.endpointId}/deliveries`,
  ];
  let n = 0;
  let nextRotation = Date.now() + rotateEverySeconds * 1000;
  const inFlight = new Set<Promise<void>>();
  while (Date.now() < end) {
    const position = positions[n % positions.length]!;
    const endpoint = rotatable.find((e) => e.companyId === position.companyId)!;
    let request: Promise<{ ok: boolean }>;
    if (Date.now() >= nextRotation) {
      nextRotation += rotateEverySeconds * 1000;
      const rotated = rotatable[traffic.rotations++ % rotatable.length]!;
      request = api.call('POST', `/company/${rotated.companyId}/webhook_endpoint/${rotated.endpointId}/rotate_secret`, {
        overlap_hours: 0,
      });
    } else if (n % (READS_PER_WRITE + 1) === 0) {
      request = api.call('POST', `/company/${position.companyId}/position/${position.positionId}/candidates`, {
        name: `Soak candidate ${n}`,
        email_address: `soak-${n}@example.com`,
      });
    } else {
      const paths = reads(position, endpoint);
      request = api.call('GET', paths[n % paths.length]!);
    }
    n++;
    const done = request
      .then((res) => {
        traffic.requests++;
        if (!res.ok) traffic.failures++;
      })
      .catch(() => {
        traffic.requests++;
        traffic.failures++;
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
    await sleep(1000 / REQUESTS_PER_SECOND);
  }
  await Promise.all(inFlight);
}
