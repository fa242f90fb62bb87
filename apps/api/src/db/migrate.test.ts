import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('migrations', () => {
  it('are all applied by the test setup, and a second run applies nothing', async () => {
    const applied = await database.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
    expect(applied.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('keep admin emails lowercase and unique', async () => {
    const { db } = database;
    await expect(
      db.insertInto('admins').values({ email: 'Upper@Example.it', name: 'x', password_hash: 'x' }).execute(),
    ).rejects.toThrow();
    await db.insertInto('admins').values({ email: 'one@example.it', name: 'x', password_hash: 'x' }).execute();
    await expect(
      db.insertInto('admins').values({ email: 'one@example.it', name: 'y', password_hash: 'y' }).execute(),
    ).rejects.toThrow();
  });
});
