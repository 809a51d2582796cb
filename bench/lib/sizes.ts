// Every count and duration of a run, full or quick, in one place: the README
// and the results file quote these, and --scale shrinks them for the harness test.
export interface Sizes {
  /** Seconds of autocannon load per target (after a warm-up of a fifth of it). */
  apiSeconds: number;
  apiConnections: number;
  /** Turns taken between our server and bare Fastify (see load.ts). */
  apiRounds: number;
  /** Events fanned out to 10 endpoints each, in the delivery throughput scenario. */
  deliveryEvents: number;
  /** Events of the delivery scenario delivered again by the job-queue peer, in each of its two modes. */
  jobQueueEvents: number;
  /**
   * The longest the peer is given to deliver them, from its first jobs
   * added: its rate is then taken over what arrived by that time (on a slow
   * day its ordered mode goes at 40–80 deliveries/s, and a run must end).
   */
  jobQueueSeconds: number;
  /** Requests the raw undici client sends for the machine's limit. */
  rawRequests: number;
  /** The fixed rate (events/s) latency is measured at, besides half the API's sustained write rate. */
  latencyFixedRate: number;
  /** Seconds measured at each of the two rates. */
  latencySeconds: number;
  /** Seconds at the same rate before the latency is measured (not counted). */
  latencyWarmupSeconds: number;
  /** Deliveries queued while the receiver is down. */
  backlogDeliveries: number;
  /** Events of the crash scenario (same layout as the delivery scenario). */
  crashEvents: number;
  /** How long the server sits with the backlog queued before its RSS at rest is read. */
  restMs: number;
  /** Deliveries in the table the delivery list is read from. */
  listDeliveries: number;
  /** Measured requests per kind of list query. */
  listRequests: number;
  /** How long the soak's steady mix runs, and how often the server is sampled meanwhile. */
  soakSeconds: number;
  soakSampleSeconds: number;
}

const FULL: Sizes = {
  apiSeconds: 10,
  apiConnections: 50,
  apiRounds: 3,
  deliveryEvents: 50_000,
  jobQueueEvents: 5_000,
  jobQueueSeconds: 300,
  rawRequests: 100_000,
  latencyFixedRate: 100,
  latencySeconds: 20,
  // A fresh server at half its write rate keeps JIT-compiling for about 5 s
  // (its CPU per event falls by a third meanwhile, on 2 cores nothing is
  // left over, and with 2 s the window's first seconds held most of its
  // slow events): bench/README.md, "The latency tail was the warm-up".
  latencyWarmupSeconds: 6,
  backlogDeliveries: 200_000,
  crashEvents: 10_000,
  restMs: 3000,
  listDeliveries: 1_000_000,
  listRequests: 300,
  soakSeconds: 3600,
  soakSampleSeconds: 10,
};

const QUICK: Sizes = {
  apiSeconds: 3,
  apiConnections: 50,
  apiRounds: 3,
  deliveryEvents: 5_000,
  jobQueueEvents: 1_000,
  jobQueueSeconds: 120,
  rawRequests: 20_000,
  latencyFixedRate: 100,
  latencySeconds: 5,
  latencyWarmupSeconds: 2,
  backlogDeliveries: 20_000,
  crashEvents: 2_000,
  restMs: 3000,
  listDeliveries: 1_000_000,
  listRequests: 100,
  soakSeconds: 180,
  soakSampleSeconds: 5,
};

export function sizesFor(quick: boolean, scale: number): Sizes {
  const base = quick ? QUICK : FULL;
  const n = (value: number, min: number) => Math.max(min, Math.round(value * scale));
  return {
    // At least 2 s: a 1 s window on a loaded machine can end before any request does.
    apiSeconds: Math.max(2, base.apiSeconds * scale),
    apiConnections: base.apiConnections,
    apiRounds: scale < 1 ? 1 : base.apiRounds,
    deliveryEvents: n(base.deliveryEvents, 10),
    // The peer delivers events the delivery scenario committed: never more of them.
    jobQueueEvents: Math.min(n(base.jobQueueEvents, 10), n(base.deliveryEvents, 10)),
    // Never below a minute: a scaled-down run's few deliveries all arrive.
    jobQueueSeconds: Math.max(60, base.jobQueueSeconds * scale),
    rawRequests: n(base.rawRequests, 100),
    latencyFixedRate: base.latencyFixedRate,
    latencySeconds: Math.max(1, base.latencySeconds * scale),
    latencyWarmupSeconds: Math.min(base.latencyWarmupSeconds, Math.max(0.2, base.latencyWarmupSeconds * scale)),
    backlogDeliveries: n(base.backlogDeliveries, 100),
    crashEvents: n(base.crashEvents, 10),
    restMs: Math.min(base.restMs, Math.max(500, base.restMs * scale)),
    listDeliveries: n(base.listDeliveries, 2_000),
    listRequests: n(base.listRequests, 20),
    soakSeconds: Math.max(3, base.soakSeconds * scale),
    soakSampleSeconds: Math.max(0.5, base.soakSampleSeconds * scale),
  };
}
