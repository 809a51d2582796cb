// The metrics listener: GET /metrics (Prometheus) on a listener of its own
// (METRICS_PORT, METRICS_HOST default 127.0.0.1), never on the API's port,
// so metrics are not public unless an operator exposes them. It also answers
// the probes GET /livez and GET /readyz, as the API listener does, so a
// worker-only process (no API listener) can be probed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics.ts';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** The readiness of the process (services/health-service.ts), as /readyz answers it. */
export type ReadinessProbe = () => Promise<{ ready: boolean; body: object }>;

const json = (response: http.ServerResponse, status: number, body: object) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

export async function startMetricsServer(metrics: Metrics, host: string, port: number, readiness: ReadinessProbe): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'GET' && path === '/livez') return json(response, 200, { status: 'ok' });
    if (request.method === 'GET' && path === '/readyz') {
      readiness().then(
        (result) => json(response, result.ready ? 200 : 503, result.body),
        () => json(response, 503, { status: 'notReady' }),
      );
      return;
    }
    if (request.method !== 'GET' || path !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Only GET /metrics, /livez and /readyz are served here\n');
      return;
    }
    metrics.scrape().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
