/*
 * ISTAT's administrative and territorial changes of the comuni since 1991 («Variazioni amministrative e territoriali
 * dei comuni dal 1991», https://www.istat.it/it/archivio/6789, a zip with one `;`-separated Windows-1252 CSV, CRLF,
 * some «Provvedimento» cells quoted and broken over lines). One row per change and comune; the columns read here:
 * «Anno», «Tipo variazione», «Codice Comune formato alfanumerico» (older editions: «Codice Istat del Comune»),
 * «Denominazione Comune», «Codice del Comune associato alla variazione o nuovo codice Istat del Comune» (older:
 * «Codice Istat del Comune associato …»; ISTAT pads it with a trailing space), «Denominazione Comune associata alla
 * variazione o nuova denominazione», «Data decorrenza validità amministrativa» (dd/mm/yyyy, empty on some old rows).
 * Format checked on the header and rows of the edition of January 2025 as quoted verbatim by a reader of it, and on
 * the older header as spelled by readers of the 2010s editions.
 *
 * Of the change types, two move a comune off its ISTAT code: ES (estinzione: the comune is suppressed, by fusione or
 * incorporazione, into the associated comune) and AP (cambio di appartenenza: the comune joins another province and
 * gets the associated code, keeping its name unless one is given). CS rows repeat mergers from the new comune's
 * side but also list comuni that only gave it territory (Mappano 2013), so they are not read; nor are CD (name),
 * AQ/CE/AQES (territory) rows, which leave the code unchanged.
 */
import { istatFileMessages } from '@trovapro/copy';
import { type ColumnNames, IstatFileError, readIstatTable } from './istat-csv.ts';

/** A comune that left its ISTAT code: suppressed into another comune, or (kind 'recoded') moved to another province. */
export interface IstatSuccession {
  /** The suppressed comune's ISTAT code at the time. */
  istatCode: string;
  name: string;
  /** The comune it went into (code at the time of the change). */
  successorIstatCode: string;
  successorName: string;
  /** yyyy-mm-dd */
  effectiveDate: string;
  /**
   * Absent or 'suppressed': the comune ceased to exist (ES). 'recoded': the same comune under a new code after a
   * change of province (AP); listed so that a chain of changes can be followed to the comune in force.
   */
  kind?: 'suppressed' | 'recoded';
}

const COLUMNS = {
  year: ['Anno'],
  type: ['Tipo variazione'],
  istatCode: ['Codice Comune formato alfanumerico', 'Codice Istat del Comune'],
  name: ['Denominazione Comune'],
  associatedIstatCode: [
    'Codice del Comune associato alla variazione o nuovo codice Istat del Comune',
    'Codice Istat del Comune associato alla variazione o nuovo codice Istat del Comune',
  ],
  associatedName: ['Denominazione Comune associata alla variazione o nuova denominazione'],
  date: ['Data decorrenza validità amministrativa'],
} satisfies ColumnNames<string>;

const KIND_OF_TYPE: Record<string, IstatSuccession['kind']> = { ES: 'suppressed', AP: 'recoded' };
const ISTAT_CODE = /^\d{6}$/;

/**
 * Reads ISTAT's file of changes into successions (ES and AP rows), oldest first. Refuses (IstatFileError) a file
 * that is not that file, or an ES/AP row without valid codes or date.
 */
export function readIstatChangesFile(bytes: Uint8Array): IstatSuccession[] {
  const successions: IstatSuccession[] = [];
  for (const { row, values } of readIstatTable(bytes, istatFileMessages.changesFile, COLUMNS)) {
    const kind = KIND_OF_TYPE[values.type.toUpperCase()];
    if (kind === undefined) continue;
    const invalid = (column: keyof typeof COLUMNS, value: string) =>
      new IstatFileError(istatFileMessages.invalidValue(row, COLUMNS[column][0], value));
    const istatCode = paddedCode(values.istatCode);
    if (!ISTAT_CODE.test(istatCode)) throw invalid('istatCode', values.istatCode);
    const successorIstatCode = paddedCode(values.associatedIstatCode);
    if (!ISTAT_CODE.test(successorIstatCode)) throw invalid('associatedIstatCode', values.associatedIstatCode);
    const effectiveDate = isoDate(values.date, values.year);
    if (effectiveDate === null) throw invalid('date', values.date);
    if (successorIstatCode === istatCode) continue;
    successions.push({
      istatCode,
      name: values.name,
      successorIstatCode,
      // AP rows leave the name empty when the comune keeps it (Monza, 2009).
      successorName: values.associatedName === '' && kind === 'recoded' ? values.name : values.associatedName,
      effectiveDate,
      kind,
    });
  }
  return successions.sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
}

/** A spreadsheet that saved the code as a number drops its leading zeros. */
const paddedCode = (code: string) => (/^\d{4,5}$/.test(code) ? code.padStart(6, '0') : code);

/** dd/mm/yyyy (ISTAT) or yyyy-mm-dd (a re-saved file); an old row without a date counts from 1 January of its year. */
function isoDate(date: string, year: string): string | null {
  const italian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date);
  const iso = italian ? `${italian[3]}-${italian[2]!.padStart(2, '0')}-${italian[1]!.padStart(2, '0')}` : date.slice(0, 10);
  if (date === '') return /^\d{4}$/.test(year) ? `${year}-01-01` : null;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}
