import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index.ts';
import { createTestDatabase, testServerUrl } from './test-database.ts';

// On PostgreSQL a test database is a copy of the run's template (migrated once in global-setup.ts):
// it must hold every migration, as one migrated on its own would.
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

  it.runIf(testServerUrl() !== undefined)('is copied from the template migrated once for the run (PostgreSQL)', () => {
    expect(process.env.TROVAPRO_TEST_TEMPLATE_DATABASE).toMatch(/^trovapro_template_[0-9a-f]{12}$/);
  });
});
