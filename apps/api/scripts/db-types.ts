// `pnpm db:types`: writes src/db/types.ts from a freshly migrated PostgreSQL database with kysely-codegen.
// `pnpm db:types --check`: the same into memory; fails with a diff when the committed file differs (CI).
//
// On the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) it creates a throwaway
// database, runs the app's migrations (src/db/migrate.ts), introspects the public schema's app tables (not
// Kysely's kysely_migration*, not a job library's own schema), formats the result with biome, and drops the
// database again, also on failure.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cli, type Config } from 'kysely-codegen';
import pg from 'pg';
import { IN_MEMORY_PGLITE } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { codegenConfig, HEADER } from './db-types.config.ts';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const rootDir = path.dirname(path.dirname(apiDir));
const typesFile = path.join(apiDir, 'src/db/types.ts');
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server's URL with another database name. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** biome's formatting of the workspace, as `pnpm format` would leave the file. */
function format(source: string): string {
  const biome = path.join(rootDir, 'node_modules/.bin/biome');
  const result = spawnSync(biome, ['format', `--stdin-file-path=${path.relative(rootDir, typesFile)}`], {
    cwd: rootDir,
    input: source,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`biome format failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** An override of a column that no longer exists (renamed, dropped, misspelt) would be ignored silently. */
async function assertOverriddenColumnsExist(url: string): Promise<void> {
  const wanted = Object.keys(codegenConfig.overrides?.columns ?? {});
  const { rows } = await onServer(url, (client) =>
    client.query<{ path: string }>(`select table_name || '.' || column_name as path from information_schema.columns where table_schema = 'public'`),
  );
  const existing = new Set(rows.map((row) => row.path));
  const missing = wanted.filter((path) => !existing.has(path));
  if (missing.length > 0) throw new Error(`Overrides in scripts/db-types.config.ts name no column of the migrated database: ${missing.join(', ')}`);
}

/** The types of a freshly migrated database, formatted, header included. */
async function generateTypes(serverUrl: string): Promise<string> {
  const name = `trovapro_dbtypes_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  try {
    const url = withDatabase(serverUrl, name);
    const db = await createDatabase({ databaseUrl: url, pgliteDataDir: IN_MEMORY_PGLITE, databasePoolMax: 2 });
    try {
      await migrateToLatest(db);
      await assertOverriddenColumnsExist(url);
    } finally {
      await db.destroy();
    }
    const cli = new Cli();
    const generated = await cli.generate({ ...codegenConfig, url, outFile: null, print: false, logLevel: 'error' } as Config);
    return format(`${HEADER}\n${generated}`);
  } finally {
    await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

/** For each line, the declaration it is in (`interface Leads`), so a changed column names its table. */
function enclosing(lines: string[]): string[] {
  let current = '';
  return lines.map((line) => {
    const declaration = /^export (?:interface|type) (\w+)/.exec(line);
    if (declaration) current = declaration[1]!;
    return current;
  });
}

/** The lines that differ, each with the table (interface) it is in: enough to see what drifted. */
function describeDiff(committed: string, fresh: string): string {
  const a = committed.split('\n');
  const b = fresh.split('\n');
  const inA = enclosing(a);
  const inB = enclosing(b);
  const lines: string[] = [];
  // Longest common subsequence on lines: small files, so the quadratic table is fine.
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || table[i]![j + 1]! >= table[i + 1]![j]!)) {
      lines.push(`+ ${inB[j] ? `${inB[j]}: ` : ''}${b[j]!.trim()}   (fresh, line ${j + 1})`);
      j++;
    } else {
      lines.push(`- ${inA[i] ? `${inA[i]}: ` : ''}${a[i]!.trim()}   (committed, line ${i + 1})`);
      i++;
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const serverUrl = process.env.DATABASE_URL || DEFAULT_URL;
  const fresh = await generateTypes(serverUrl).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ECONNREFUSED') {
      const where = new URL(serverUrl);
      throw new Error(`db:types needs a PostgreSQL server: none answers at ${where.host} (set DATABASE_URL).`, { cause: error });
    }
    throw error;
  });
  const relative = path.relative(rootDir, typesFile);
  if (!check) {
    await writeFile(typesFile, fresh);
    console.log(`Wrote ${relative} from a freshly migrated database.`);
    return;
  }
  const committed = await readFile(typesFile, 'utf8').catch(() => '');
  if (committed === fresh) {
    console.log(`${relative} matches a freshly migrated database.`);
    return;
  }
  console.error(
    `${relative} differs from the types of a freshly migrated database (- committed, + fresh):\n\n` +
      `${describeDiff(committed, fresh)}\n\n` +
      'A migration changed the schema without regenerating the types, or the file was edited by hand. ' +
      'Run `pnpm db:types` (PostgreSQL on DATABASE_URL) and commit src/db/types.ts.',
  );
  process.exitCode = 1;
}

await main();
