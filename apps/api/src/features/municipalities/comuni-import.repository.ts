import type { ComuniImportDiff } from '@trovapro/domain';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MunicipalityImportRow } from '../../db/rows.ts';
import type { CurrentComune } from './comuni-diff.ts';

// The queries of an ISTAT import (comuni-import.service.ts): they run in the import's transaction, and write the
// comuni and everything that names one (issue 36). Comuni are matched by cadastral code; ISTAT codes change.

/** A lead still being dealt with: its comune moves with a suppressed one (closed and rejected leads keep theirs). */
const OPEN_LEAD = sql<SqlBool>`leads.status not in ('rejected', 'closed')`;

/** One import at a time: a second apply waits here, then finds the first one's changes already made. */
export async function lockComuniImports(trx: Db): Promise<void> {
  await sql`lock table municipality_imports in share row exclusive mode`.execute(trx);
}

/**
 * The comuni as the diff reads them: those in force, or (`orphans`) those suppressed without a known successor, whose
 * successor a later file of changes may name.
 */
export async function currentComuni(db: Db, which: 'in-force' | 'orphans' = 'in-force'): Promise<CurrentComune[]> {
  const rows = await db
    .selectFrom('municipalities')
    .select(['istat_code', 'cadastral_code', 'name', 'other_name', 'province', 'province_code', 'region', 'population'])
    .where((eb) =>
      which === 'in-force' ? eb('suppressed_at', 'is', null) : eb.and([eb('suppressed_at', 'is not', null), eb('successor_istat_code', 'is', null)]),
    )
    .orderBy('istat_code')
    .execute();
  return rows.map((row) => ({
    istatCode: row.istat_code,
    cadastralCode: row.cadastral_code,
    name: row.name,
    otherName: row.other_name,
    province: row.province,
    provinceCode: row.province_code,
    region: row.region,
    population: row.population ?? 0,
  }));
}

export interface ComuneReferences {
  landingPages: number;
  partners: number;
  openLeads: number;
}

/** What names each comune: its landing pages, the partners it is the seat or a served comune of, its open leads. */
export async function referencesOf(db: Db, istatCodes: readonly string[]): Promise<Map<string, ComuneReferences>> {
  if (istatCodes.length === 0) return new Map();
  const result = await sql<{ istat_code: string; landing_pages: number; partners: number; open_leads: number }>`
    select c.istat_code,
      (select count(*)::int from landing_pages where landing_pages.istat_code = c.istat_code) as landing_pages,
      (select count(*)::int from businesses
        where businesses.istat_code = c.istat_code or c.istat_code = any(businesses.service_comuni)) as partners,
      (select count(*)::int from leads where leads.istat_code = c.istat_code and ${OPEN_LEAD}) as open_leads
    from unnest(${[...istatCodes]}::text[]) as c(istat_code)`.execute(db);
  return new Map(result.rows.map((row) => [row.istat_code, { landingPages: row.landing_pages, partners: row.partners, openLeads: row.open_leads }]));
}

/** The postal codes of comuni by cadastral code (a merger's comune gets its predecessors'). */
export async function postalCodesOf(db: Db, cadastralCodes: readonly string[]): Promise<Map<string, string[]>> {
  if (cadastralCodes.length === 0) return new Map();
  const rows = await db
    .selectFrom('municipalities')
    .select(['cadastral_code', 'postal_codes'])
    .where('cadastral_code', 'in', [...cadastralCodes])
    .execute();
  return new Map(rows.map((row) => [row.cadastral_code, row.postal_codes]));
}

/**
 * `count` ISTAT codes no comune holds, for a comune between two codes or a suppressed one giving its code up: 900000
 * and above, a province number ISTAT has never used (they end at 111), so never one of a file.
 */
async function spareCodes(db: Db, count: number): Promise<string[]> {
  const used = await db.selectFrom('municipalities').select('istat_code').where('istat_code', '>=', '900000').execute();
  const taken = new Set(used.map((row) => row.istat_code));
  const codes: string[] = [];
  for (let code = 900000; codes.length < count && code <= 999999; code++) if (!taken.has(String(code))) codes.push(String(code));
  if (codes.length < count) throw new Error('no spare ISTAT codes left');
  return codes;
}

/** Gives each comune (by its current code) a new one: the foreign keys follow (on update cascade). */
async function setCodes(db: Db, from: readonly string[], to: readonly string[]): Promise<void> {
  await sql`
    update municipalities m set istat_code = c.to_code
    from unnest(${[...from]}::text[], ${[...to]}::text[]) as c(from_code, to_code)
    where m.istat_code = c.from_code`.execute(db);
}

/**
 * Suppressed comuni (kept, or being suppressed now) holding an ISTAT code the file gives to another comune leave it
 * for a spare code: ISTAT does not reuse codes as a rule, but a comune in force must get the one of the file.
 */
export async function freeCodesForFile(db: Db, fileCodes: readonly string[], suppressedNow: readonly string[]): Promise<number> {
  if (fileCodes.length === 0) return 0;
  const holders = await db
    .selectFrom('municipalities')
    .select('istat_code')
    .where('istat_code', 'in', [...fileCodes])
    .where((eb) =>
      eb.or([eb('suppressed_at', 'is not', null), ...(suppressedNow.length === 0 ? [] : [eb('cadastral_code', 'in', [...suppressedNow])])]),
    )
    .execute();
  if (holders.length === 0) return 0;
  const from = holders.map((row) => row.istat_code);
  await setCodes(db, from, await spareCodes(db, from.length));
  return from.length;
}

/**
 * Comuni whose ISTAT code changes (a move to another province): each takes a spare code first, then the file's one,
 * so codes that pass from one comune to another never collide. What keeps codes outside a foreign key follows too:
 * the comuni a partner serves and a pending partner sign-up's comune.
 */
export async function recodeComuni(db: Db, moves: ReadonlyArray<{ from: string; to: string }>): Promise<void> {
  if (moves.length === 0) return;
  const from = moves.map((move) => move.from);
  const to = moves.map((move) => move.to);
  const spare = await spareCodes(db, moves.length);
  await setCodes(db, from, spare);
  await setCodes(db, spare, to);
  await sql`
    update businesses b set service_comuni = (
      select array_agg(coalesce(c.to_code, served.code) order by served.position)
      from unnest(b.service_comuni) with ordinality as served(code, position)
      left join unnest(${from}::text[], ${to}::text[]) as c(from_code, to_code) on c.from_code = served.code
    ), updated_at = now()
    where b.service_comuni && ${from}::text[]`.execute(db);
  await sql`
    update partner_signups p set istat_code = c.to_code
    from unnest(${from}::text[], ${to}::text[]) as c(from_code, to_code)
    where p.istat_code = c.from_code`.execute(db);
}

export interface ComuneFields {
  cadastralCode: string;
  name: string;
  otherName: string | null;
  province: string;
  provinceCode: string;
  region: string;
}

/** Writes the file's names, province and region of comuni in force, by cadastral code (their codes are set already). */
export async function updateComuni(db: Db, comuni: readonly ComuneFields[]): Promise<void> {
  if (comuni.length === 0) return;
  await sql`
    update municipalities m set name = c.name, other_name = c.other_name, province = c.province,
      province_code = c.province_code, region = c.region
    from unnest(
      ${comuni.map((comune) => comune.cadastralCode)}::text[], ${comuni.map((comune) => comune.name)}::text[],
      ${comuni.map((comune) => comune.otherName)}::text[], ${comuni.map((comune) => comune.province)}::text[],
      ${comuni.map((comune) => comune.provinceCode)}::text[], ${comuni.map((comune) => comune.region)}::text[]
    ) as c(cadastral_code, name, other_name, province, province_code, region)
    where m.cadastral_code = c.cadastral_code`.execute(db);
}

/** A comune as a row of `municipalities` (the seed and the import write the same columns). */
export const toMunicipalityRow = (comune: NewComune) => ({
  istat_code: comune.istatCode,
  cadastral_code: comune.cadastralCode,
  name: comune.name,
  other_name: comune.otherName,
  province: comune.province,
  province_code: comune.provinceCode,
  region: comune.region,
  postal_codes: [...comune.postalCodes],
  population: comune.population,
});

export interface NewComune extends ComuneFields {
  istatCode: string;
  postalCodes: readonly string[];
  population: number;
}

/**
 * Inserts new comuni. A cadastral code of a comune suppressed earlier (a comune re-established) takes that row back
 * into force, with its pages, leads and partners.
 */
export async function insertComuni(db: Db, comuni: readonly NewComune[]): Promise<void> {
  if (comuni.length === 0) return;
  await db
    .insertInto('municipalities')
    .values(comuni.map(toMunicipalityRow))
    .onConflict((oc) =>
      oc.column('cadastral_code').doUpdateSet((eb) => ({
        istat_code: eb.ref('excluded.istat_code'),
        name: eb.ref('excluded.name'),
        other_name: eb.ref('excluded.other_name'),
        province: eb.ref('excluded.province'),
        province_code: eb.ref('excluded.province_code'),
        region: eb.ref('excluded.region'),
        population: eb.ref('excluded.population'),
        suppressed_at: null,
        successor_istat_code: null,
      })),
    )
    .execute();
}

/**
 * Marks comuni suppressed (by cadastral code), each with its successor (by cadastral code) or none; one suppressed
 * earlier keeps its date and gets the successor a later file of changes named.
 */
export async function suppressComuni(db: Db, comuni: ReadonlyArray<{ cadastralCode: string; successorCadastralCode: string | null }>): Promise<void> {
  if (comuni.length === 0) return;
  await sql`
    update municipalities m set suppressed_at = coalesce(m.suppressed_at, now()),
      successor_istat_code = (select s.istat_code from municipalities s where s.cadastral_code = c.successor_cadastral_code)
    from unnest(
      ${comuni.map((comune) => comune.cadastralCode)}::text[], ${comuni.map((comune) => comune.successorCadastralCode)}::text[]
    ) as c(cadastral_code, successor_cadastral_code)
    where m.cadastral_code = c.cadastral_code`.execute(db);
  // A comune suppressed earlier into one suppressed now leads where that one leads (or nowhere): one step at a time,
  // every successor is a comune in force again.
  for (let step = 0; step < 16; step++) {
    const result = await sql`
      update municipalities earlier set successor_istat_code = later.successor_istat_code
      from municipalities later
      where earlier.successor_istat_code = later.istat_code and later.suppressed_at is not null`.execute(db);
    if (Number(result.numAffectedRows ?? 0n) === 0) break;
  }
}

/** A landing page of a suppressed comune, as its successor's page of the same keyword is written from it. */
export interface PageOfComune {
  successorIstatCode: string | null;
  keyword: string;
  keywordNormalized: string;
  isPlural: boolean;
  isPublished: boolean;
}

/**
 * The pages of comuni (by cadastral code), with each comune's successor. `isPublished`: published, or unpublished by
 * the comune's suppression (in its transaction, so at its very time): a comune whose successor a later file named.
 */
export async function pagesOfComuni(db: Db, cadastralCodes: readonly string[]): Promise<PageOfComune[]> {
  if (cadastralCodes.length === 0) return [];
  const rows = await db
    .selectFrom('landing_pages')
    .innerJoin('municipalities', 'municipalities.istat_code', 'landing_pages.istat_code')
    .select([
      'municipalities.successor_istat_code',
      'landing_pages.keyword',
      'landing_pages.keyword_normalized',
      'landing_pages.is_plural',
      sql<boolean>`landing_pages.is_published or landing_pages.updated_at = municipalities.suppressed_at`.as('is_published'),
    ])
    .where('municipalities.cadastral_code', 'in', [...cadastralCodes])
    .orderBy('municipalities.cadastral_code')
    .orderBy('landing_pages.keyword_normalized')
    .execute();
  return rows.map((row) => ({
    successorIstatCode: row.successor_istat_code,
    keyword: row.keyword,
    keywordNormalized: row.keyword_normalized,
    isPlural: row.is_plural,
    isPublished: row.is_published,
  }));
}

/** Takes the pages of comuni (by cadastral code) off the site: a suppressed comune's redirect or answer 404 anyway. */
export async function unpublishPagesOf(db: Db, cadastralCodes: readonly string[]): Promise<number> {
  if (cadastralCodes.length === 0) return 0;
  const result = await db
    .updateTable('landing_pages')
    .set({ is_published: false, updated_at: sql`now()` })
    .where('istat_code', 'in', (eb) =>
      eb
        .selectFrom('municipalities')
        .select('istat_code')
        .where('cadastral_code', 'in', [...cadastralCodes]),
    )
    .where('is_published', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The comune's name and province as the pages of renamed or moved comuni show them (their slugs stay). */
export async function refreshPagesOf(db: Db, cadastralCodes: readonly string[]): Promise<void> {
  if (cadastralCodes.length === 0) return;
  await sql`
    update landing_pages p set municipality_name = m.name, province = m.province, updated_at = now()
    from municipalities m
    where p.istat_code = m.istat_code and m.cadastral_code = any(${[...cadastralCodes]}::text[])
      and (p.municipality_name <> m.name or p.province <> m.province)`.execute(db);
}

/** A partner's province and region are its seat comune's: they follow a move or a new name of the region. */
export async function refreshPartnerAreasOf(db: Db, cadastralCodes: readonly string[]): Promise<void> {
  if (cadastralCodes.length === 0) return;
  await sql`
    update businesses b set province_code = m.province_code, region = m.region, updated_at = now()
    from municipalities m
    where b.istat_code = m.istat_code and m.cadastral_code = any(${[...cadastralCodes]}::text[])
      and (b.province_code is distinct from m.province_code or b.region is distinct from m.region)`.execute(db);
}

/**
 * A partner whose area is a province or a region alone (no seat comune) follows a sigla or a region name the file
 * changed for all its comuni alike (`renames`: old to new, only the unambiguous ones).
 */
export async function renameNamedAreas(
  db: Db,
  renames: { provinceCodes: ReadonlyMap<string, string>; regions: ReadonlyMap<string, string> },
): Promise<void> {
  for (const [column, map] of [
    ['province_code', renames.provinceCodes],
    ['region', renames.regions],
  ] as const) {
    if (map.size === 0) continue;
    await sql`
      update businesses b set ${sql.ref(column)} = c.to_value, updated_at = now()
      from unnest(${[...map.keys()]}::text[], ${[...map.values()]}::text[]) as c(from_value, to_value)
      where b.istat_code is null and ${sql.ref(`b.${column}`)} = c.from_value`.execute(db);
  }
}

/**
 * Everything that names a comune suppressed into a successor moves to the successor: partners' seats (with the
 * successor's province and region) and served comuni (once each), pending partner sign-ups, open leads.
 */
export async function followSuccessors(db: Db): Promise<{ partners: number; leads: number }> {
  const seats = await sql`
    update businesses b set istat_code = s.istat_code, province_code = s.province_code, region = s.region, updated_at = now()
    from municipalities m join municipalities s on s.istat_code = m.successor_istat_code
    where b.istat_code = m.istat_code`.execute(db);
  const served = await sql`
    update businesses b set service_comuni = (
      select array_agg(mapped.code order by mapped.position) from (
        select coalesce(m.successor_istat_code, served.code) as code, min(served.position) as position
        from unnest(b.service_comuni) with ordinality as served(code, position)
        left join municipalities m on m.istat_code = served.code and m.successor_istat_code is not null
        group by 1
      ) as mapped
    ), updated_at = now()
    where exists (select 1 from municipalities m where m.istat_code = any(b.service_comuni) and m.successor_istat_code is not null)`.execute(db);
  await sql`
    update partner_signups p set istat_code = m.successor_istat_code
    from municipalities m where p.istat_code = m.istat_code and m.successor_istat_code is not null`.execute(db);
  const leads = await sql`
    update leads set istat_code = m.successor_istat_code, updated_at = now()
    from municipalities m where leads.istat_code = m.istat_code and m.successor_istat_code is not null and ${OPEN_LEAD}`.execute(db);
  return {
    partners: Number(seats.numAffectedRows ?? 0n) + Number(served.numAffectedRows ?? 0n),
    leads: Number(leads.numAffectedRows ?? 0n),
  };
}

export async function insertImportLog(
  db: Db,
  entry: {
    source: 'admin' | 'cli';
    adminId: string | null;
    comuniFileName: string | null;
    changesFileName: string | null;
    diff: ComuniImportDiff;
  },
): Promise<string> {
  const { diff } = entry;
  const row = await db
    .insertInto('municipality_imports')
    .values({
      source: entry.source,
      admin_id: entry.adminId,
      comuni_file_name: entry.comuniFileName,
      changes_file_name: entry.changesFileName,
      added: diff.added.length,
      renamed: diff.renamed.length,
      moved: diff.moved.length,
      suppressed: diff.suppressed.length,
      other_changes: diff.otherChanges,
      diff: JSON.stringify(diff),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type ImportLogRow = Omit<MunicipalityImportRow, 'diff'> & { admin_name: string | null };

export async function listImportLog(db: Db, limit: number): Promise<ImportLogRow[]> {
  return db
    .selectFrom('municipality_imports')
    .leftJoin('admins', 'admins.id', 'municipality_imports.admin_id')
    .select([
      'municipality_imports.id',
      'municipality_imports.created_at',
      'municipality_imports.source',
      'municipality_imports.admin_id',
      'municipality_imports.comuni_file_name',
      'municipality_imports.changes_file_name',
      'municipality_imports.added',
      'municipality_imports.renamed',
      'municipality_imports.moved',
      'municipality_imports.suppressed',
      'municipality_imports.other_changes',
      'admins.name as admin_name',
    ])
    .orderBy('municipality_imports.created_at', 'desc')
    .orderBy('municipality_imports.id', 'desc')
    .limit(limit)
    .execute();
}

/** A comune suppressed without a successor, as an item tied to it names it. */
interface OrphanComune {
  istat_code: string;
  comune_name: string;
  province_code: string;
  suppressed_at: Date;
}

const ORPHAN = sql<SqlBool>`m.suppressed_at is not null and m.successor_istat_code is null`;

/** Partners whose seat or served comuni include a comune suppressed without successor (`seat`: it is the seat). */
export async function partnersOfOrphanComuni(db: Db): Promise<Array<OrphanComune & { id: string; label: string; seat: boolean }>> {
  const result = await sql<OrphanComune & { id: string; label: string; seat: boolean }>`
    select b.id, b.name as label, (b.istat_code = m.istat_code) as seat,
      m.istat_code, m.name as comune_name, m.province_code, m.suppressed_at
    from businesses b join municipalities m on m.istat_code = b.istat_code or m.istat_code = any(b.service_comuni)
    where ${ORPHAN}
    order by m.name, m.istat_code, b.name, b.id`.execute(db);
  return result.rows;
}

export async function openLeadsOfOrphanComuni(db: Db): Promise<Array<OrphanComune & { id: string; label: string; created_at: Date }>> {
  const result = await sql<OrphanComune & { id: string; label: string; created_at: Date }>`
    select leads.id, leads.category as label, leads.created_at,
      m.istat_code, m.name as comune_name, m.province_code, m.suppressed_at
    from leads join municipalities m on m.istat_code = leads.istat_code
    where ${ORPHAN} and ${OPEN_LEAD}
    order by m.name, m.istat_code, leads.created_at, leads.id`.execute(db);
  return result.rows;
}

export async function pagesOfOrphanComuni(db: Db): Promise<Array<OrphanComune & { id: string; label: string }>> {
  const result = await sql<OrphanComune & { id: string; label: string }>`
    select p.id, p.title as label, m.istat_code, m.name as comune_name, m.province_code, m.suppressed_at
    from landing_pages p join municipalities m on m.istat_code = p.istat_code
    where ${ORPHAN}
    order by m.name, m.istat_code, p.title, p.id`.execute(db);
  return result.rows;
}
