import { seedTestApp } from './file-app.ts';
import { createAdmin, createTestApp, TEST_ADMIN, type TestApp } from './test-app.ts';

/** The admin console's address in the notices' links. */
export const NOTICE_CONSOLE = 'https://admin.trovapro.example';

/**
 * An API for the admins' notices (new leads, sign-ups): comuni, templates, the admins `admins` (the test admin
 * by default), the console at NOTICE_CONSOLE, and `env` on top.
 */
export async function noticeAppWith(
  env: Record<string, string>,
  admins: readonly { email: string; password: string; name: string }[] = [TEST_ADMIN],
): Promise<TestApp> {
  const app = await createTestApp({ env: { ADMIN_CONSOLE_URL: `${NOTICE_CONSOLE}/`, ...env } });
  await seedTestApp(app, { comuni: true, templates: true });
  for (const admin of admins) await createAdmin(app, admin);
  return app;
}
