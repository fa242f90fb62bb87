/**
 * `pnpm bench:landing` — the landing pages' speed targets (issue "SEO landing pages"), printing each figure:
 *   1. keyword × all 107 provinces (7,904 pages) generated: ≤ 15 s on PGlite, ≤ 8 s on PostgreSQL
 *      (PostgreSQL only when DATABASE_URL is set: a fresh database is created there and dropped);
 *   2. publish-by-filters over those ~8,000 pages: < 2 s;
 *   3. with 100,000 pages, the admin list under every filter combination (first and last page): p95 < 50 ms;
 *   4. the server-rendered page /p/:slug through the built public-site server (spawned) and this API on
 *      loopback: ≥ 1,000 req/s with p99 < 50 ms (autocannon, 50 connections, 200 published pages in turn,
 *      accepting brotli; no User-Agent, so no page view is reported); then, for information, the same as
 *      browsers, whose every view the site also records through the API.
 * Steps 2–4 run on PostgreSQL when DATABASE_URL is set, else on PGlite. Exits 1 when a figure misses its target.
 * Needs `pnpm --filter public-site build` for step 4.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { LandingPageFilters } from '@trovapro/domain';
import { buildApp } from '../src/app.ts';
import { IN_MEMORY_PGLITE, loadConfig } from '../src/config.ts';
import { createDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { generateLandingPages } from '../src/features/landing-pages/generate-landing-pages.ts';
import { listLandingPages, publishLandingPagesByFilters } from '../src/features/landing-pages/landing-pages.service.ts';
import { importMunicipalities, listProvinces } from '../src/features/municipalities/municipalities.service.ts';
import { createWriter } from '../src/providers/writer/index.ts';
import { createTestDatabase, testConfig, testServerUrl, type TestDatabase } from '../src/test/test-database.ts';
import { freePort } from '../src/test/free-port.ts';

const KEYWORD = 'idraulico';
const TARGET_PAGES = 100_000;
const LIST_RUNS = 60;
const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const targets = { generatePglite: 15_000, generatePostgres: 8_000, publish: 2_000, listP95: 50, ssrRps: 1_000, ssrP99: 50 };
const serverUrl = testServerUrl();
let failed = false;

function check(label: string, value: number, ok: boolean, unit: string, target: string) {
  if (!ok) failed = true;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${label.padEnd(58)} ${value.toFixed(unit === 'req/s' ? 0 : 1).padStart(9)} ${unit.padEnd(5)} (target ${target})`,
  );
}

/** PostgreSQL: a fresh database on DATABASE_URL's server (dropped by `drop`); PGlite: an in-memory one. */
async function openDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'postgres') return createTestDatabase();
  const env = { PGLITE_DATA_DIR: IN_MEMORY_PGLITE };
  const db = await createDatabase(testConfig(env));
  await migrateToLatest(db);
  return { db, env, drop: () => db.destroy() };
}

async function generateAll(db: Db): Promise<{ ms: number; pages: number }> {
  const provinces = await listProvinces(db);
  const context = { db, writer: createWriter(), concurrency: 1 };
  const started = performance.now();
  let pages = 0;
  for (const province of provinces) pages += (await generateLandingPages(context, { keyword: KEYWORD, province, isPlural: false })).generated;
  return { ms: performance.now() - started, pages };
}

/** Copies the generated pages under other keywords (same rows, new identity) up to `target` pages. */
async function fillTo(db: Db, target: number): Promise<number> {
  const copies = Math.ceil(target / 7904) - 1;
  await sql`
    insert into landing_pages (keyword, keyword_normalized, istat_code, municipality_name, province, slug, title, meta_description, content, is_plural, is_published)
    select k.word, k.word, p.istat_code, p.municipality_name, p.province, k.word || '-' || p.slug, p.title, p.meta_description, p.content, p.is_plural, (k.n % 2 = 0)
    from landing_pages p cross join (select n, 'servizio' || n as word from generate_series(1, ${copies}) as n) k
    where p.keyword_normalized = ${KEYWORD}`.execute(db);
  // As autovacuum leaves a table at rest: statistics and the visibility map (index-only scans).
  await sql`vacuum analyze landing_pages`.execute(db);
  const row = await sql<{ n: number }>`select count(*)::int as n from landing_pages`.execute(db);
  return row.rows[0]!.n;
}

function p(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function benchList(db: Db) {
  const combos: [string, LandingPageFilters][] = [
    ['no filter', {}],
    ['keyword', { keyword: 'servizio7' }],
    ['keyword prefix', { keyword: 'serv' }],
    ['province', { province: 'Torino' }],
    ['status published', { status: 'published' }],
    ['status draft', { status: 'draft' }],
    ['keyword + province', { keyword: KEYWORD, province: 'Roma' }],
    ['keyword + status', { keyword: 'servizio3', status: 'draft' }],
    ['province + status', { province: 'Milano', status: 'published' }],
    ['keyword + province + status', { keyword: 'servizio4', province: 'Napoli', status: 'published' }],
  ];
  for (const [label, filters] of combos) {
    const first = await listLandingPages(db, { ...filters, page: 1 });
    for (const page of [1, Math.max(1, first.totalPages)]) {
      const times: number[] = [];
      for (let run = 0; run < LIST_RUNS + 5; run++) {
        const started = performance.now();
        await listLandingPages(db, { ...filters, page });
        if (run >= 5) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = p(times, 0.95);
      check(
        `admin list p95, ${label}, page ${page} of ${first.totalPages} (${first.total})`,
        p95,
        p95 < targets.listP95,
        'ms',
        `< ${targets.listP95} ms`,
      );
    }
  }
}

async function benchSsr(db: Db, env: Record<string, string>) {
  const publicSiteDir = fileURLToPath(new URL('../../public-site/', import.meta.url));
  if (!existsSync(`${publicSiteDir}dist/.vite/manifest.json`)) {
    console.log('FAIL SSR: build the public site first (pnpm --filter public-site build)');
    failed = true;
    return;
  }
  const slugs = (await db.selectFrom('landing_pages').select('slug').where('is_published', '=', true).orderBy('slug').limit(200).execute()).map(
    (row) => row.slug,
  );
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', NODE_ENV: 'test', API_DOCS: 'false' });
  const app = await buildApp({ config, db });
  const apiPort = await freePort();
  await app.listen({ port: apiPort, host: '127.0.0.1' });
  const sitePort = await freePort();
  const site = spawn(process.execPath, ['server/main.ts'], {
    cwd: publicSiteDir,
    env: { ...process.env, PORT: String(sitePort), API_URL: `http://127.0.0.1:${apiPort}`, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${sitePort}`;
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${base}/p/${slugs[0]}`)).status === 200) break;
      } catch {}
      if (attempt > 100) throw new Error('the public-site server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    let next = 0;
    const requests = [{ setupRequest: (request: { path: string }) => ({ ...request, path: `/p/${slugs[next++ % slugs.length]}` }) }];
    // The target is the page's (autocannon sends no User-Agent, like a script: no view is reported).
    // Browsers are measured too, for information: each of their views is also recorded through the API's
    // collector, on the same 2 cores as the site, the API, the database and autocannon.
    const measure = async (headers: Record<string, string>) => {
      // Warm-up (JIT, the page cache), then the measured run.
      await autocannon({ url: base, connections: 50, duration: 3, requests, headers });
      return autocannon({ url: base, connections: 50, duration: 10, requests, headers });
    };
    const pages = await measure({ 'accept-encoding': 'br, gzip' });
    const rps = pages.requests.average;
    check(
      `SSR /p/:slug, 50 connections, ${slugs.length} pages (non-2xx: ${pages.non2xx})`,
      rps,
      rps >= targets.ssrRps && pages.non2xx === 0,
      'req/s',
      `≥ ${targets.ssrRps}`,
    );
    check('SSR /p/:slug latency p99', pages.latency.p99, pages.latency.p99 < targets.ssrP99, 'ms', `< ${targets.ssrP99} ms`);
    const browsers = await measure({ 'accept-encoding': 'br, gzip', 'user-agent': BROWSER_USER_AGENT });
    console.log(
      `info SSR /p/:slug as browsers, each view recorded: ${browsers.requests.average.toFixed(0)} req/s, p99 ${browsers.latency.p99} ms (non-2xx: ${browsers.non2xx})`,
    );
  } finally {
    site.kill('SIGTERM');
    await app.close();
  }
}

console.log(`bench:landing — PGlite${serverUrl ? ' and PostgreSQL' : ' only (set DATABASE_URL for PostgreSQL)'}`);
const kinds = serverUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
for (const kind of kinds) {
  const database = await openDatabase(kind);
  try {
    await importMunicipalities(database.db);
    const { ms, pages } = await generateAll(database.db);
    const target = kind === 'pglite' ? targets.generatePglite : targets.generatePostgres;
    check(
      `generate "${KEYWORD}" × 107 provinces on ${kind} (${pages} pages)`,
      ms / 1000,
      ms <= target && pages === 7904,
      's',
      `≤ ${target / 1000} s`,
    );
    const measuredOn = serverUrl ? 'postgres' : 'pglite';
    if (kind !== measuredOn) continue;

    const started = performance.now();
    const published = await publishLandingPagesByFilters(database.db, { keyword: KEYWORD }, true);
    const publishMs = performance.now() - started;
    check(
      `publish-by-filters on ${kind} (${published.successCount} pages)`,
      publishMs / 1000,
      publishMs < targets.publish,
      's',
      `< ${targets.publish / 1000} s`,
    );

    const total = await fillTo(database.db, TARGET_PAGES);
    console.log(`     ${total} landing pages on ${kind}`);
    await benchList(database.db);
    await benchSsr(database.db, database.env);
  } finally {
    await database.drop();
  }
}
console.log(failed ? 'FAIL: a figure misses its target' : 'OK: every figure at target');
process.exit(failed ? 1 : 0);
