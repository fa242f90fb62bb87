import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index.ts';
import { PGLITE_TEMPLATE_ENV } from './pglite-template.ts';
import { createTestDatabase, TEMPLATE_DATABASE_ENV, testServerUrl } from './test-database.ts';

// A test database is a copy of the run's template (migrated once in global-setup.ts, on PostgreSQL and on
// PGlite): it must hold every migration and work as one migrated on its own would.
describe('a test database', () => {
  it('has every migration applied', async () => {
    const database = await createTestDatabase();
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      const leads = await sql<{ count: number }>`select count(*)::int as count from leads`.execute(database.db);
      expect(leads.rows[0]?.count).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it('is empty with migrate: false', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const tables = await sql<{ count: number }>`
        select count(*)::int as count from information_schema.tables where table_schema = 'public'`.execute(database.db);
      expect(tables.rows[0]?.count).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it('is a copy of the template migrated once for the run', () => {
    if (testServerUrl() === undefined) expect(process.env[PGLITE_TEMPLATE_ENV]).toMatch(/migrated\.tar$/);
    else expect(process.env[TEMPLATE_DATABASE_ENV]).toMatch(/^trovapro_template_[0-9a-f]{12}$/);
  });

  it("has the migrations' extensions working (trigram similarity, accent folding)", async () => {
    const database = await createTestDatabase();
    try {
      const result = await sql<{ similar: number; folded: string }>`
        select similarity('idraulico', 'idraulici') as similar, unaccent('perché città') as folded`.execute(database.db);
      expect(result.rows[0]?.folded).toBe('perche citta');
      expect(result.rows[0]?.similar).toBeGreaterThan(0.5);
    } finally {
      await database.drop();
    }
  });
});
