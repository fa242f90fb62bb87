import { istatFileMessages } from '@trovapro/copy';
import { CsvError, parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';

/** A file that cannot be read as ISTAT's; the message is Italian, for the admin. */
export class IstatFileError extends Error {
  override name = 'IstatFileError';
}

/**
 * The text of an ISTAT file. ISTAT publishes Windows-1252; a file re-saved by a spreadsheet may be UTF-8 (with or
 * without BOM). Windows-1252 text with accented letters is practically never valid UTF-8, so a file that decodes
 * as strict UTF-8 is UTF-8. The changes file comes as a zip: its only CSV is read.
 */
export function decodeIstatBytes(bytes: Uint8Array): string {
  const content = isZip(bytes) ? onlyCsvOfZip(bytes) : bytes;
  if (content.length === 0) throw new IstatFileError(istatFileMessages.empty);
  const hasBom = content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf;
  if (hasBom) return new TextDecoder('utf-8').decode(content.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

function onlyCsvOfZip(bytes: Uint8Array): Uint8Array {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (file) => /\.csv$/i.test(file.name) && !file.name.startsWith('__MACOSX/') });
  } catch {
    throw new IstatFileError(istatFileMessages.zipUnreadable);
  }
  const names = Object.keys(entries);
  if (names.length === 0) throw new IstatFileError(istatFileMessages.zipWithoutCsv);
  if (names.length > 1) throw new IstatFileError(istatFileMessages.zipWithManyCsv(names));
  return entries[names[0]!]!;
}

/**
 * A header cell as a key: ISTAT breaks some header cells over two lines, pads others with a space, and its
 * editions differ in case («Codice Catastale del comune» then «del Comune») and sometimes in the apostrophe.
 */
export function headerKey(cell: string): string {
  return cell.replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim().toLocaleLowerCase('it');
}

/** The columns a reader needs: each by the names ISTAT has given it across editions, the first being the current one. */
export type ColumnNames<K extends string> = Record<K, readonly [string, ...string[]]>;

export interface IstatRow<K extends string> {
  /** The row as a spreadsheet numbers it (the header, or a title line before it, is row 1). */
  row: number;
  values: Record<K, string>;
}

/** Records searched for the header: the main files start with it, some ISTAT tables put a title line first. */
const HEADER_SEARCH_DEPTH = 5;

/**
 * Reads a `;`-separated ISTAT table: finds the header, locates every needed column by name (never by position, so
 * older and newer editions both read), and returns the data rows (maybe none) with their values trimmed. Refuses a
 * file without a needed column, naming it.
 */
export function readIstatTable<K extends string>(bytes: Uint8Array, fileLabel: string, columns: ColumnNames<K>): Array<IstatRow<K>> {
  const records = parseCsv(decodeIstatBytes(bytes));
  const fields = Object.keys(columns) as K[];
  let best: { index: number; positions: Map<K, number> } | undefined;
  for (let index = 0; index < Math.min(HEADER_SEARCH_DEPTH, records.length); index++) {
    const positions = locateColumns(records[index]!, columns);
    if (best === undefined || positions.size > best.positions.size) best = { index, positions };
    if (positions.size === fields.length) break;
  }
  const missing = fields.filter((field) => !best?.positions.has(field)).map((field) => columns[field][0]);
  if (best === undefined || missing.length > 0) {
    throw new IstatFileError(istatFileMessages.missingColumns(fileLabel, missing.length > 0 ? missing : fields.map((field) => columns[field][0])));
  }
  const { index: headerIndex, positions } = best;
  const rows: Array<IstatRow<K>> = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    const record = records[index]!;
    if (record.every((cell) => cell.trim() === '')) continue;
    const values = {} as Record<K, string>;
    for (const field of fields) values[field] = (record[positions.get(field)!] ?? '').trim();
    rows.push({ row: index + 1, values });
  }
  return rows;
}

function locateColumns<K extends string>(header: readonly string[], columns: ColumnNames<K>): Map<K, number> {
  const keys = header.map(headerKey);
  const positions = new Map<K, number>();
  for (const field of Object.keys(columns) as K[]) {
    const position = columns[field].map((name) => keys.indexOf(headerKey(name))).find((found) => found >= 0);
    if (position !== undefined) positions.set(field, position);
  }
  return positions;
}

function parseCsv(text: string): string[][] {
  try {
    return parse(text, { delimiter: ';', bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw new IstatFileError(istatFileMessages.notCsv(Number(error.lines) || 1));
    throw error;
  }
}
