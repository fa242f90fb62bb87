import { promisify as promisifyCallback } from 'node:util';
import type { Session } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { sharedSessionSecret } from '../plugins/session.ts';
import { createSessionStore, purgeExpiredSessions } from './session-store.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const sessionExpiringAt = (expires: Date) =>
  ({ adminId: 'a1', cookie: { expires, originalMaxAge: 1000, secure: true, sameSite: 'strict' } }) as unknown as Session;

describe('Kysely session store', () => {
  const store = () => createSessionStore(database.db);
  const promisify = {
    set: (id: string, session: Session) => promisifyCallback(store().set)(id, session),
    get: (id: string) => promisifyCallback(store().get)(id) as Promise<Session | null>,
    destroy: (id: string) => promisifyCallback(store().destroy)(id),
  };

  it('stores, reads back (without the per-request cookie flags) and destroys a session', async () => {
    await promisify.set('sid-1', sessionExpiringAt(new Date(Date.now() + 60_000)));
    const read = await promisify.get('sid-1');
    expect(read).toMatchObject({ adminId: 'a1', cookie: { originalMaxAge: 1000 } });
    expect(read?.cookie).not.toHaveProperty('secure');
    expect(read?.cookie).not.toHaveProperty('sameSite');

    await promisify.destroy('sid-1');
    expect(await promisify.get('sid-1')).toBeNull();
  });

  it('ignores expired sessions and purges them', async () => {
    await promisify.set('sid-old', sessionExpiringAt(new Date(Date.now() - 1000)));
    await promisify.set('sid-new', sessionExpiringAt(new Date(Date.now() + 60_000)));
    expect(await promisify.get('sid-old')).toBeNull();

    await purgeExpiredSessions(database.db);
    const rows = await database.db.selectFrom('sessions').select('sid').execute();
    expect(rows).toHaveLength(1);
    expect(await promisify.get('sid-new')).not.toBeNull();
  });
});

describe('generated session secret', () => {
  it('is created once and then shared', async () => {
    const first = await sharedSessionSecret(database.db);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await sharedSessionSecret(database.db)).toBe(first);
  });
});
