// `pnpm test`: the whole suite as independent parts run side by side (scripts/test-lanes.mjs), as many at once
// as the machine has cores (TEST_LANES overrides). Each part's log is kept in .test-logs/<part>.log and printed in
// full when the part fails; the run fails when any part fails. Within a part, turbo goes on past a failing
// workspace (--continue), so one run shows every failure.
//
//   node scripts/test.mjs                 every part (api-postgres only with DATABASE_URL)
//   node scripts/test.mjs api-pglite e2e  only these parts (CI runs one part per job)
//   node scripts/test.mjs --list          the parts
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runParts, summary } from './test-lanes.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The parts, independent of each other. `estimateSeconds` (measured on a quiet 2-core machine, see
 * docs/PERFORMANCE.md «CI») only orders them: longest first.
 */
const PARTS = [
  {
    name: 'static',
    title: 'typecheck of every workspace, the import-boundaries and test-runner tests',
    commands: ['pnpm exec turbo run typecheck --concurrency=1 --continue', 'pnpm test:boundaries', 'node --test scripts/test-lanes.test.mjs'],
    estimateSeconds: 60,
  },
  {
    name: 'unit',
    title: 'unit and component tests (packages, frontends, the public site server)',
    commands: ['pnpm exec turbo run test --filter=!api --filter=!e2e --concurrency=1 --continue'],
    estimateSeconds: 200,
  },
  {
    name: 'api-postgres',
    // First the drift check of the generated database types (seconds): apps/api/src/db/types.ts must be what a
    // freshly migrated database gives (`pnpm db:types` regenerates it).
    title: 'database types against a fresh migration, then the API tests on PostgreSQL (DATABASE_URL)',
    commands: ['pnpm db:types --check', 'pnpm --filter api test'],
    requires: 'DATABASE_URL',
    estimateSeconds: 600,
  },
  {
    name: 'api-pglite',
    title: 'API tests on the embedded PGlite',
    commands: ['pnpm --filter api test'],
    env: { DATABASE_URL: undefined },
    estimateSeconds: 500,
  },
  {
    name: 'e2e',
    // The only part that needs the apps built: it builds them once (turbo), then starts them.
    title: 'build the apps, then the end-to-end tests in Chromium',
    commands: ['pnpm exec turbo run build', 'pnpm --filter e2e test'],
    estimateSeconds: 400,
  },
];

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const part of PARTS) console.log(`${part.name.padEnd(13)} ${part.title}`);
  process.exit(0);
}
const unknown = args.filter((name) => !PARTS.some((part) => part.name === name));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.map((part) => part.name).join(', ')}`);
  process.exit(2);
}

const chosen = args.length > 0 ? PARTS.filter((part) => args.includes(part.name)) : PARTS;
const missing = chosen.filter((part) => part.requires !== undefined && !process.env[part.requires]);
// Asked for by name, a part must run; in the whole suite, the PostgreSQL pass is there when PostgreSQL is.
if (args.length > 0 && missing.length > 0) {
  console.error(`${missing.map((part) => `${part.name} needs ${part.requires}`).join('; ')}.`);
  process.exit(2);
}
for (const part of missing) console.log(`– ${part.name} not run: ${part.requires} is unset`);
const parts = chosen.filter((part) => !missing.includes(part));

const lanes = Number(process.env.TEST_LANES) || availableParallelism();
console.log(`Running ${parts.map((part) => part.name).join(', ')} — ${lanes} at a time; logs in .test-logs/`);
const started = performance.now();
const results = await runParts(parts, { lanes, cwd: root, logDir: path.join(root, '.test-logs') });
console.log(summary(results, (performance.now() - started) / 1000));
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
