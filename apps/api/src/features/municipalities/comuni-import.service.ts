import { comuniImportMessages } from '@trovapro/copy';
import type { ComuniAttention, ComuniAttentionItem, ComuniImportDiff, ComuniImportLog, ComuniImportResult } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { invalidField } from '../../lib/app-error.ts';
import { announceChange, type PublicCache } from '../../plugins/public-cache.ts';
import { writeComunePages, type ComunePageRequest } from '../landing-pages/landing-pages.service.ts';
import { diffComuni, type ComuniDiff, type CurrentComune } from './comuni-diff.ts';
import {
  currentComuni,
  followSuccessors,
  freeCodesForFile,
  insertComuni,
  insertImportLog,
  listImportLog,
  lockComuniImports,
  openLeadsOfOrphanComuni,
  pagesOfComuni,
  pagesOfOrphanComuni,
  partnersOfOrphanComuni,
  postalCodesOf,
  recodeComuni,
  referencesOf,
  refreshPagesOf,
  refreshPartnerAreasOf,
  renameNamedAreas,
  suppressComuni,
  unpublishPagesOf,
  updateComuni,
  type ComuneFields,
} from './comuni-import.repository.ts';
import { readIstatChangesFile, type IstatSuccession } from './istat-changes-file.ts';
import { IstatFileError, readIstatComuniFile, type IstatComune } from './istat-comuni-file.ts';
import { reloadComuni } from './municipalities.service.ts';

// Issue 36, item 5: ISTAT's list of comuni (and its file of administrative changes) previewed, then applied in one
// transaction. The pure parts — reading the files, the diff — are istat-*.ts and comuni-diff.ts.

/** The files of an import, as uploaded or read from disk. */
export interface ComuniImportFiles {
  readonly comuni: Uint8Array;
  readonly comuniFileName?: string | undefined;
  readonly changes?: Uint8Array | undefined;
  readonly changesFileName?: string | undefined;
}

/**
 * A file whose diff would suppress more than this share of the comuni in force is refused: it is a part of the list
 * (a filtered spreadsheet, a truncated download), not ISTAT's whole list, whose editions suppress a few dozen.
 */
const MAX_SUPPRESSED_SHARE = 0.1;

/** How many applied imports the log answers (ISTAT publishes twice a year). */
const LOG_LIMIT = 100;

interface ReadFiles {
  comuni: IstatComune[];
  successions: IstatSuccession[];
}

/** Reads both files; a file that is not what it should be is a 400 on its field, with the reader's Italian reason. */
function readFiles(files: ComuniImportFiles): ReadFiles {
  const read = <T>(field: 'comuniFile' | 'changesFile', parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      if (error instanceof IstatFileError) throw invalidField(field, error.message);
      throw error;
    }
  };
  return {
    comuni: read('comuniFile', () => readIstatComuniFile(files.comuni)),
    successions: files.changes === undefined ? [] : read('changesFile', () => readIstatChangesFile(files.changes!)),
  };
}

/** The comuni a file is compared with: those in force, and those suppressed without a successor it does not list. */
interface Compared {
  inForce: CurrentComune[];
  orphans: CurrentComune[];
}

async function comuniToCompare(db: Db, files: ReadFiles): Promise<Compared> {
  const listed = new Set(files.comuni.map((comune) => comune.cadastralCode));
  const orphans = await currentComuni(db, 'orphans');
  // One the file lists again (re-established) is a new comune for the diff: insertComuni takes its row back into force.
  return { inForce: await currentComuni(db), orphans: orphans.filter((comune) => !listed.has(comune.cadastralCode)) };
}

/**
 * The diff of the files against the comuni in force; refused (400) when it reads as a part of the list. A comune
 * suppressed earlier without a successor (say, applied without the file of changes) is compared too: a file of changes
 * naming its successor now maps it, as if it were suppressed now; otherwise it is no change.
 */
function diffOf({ inForce, orphans }: Compared, files: ReadFiles): ComuniDiff {
  let diff: ComuniDiff;
  try {
    diff = diffComuni([...inForce, ...orphans], files.comuni, files.successions);
  } catch (error) {
    if (error instanceof IstatFileError) throw invalidField('comuniFile', error.message);
    throw error;
  }
  const orphanCodes = new Set(orphans.map((comune) => comune.cadastralCode));
  diff = { ...diff, suppressed: diff.suppressed.filter((item) => item.successor !== null || !orphanCodes.has(item.current.cadastralCode)) };
  if (diff.suppressed.length > inForce.length * MAX_SUPPRESSED_SHARE) {
    throw invalidField('comuniFile', comuniImportMessages.partialList(diff.inFile, inForce.length, diff.suppressed.length));
  }
  return diff;
}

const isEmpty = (diff: ComuniDiff) => diff.added.length === 0 && diff.changed.length === 0 && diff.suppressed.length === 0;
const codeChanged = (change: ComuniDiff['changed'][number]) => change.moved || change.next.istatCode !== change.current.istatCode;

/** The diff as the admin reads it, with what names each suppressed comune (counted before any change). */
async function diffView(db: Db, { inForce, orphans }: Compared, diff: ComuniDiff): Promise<ComuniImportDiff> {
  const nameOf = new Map([...inForce, ...orphans].map((comune) => [comune.cadastralCode, comune.name]));
  const references = await referencesOf(
    db,
    diff.suppressed.map((item) => item.current.istatCode),
  );
  return {
    inFile: diff.inFile,
    unchanged: diff.unchanged,
    added: diff.added.map((comune) => ({
      istatCode: comune.istatCode,
      cadastralCode: comune.cadastralCode,
      name: comune.name,
      provinceCode: comune.provinceCode,
      predecessors: comune.predecessors.map((code) => nameOf.get(code) ?? code),
    })),
    renamed: diff.changed
      .filter((change) => change.renamed)
      .map((change) => ({
        istatCode: change.next.istatCode,
        cadastralCode: change.next.cadastralCode,
        from: change.current.name,
        to: change.next.name,
        provinceCode: change.next.provinceCode,
      })),
    moved: diff.changed.filter(codeChanged).map((change) => ({
      cadastralCode: change.next.cadastralCode,
      name: change.next.name,
      fromProvinceCode: change.current.provinceCode,
      toProvinceCode: change.next.provinceCode,
      fromIstatCode: change.current.istatCode,
      toIstatCode: change.next.istatCode,
    })),
    suppressed: diff.suppressed.map(({ current: comune, successor }) => ({
      istatCode: comune.istatCode,
      cadastralCode: comune.cadastralCode,
      name: comune.name,
      provinceCode: comune.provinceCode,
      successor: successor === null ? null : { istatCode: successor.istatCode, name: successor.name, provinceCode: successor.provinceCode },
      ...(references.get(comune.istatCode) ?? { landingPages: 0, partners: 0, openLeads: 0 }),
    })),
    otherChanges: diff.changed.filter((change) => !change.renamed && !codeChanged(change)).length,
  };
}

/** `apply: false`: what the files would change; nothing is written. */
export async function previewComuniImport(db: Db, files: ComuniImportFiles): Promise<ComuniImportResult> {
  const read = readFiles(files);
  const compared = await comuniToCompare(db, read);
  return { applied: false, importId: null, diff: await diffView(db, compared, diffOf(compared, read)) };
}

const fieldsOf = (comune: IstatComune): ComuneFields => ({
  cadastralCode: comune.cadastralCode,
  name: comune.name,
  otherName: comune.otherName,
  province: comune.province,
  provinceCode: comune.provinceCode,
  region: comune.region,
});

/**
 * Writes a diff, in the caller's transaction. Codes first (a suppressed comune gives up a code the file reuses; moved
 * comuni change code, the foreign keys following), then names, the new comuni (a merger's gets its predecessors'
 * postal codes), the suppressions with their successors; then what names a comune: pages keep their slug and show the
 * new name and province; a successor gets a page for each keyword its predecessors had (the redirects' targets) and
 * the predecessors' pages leave the site; partners and open leads follow the successors.
 */
async function writeDiff(trx: Db, diff: ComuniDiff, file: readonly IstatComune[]): Promise<void> {
  const suppressedNow = diff.suppressed.map((item) => item.current.cadastralCode);
  const recoded = diff.changed.filter((change) => change.next.istatCode !== change.current.istatCode);
  await freeCodesForFile(trx, [...recoded.map((change) => change.next.istatCode), ...diff.added.map((comune) => comune.istatCode)], suppressedNow);
  await recodeComuni(
    trx,
    recoded.map((change) => ({ from: change.current.istatCode, to: change.next.istatCode })),
  );
  await updateComuni(
    trx,
    diff.changed.map((change) => fieldsOf(change.next)),
  );
  const postalCodes = await postalCodesOf(
    trx,
    diff.added.flatMap((comune) => comune.predecessors),
  );
  await insertComuni(
    trx,
    diff.added.map((comune) => ({
      ...fieldsOf(comune),
      istatCode: comune.istatCode,
      population: comune.population,
      postalCodes: [...new Set(comune.predecessors.flatMap((code) => postalCodes.get(code) ?? []))].sort(),
    })),
  );
  await suppressComuni(
    trx,
    diff.suppressed.map((item) => ({ cadastralCode: item.current.cadastralCode, successorCadastralCode: item.successor?.cadastralCode ?? null })),
  );
  await refreshPagesOf(
    trx,
    diff.changed.map((change) => change.next.cadastralCode),
  );
  await refreshPartnerAreasOf(
    trx,
    diff.changed.map((change) => change.next.cadastralCode),
  );
  await renameNamedAreas(trx, areaRenames(diff, file));

  await writeComunePages(trx, successorPages(await pagesOfComuni(trx, suppressedNow)));
  await unpublishPagesOf(trx, suppressedNow);
  await followSuccessors(trx);
}

/**
 * The sigle and region names the file no longer has, each mapped to the one its comuni all went to (Sardinia's
 * provinces of 2025: a sigla whose comuni went to several keeps the partners that named it, for the admin to see).
 */
function areaRenames(diff: ComuniDiff, file: readonly IstatComune[]): { provinceCodes: Map<string, string>; regions: Map<string, string> } {
  const renames = (pairs: ReadonlyArray<readonly [string, string]>, inFile: ReadonlySet<string>) => {
    const targets = new Map<string, Set<string>>();
    for (const [from, to] of pairs) if (!inFile.has(from)) targets.set(from, (targets.get(from) ?? new Set()).add(to));
    return new Map([...targets].filter(([, to]) => to.size === 1).map(([from, to]) => [from, [...to][0]!] as const));
  };
  return {
    provinceCodes: renames(
      diff.changed.map((change) => [change.current.provinceCode, change.next.provinceCode] as const),
      new Set(file.map((comune) => comune.provinceCode)),
    ),
    regions: renames(
      diff.changed.map((change) => [change.current.region, change.next.region] as const),
      new Set(file.map((comune) => comune.region)),
    ),
  };
}

/** One page per successor and keyword of its predecessors' pages: published when one of them was. */
function successorPages(pages: Awaited<ReturnType<typeof pagesOfComuni>>): ComunePageRequest[] {
  const requests = new Map<string, ComunePageRequest>();
  for (const page of pages) {
    if (page.successorIstatCode === null) continue;
    const key = `${page.successorIstatCode}\u0000${page.keywordNormalized}`;
    const known = requests.get(key);
    if (known === undefined) {
      requests.set(key, { keyword: page.keyword, isPlural: page.isPlural, istatCode: page.successorIstatCode, isPublished: page.isPublished });
    } else if (page.isPublished && !known.isPublished) {
      requests.set(key, { ...known, isPublished: true });
    }
  }
  return [...requests.values()];
}

export interface ApplyContext {
  readonly db: Db;
  /** This instance's: the comuni and landing pages are announced to every instance after the commit. */
  readonly publicCache: PublicCache;
}

/**
 * `apply: true`: the diff, recomputed inside one transaction under a lock (two applies at once: the second finds
 * nothing left to change), written with its log row. The same files again change nothing and log nothing. After the
 * commit this instance reloads its comuni before answering, and every instance is told (PostgreSQL's NOTIFY).
 */
/** Who applies an import: a signed-in admin (null once deleted), or the command line. */
export type ComuniImportAuthor = { source: 'admin'; adminId: string | null } | { source: 'cli' };

export async function applyComuniImport(context: ApplyContext, files: ComuniImportFiles, author: ComuniImportAuthor): Promise<ComuniImportResult> {
  const { db } = context;
  const read = readFiles(files);
  const result = await db.transaction().execute(async (trx): Promise<ComuniImportResult> => {
    await lockComuniImports(trx);
    const compared = await comuniToCompare(trx, read);
    const diff = diffOf(compared, read);
    const view = await diffView(trx, compared, diff);
    if (isEmpty(diff)) return { applied: false, importId: null, diff: view };
    await writeDiff(trx, diff, read.comuni);
    const importId = await insertImportLog(trx, {
      source: author.source,
      adminId: author.source === 'admin' ? author.adminId : null,
      comuniFileName: files.comuniFileName ?? null,
      changesFileName: files.changes === undefined ? null : (files.changesFileName ?? null),
      diff: view,
    });
    return { applied: true, importId, diff: view };
  });
  if (result.applied) {
    await reloadComuni(db);
    await announceChange(db, context.publicCache, 'comuni');
    await announceChange(db, context.publicCache, 'landing-pages');
  }
  return result;
}

/** `GET /api/admin/comuni/imports`. */
export async function listComuniImports(db: Db): Promise<ComuniImportLog> {
  const rows = await listImportLog(db, LOG_LIMIT);
  return {
    imports: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      source: row.source,
      adminName: row.admin_name,
      comuniFileName: row.comuni_file_name,
      changesFileName: row.changes_file_name,
      counts: { added: row.added, renamed: row.renamed, moved: row.moved, suppressed: row.suppressed, otherChanges: row.other_changes },
    })),
  };
}

/** `GET /api/admin/comuni/attention`: what names a comune suppressed without a successor; partners, leads, pages. */
export async function comuniAttention(db: Db): Promise<ComuniAttention> {
  const [partners, leads, pages] = await Promise.all([partnersOfOrphanComuni(db), openLeadsOfOrphanComuni(db), pagesOfOrphanComuni(db)]);
  const { attention } = comuniImportMessages;
  const item = (
    kind: ComuniAttentionItem['kind'],
    row: { id: string; label: string; istat_code: string; comune_name: string; province_code: string; suppressed_at: Date },
    reason: (comune: string) => string,
  ): ComuniAttentionItem => ({
    kind,
    id: row.id,
    label: row.label,
    comune: { istatCode: row.istat_code, name: row.comune_name, provinceCode: row.province_code },
    suppressedAt: row.suppressed_at.toISOString(),
    reason: reason(`${row.comune_name} (${row.province_code})`),
  });
  return {
    items: [
      ...partners.map((row) => item('partner', row, row.seat ? attention.partnerSeat : attention.partnerServed)),
      ...leads.map((row) => item('lead', row, attention.lead)),
      ...pages.map((row) => item('landing_page', row, attention.landingPage)),
    ],
  };
}
