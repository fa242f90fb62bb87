import { routes, type RouteContract } from '@trovapro/domain';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMunicipalities } from '../features/municipalities/municipalities.service.ts';
import { verifyEmail } from '../test/chat-helpers.ts';
import { createTestApp, login, sessionCookie, signInAdmin, TEST_ADMIN, type TestApp } from '../test/test-app.ts';
import { casesFor, type FuzzCase } from './fuzz-cases.ts';
import { HOSTILE_PATH_SEGMENTS, seededRandom } from './fuzz-inputs.ts';
import { captureLogs } from '../test/log-capture.ts';

/** Change it (FUZZ_SEED=…) for other inputs; a failure names its seed, and the same seed repeats it. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_131);
const ADMIN_ORIGIN = 'http://localhost:3001';

/** Error lines (with stacks) the app logs: a 5xx is reported with its cause. */
const { stream: logStream, lines: errorLines } = captureLogs();

let t: TestApp;
let cookie: string;
const known: Record<'lead' | 'business' | 'template' | 'landingPage', string> = { lead: '', business: '', template: '', landingPage: '' };

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_CONSOLE_URL: ADMIN_ORIGIN, LOG_LEVEL: 'error' }, logStream });
  cookie = await signInAdmin(t);
  const admin = { cookie, origin: ADMIN_ORIGIN };
  const { db } = t.database;

  // Real rows, so hostile bodies also reach updates of existing records.
  await importMunicipalities(db);
  const business = await t.app.inject({
    method: 'POST',
    url: '/api/admin/businesses',
    headers: admin,
    payload: { name: 'Idraulica Fuzz', email: 'fuzz-impresa@example.it', category: 'idraulico', location: 'Fano' },
  });
  known.business = (business.json() as { id: string }).id;
  const template = await t.app.inject({
    method: 'POST',
    url: '/api/admin/templates',
    headers: admin,
    payload: { type: 'chat', name: 'Fuzz', content: 'Ciao' },
  });
  known.template = (template.json() as { id: string }).id;
  const smallest = await sql<{ province: string }>`select province from municipalities group by province order by count(*), province limit 1`.execute(
    db,
  );
  const province = smallest.rows[0]?.province ?? '';
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/landing-pages/generate',
    headers: admin,
    payload: { keyword: 'idraulico', province, isPlural: false },
  });
  known.landingPage = (await db.selectFrom('landing_pages').select('id').executeTakeFirstOrThrow()).id;
  const leadId = await verifyEmail(t.app, db, 'fuzz-cliente@example.it');
  await t.app.inject({
    method: 'POST',
    url: '/api/leads/complete',
    payload: { userEmail: 'fuzz-cliente@example.it', userName: 'Mario', userRequest: 'Perdita dal lavandino a Fano', leadId, privacyConsent: true },
  });
  known.lead = leadId;
  expect(Object.values(known).every((id) => id !== '')).toBe(true);
}, 120_000);
afterAll(() => t.close());

/** Real ids by path, so a valid-looking id names a row of the right kind. */
function knownParams(route: RouteContract): Record<string, string> {
  if (route.params === undefined) return {};
  const path = route.path;
  const id =
    path.startsWith('/api/admin/leads/') || path.startsWith('/api/business/')
      ? known.lead
      : path.startsWith('/api/admin/businesses/')
        ? known.business
        : path.startsWith('/api/admin/templates/')
          ? known.template
          : path.startsWith('/api/admin/landing-pages/')
            ? known.landingPage
            : undefined;
  if (id === undefined) return {};
  return path.includes(':leadId') ? { leadId: id } : { id };
}

/** Admin calls carry the signed-in session and the console's Origin; public ones a visitor address each. */
function send(route: RouteContract, fuzzCase: FuzzCase, index: number) {
  const headers: Record<string, string> = { ...(fuzzCase.request.headers as Record<string, string> | undefined) };
  if (route.access === 'admin') Object.assign(headers, { cookie, origin: ADMIN_ORIGIN });
  headers['x-forwarded-for'] = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  if (headers['content-type'] === '') delete headers['content-type'];
  return t.app.inject({ ...fuzzCase.request, headers } as InjectOptions);
}

interface Problem {
  readonly case: string;
  readonly status: number;
  readonly body: string;
}

function problemOf(label: string, response: { statusCode: number; body: string; headers: Record<string, unknown> }): Problem | undefined {
  const problem = { case: label, status: response.statusCode, body: response.body.slice(0, 300) };
  if (response.statusCode >= 500) return problem;
  if (response.statusCode < 400) return undefined;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return problem;
  try {
    const body = JSON.parse(response.body) as { code?: unknown; message?: unknown };
    return typeof body.code === 'string' && typeof body.message === 'string' && body.message !== '' ? undefined : problem;
  } catch {
    return problem;
  }
}

// Sign-out last: it ends the session the other admin calls use.
const ordered = Object.entries(routes).sort(([a], [b]) => Number(a === 'adminLogout') - Number(b === 'adminLogout'));

describe(`fuzz over every route of the contract (seed ${SEED})`, () => {
  it('never answers 5xx, and every error is JSON { code, message }', async () => {
    const random = seededRandom(SEED);
    const problems: Problem[] = [];
    let sent = 0;
    for (const [name, route] of ordered) {
      // The import rewrites ~8,000 rows per call: a few calls prove the route, more only cost time.
      const cases = casesFor(name, route, { random, knownParams, valuesPerField: 6 });
      const selected = name === 'adminImportItalianData' ? cases.slice(0, 3) : cases;
      for (const fuzzCase of selected) {
        const response = await send(route, fuzzCase, sent);
        sent += 1;
        const problem = problemOf(fuzzCase.label, response);
        if (problem !== undefined) problems.push(problem);
      }
    }
    // Paths outside the contract: traversal and junk under /api and /api/admin.
    for (const segment of HOSTILE_PATH_SEGMENTS) {
      for (const prefix of ['/api/', '/api/admin/', '/api/admin/leads/']) {
        for (const method of ['GET', 'POST', 'DELETE']) {
          const response = await t.app.inject({ method: method as 'GET', url: `${prefix}${segment}`, headers: { cookie, origin: ADMIN_ORIGIN } });
          sent += 1;
          const problem = problemOf(`${method} ${prefix}${segment.slice(0, 40)}`, response);
          if (problem !== undefined) problems.push(problem);
        }
      }
    }

    expect(sent).toBeGreaterThan(3_000);
    const report = problems.slice(0, 30).map((problem) => JSON.stringify(problem));
    const stacks = errorLines.slice(0, 5);
    expect({ seed: SEED, problems: report, loggedErrors: stacks }).toEqual({ seed: SEED, problems: [], loggedErrors: [] });
  }, 300_000);

  it('stays up afterwards: health answers and the data is intact', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const signedIn = sessionCookie(await login(t.app, TEST_ADMIN));
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: signedIn } });
    expect(me.json()).toMatchObject({ email: TEST_ADMIN.email });
    const admins = await t.database.db.selectFrom('admins').select('email').execute();
    expect(admins).toEqual([{ email: TEST_ADMIN.email }]);
  });
});
