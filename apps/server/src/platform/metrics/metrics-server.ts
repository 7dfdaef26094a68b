import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../../config.ts';

export interface MetricsServer {
  /** The port it listens on (METRICS_PORT, or the one the system picked for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on a listener of its own, never on the app's port: a load balancer in front of the app
 * does not expose it, and it answers even while the app drains. With a token it wants
 * `Authorization: Bearer <token>` (Prometheus: `authorization: { credentials: … }`).
 */
export async function serveMetrics(
  registry: Registry,
  options: NonNullable<Config['metrics']>,
  log: FastifyBaseLogger,
): Promise<MetricsServer> {
  const expected = options.token === undefined ? null : digest(`Bearer ${options.token}`);
  const server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (expected && !timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"' }).end();
      return;
    }
    registry.metrics().then(
      (body) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics: collecting failed');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper's keep-alive connection would otherwise hold the close until it times out.
        server.closeAllConnections();
      }),
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
