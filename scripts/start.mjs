// `pnpm start`: install, build, then run the four apps on the embedded database (or DATABASE_URL).
// The API migrates and seeds its database when it starts. Ctrl-C stops all four.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { portsFromEnv, repoRoot, startStack } from './stack.mjs';

const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(`TrovaPro needs Node.js 24 or newer (this is ${process.version}).`);
  process.exit(1);
}

function step(title, command, args) {
  console.log(`\n▸ ${title}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (${command} ${args.join(' ')})`);
    process.exit(result.status ?? 1);
  }
}

const ports = portsFromEnv();

/**
 * Without a company configured (no COMPANY_* variable), the demo's invoices name this made-up one, so that a purchase
 * shows the whole invoice path (valid FatturaPA, «delivered» by the local stand-in that sends nothing). Production
 * requires the real COMPANY_* variables and refuses to start without them.
 */
const DEMO_SELLER = {
  COMPANY_NAME: 'TrovaPro Demo S.r.l.',
  COMPANY_VAT: '09876543217',
  COMPANY_ADDRESS: 'Via del Corso 12, 00186 Roma (RM)',
  COMPANY_STREET: 'Via del Corso 12',
  COMPANY_POSTAL_CODE: '00186',
  COMPANY_CITY: 'Roma',
  COMPANY_PROVINCE: 'RM',
};
const demoSeller = !Object.keys(process.env).some((name) => name.startsWith('COMPANY_'));
step('Installing dependencies', 'pnpm', ['install', '--frozen-lockfile']);
step('Building', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);

console.log('\n▸ Starting the API (migrates and seeds the database), then the three frontends');
let stack;
try {
  stack = await startStack({ ports, env: demoSeller ? DEMO_SELLER : {} });
} catch (error) {
  console.error(`\n✗ Start failed: ${error.message}`);
  process.exit(1);
}

// The API runs from the repository's root: its embedded database, and the demo admin's file beside it (admin-bootstrap.ts).
const pgliteDataDir = path.resolve(repoRoot, process.env.PGLITE_DATA_DIR ?? '.data/pglite');
const demoCredentials = path.join(path.dirname(pgliteDataDir), 'demo-admin.txt');
const admin = process.env.ADMIN_EMAIL
  ? `${process.env.ADMIN_EMAIL} (password from ADMIN_PASSWORD)`
  : existsSync(demoCredentials)
    ? readFileSync(demoCredentials, 'utf8').trim()
    : 'none configured: set ADMIN_EMAIL and ADMIN_PASSWORD';

console.log(`
TrovaPro is running (${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : `embedded database in ${path.relative(repoRoot, pgliteDataDir).startsWith('..') ? pgliteDataDir : path.relative(repoRoot, pgliteDataDir)}`}):
  Public site        ${stack.urls.publicSite}
  Admin console      ${stack.urls.adminConsole}/admin
  Business checkout  ${stack.urls.checkout}/business/lead/<id>
  API                ${stack.urls.api}/api   (docs: ${stack.urls.api}/api/docs)
  Admin              ${admin}${demoSeller ? `\n  Invoices           name a demo company (${DEMO_SELLER.COMPANY_NAME}): set the COMPANY_* variables for yours` : ''}
Ctrl-C stops everything.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// If any app dies on its own, stop the others too rather than leaving half a product running.
for (const { name, child } of stack.children) {
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n✗ ${name} exited (${signal ?? code}); stopping the others.`);
    void stack.stop().then(() => process.exit(1));
  });
}
