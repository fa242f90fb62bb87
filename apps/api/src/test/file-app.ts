import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { importMunicipalities } from '../features/municipalities/municipalities.service.ts';
import { seedDefaultTemplates } from '../features/templates/templates.service.ts';
import { FAKE_STRIPE_KEYS, startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import { createTestApp, signInAdmin, type TestApp } from './test-app.ts';

/** What a test app starts with besides its empty database. */
export interface TestAppSeed {
  /** The ISTAT comuni (a lead or a business is tied to its comune's row). */
  readonly comuni?: boolean;
  /** The default chat and email templates. */
  readonly templates?: boolean;
}

export async function seedTestApp(testApp: TestApp, { comuni = false, templates = false }: TestAppSeed): Promise<void> {
  if (comuni) await importMunicipalities(testApp.database.db);
  if (templates) await seedDefaultTemplates(testApp.database.db);
}

export interface FileAppOptions extends NonNullable<Parameters<typeof createTestApp>[0]>, TestAppSeed {
  /** Creates the test admin and signs it in: `cookie`, `admin()`. */
  readonly signedIn?: boolean;
  /** Stripe mode, against a local stand-in of Stripe's API (`stripe`). */
  readonly fakeStripe?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A test file's app: a TestApp, plus the signed-in admin's requests. */
export interface FileApp extends TestApp {
  /** The Cookie header of the test admin's session (with `signedIn`). */
  readonly cookie: string;
  /** The local Stripe (with `fakeStripe`). */
  readonly stripe: FakeStripe;
  /** A request as the signed-in admin. */
  admin(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** The same, with the status and the parsed JSON body. */
  adminJson<T = unknown>(method: Method, url: string, payload?: object): Promise<{ status: number; body: T }>;
}

/**
 * The one API of a test file: built (seeded, admin signed in) before its tests, closed after them. Call it at the
 * top of the file; its members are there inside tests and hooks, which run after the build.
 */
export function useTestApp(options: FileAppOptions = {}): FileApp {
  const { signedIn = false, fakeStripe = false, comuni, templates, ...appOptions } = options;
  let built: { testApp: TestApp; cookie: string | undefined; stripe: FakeStripe | undefined } | undefined;
  beforeAll(async () => {
    const stripe = fakeStripe ? await startFakeStripe() : undefined;
    const env = stripe === undefined ? appOptions.env : { ...FAKE_STRIPE_KEYS, STRIPE_API_URL: stripe.url, ...appOptions.env };
    const testApp = await createTestApp({ ...appOptions, ...(env === undefined ? {} : { env }) });
    built = { testApp, stripe, cookie: undefined };
    await seedTestApp(testApp, { comuni: comuni ?? false, templates: templates ?? false });
    if (signedIn) built.cookie = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await built?.testApp.close();
    await built?.stripe?.close();
  });

  const ready = () => {
    if (built === undefined) throw new Error('useTestApp: the app is built in beforeAll; read it inside a test or a hook');
    return built;
  };
  const cookie = () => {
    const { cookie: value } = ready();
    if (value === undefined) throw new Error('useTestApp: pass signedIn: true for an admin session');
    return value;
  };
  const admin = (method: Method, url: string, payload?: object) =>
    ready().testApp.app.inject({ method, url, headers: { cookie: cookie() }, ...(payload === undefined ? {} : { payload }) });
  return {
    get app() {
      return ready().testApp.app;
    },
    get config() {
      return ready().testApp.config;
    },
    get database() {
      return ready().testApp.database;
    },
    get publicCache() {
      return ready().testApp.publicCache;
    },
    close: () => ready().testApp.close(),
    get cookie() {
      return cookie();
    },
    get stripe() {
      const { stripe } = ready();
      if (stripe === undefined) throw new Error('useTestApp: pass fakeStripe: true for the local Stripe');
      return stripe;
    },
    admin,
    async adminJson<T>(method: Method, url: string, payload?: object) {
      const response = await admin(method, url, payload);
      return { status: response.statusCode, body: response.json() as T };
    },
  };
}
