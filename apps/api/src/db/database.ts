import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { fromPglite, type Db as JobsDb } from 'pg-boss';
import { IN_MEMORY_PGLITE, type Config } from '../config.ts';
import { JobEngineSlot } from '../jobs/job-engine-slot.ts';
import type { Database } from './rows.ts';

export type Db = Kysely<Database>;
export type DialectName = 'postgres' | 'pglite';

export function dialectOf(config: Pick<Config, 'databaseUrl'>): DialectName {
  return config.databaseUrl === undefined ? 'pglite' : 'postgres';
}

const pools = new WeakMap<object, pg.Pool>();
const pglites = new WeakMap<object, PGlite>();

/** The pool's connections (for the metrics): null on the embedded database, which has one connection. */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } | null {
  const pool = pools.get(db);
  return pool === undefined ? null : { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** Where the pool reports a lost connection (the app's logger once there is one). */
export interface PoolLog {
  warn(details: object, message: string): void;
}

/** Before the app's logger exists: one JSON line on stderr, like pino's. */
export const stderrPoolLog: PoolLog = {
  warn: (details, message) => process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), ...details, msg: message })}\n`),
};

const describe = (error: unknown) =>
  error instanceof Error ? { message: error.message, code: (error as { code?: unknown }).code } : { message: String(error) };

/**
 * `DATABASE_URL` set: PostgreSQL through a pg pool of `DATABASE_POOL_MAX` connections. Unset: the embedded
 * PGlite in its data folder.
 */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'pgliteDataDir' | 'databasePoolMax'>,
  log: PoolLog = stderrPoolLog,
): Promise<Db> {
  if (config.databaseUrl !== undefined) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.databasePoolMax,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      // Notices a server that vanished without closing the socket (host down, network cut).
      keepAlive: true,
    });
    // A client losing its connection must not crash the process: idle ones report to the pool,
    // checked-out ones (e.g. between two statements of a transaction) to their own listener.
    // The failing query rejects, the broken client is dropped, and new ones are made on demand,
    // so the pool recovers by itself when the database returns. Each loss is logged.
    pool.on('error', (error) => log.warn({ err: describe(error) }, 'database connection lost (idle client)'));
    pool.on('connect', (client) => client.on('error', (error) => log.warn({ err: describe(error) }, 'database connection lost (client in use)')));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new JobEngineSlot()] });
    pools.set(db, pool);
    return db;
  }

  const dataDir = config.pgliteDataDir;
  if (dataDir !== IN_MEMORY_PGLITE) {
    // PGlite creates its own folder but not the parents.
    await mkdir(dirname(dataDir), { recursive: true });
  }
  // pg_trgm: the lead search's trigram index (migration 0015); unaccent: the admin searches' accent folding (0021).
  // Created ready (the extensions unpacked), so the first query — a health check's ping — does not wait for the start.
  const pglite = await PGlite.create({ ...(dataDir === IN_MEMORY_PGLITE ? {} : { dataDir }), extensions: { pg_trgm, unaccent } });
  return pgliteDatabase(pglite);
}

/** Kysely over an embedded PGlite (createDatabase's, or a test's copy of a template). */
export function pgliteDatabase(pglite: PGlite): Db {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins: [new JobEngineSlot()] });
  pglites.set(db, pglite);
  return db;
}

/**
 * The same database as pg-boss reaches it (jobs/job-engine.ts): on PostgreSQL the app's own pool (one pool per
 * instance; node-postgres answers pg-boss's multi-statement texts with the array it expects), on PGlite the
 * library's in-process adapter on the one PGlite (its statements wait for a Kysely transaction to end).
 */
export function jobDatabaseOf(db: object): { backend: 'postgres' | 'pglite'; database: JobsDb } {
  const pool = pools.get(db);
  if (pool !== undefined) return { backend: 'postgres', database: { executeSql: (text, values) => pool.query(text, values) } };
  const pglite = pglites.get(db);
  if (pglite !== undefined) return { backend: 'pglite', database: fromPglite(pglite) };
  throw new Error('not a database made by createDatabase');
}
