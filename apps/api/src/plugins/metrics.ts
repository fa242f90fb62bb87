import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { App, AppDeps } from '../app-types.ts';
import { poolStats, type Db } from '../db/database.ts';
import { jobsOf } from '../jobs/job-engine.ts';

/**
 * Prometheus metrics (`prom-client`), at `GET /metrics` on the API's port, only with `Authorization: Bearer
 * <METRICS_TOKEN>` (unset: no endpoint at all, so nothing leaks by default). Kept out of the OpenAPI contract:
 * it is for the operator's scraper, not for the apps.
 * - `http_request_duration_seconds{method,route,status_code}`: latency by route pattern (its `_count` is the
 *   request rate);
 * - `trovapro_db_pool_connections{state}`: the pg pool's total, idle and waiting clients (PostgreSQL only);
 * - `trovapro_email_outbox_backlog`: messages waiting to be sent;
 * - `trovapro_jobs{queue,state}` and `trovapro_job_wait_seconds{queue}`: the job engine's queues (jobs/queues.ts);
 * - Node's defaults (event loop lag, heap, GC) under `trovapro_`.
 */
export function registerMetrics(app: App, { config, db }: Pick<AppDeps, 'config' | 'db'>): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'trovapro_' });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  databaseGauges(registry, db);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    latency.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const token = config.metricsToken;
  if (token !== undefined) {
    const expected = Buffer.from(`Bearer ${token}`);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ code: 'unauthorized', message: 'Unauthorized' });
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  }
  return registry;
}

function databaseGauges(registry: Registry, db: Db): void {
  new Gauge({
    name: 'trovapro_db_pool_connections',
    help: 'Clients of this instance’s PostgreSQL pool, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats(db);
      if (stats === null) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'trovapro_email_outbox_backlog',
    help: 'Emails waiting in the outbox to be sent',
    registers: [registry],
    async collect() {
      const row = await db.selectFrom('email_outbox').select(sql<number>`count(*)::int`.as('n')).where('status', '=', 'pending').executeTakeFirst();
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: 'trovapro_jobs',
    help: 'Jobs of each queue of the job engine by state, as of its last supervision pass',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      for (const queue of await jobsOf(db).queues()) {
        this.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
        this.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
        this.set({ queue: queue.name, state: 'active' }, queue.activeCount);
        this.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
      }
    },
  });
  new Gauge({
    name: 'trovapro_job_wait_seconds',
    help: 'How long the oldest job ready to run has waited, per queue (0 when none waits)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      for (const queue of await jobsOf(db).queues()) this.set({ queue: queue.name }, queue.readyOldestSeconds ?? 0);
    },
  });
}
