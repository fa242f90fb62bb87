import { buildApp } from './app.ts';
import { ConfigError, loadConfig, productionWarnings, type Config } from './config.ts';
import { createDatabase, stderrPoolLog, type PoolLog } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureAdmin } from './features/admin-auth/admin-bootstrap.ts';
import { seedDemoData } from './features/demo-seed/demo-seed.ts';
import { backgroundTasks } from './background-tasks.ts';
import { JobEngine } from './jobs/job-engine.ts';
import { PublicCache } from './plugins/public-cache.ts';
import { createInvoiceTransmitter } from './providers/invoicing/index.ts';
import { createPaymentProvider } from './providers/payments/index.ts';
import { importMunicipalitiesIfEmpty } from './features/municipalities/municipalities.service.ts';
import { seedDefaultTemplates, warnAboutBrokenTemplates } from './features/templates/templates.service.ts';
import { createEmailProvider } from './providers/email/index.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfigOrExit();
// The pool's lost connections go to the app's log once it exists (stderr before).
let poolLog: PoolLog = stderrPoolLog;
const db = await createDatabase(config, { warn: (details, message) => poolLog.warn(details, message) });
await migrateToLatest(db);
// Open before the routes: a request adds its jobs in its own transaction.
const jobs = await JobEngine.open(db, { log: { warn: (details, message) => poolLog.warn(details, message) }, supervise: true });
const publicCache = new PublicCache();
const payments = await createPaymentProvider(db, config);
// Shared by the routes (the intermediary's webhook) and the send tasks; it logs through the app's logger once there is one.
const transmitter = createInvoiceTransmitter(config, { info: (details, message) => app.log.info(details, message) });
const app = await buildApp({ config, db, publicCache, payments, transmitter });
poolLog = app.log;
for (const warning of productionWarnings(config)) app.log.warn(warning);
// Replicas started together on an empty database are safe: Kysely's migrator holds an advisory lock, and every
// seed writes with `on conflict` (the multi-instance test starts three at once).
await ensureAdmin(db, config, app.log);
await seedDefaults();
// The embedded default only (never in production): partner businesses and leads, so a newcomer sees a living console.
if (config.demoData) {
  const demo = await seedDemoData(db, config.reviews);
  if (demo !== null) app.log.info(demo, 'seeded the demo businesses and leads');
}
await app.listen({ port: config.port, host: config.host });
console.log(`API listening on http://${config.host}:${config.port}`);

// Every background task on the one engine (jobs/queues.ts): the outbox's delivery (without POSTMARK_SERVER_TOKEN,
// never in production, each message is printed to this log), the landing generations, the nightly retention and
// the periodic ones.
await jobs.work(backgroundTasks({ config, db, payments, publicCache, transmitter, email: createEmailProvider(config, app.log), log: app.log }));

/** The embedded default's seed: the comuni on a fresh database, and the built-in templates missing; templates that break the rule are listed. */
async function seedDefaults(): Promise<void> {
  const imported = await importMunicipalitiesIfEmpty(db);
  if (imported !== null) app.log.info(imported, 'imported the Italian municipalities');
  const templates = await seedDefaultTemplates(db);
  if (templates.created > 0) app.log.info(templates, 'seeded the default templates');
  await warnAboutBrokenTemplates(db, app.log);
}

/** A bad or incomplete configuration stops the start, naming every variable at fault. */
function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The API cannot start: ${error.message}`);
    process.exit(1);
  }
}

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A stuck connection must not keep the process alive forever.
  setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await app.close(); // stops accepting, drains in-flight requests
    await jobs.stop(); // lets the jobs running finish (a job still running after that is taken over by heartbeat)
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
