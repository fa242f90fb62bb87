// The PGlite pass's equivalent of PostgreSQL's template database: one in-memory PGlite migrated once per run
// (global-setup.ts) and dumped to a file; each test database starts from that dump. A fresh PGlite runs initdb
// and every migration (seconds of CPU per test file); loading the dump skips both.
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pgliteDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** The environment variable with the path of this run's dump (set by global-setup.ts on PGlite). */
export const PGLITE_TEMPLATE_ENV = 'TROVAPRO_TEST_PGLITE_TEMPLATE';

/* The extensions createDatabase gives the embedded database (db/database.ts): a migration that needs
 * another one fails loudly here, when the template is made. */
const EXTENSIONS: Extensions = { pg_trgm, unaccent };

/** Migrates a fresh in-memory PGlite and writes its data folder (a tar) to `path`. */
export async function writePgliteTemplate(path: string): Promise<void> {
  const pglite = await PGlite.create({ extensions: EXTENSIONS });
  try {
    await migrateToLatest(pgliteDatabase(pglite));
    const dump = await pglite.dumpDataDir('none');
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/** A new in-memory PGlite holding a copy of the dump at `path`: migrated, and independent of every other. */
export async function openPgliteCopy(path: string): Promise<Db> {
  const pglite = await PGlite.create({ loadDataDir: new Blob([await readFile(path)]), extensions: EXTENSIONS });
  return pgliteDatabase(pglite);
}
