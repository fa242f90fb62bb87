import { createTemplateDatabase, TEMPLATE_DATABASE_ENV, testServerUrl } from './test-database.ts';

/**
 * Says once, at the top of the run, which database the API tests use. On PostgreSQL, migrates a template
 * database once for the whole run (test files copy it, see createTestDatabase) and drops it at the end.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = testServerUrl();
  if (serverUrl === undefined) {
    console.log('API tests database: PGlite (in-memory)');
    return undefined;
  }
  const url = new URL(serverUrl);
  const template = await createTemplateDatabase(serverUrl);
  // Read by the test workers, which start after this setup and inherit the environment.
  process.env[TEMPLATE_DATABASE_ENV] = template.name;
  console.log(`API tests database: PostgreSQL (${url.hostname}:${url.port || '5432'}), copies of ${template.name}`);
  return async () => {
    delete process.env[TEMPLATE_DATABASE_ENV];
    await template.drop();
  };
}
