// Starts the `pnpm start` topology once for the whole end-to-end suite, on free ports and a fresh database.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startFakePostmark, type FakePostmark } from '../../../apps/api/src/test/fake-postmark.ts';
import { FAKE_INVOICETRONIC_KEY, startFakeSdiIntermediary, type FakeSdiIntermediary } from '../../../apps/api/src/test/fake-sdi-intermediary.ts';
import { startStack, type RunningStack } from '../../../scripts/stack.mjs';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { freePorts } from './free-ports.ts';

export const E2E_ADMIN = { email: 'e2e.admin@trovapro.test', password: 'e2e-Password-2026!', name: 'Giulia Rossi' };
/** A second admin, for the test that locks an admin out by failed sign-ins (the first stays usable by every other test). */
export const E2E_LOCKOUT_ADMIN = { email: 'e2e.bloccata@trovapro.test', password: 'e2e-Bloccata-2026!', name: 'Carla Neri' };

declare module 'vitest' {
  export interface ProvidedContext {
    urls: RunningStack['urls'];
    databaseUrl: string | null;
    /** The inbox of every email the API delivered (a Postmark stand-in, reached by the real SDK). */
    mailboxUrl: string;
    /** The SdI intermediary's stand-in (Invoicetronic's API, reached by the real client): its controls. */
    sdiControlUrl: string;
  }
}

let stack: RunningStack | undefined;
let database: TestDatabase | undefined;
let postmark: FakePostmark | undefined;
let sdi: FakeSdiIntermediary | undefined;

/** The seller every invoice of the suite names (a valid partita IVA, a registered office, REA data). */
export const E2E_SELLER = {
  COMPANY_NAME: 'TrovaPro E2E S.r.l.',
  COMPANY_VAT: '09876543217',
  COMPANY_ADDRESS: 'Via del Corso 12, 00186 Roma (RM)',
  COMPANY_STREET: 'Via del Corso 12',
  COMPANY_POSTAL_CODE: '00186',
  COMPANY_CITY: 'Roma',
  COMPANY_PROVINCE: 'RM',
  COMPANY_REA_OFFICE: 'RM',
  COMPANY_REA_NUMBER: '1234567',
};
/** The secret the intermediary signs its notifications with (INVOICING_WEBHOOK_SECRET). */
const SDI_WEBHOOK_SECRET = 'e2e-invoicing-webhook-secret';
/** The basic credentials of Postmark's bounce webhook, in its URL as Postmark's settings hold it. */
const POSTMARK_WEBHOOK = { user: 'postmark-e2e', password: 'e2e-bounce-webhook-password' };
const logs: string[] = [];

export async function setup(project: TestProject) {
  database = await createTestDatabase();
  // Emails leave through the real Postmark SDK, as in production; what the stand-in receives is the inbox.
  postmark = await startFakePostmark();
  // Invoices leave through the real Invoicetronic client to its stand-in, which notifies the API's webhook at once.
  sdi = await startFakeSdiIntermediary();
  const ports = await freePorts(['publicSite', 'adminConsole', 'checkout', 'api'] as const);
  console.log(`e2e database: ${database.description}`);
  // Before the stack: the embedded database allows one process at a time.
  execFileSync(
    process.execPath,
    ['src/cli/admin-create.ts', '--email', E2E_LOCKOUT_ADMIN.email, '--password', E2E_LOCKOUT_ADMIN.password, '--name', E2E_LOCKOUT_ADMIN.name],
    { cwd: fileURLToPath(new URL('../../../apps/api/', import.meta.url)), env: { ...process.env, ...database.env }, stdio: 'pipe' },
  );
  try {
    stack = await startStack({
      ports,
      env: {
        ...database.env,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ADMIN_NAME: E2E_ADMIN.name,
        POSTMARK_SERVER_TOKEN: 'e2e-postmark-token',
        POSTMARK_API_URL: postmark.url,
        POSTMARK_WEBHOOK_USER: POSTMARK_WEBHOOK.user,
        POSTMARK_WEBHOOK_PASSWORD: POSTMARK_WEBHOOK.password,
        ...E2E_SELLER,
        INVOICING_API_KEY: FAKE_INVOICETRONIC_KEY,
        INVOICING_API_URL: sdi.url,
        INVOICING_WEBHOOK_SECRET: SDI_WEBHOOK_SECRET,
        LOG_LEVEL: 'warn',
      },
      output: (name, line) => logs.push(`[${name}] ${line}`),
    });
  } catch (error) {
    console.error(logs.join('\n'));
    throw error;
  }
  project.provide('urls', stack.urls);
  project.provide('databaseUrl', database.url ?? null);
  project.provide('mailboxUrl', postmark.url);
  project.provide('sdiControlUrl', sdi.controlUrl);
  sdi.subscribe(`${stack.urls.api}/api/webhooks/invoicing`, SDI_WEBHOOK_SECRET);
  const bounceWebhook = new URL('/api/webhooks/postmark/bounce', stack.urls.api);
  bounceWebhook.username = POSTMARK_WEBHOOK.user;
  bounceWebhook.password = POSTMARK_WEBHOOK.password;
  postmark.setBounceWebhook(bounceWebhook.toString());
}

export async function teardown() {
  await stack?.stop();
  await postmark?.close();
  await sdi?.close();
  await database?.drop();
  if (process.env.E2E_SHOW_LOGS) console.log(logs.join('\n'));
}
