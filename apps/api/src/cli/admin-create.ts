import { parseArgs } from 'node:util';
import { isValidEmail } from '@trovapro/domain';
import { ADMIN_PASSWORD_MIN_LENGTH, loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { saveAdmin } from '../features/admin-auth/admin-bootstrap.ts';

const USAGE = 'Usage: pnpm --filter api admin:create --email <email> --password <password> [--name <name>]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

let values: { email?: string; password?: string; name?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  }));
} catch (error) {
  fail((error as Error).message);
}

const email = values.email?.trim().toLowerCase() ?? '';
const password = values.password ?? '';
const name = values.name?.trim() || 'Admin';
if (!isValidEmail(email)) fail('--email must be a valid email address');
if (password.length < ADMIN_PASSWORD_MIN_LENGTH) fail(`--password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`);

// The embedded database allows one process at a time: stop the API first when it uses PGlite.
const db = await createDatabase(loadConfig());
try {
  await migrateToLatest(db);
  const { row, created } = await saveAdmin(db, { email, password, name });
  console.log(`Admin ${row.email} ${created ? 'created' : 'updated'}`);
} finally {
  await db.destroy();
}
