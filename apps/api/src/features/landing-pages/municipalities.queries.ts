import type { Municipality } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { MunicipalityRow } from '../../db/types.ts';

/** Province names of the imported comuni, sorted. */
export async function listProvinces(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('municipalities').select('province').distinct().orderBy('province').execute();
  return rows.map((row) => row.province);
}

export async function municipalityRowsOfProvince(db: Db, province: string): Promise<MunicipalityRow[]> {
  return db.selectFrom('municipalities').selectAll().where('province', '=', province).orderBy('name').orderBy('istat_code').execute();
}

export function toMunicipality(row: MunicipalityRow): Municipality {
  return {
    istatCode: row.istat_code,
    name: row.name,
    province: row.province,
    provinceCode: row.province_code,
    region: row.region,
    postalCodes: row.postal_codes,
    population: row.population,
  };
}
