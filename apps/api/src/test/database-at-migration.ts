import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll } from 'vitest';
import { migrations } from '../db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface DatabaseAtMigration {
  readonly database: TestDatabase;
  /** The database as the past migrations left it, whose tables are not today's types. */
  // biome-ignore lint/suspicious/noExplicitAny: as in the migrations, the schema of the past is not today's types.
  db(): Kysely<any>;
  /** Migrates up to `name` (migrations are forward-only): the steps taken, as «Up 0019_x». */
  migrateTo(name: string): Promise<string[]>;
}

/**
 * For a migration's test file: a fresh database migrated only up to `name` before the file's tests, dropped
 * after them, so the tests can fill it as the past left it and then run the migrations that follow.
 */
export function useDatabaseAtMigration(name: string): DatabaseAtMigration {
  let state: { database: TestDatabase; migrator: Migrator } | undefined;
  const ready = () => {
    if (state === undefined) throw new Error('useDatabaseAtMigration: the database is made in beforeAll');
    return state;
  };
  const migrateTo = async (target: string) => {
    const { error, results = [] } = await ready().migrator.migrateTo(target);
    if (error !== undefined) throw error;
    return results.map((result) => `${result.direction} ${result.migrationName}`);
  };
  beforeAll(async () => {
    // Empty, then migrated up: migrations are forward-only, so a migrated copy could not be taken back.
    const database = await createTestDatabase({ migrate: false });
    state = { database, migrator: new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } }) };
    await migrateTo(name);
  });
  afterAll(() => state?.database.drop());
  return {
    get database() {
      return ready().database;
    },
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    db: () => ready().database.db as unknown as Kysely<any>,
    migrateTo,
  };
}
