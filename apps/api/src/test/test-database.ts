import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { IN_MEMORY_PGLITE, loadConfig, type Config } from '../config.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

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
 * A fresh, migrated database (empty with `migrate: false`): on the DATABASE_URL server, a new
 * `trovapro_test_<random>` database (dropped by `drop`); otherwise an in-memory PGlite. Test files run
 * in parallel, each on its own database.
 */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  let env: Record<string, string>;
  let dropDatabase = async () => {};
  if (serverUrl === undefined) {
    env = { PGLITE_DATA_DIR: IN_MEMORY_PGLITE };
  } else {
    const name = `trovapro_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const db = await createDatabase(testConfig(env));
  if (migrate) await migrateToLatest(db);
  return {
    env,
    db,
    async drop() {
      await db.destroy();
      await dropDatabase();
    },
  };
}

/** A config for tests: quiet, in-memory unless `env` points elsewhere. Never reads process.env. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ PGLITE_DATA_DIR: IN_MEMORY_PGLITE, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
}
