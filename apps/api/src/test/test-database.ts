import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { IN_MEMORY_PGLITE, loadConfig, type Config } from '../config.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { JobEngine } from '../jobs/job-engine.ts';
import { openPgliteCopy, PGLITE_TEMPLATE_ENV } from './pglite-template.ts';

export interface TestDatabase {
  /** The environment that points a config at this database. */
  readonly env: Record<string, string>;
  readonly db: Db;
  drop(): Promise<void>;
}

/** The PostgreSQL server the API tests use (from DATABASE_URL), or undefined for PGlite. */
export function testServerUrl(): string | undefined {
  return loadConfig(process.env).databaseUrl;
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The environment variable naming the migrated template database of this run (set by global-setup.ts on
 * PostgreSQL): each test database is a copy of it (`create database … template`, ~0.2 s) instead of being
 * migrated again (~1 s). Unset (a bench, a script): every database is migrated.
 */
export const TEMPLATE_DATABASE_ENV = 'TROVAPRO_TEST_TEMPLATE_DATABASE';

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates the migrated template database that createTestDatabase copies; returns its name and how to drop
 * it. Nothing may stay connected to it (PostgreSQL copies only an idle template).
 */
export async function createTemplateDatabase(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `trovapro_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const db = await createDatabase(testConfig({ DATABASE_URL: databaseUrl(serverUrl, name) }));
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return { name, drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A fresh, migrated database (empty with `migrate: false`): on the DATABASE_URL server, a new
 * `trovapro_test_<random>` database (dropped by `drop`), copied from the run's template when there is one;
 * otherwise an in-memory PGlite, loaded from the run's PGlite template when there is one (pglite-template.ts). Test files run in parallel, each on its own database.
 */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  let env: Record<string, string>;
  let dropDatabase = async () => {};
  let migrated = false;
  let db: Db | undefined;
  if (serverUrl === undefined) {
    env = { PGLITE_DATA_DIR: IN_MEMORY_PGLITE };
    const template = migrate ? process.env[PGLITE_TEMPLATE_ENV] : undefined;
    if (template !== undefined) {
      db = await openPgliteCopy(template);
      migrated = true;
    }
  } else {
    const name = `trovapro_test_${randomBytes(6).toString('hex')}`;
    const template = migrate ? process.env[TEMPLATE_DATABASE_ENV] : undefined;
    await adminQuery(serverUrl, template === undefined ? `create database ${name}` : `create database ${name} template ${template}`);
    migrated = template !== undefined;
    env = { DATABASE_URL: databaseUrl(serverUrl, name) };
    dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  db ??= await createDatabase(testConfig(env));
  if (migrate && !migrated) await migrateToLatest(db);
  // Adds jobs and runs them by hand (runDue); no worker or supervisor of its own.
  const jobs = migrate ? await JobEngine.open(db, { log: { warn: () => {} }, supervise: false }) : undefined;
  const opened = db;
  return {
    env,
    db: opened,
    async drop() {
      await jobs?.stop();
      await opened.destroy();
      await dropDatabase();
    },
  };
}

/** A config for tests: quiet, in-memory unless `env` points elsewhere. Never reads process.env. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ PGLITE_DATA_DIR: IN_MEMORY_PGLITE, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
}
