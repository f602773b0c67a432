import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { metricsHandler } from './metrics.js';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics for `overlook worker`, which has no HTTP server of its own: the same registry,
 * the same database-derived gauges and the same rule (METRICS_TOKEN, or else the local network)
 * as the server's /metrics, on WORKER_METRICS_PORT. Anything else is a JSON 404.
 */
export async function startMetricsServer(port: number, hostname: string): Promise<MetricsServer> {
  const app = new Hono();
  app.get('/metrics', metricsHandler);
  app.notFound((c) =>
    c.json({ message: `No route for ${c.req.method} ${c.req.path}; this port serves GET /metrics only.`, code: 'not_found' }, 404),
  );
  const listener = getRequestListener(app.fetch, { hostname });
  const server = createServer((incoming, outgoing) => void listener(incoming, outgoing));
  await new Promise<void>((listening, fail) => {
    server.once('error', fail);
    server.listen(port, hostname, () => {
      server.off('error', fail);
      listening();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
