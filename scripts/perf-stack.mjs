// The product started for a measurement (`pnpm loadtest`, `pnpm lighthouse`): the four built processes
// (scripts/stack.mjs) on free ports with a fresh database — a temporary PGlite, or a new database on
// DATABASE_URL's server, dropped at stop — an admin session on the API, and one published landing page.
import { startStack } from './stack.mjs';
import { createTestDatabase } from '../e2e/src/support/database.ts';
import { freePorts } from '../e2e/src/support/free-ports.ts';

const ADMIN = { email: 'perf.admin@trovapro.test', password: 'perf-Password-2026!', name: 'Prova Carico' };
export const LANDING = { keyword: 'idraulico', province: 'Isernia', slug: 'idraulico-isernia' };

/** JSON over fetch; throws with the answer's body unless the status is the expected one. */
export async function call(baseUrl, method, path, { body, headers = {}, expect = 200 } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (response.status !== expect) throw new Error(`${method} ${path} → ${response.status}: ${text.slice(0, 300)}`);
  return text === '' ? null : JSON.parse(text);
}

/** An admin session on the API port, presenting the admin console's Origin (the CSRF check). */
async function adminSession(urls) {
  const login = await fetch(`${urls.api}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: urls.adminConsole },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (login.status !== 200) throw new Error(`admin login → ${login.status}: ${await login.text()}`);
  // The session cookie among those a sign-in sets (the device cookie comes with it).
  const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith('trovapro_admin='));
  const headers = { cookie: (session ?? '').split(';', 1)[0], origin: urls.adminConsole };
  return {
    get: (path) => call(urls.api, 'GET', path, { headers }),
    post: (path, body, expect = 200) => call(urls.api, 'POST', path, { headers, body, expect }),
    patch: (path, body) => call(urls.api, 'PATCH', path, { headers, body }),
  };
}

/** Starts everything and publishes LANDING's pages; `blogBuilt` says whether the blog's API exists yet. */
export async function startPerfStack() {
  const database = await createTestDatabase();
  const ports = await freePorts(['publicSite', 'adminConsole', 'checkout', 'api']);
  const logs = [];
  console.log(`database: ${database.description}`);
  let stack;
  const stop = async () => {
    await stack?.stop();
    await database.drop();
  };
  try {
    stack = await startStack({
      ports,
      env: { ...database.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name, LOG_LEVEL: 'warn' },
      output: (name, line) => logs.push(`[${name}] ${line}`),
    });
    const { urls } = stack;
    const admin = await adminSession(urls);
    console.log(`publishing the landing pages "${LANDING.keyword}" of ${LANDING.province} (the comuni imported first)…`);
    await admin.post('/api/admin/import-italian-data');
    await admin.post('/api/admin/landing-pages/generate', { keyword: LANDING.keyword, province: LANDING.province, isPlural: false });
    await admin.post('/api/admin/landing-pages/publish-by-filters', { keyword: LANDING.keyword, province: LANDING.province, isPublished: true });
    const blogBuilt = (await fetch(`${urls.api}/api/blog-posts`)).status === 200;
    return { urls, admin, blogBuilt, logs, stop };
  } catch (error) {
    console.error(logs.slice(-40).join('\n'));
    await stop();
    throw error;
  }
}

/** Exits 1 with a message if `run` has not finished within `minutes`; exits with run's verdict otherwise. */
export function runWithDeadline(run, minutes) {
  const watchdog = setTimeout(() => {
    console.error(`FAIL: not finished within ${minutes} minutes`);
    process.exit(1);
  }, minutes * 60_000);
  watchdog.unref();
  run().then(
    (passed) => process.exit(passed ? 0 : 1),
    (error) => {
      console.error(`FAIL: ${error.stack ?? error}`);
      process.exit(1);
    },
  );
}
