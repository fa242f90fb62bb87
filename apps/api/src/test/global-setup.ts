import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGLITE_TEMPLATE_ENV, writePgliteTemplate } from './pglite-template.ts';
import { createTemplateDatabase, TEMPLATE_DATABASE_ENV, testServerUrl } from './test-database.ts';

/**
 * Says once, at the top of the run, which database the API tests use, and migrates a template of it once for
 * the whole run (a database on PostgreSQL, a dumped data folder on PGlite): createTestDatabase copies it
 * instead of migrating per test file. The template is removed at the end. The test workers start after this
 * setup and inherit its environment variables.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = testServerUrl();
  if (serverUrl === undefined) {
    const dir = await mkdtemp(path.join(tmpdir(), 'trovapro-pglite-template-'));
    const dump = path.join(dir, 'migrated.tar');
    await writePgliteTemplate(dump);
    process.env[PGLITE_TEMPLATE_ENV] = dump;
    console.log('API tests database: PGlite (in-memory), copies of a migrated template');
    return async () => {
      delete process.env[PGLITE_TEMPLATE_ENV];
      await rm(dir, { recursive: true, force: true });
    };
  }
  const url = new URL(serverUrl);
  const template = await createTemplateDatabase(serverUrl);
  process.env[TEMPLATE_DATABASE_ENV] = template.name;
  console.log(`API tests database: PostgreSQL (${url.hostname}:${url.port || '5432'}), copies of ${template.name}`);
  return async () => {
    delete process.env[TEMPLATE_DATABASE_ENV];
    await template.drop();
  };
}
