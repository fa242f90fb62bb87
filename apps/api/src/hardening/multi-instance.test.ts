import { CHAT_TEMPLATE_NAMES } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app-types.ts';
import { buildApp } from '../app.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { saveAdmin } from '../features/admin-auth/admin-bootstrap.ts';
import { seedDefaultTemplates } from '../features/templates/templates.service.ts';
import { sessionCookie, TEST_ADMIN } from '../test/test-app.ts';
import { createTestDatabase, testConfig, testServerUrl, type TestDatabase } from '../test/test-database.ts';

// Several API instances on one PostgreSQL (issue 21). More of the multi-instance flow comes here.

const serverUrl = testServerUrl();

/* Two API instances need a database two processes share: PostgreSQL (PGlite is one process's). */
describe('two API instances on one PostgreSQL', () => {
  it(`runs in the PostgreSQL pass only (DATABASE_URL ${serverUrl === undefined ? 'unset: PGlite pass' : 'set'})`, () => {
    expect(testServerUrl()).toBe(serverUrl);
  });
  if (serverUrl === undefined) return;

  let database: TestDatabase;
  const instances: Array<{ db: Db; app: App }> = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    await saveAdmin(database.db, TEST_ADMIN);
    await seedDefaultTemplates(database.db);
    const config = testConfig({ ...database.env, SESSION_SECRET: 'a-test-secret-that-is-long-enough-000' });
    for (let index = 0; index < 2; index += 1) {
      const db = await createDatabase(config);
      instances.push({ db, app: await buildApp({ config, db }) });
    }
  });
  afterAll(async () => {
    for (const { app, db } of instances) {
      await app.close();
      await db.destroy();
    }
    await database?.drop();
  });

  it('an admin change on one instance is served by the other within a second', async () => {
    const [first, second] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const welcomeOn = async (app: App) => {
      const templates = (await app.inject({ method: 'GET', url: '/api/templates/public' })).json() as { name: string; content: string }[];
      return templates.find((template) => template.name === CHAT_TEMPLATE_NAMES.welcome)?.content;
    };
    const before = await welcomeOn(second.app); // now in the second instance's memory
    expect(before).toBeTypeOf('string');

    const cookie = sessionCookie(await first.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN }));
    const row = await database.db.selectFrom('templates').select('id').where('name', '=', CHAT_TEMPLATE_NAMES.welcome).executeTakeFirstOrThrow();
    const changed = await first.app.inject({
      method: 'PATCH',
      url: `/api/admin/templates/${row.id}`,
      headers: { cookie },
      payload: { content: 'Benvenuto da un’altra istanza!' },
    });
    expect(changed.statusCode).toBe(200);

    const started = Date.now();
    await expect.poll(() => welcomeOn(second.app), { timeout: 1_000, interval: 20 }).toBe('Benvenuto da un’altra istanza!');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
