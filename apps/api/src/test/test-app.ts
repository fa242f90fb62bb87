import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app-types.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { saveAdmin } from '../features/admin-auth/admin-bootstrap.ts';
import type { LogStream } from '../plugins/logging.ts';
import { PublicCache } from '../plugins/public-cache.ts';
import type { AiProvider } from '../providers/ai/index.ts';
import { SESSION_COOKIE_NAME } from '../plugins/session.ts';
import { createTestDatabase, testConfig, type TestDatabase } from './test-database.ts';

export interface TestApp {
  readonly app: App;
  readonly config: Config;
  readonly database: TestDatabase;
  /** The app's cache of public reads. */
  readonly publicCache: PublicCache;
  /** Closes the app, then drops its database. */
  close(): Promise<void>;
}

/** The API on a fresh database of its own (see createTestDatabase). */
export async function createTestApp(
  options: { env?: Record<string, string>; logStream?: LogStream; ai?: AiProvider; requestTimeoutMs?: number } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig({ ...database.env, ...options.env });
  const publicCache = new PublicCache();
  const app = await buildApp({
    config,
    db: database.db,
    publicCache,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.ai ? { ai: options.ai } : {}),
    ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
  });
  return {
    app,
    config,
    database,
    publicCache,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export const TEST_ADMIN = { email: 'anna@example.it', password: 'password-di-prova-1', name: 'Anna Rossi' } as const;

export async function createAdmin(testApp: TestApp, admin: { email: string; password: string; name: string } = TEST_ADMIN): Promise<string> {
  const { row } = await saveAdmin(testApp.database.db, admin);
  return row.id;
}

export function login(
  app: App,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/admin/login', payload: credentials, headers });
}

/** The `name=value` of the session cookie set by a response, for the next request's Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
  if (cookie === undefined) throw new Error(`no ${SESSION_COOKIE_NAME} cookie in the response`);
  return `${cookie.name}=${cookie.value}`;
}

/** Creates `TEST_ADMIN` and signs it in: the Cookie header value of its session. */
export async function signInAdmin(testApp: TestApp): Promise<string> {
  await createAdmin(testApp);
  return sessionCookie(await login(testApp.app, TEST_ADMIN));
}
