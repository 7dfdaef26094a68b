import { api } from '@havn/contract';
import { eventually, listen, openStream, startTestServer, type TestServer } from '@havn/testkit';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueue } from '../jobs/index.ts';
import { instrumentTopic } from '../stream/publish.ts';
import { registerJobQueueMetrics } from './metrics.ts';
import { serveMetrics } from './metrics-server.ts';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ config: { metrics: { port: 0, host: '127.0.0.1', token: undefined } } });
  base = await listen(server);
});
afterAll(async () => {
  await server.close();
});

function scrape(): Promise<string> {
  return server.app.metrics!.registry.metrics();
}

/** The value of one series, by its exact name and labels as Prometheus prints them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it("shows the app's job queue: what waits per job, and for how long", async () => {
    const { ctx } = server;
    await enqueue(ctx, 'metrics.probe', { n: 1 }, { runAt: new Date(ctx.clock.now().getTime() - 5_000) });
    await enqueue(ctx, 'metrics.probe', { n: 2 });
    const text = await scrape();
    expect(sample(text, 'havn_jobs{queue="metrics.probe",state="queued"}')).toBe(2);
    expect(sample(text, 'havn_jobs{queue="metrics.probe",state="failed"}')).toBe(0);
    expect(sample(text, 'havn_jobs_oldest_queued_seconds{queue="metrics.probe"}')).toBeGreaterThanOrEqual(5);
  });

  it('times requests by route pattern, method and status class, never by raw URL', async () => {
    expect((await fetch(`${base}/api/market/v1/overview/se`)).status).toBe(200);
    expect((await fetch(`${base}/api/market/v1/overview/se`)).status).toBe(200);
    expect((await fetch(`${base}/api/nothing-here`)).status).toBe(404);
    const overview = 'method="GET",route="/api/market/v1/overview/:country",status_class="2xx"';
    // A request is timed once its response has gone out (onResponse), which can come after the
    // caller has read it: scrape until the last one is in.
    const text = await vi.waitFor(async () => {
      const scraped = await scrape();
      expect(sample(scraped, `havn_http_request_duration_seconds_count{${overview}}`)).toBe(2);
      expect(
        sample(
          scraped,
          'havn_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_class="4xx"}',
        ),
      ).toBe(1);
      return scraped;
    });
    expect(sample(text, `havn_http_request_duration_seconds_bucket{le="+Inf",${overview}}`)).toBe(2);
    expect(sample(text, `havn_http_request_duration_seconds_sum{${overview}}`)).toBeGreaterThan(0);
    expect(
      sample(
        text,
        'havn_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('/overview/se');
    expect(text).not.toContain('nothing-here');
  });

  it('counts open event streams apart from requests in flight', async () => {
    expect(sample(await scrape(), 'havn_event_streams_open')).toBe(0);
    const opened = await openStream(base, { topics: [instrumentTopic(1001)] });
    const stream = opened.reader!;
    await stream.next((f) => f.event === 'ready');
    const open = await scrape();
    expect(sample(open, 'havn_event_streams_open')).toBe(1);
    expect(sample(open, 'havn_http_requests_in_flight')).toBe(0);
    await stream.close();
    await eventually(async () => expect(sample(await scrape(), 'havn_event_streams_open')).toBe(0));
  });

  it('reports the database pool, draining and the process defaults', async () => {
    const text = await scrape();
    const driver = server.ctx.database.driver;
    const total = sample(text, `havn_db_pool_connections{driver="${driver}"}`);
    if (driver === 'pglite') {
      expect(total).toBe(1);
      expect(text).not.toContain('havn_db_pool_idle_connections{');
    } else {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sample(text, `havn_db_pool_idle_connections{driver="pg"}`)).toBeGreaterThanOrEqual(0);
      expect(sample(text, `havn_db_pool_waiting_queries{driver="pg"}`)).toBe(0);
    }
    expect(sample(text, 'havn_draining')).toBe(0);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is not served on the app’s own port', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(await response.text()).not.toContain('havn_http_request_duration_seconds');
  });
});

describe('the job-queue hook', () => {
  it('reads the queue’s numbers once per scrape', async () => {
    const registry = new Registry();
    let calls = 0;
    registerJobQueueMetrics(registry, async () => {
      calls += 1;
      return [{ queue: 'statements', queued: 3, running: 1, failed: 2, oldestQueuedSeconds: 12 }];
    });
    const text = await registry.metrics();
    expect(calls).toBe(1);
    expect(sample(text, 'havn_jobs{queue="statements",state="queued"}')).toBe(3);
    expect(sample(text, 'havn_jobs{queue="statements",state="running"}')).toBe(1);
    expect(sample(text, 'havn_jobs{queue="statements",state="failed"}')).toBe(2);
    expect(sample(text, 'havn_jobs_oldest_queued_seconds{queue="statements"}')).toBe(12);
  });

  it('leaves the queue out of a scrape when its stats fail, and the rest still answers', async () => {
    const registry = new Registry();
    registerJobQueueMetrics(registry, () => Promise.reject(new Error('database down')));
    const text = await registry.metrics();
    expect(text).toContain('# TYPE havn_jobs gauge');
    expect(text).not.toContain('havn_jobs{');
  });
});

describe('the metrics listener', () => {
  it('wants the bearer token when one is configured, and serves only /metrics', async () => {
    const registry = new Registry();
    registerJobQueueMetrics(registry, () => [{ queue: 'q', queued: 0, running: 0, failed: 0 }]);
    const token = 'scrape-token-0123456789';
    const listener = await serveMetrics(
      registry,
      { port: 0, host: '127.0.0.1', token },
      pino({ level: 'silent' }),
    );
    const url = `http://127.0.0.1:${listener.port}`;
    try {
      const anonymous = await fetch(`${url}/metrics`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toContain('Bearer');
      const wrong = await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer nope' } });
      expect(wrong.status).toBe(401);
      const scraped = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toContain('text/plain');
      expect(await scraped.text()).toContain('havn_jobs{queue="q",state="queued"} 0');
      expect((await fetch(`${url}/`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
      expect(
        (await fetch(`${url}/metrics`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }))
          .status,
      ).toBe(405);
    } finally {
      await listener.close();
    }
  });

  it('is open on loopback without a token', async () => {
    const registry = new Registry();
    const listener = await serveMetrics(
      registry,
      { port: 0, host: '127.0.0.1', token: undefined },
      pino({ level: 'silent' }),
    );
    try {
      expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`)).status).toBe(200);
    } finally {
      await listener.close();
    }
  });
});

describe('an app without METRICS_PORT', () => {
  it('has no registry: nothing is collected and nothing can be served', async () => {
    const plain = await startTestServer();
    try {
      expect(plain.app.metrics).toBeNull();
      expect((await plain.client().get(api.platform.health.path)).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
