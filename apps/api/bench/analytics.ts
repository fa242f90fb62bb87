/**
 * `pnpm bench:analytics` (DATABASE_URL required: a PostgreSQL server; a fresh database is created on it
 * and dropped at the end). Seeds 1,000,000 page views (300,000 visits, a third of them bounces) over the
 * last 90 days with generate_series, starts the API (`src/server.ts`) on a free loopback port, then:
 *   - each admin analytics endpoint, 40 timed requests for the last 30 days: p95 (target < 200 ms);
 *   - POST /api/analytics/collect from 64 keep-alive connections for 5 s, each request with its own
 *     X-Forwarded-For address and user agent: accepted requests per second (target ≥ 2,000). The same
 *     load with a crawler's user agent (dropped before any database work) is printed first, as the
 *     machine's HTTP ceiling at that moment.
 * Exits 1 below a target.
 */
import { addDays, romeDay } from '@trovapro/domain';
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { createTestDatabase, testServerUrl } from '../src/test/test-database.ts';
import { freePort } from '../src/test/free-port.ts';

const P95_TARGET_MS = 200;
const THROUGHPUT_TARGET = 2000;
const TIMED_REQUESTS = 40;
const LOAD_SECONDS = 5;
const CONNECTIONS = 64;
const ADMIN = { email: 'bench@trovapro.test', password: 'bench-password-2026' };

if (testServerUrl() === undefined) {
  console.error('bench:analytics needs DATABASE_URL (a PostgreSQL server; a fresh database is created there).');
  process.exit(2);
}
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** 50,000 blocks of 20 page views in 6 visits (1, 1, 2, 3, 4 and 9 pages), one block a day in turn. */
async function seed(db: Db, today: string): Promise<void> {
  const blocks = sql`
    select b, k, n, (${today}::date - (b % 90))::date as d,
      md5('s' || b || '-' || k)::uuid as session_id,
      (${today}::date - (b % 90))::timestamp at time zone 'Europe/Rome' + make_interval(secs => (b * 37 + k * 600) % 80000) as started
    from generate_series(0, 49999) as b,
      (values (0, 1), (1, 1), (2, 2), (3, 3), (4, 4), (5, 9)) as sizes(k, n)
  `;
  await sql`
    insert into analytics_sessions (id, visitor_hash, day, started_at, last_seen_at, page_views, source, device, browser, country)
    select session_id, substr(md5('v' || ((b * 6 + k) % 170000) || d), 1, 16), d, started,
      started + make_interval(mins => n - 1), n,
      (array['Diretto', 'google.com', 'facebook.com', 'bing.com', 'newsletter'])[1 + (b + k) % 5],
      (array['desktop', 'mobile', 'tablet'])[1 + (b * 3 + k) % 3],
      (array['Chrome', 'Mobile Safari', 'Firefox', 'Edge', 'Samsung Internet'])[1 + (b + 2 * k) % 5],
      case when b % 10 = 0 then null else (array['IT', 'DE', 'FR', 'CH', 'ES', 'US', 'GB', 'AT'])[1 + (b + k) % 8] end
    from (${blocks}) as block
  `.execute(db);
  await sql`
    insert into page_views (session_id, day, ts, path)
    select session_id, d, started + make_interval(mins => i), '/p/servizio-' || ((b * 7 + k * 3 + i) % 400)
    from (${blocks}) as block, generate_series(0, n - 1) as i
  `.execute(db);
  await sql`analyze`.execute(db);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from page_views`.execute(db);
  console.log(`Seeded ${rows[0]?.n.toLocaleString('en')} page views over 90 days.`);
}

async function startApi(databaseEnv: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...databaseEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return child;
    if (Date.now() > deadline) throw new Error('the API did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measureEndpoints(origin: string, today: string): Promise<boolean> {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  // The session cookie among those a sign-in sets (the device cookie comes with it).
  const session = login.headers.getSetCookie().find((setCookie) => setCookie.startsWith('trovapro_admin='));
  const cookie = (session ?? '').split(';', 1)[0] ?? '';
  const range = `startDate=${addDays(today, -29)}&endDate=${today}`;
  const endpoints = ['visitors', 'realtime', 'pages', 'traffic-sources', 'devices', 'geo', 'trend'];
  let ok = true;
  console.log(`\nAdmin endpoints, last 30 days (${range}), ${TIMED_REQUESTS} requests each:`);
  for (const endpoint of endpoints) {
    const url = `${origin}/api/admin/analytics/${endpoint}?${range}`;
    const timings: number[] = [];
    for (let i = 0; i < TIMED_REQUESTS + 3; i++) {
      const started = performance.now();
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${endpoint} answered ${response.status}`);
      if (i >= 3) timings.push(performance.now() - started);
    }
    const p95 = percentile(timings, 95);
    ok &&= p95 < P95_TARGET_MS;
    console.log(`  ${endpoint.padEnd(16)} p95 ${p95.toFixed(1).padStart(7)} ms   median ${percentile(timings, 50).toFixed(1).padStart(6)} ms`);
  }
  return ok;
}

const browserAgent = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.${n % 5000}.0 Safari/537.36`;
/** Dropped before any database work: the same requests measure this machine's HTTP ceiling. */
const botAgent = () => 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Keep-alive connections posting page views back to back for LOAD_SECONDS; accepted (202) per second. */
async function measureCollection(port: number, label: string, userAgent: (n: number) => string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let sent = 0;
  let accepted = 0;
  const post = (n: number) =>
    new Promise<void>((done, fail) => {
      const body = JSON.stringify({ path: `/p/servizio-${n % 400}`, referrer: 'https://www.google.com/', screenWidth: 1440 });
      const req = request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/analytics/collect',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            'user-agent': userAgent(n),
            'cf-ipcountry': 'IT',
          },
        },
        (res) => {
          if (res.statusCode === 202) accepted++;
          res.resume();
          res.on('end', done);
        },
      );
      req.on('error', fail);
      req.end(body);
    });
  const deadline = performance.now() + LOAD_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) await post(sent++);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  console.log(
    `\n${label}: ${sent.toLocaleString('en')} requests in ${elapsed.toFixed(1)} s over ${CONNECTIONS} keep-alive connections, ${accepted.toLocaleString('en')} accepted (202).`,
  );
  return accepted / elapsed;
}

const today = romeDay(new Date());
let api: ChildProcess | undefined;
let failed = false;
const database = await createTestDatabase();
try {
  const seedStarted = performance.now();
  await seed(database.db, today);
  console.log(`Seeding took ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`);
  const port = await freePort();
  api = await startApi(database.env, port);
  const endpointsOk = await measureEndpoints(`http://127.0.0.1:${port}`, today);
  const ceiling = await measureCollection(port, 'Bot requests (no database work, for reference)', botAgent);
  console.log(`HTTP ceiling on this machine now: ${Math.round(ceiling).toLocaleString('en')} requests/s`);
  const perSecond = await measureCollection(port, 'Collection', browserAgent);
  console.log(`Collection throughput: ${Math.round(perSecond).toLocaleString('en')} page views/s`);
  if (!endpointsOk || perSecond < THROUGHPUT_TARGET) {
    console.error(`Below target (p95 < ${P95_TARGET_MS} ms for every endpoint, ≥ ${THROUGHPUT_TARGET} page views/s).`);
    failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  api?.kill('SIGTERM');
  if (api && api.exitCode === null) await new Promise((r) => api!.once('exit', r));
  await database.drop();
}
process.exitCode = failed ? 1 : 0;
