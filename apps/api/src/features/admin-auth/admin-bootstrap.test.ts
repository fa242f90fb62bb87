import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/test-database.ts';
import { findAdminByEmail } from './admin-auth.repository.ts';
import { DEMO_ADMIN_EMAIL, ensureAdmin } from './admin-bootstrap.ts';
import { verifyPassword } from './password.ts';

let database: TestDatabase;
let tempDir: string;
const messages: { level: string; message: string }[] = [];
const log = {
  info: (...args: unknown[]) => messages.push({ level: 'info', message: args.map(String).join(' ') }),
  warn: (...args: unknown[]) => messages.push({ level: 'warn', message: args.map(String).join(' ') }),
} as unknown as Parameters<typeof ensureAdmin>[2];

beforeAll(async () => {
  database = await createTestDatabase();
  tempDir = await mkdtemp(join(tmpdir(), 'trovapro-bootstrap-'));
});
afterAll(async () => {
  await database.drop();
  await rm(tempDir, { recursive: true, force: true });
});
beforeEach(async () => {
  messages.length = 0;
  await database.db.deleteFrom('admins').execute();
});

describe('admin bootstrap at start', () => {
  it('creates the ADMIN_EMAIL admin, then updates its name and password', async () => {
    const { db } = database;
    const first = testConfig({ ADMIN_EMAIL: 'Capo@Example.it', ADMIN_PASSWORD: 'prima-password-1', ADMIN_NAME: 'Capo' });
    await ensureAdmin(db, first, log);
    const created = await findAdminByEmail(db, 'capo@example.it');
    expect(created?.name).toBe('Capo');
    expect(await verifyPassword('prima-password-1', created?.password_hash ?? '')).toBe(true);

    const second = testConfig({ ADMIN_EMAIL: 'capo@example.it', ADMIN_PASSWORD: 'seconda-password-2', ADMIN_NAME: 'Capo Nuovo' });
    await ensureAdmin(db, second, log);
    const updated = await findAdminByEmail(db, 'capo@example.it');
    expect(updated?.id).toBe(created?.id);
    expect(updated?.name).toBe('Capo Nuovo');
    expect(await verifyPassword('seconda-password-2', updated?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('prima-password-1', updated?.password_hash ?? '')).toBe(false);
    expect(messages.map((m) => m.message).join('\n')).not.toContain('seconda-password-2');
  });

  it('on the embedded database without ADMIN_*, creates a demo admin once and writes its credentials (0600)', async () => {
    const { db } = database;
    const config = testConfig({ PGLITE_DATA_DIR: join(tempDir, 'pglite') });
    await ensureAdmin(db, config, log);

    const file = join(tempDir, 'demo-admin.txt');
    const content = await readFile(file, 'utf8');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = /Password: (\S+)/.exec(content)?.[1] ?? '';
    expect(content).toContain(`Email: ${DEMO_ADMIN_EMAIL}`);
    const demo = await findAdminByEmail(db, DEMO_ADMIN_EMAIL);
    expect(await verifyPassword(password, demo?.password_hash ?? '')).toBe(true);
    expect(messages.filter((m) => m.message.includes(password))).toHaveLength(1);

    await ensureAdmin(db, config, log);
    const admins = await db.selectFrom('admins').select('email').execute();
    expect(admins).toEqual([{ email: DEMO_ADMIN_EMAIL }]);
    expect(messages.filter((m) => m.message.includes('demo admin'))).toHaveLength(1);
  });

  it('on PostgreSQL without ADMIN_*, creates nobody and warns', async () => {
    const { db } = database;
    await ensureAdmin(db, testConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' }), log);
    expect(await db.selectFrom('admins').select('id').execute()).toEqual([]);
    expect(messages).toEqual([expect.objectContaining({ level: 'warn' })]);
  });
});
