import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../db/database.ts';
import { PGLITE_TEMPLATE_ENV } from '../../test/pglite-template.ts';
import { createTestDatabase, testConfig, testServerUrl, type TestDatabase } from '../../test/test-database.ts';
import { buildIstatFixture } from './istat-fixture.ts';

// `pnpm --filter api comuni:import FILE [--changes FILE] [--apply]` as an operator runs it: a process of its own, on the
// database of DATABASE_URL (PostgreSQL pass) or on an embedded PGlite folder (PGlite pass).

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const onPostgres = testServerUrl() !== undefined;

let dir: string;
let env: Record<string, string>;
let database: TestDatabase | undefined;
const comuniPath = () => path.join(dir, 'Elenco-comuni-italiani.csv');
const changesPath = () => path.join(dir, 'variazioni.csv');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/cli/comuni-import.ts', ...args], {
      cwd: API_DIR,
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The CLI's database, opened between two runs (an embedded PGlite allows one process at a time). */
async function withDatabase<T>(read: (db: Db) => Promise<T>): Promise<T> {
  if (database !== undefined) return read(database.db);
  const db = await createDatabase(testConfig(env));
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'trovapro-comuni-cli-'));
  const files = buildIstatFixture({
    merge: [{ from: ['F474', 'F310'], into: { istatCode: '041072', cadastralCode: 'M901', name: 'Borgo Foglia', provinceCode: 'PU' } }],
    rename: [{ cadastralCode: 'D791', to: 'Fratterosa' }],
  });
  await writeFile(comuniPath(), files.comuni);
  await writeFile(changesPath(), files.changes);
  if (onPostgres) {
    // Migrated, without comuni: the CLI seeds them before comparing, as on a fresh installation.
    database = await createTestDatabase();
    env = database.env;
  } else {
    // A PGlite folder holding the run's migrated template (a fresh folder would run initdb and every migration).
    const dataDir = path.join(dir, 'pglite');
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (template === undefined) throw new Error('the PGlite pass has a template (global-setup.ts)');
    const pglite = await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(template)]), extensions: { pg_trgm, unaccent } });
    await pglite.close();
    env = { PGLITE_DATA_DIR: dataDir };
  }
}, 120_000);

afterAll(async () => {
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('pnpm --filter api comuni:import', { timeout: 180_000 }, () => {
  it('without --apply prints the diff in Italian and writes nothing', async () => {
    const run = await runCli([comuniPath(), '--changes', changesPath()]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      'Il file elenca 7903 comuni, di cui 7901 invariati.',
      'Nuovi (1):',
      '  + Borgo Foglia (PU), ISTAT 041072, catastale M901, nato da Mombaroccio, Monteciccardo',
      'Rinominati (1):',
      '  ~ Fratte Rosa → Fratterosa (PU)',
      'Soppressi (2):',
      '  - Mombaroccio (PU): sostituito da Borgo Foglia (PU)',
      '      0 landing page, 0 partner, 0 lead aperti',
      '  - Monteciccardo (PU): sostituito da Borgo Foglia (PU)',
      '      0 landing page, 0 partner, 0 lead aperti',
      'Riepilogo: 1 nuovo, 1 rinominato, 0 cambi di provincia, 2 soppressi, 0 altre modifiche.',
      'Prova senza modifiche: nulla è stato scritto. Aggiungi --apply per applicare le differenze.',
    ]);
    const state = await withDatabase(async (db) => ({
      imports: await db.selectFrom('municipality_imports').select('id').execute(),
      fratteRosa: await db.selectFrom('municipalities').select('name').where('cadastral_code', '=', 'D791').executeTakeFirstOrThrow(),
    }));
    expect(state).toEqual({ imports: [], fratteRosa: { name: 'Fratte Rosa' } });
  });

  it('with --apply applies it and prints the log’s id', async () => {
    const run = await runCli([comuniPath(), '--changes', changesPath(), '--apply']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const id = /\(importazione ([0-9a-f-]{36})\)\.$/.exec(run.stdout.trim())?.[1];
    expect(id).toBeDefined();
    const logged = await withDatabase(async (db) => ({
      imports: await db.selectFrom('municipality_imports').select(['id', 'source', 'admin_id', 'comuni_file_name', 'added', 'suppressed']).execute(),
      fratteRosa: await db.selectFrom('municipalities').select('name').where('cadastral_code', '=', 'D791').executeTakeFirstOrThrow(),
    }));
    expect(logged).toEqual({
      imports: [{ id, source: 'cli', admin_id: null, comuni_file_name: 'Elenco-comuni-italiani.csv', added: 1, suppressed: 2 }],
      fratteRosa: { name: 'Fratterosa' },
    });
  });

  it('exits with 1 and the reason for a file it cannot read or that is not ISTAT’s list', async () => {
    const missing = await runCli([path.join(dir, 'assente.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Impossibile leggere .*assente\.csv: /);

    const other = path.join(dir, 'clienti.csv');
    await writeFile(other, 'nome;cognome;email\r\nMario;Rossi;mario@example.it\r\n');
    const refused = await runCli([other, '--apply']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^File non accettato \(.*clienti\.csv\): .*colonn/);
    expect(refused.stdout).toBe('');
  });
});
