import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testConfig } from '../../test/test-database.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database up and the dialect in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'up',
      dialect: t.config.databaseUrl === undefined ? 'pglite' : 'postgres',
    });
  });

  it('answers 503 degraded when the PostgreSQL server is unreachable', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const config = testConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
      SESSION_SECRET: 'a-test-secret-that-is-long-enough-000',
    });
    const db = await createDatabase(config);
    const app = await buildApp({ config, db });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'down', dialect: 'postgres' });
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('answers 503 degraded when the embedded database has been closed', async () => {
    const config = testConfig({ SESSION_SECRET: 'a-test-secret-that-is-long-enough-000' });
    const db = await createDatabase(config);
    const app = await buildApp({ config, db });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await db.destroy();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'down', dialect: 'pglite' });
    } finally {
      await app.close();
    }
  });
});
