import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's Prometheus registry, when METRICS_PORT is set; null otherwise. */
    metrics: Metrics | null;
  }
}

export interface Metrics {
  /** Everything this process exports; `registerJobQueueMetrics` and others add to it. */
  readonly registry: Registry;
}

/** The route label of a request no route matched: a 404, or a web-app page (the not-found handler serves pages). */
export const UNMATCHED_ROUTE = '(unmatched)';

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

interface RequestLabels {
  method: string;
  route: string;
  status_class: string;
}

/**
 * Gives the app its metrics (`app.metrics`): call before any route is registered, so every route gets
 * its latency hook. The hot path stays cheap: each route's hook knows its pattern from registration
 * (no lookup, no raw URL, so the label set stays bounded), label sets are built once per route,
 * method and status class, and the timer is Fastify's own (`reply.elapsedTime`). Everything else is
 * read when Prometheus scrapes.
 */
export function registerMetrics(app: FastifyInstance, database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'havn_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its response, by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onRoute', (routeOptions) => {
    const observe = latencyObserver(latency, routeOptions.url);
    const hook: onResponseHookHandler = (request, reply, done) => {
      observe(request, reply);
      done();
    };
    const existing = routeOptions.onResponse;
    routeOptions.onResponse = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), hook]
      : [hook];
  });
  const unmatched = latencyObserver(latency, UNMATCHED_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request, reply);
    done();
  });

  const lifecycle = app.lifecycle;
  new Gauge({
    name: 'havn_http_requests_in_flight',
    help: 'Requests being handled now (event streams are counted in havn_event_streams_open)',
    registers: [registry],
    collect() {
      this.set(Math.max(0, lifecycle.inFlight.count - lifecycle.openStreams));
    },
  });
  new Gauge({
    name: 'havn_event_streams_open',
    help: 'Community event streams (SSE) open on this process',
    registers: [registry],
    collect() {
      this.set(lifecycle.openStreams);
    },
  });
  new Gauge({
    name: 'havn_draining',
    help: '1 once this process is shutting down (readiness answers 503), else 0',
    registers: [registry],
    collect() {
      this.set(lifecycle.draining ? 1 : 0);
    },
  });

  const driver = { driver: database.driver };
  new Gauge({
    name: 'havn_db_pool_connections',
    help: 'Database connections open (PGlite: always one, in this process)',
    labelNames: ['driver'],
    registers: [registry],
    collect() {
      this.set(driver, database.poolStats().total);
    },
  });
  new Gauge({
    name: 'havn_db_pool_idle_connections',
    help: 'Database connections open and unused (PostgreSQL pool only)',
    labelNames: ['driver'],
    registers: [registry],
    collect() {
      const { idle } = database.poolStats();
      if (idle !== undefined) this.set(driver, idle);
    },
  });
  new Gauge({
    name: 'havn_db_pool_waiting_queries',
    help: 'Queries waiting for a free database connection (PostgreSQL pool only)',
    labelNames: ['driver'],
    registers: [registry],
    collect() {
      const { waiting } = database.poolStats();
      if (waiting !== undefined) this.set(driver, waiting);
    },
  });

  const metrics: Metrics = { registry };
  app.decorate('metrics', metrics);
  return metrics;
}

/** Records one route's requests; the label objects are made once per method and status class. */
function latencyObserver(
  histogram: Histogram<keyof RequestLabels>,
  route: string,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const byMethod = new Map<string, RequestLabels[]>();
  return (request, reply) => {
    const method = request.method;
    let labelSets = byMethod.get(method);
    if (!labelSets) {
      labelSets = STATUS_CLASSES.map((status_class) => ({ method, route, status_class }));
      byMethod.set(method, labelSets);
    }
    const statusClass = Math.min(Math.max(Math.floor(reply.statusCode / 100), 1), 5) - 1;
    histogram.observe(labelSets[statusClass]!, reply.elapsedTime / 1000);
  };
}

/** What a job queue reports about one of its queues when Prometheus scrapes. */
export interface JobQueueStats {
  /** The queue (or kind of job): a label, so a small fixed set of names. */
  queue: string;
  /** Jobs due and waiting for a worker. */
  queued: number;
  /** Jobs a worker holds now. */
  running: number;
  /** Jobs that failed for good (attempts used up) and are kept for inspection. */
  failed: number;
  /** How long the oldest queued job has waited, in seconds; a stuck queue shows here first. */
  oldestQueuedSeconds?: number;
}

/**
 * The job queue's numbers, read at scrape time with one call of `stats` (a query, typically):
 * `havn_jobs{queue, state="queued"|"running"|"failed"}` and `havn_jobs_oldest_queued_seconds{queue}`.
 * Plug in with `if (app.metrics) registerJobQueueMetrics(app.metrics.registry, () => queue.stats())`.
 * A failing `stats` leaves the queue's series out of that scrape rather than failing the whole scrape.
 */
export function registerJobQueueMetrics(
  registry: Registry,
  stats: () => Promise<readonly JobQueueStats[]> | readonly JobQueueStats[],
): void {
  // Prometheus collects every metric of a scrape at once: both gauges share one call of `stats`.
  let reading: Promise<readonly JobQueueStats[] | null> | null = null;
  const readOnce = () => {
    if (!reading) {
      const current = (async () => {
        try {
          return await stats();
        } catch {
          return null;
        }
      })();
      reading = current;
      void current.finally(() => {
        reading = null;
      });
    }
    return reading;
  };
  new Gauge({
    name: 'havn_jobs',
    help: 'Jobs by queue and state: queued (due, waiting for a worker), running, failed (out of attempts, kept)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of (await readOnce()) ?? []) {
        this.set({ queue: q.queue, state: 'queued' }, q.queued);
        this.set({ queue: q.queue, state: 'running' }, q.running);
        this.set({ queue: q.queue, state: 'failed' }, q.failed);
      }
    },
  });
  new Gauge({
    name: 'havn_jobs_oldest_queued_seconds',
    help: 'Age of the oldest job waiting for a worker, by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of (await readOnce()) ?? []) {
        if (q.oldestQueuedSeconds !== undefined) this.set({ queue: q.queue }, q.oldestQueuedSeconds);
      }
    },
  });
}
