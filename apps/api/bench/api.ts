/**
 * `pnpm bench:api` — the hot public reads against the framework's own limit (issue 21), in one run on this
 * machine: bare Fastify answering a small JSON, then the API on PostgreSQL (DATABASE_URL's server, a fresh
 * database created and dropped) answering `GET /api/templates/public`, `GET /api/landing-pages/:slug` (200
 * published pages in turn) and `GET /api/blog-posts`. autocannon, 50 connections, 3 s warm-up then 10 s, in this
 * process like the servers (one machine, shared cores). Prints req/s, the share of bare Fastify, p99.
 * Targets: templates and a landing page ≥ 40 % of bare Fastify, p99 < 20 ms. Exits 1 when one is missed.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { generateLandingPages } from '../src/features/landing-pages/generate-landing-pages.ts';
import { publishLandingPagesByFilters } from '../src/features/landing-pages/landing-pages.service.ts';
import { importMunicipalities } from '../src/features/municipalities/municipalities.service.ts';
import { seedDefaultTemplates } from '../src/features/templates/templates.service.ts';
import { createWriter } from '../src/providers/writer/index.ts';
import { createTestDatabase, testServerUrl } from '../src/test/test-database.ts';
import { freePort } from '../src/test/free-port.ts';

const targets = { share: 0.4, p99: 20 };
let failed = false;

interface Figure {
  rps: number;
  p99: number;
  non2xx: number;
}

async function measure(url: string, paths?: readonly string[]): Promise<Figure> {
  // Static requests, built once: a setupRequest would rebuild each request in this process, on the servers' thread.
  const requests = paths?.map((path) => ({ path }));
  const options = { url, connections: 50, ...(requests === undefined ? {} : { requests }) };
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: 10 });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

function report(label: string, figure: Figure, bare: number, withTarget: boolean): void {
  const share = figure.rps / bare;
  const ok = !withTarget || (share >= targets.share && figure.p99 < targets.p99 && figure.non2xx === 0);
  if (!ok) failed = true;
  const target = withTarget ? `(target ≥ ${targets.share * 100} %, p99 < ${targets.p99} ms)` : '(for information)';
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${label.padEnd(34)} ${figure.rps.toFixed(0).padStart(7)} req/s  ${(share * 100).toFixed(1).padStart(5)} % of bare  p99 ${String(figure.p99).padStart(3)} ms  non-2xx ${figure.non2xx}  ${target}`,
  );
}

if (testServerUrl() === undefined) {
  console.log('FAIL bench:api needs DATABASE_URL (a PostgreSQL server): the issue measures the API on PostgreSQL');
  process.exit(1);
}

const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ hello: 'world' }));
// The same framework sending a body the size of a landing page: how much of the gap is the payload.
let pageSized = Buffer.alloc(0);
bare.get('/page-sized', async (_request, reply) => reply.type('application/json; charset=utf-8').send(pageSized));
const barePort = await freePort();
await bare.listen({ port: barePort, host: '127.0.0.1' });
const bareFigure = await measure(`http://127.0.0.1:${barePort}/hello`);
console.log(`info bare Fastify, GET /hello: ${bareFigure.rps.toFixed(0)} req/s, p99 ${bareFigure.p99} ms`);

const database = await createTestDatabase();
try {
  const { db } = database;
  await seedDefaultTemplates(db);
  await importMunicipalities(db);
  await generateLandingPages({ db, writer: createWriter(), concurrency: 1 }, { keyword: 'idraulico', province: 'Pesaro e Urbino', isPlural: false });
  await publishLandingPagesByFilters(db, { keyword: 'idraulico' }, true);
  const slugs = (await db.selectFrom('landing_pages').select('slug').where('is_published', '=', true).orderBy('slug').limit(200).execute()).map(
    (row) => `/api/landing-pages/${row.slug}`,
  );
  const config = loadConfig({ ...database.env, LOG_LEVEL: 'silent', NODE_ENV: 'test', API_DOCS: 'false' });
  const app = await buildApp({ config, db });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  pageSized = Buffer.from(await (await fetch(`${base}${slugs[0]}`)).arrayBuffer());
  const sized = await measure(`http://127.0.0.1:${barePort}/page-sized`);
  console.log(
    `info bare Fastify, a body of ${pageSized.length} bytes (a landing page's): ${sized.rps.toFixed(0)} req/s (${((sized.rps / bareFigure.rps) * 100).toFixed(1)} % of /hello), p99 ${sized.p99} ms`,
  );
  try {
    report('GET /api/templates/public', await measure(`${base}/api/templates/public`), bareFigure.rps, true);
    report(`GET /api/landing-pages/:slug (${slugs.length})`, await measure(base, slugs), bareFigure.rps, true);
    report('GET /api/blog-posts', await measure(`${base}/api/blog-posts`), bareFigure.rps, false);
  } finally {
    await app.close();
  }
} finally {
  await bare.close();
  await database.drop();
}
process.exit(failed ? 1 : 0);
