import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MunicipalityRow, NewMunicipalityRow } from '../../db/rows.ts';

/** Inserts or updates comuni by ISTAT code. */
export async function upsertMunicipalities(db: Db, rows: readonly NewMunicipalityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('municipalities')
    .values([...rows])
    .onConflict((oc) =>
      oc.column('istat_code').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        province: eb.ref('excluded.province'),
        province_code: eb.ref('excluded.province_code'),
        region: eb.ref('excluded.region'),
        postal_codes: eb.ref('excluded.postal_codes'),
        population: eb.ref('excluded.population'),
      })),
    )
    .execute();
}

export async function countMunicipalities(db: Db): Promise<{ municipalities: number; provinces: number }> {
  const row = await db
    .selectFrom('municipalities')
    .select([sql<number>`count(*)::int`.as('municipalities'), sql<number>`count(distinct province)::int`.as('provinces')])
    .executeTakeFirstOrThrow();
  return row;
}

export async function hasMunicipalities(db: Db): Promise<boolean> {
  const row = await db.selectFrom('municipalities').select('istat_code').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Province names of the imported comuni, sorted. */
export async function listProvinceNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('municipalities').select('province').distinct().orderBy('province').execute();
  return rows.map((row) => row.province);
}

export async function municipalityRowsOfProvince(db: Db, province: string): Promise<MunicipalityRow[]> {
  return db.selectFrom('municipalities').selectAll().where('province', '=', province).orderBy('name').orderBy('istat_code').execute();
}
