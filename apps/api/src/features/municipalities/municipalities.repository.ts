import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MunicipalityRow, NewMunicipalityRow } from '../../db/rows.ts';

/** Inserts or updates comuni by ISTAT code (the seed's key: the snapshot never moves a comune). */
export async function upsertMunicipalities(db: Db, rows: readonly NewMunicipalityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('municipalities')
    .values([...rows])
    .onConflict((oc) =>
      oc.column('istat_code').doUpdateSet((eb) => ({
        cadastral_code: eb.ref('excluded.cadastral_code'),
        name: eb.ref('excluded.name'),
        other_name: eb.ref('excluded.other_name'),
        province: eb.ref('excluded.province'),
        province_code: eb.ref('excluded.province_code'),
        region: eb.ref('excluded.region'),
        postal_codes: eb.ref('excluded.postal_codes'),
        population: eb.ref('excluded.population'),
      })),
    )
    .execute();
}

/** The comuni in force (not suppressed by an ISTAT import) and their provinces. */
export async function countMunicipalities(db: Db): Promise<{ municipalities: number; provinces: number }> {
  const row = await db
    .selectFrom('municipalities')
    .select([sql<number>`count(*)::int`.as('municipalities'), sql<number>`count(distinct province)::int`.as('provinces')])
    .where('suppressed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row;
}

export async function hasMunicipalities(db: Db): Promise<boolean> {
  const row = await db.selectFrom('municipalities').select('istat_code').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Province names of the comuni in force, sorted. */
export async function listProvinceNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('municipalities').select('province').distinct().where('suppressed_at', 'is', null).orderBy('province').execute();
  return rows.map((row) => row.province);
}

/** The comuni in force of a province, by name. */
export async function municipalityRowsOfProvince(db: Db, province: string): Promise<MunicipalityRow[]> {
  return db
    .selectFrom('municipalities')
    .selectAll()
    .where('province', '=', province)
    .where('suppressed_at', 'is', null)
    .orderBy('name')
    .orderBy('istat_code')
    .execute();
}

/** A comune in force by ISTAT code. */
export async function municipalityRow(db: Db, istatCode: string): Promise<MunicipalityRow | undefined> {
  return db.selectFrom('municipalities').selectAll().where('istat_code', '=', istatCode).where('suppressed_at', 'is', null).executeTakeFirst();
}

/** The latest applied ISTAT import's id: null while the table still holds the installation's snapshot. */
export async function latestImportId(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('municipality_imports')
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A comune as the gazetteer reads it, with its successor's cadastral code when it was suppressed into one. */
export interface GazetteerRow extends MunicipalityRow {
  successor_cadastral_code: string | null;
}

/** Every comune, in force or suppressed, in a stable order. */
export async function gazetteerRows(db: Db): Promise<GazetteerRow[]> {
  return db
    .selectFrom('municipalities as m')
    .leftJoin('municipalities as successor', 'successor.istat_code', 'm.successor_istat_code')
    .selectAll('m')
    .select('successor.cadastral_code as successor_cadastral_code')
    .orderBy('m.istat_code')
    .execute();
}
