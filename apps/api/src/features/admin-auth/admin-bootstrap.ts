import { randomBytes } from 'node:crypto';
import { chmod, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { IN_MEMORY_PGLITE, type Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { countAdmins, upsertAdmin } from './admin-auth.repository.ts';
import { hashPassword } from './password.ts';

export const DEMO_ADMIN_EMAIL = 'admin@trovapro.local';
export const DEMO_ADMIN_NAME = 'Admin';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** `<PGLITE_DATA_DIR>/../demo-admin.txt`, printed by `pnpm start` on every start. */
export function demoAdminFile(config: Pick<Config, 'pgliteDataDir'>): string | undefined {
  return config.pgliteDataDir === IN_MEMORY_PGLITE ? undefined : join(dirname(config.pgliteDataDir), 'demo-admin.txt');
}

/** Creates or updates one admin by email (password re-hashed). Used at start and by `admin:create`. */
export async function saveAdmin(db: Db, admin: { email: string; password: string; name: string }) {
  const passwordHash = await hashPassword(admin.password);
  return upsertAdmin(db, { email: admin.email.toLowerCase(), name: admin.name, passwordHash });
}

/**
 * At start: ADMIN_EMAIL + ADMIN_PASSWORD → that admin is created or updated. Otherwise, on the
 * embedded database with no admin yet (`demoData`: never in production), a demo admin with a random
 * password is created and its credentials are printed once and written (0600) beside the data folder.
 * Elsewhere with no admin, a warning says how to create one.
 */
export async function ensureAdmin(db: Db, config: Config, log: Log): Promise<void> {
  if (config.admin !== undefined) {
    const { row, created } = await saveAdmin(db, config.admin);
    log.info({ email: row.email }, created ? 'admin created from ADMIN_EMAIL' : 'admin updated from ADMIN_EMAIL');
    return;
  }
  if ((await countAdmins(db)) > 0) return;

  if (!config.demoData) {
    log.warn('no admin is configured: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `pnpm --filter api admin:create --email … --password …`');
    return;
  }

  const password = randomBytes(12).toString('base64url');
  await saveAdmin(db, { email: DEMO_ADMIN_EMAIL, password, name: DEMO_ADMIN_NAME });
  const credentials = `Demo admin (embedded database)\nEmail: ${DEMO_ADMIN_EMAIL}\nPassword: ${password}\n`;
  const file = demoAdminFile(config);
  if (file !== undefined) {
    await writeFile(file, credentials, { mode: 0o600 });
    await chmod(file, 0o600);
  }
  // Printed once, on creation: later starts find the admin and print nothing.
  log.info(`demo admin created: email ${DEMO_ADMIN_EMAIL}, password ${password}${file === undefined ? '' : ` (also in ${file})`}`);
}
