// The container's health check (Dockerfile HEALTHCHECK, compose.yaml): exits
// 0 when the process answers, 1 otherwise. Plain Node (the runtime image has
// no curl or wget), talking to the process's own listener over loopback:
//   node scripts/container-healthcheck.mjs          GET /readyz on PORT (an API process; 503
//                                                   while the database can't be reached or
//                                                   migrations are pending)
//   node scripts/container-healthcheck.mjs metrics  GET /readyz on METRICS_PORT (a worker
//                                                   process, which has no API listener; 503
//                                                   also while its worker is not running)
// Docker reads 0 as healthy and 1 as unhealthy (2 is reserved): every failure is 1.
const fail = (message) => {
  process.stderr.write(`healthcheck: ${message}\n`);
  process.exit(1);
};
const target = process.argv[2] ?? 'api';
if (target === 'metrics' && !process.env.METRICS_PORT) fail('METRICS_PORT is not set, so there is no metrics listener to ask');
const url = {
  api: `http://127.0.0.1:${process.env.PORT || 3000}/readyz`,
  metrics: `http://127.0.0.1:${process.env.METRICS_PORT}/readyz`,
}[target];
if (!url) fail(`unknown target "${target}" (api or metrics)`);
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4000) });
  await response.body?.cancel();
  if (!response.ok) fail(`${url} answered ${response.status}`);
  process.exit(0);
} catch (error) {
  fail(`${url}: ${error.cause?.message ?? error.message}`);
}
