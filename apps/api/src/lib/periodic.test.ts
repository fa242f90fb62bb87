import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { claimJobRun } from './periodic.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('claimJobRun: a periodic job runs once across API instances', () => {
  it('gives one run to one of many concurrent claims, and none until the lease has passed', async () => {
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimJobRun(database.db, 'nightly', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(database.db, 'nightly', 60_000)).toBe(false);
    // Another job has its own lease.
    expect(await claimJobRun(database.db, 'other', 60_000)).toBe(true);
  });

  it('gives the next run once the lease has passed', async () => {
    expect(await claimJobRun(database.db, 'short', 200)).toBe(true);
    expect(await claimJobRun(database.db, 'short', 200)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimJobRun(database.db, 'short', 200)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
