import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  /** Environment for the API: DATABASE_URL for PostgreSQL, PGLITE_DATA_DIR for the embedded default. */
  env: Record<string, string>;
  description: string;
  url?: string;
  drop(): Promise<void>;
}

/** A fresh database for one end-to-end run: on the DATABASE_URL server when set, else a temporary PGlite. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `trovapro_e2e_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      url: url.toString(),
      description: `PostgreSQL ${url.host}/${name}`,
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'trovapro-e2e-'));
  return {
    env: { PGLITE_DATA_DIR: path.join(dir, 'pglite') },
    description: `PGlite ${dir}`,
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
