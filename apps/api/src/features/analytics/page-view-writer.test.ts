import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { PageViewRecord } from './analytics.repository.ts';
import { PageViewWriter } from './page-view-writer.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const view = (visitorId: string, index: number): PageViewRecord => ({
  at: new Date(Date.UTC(2026, 10, 24, 9, 0, 0, index)),
  day: '2026-11-24',
  visitorId,
  path: `/pagina-${index % 7}`,
  source: 'direct',
  device: 'mobile',
  browser: 'Chrome',
  country: 'IT',
});

describe('page views written by several API instances at once', () => {
  it('open one visit per visitor and count every view, whatever instance writes it', async () => {
    // Four writers stand for four instances, each with its own batches, writing the same two visitors.
    const writers = Array.from({ length: 4 }, () => new PageViewWriter(database.db));
    const visitors = ['visitatore-a', 'visitatore-b'];
    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        (writers[index % writers.length] as PageViewWriter).write(view(visitors[index % 2] as string, index)),
      ),
    );

    const sessions = await database.db
      .selectFrom('analytics_sessions')
      .select(['visitor_hash', 'page_views'])
      .where('visitor_hash', 'in', visitors)
      .orderBy('visitor_hash')
      .execute();
    expect(sessions).toEqual([
      { visitor_hash: 'visitatore-a', page_views: 100 },
      { visitor_hash: 'visitatore-b', page_views: 100 },
    ]);
    const views = await database.db
      .selectFrom('page_views')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(views.n)).toBe(200);
  });
});
