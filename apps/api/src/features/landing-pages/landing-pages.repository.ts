import type { LandingPageStatusFilter } from '@trovapro/domain';
import { sql, type Updateable, type ExpressionBuilder, type SelectQueryBuilder, type UpdateQueryBuilder, type DeleteQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Database, LandingPageRow, NewLandingPageRow } from '../../db/rows.ts';

/** The filters of the manage tab, already normalized: absent means "any". */
export interface PageFilter {
  /** The normalized keywords a page must have: those containing the typed text (`keywordsContaining`). */
  keywords?: readonly string[];
  province?: string;
  status?: LandingPageStatusFilter;
}

// The builders' selection types do not matter to a WHERE clause: `any` lets one function take all three.
// biome-ignore-start lint/suspicious/noExplicitAny: see above.
type Filterable =
  | SelectQueryBuilder<Database, 'landing_pages', any>
  | UpdateQueryBuilder<Database, 'landing_pages', 'landing_pages', any>
  | DeleteQueryBuilder<Database, 'landing_pages', any>;
// biome-ignore-end lint/suspicious/noExplicitAny: see above.

/** The one place filters become SQL: list, count, bulk update and delete-by-filters agree by construction. */
function whereFilter<Q extends Filterable>(query: Q, filter: PageFilter): Q {
  const where = (eb: ExpressionBuilder<Database, 'landing_pages'>) => {
    const conditions = [];
    if (filter.keywords) {
      conditions.push(filter.keywords.length === 0 ? eb.lit(false) : eb('keyword_normalized', 'in', [...filter.keywords]));
    }
    if (filter.province) conditions.push(eb('province', '=', filter.province));
    if (filter.status === 'published') conditions.push(eb('is_published', '=', true));
    if (filter.status === 'draft') conditions.push(eb('is_published', '=', false));
    return eb.and(conditions);
  };
  // biome-ignore lint/suspicious/noExplicitAny: as in Filterable, the selection type does not matter to a WHERE clause.
  return (query as SelectQueryBuilder<Database, 'landing_pages', any>).where(where) as Q;
}

/**
 * The distinct keywords containing `text` (normalized like them: lowercase, single spaces), so «qa walk»
 * finds «idraulico qa walk». Keywords are few (one per generation) and pages many: a skip scan reads the
 * list index once per keyword, and pages are then filtered by `keyword_normalized in (…)`, which the same
 * index serves in its own order, deep pages included.
 */
export async function keywordsContaining(db: Db, text: string): Promise<string[]> {
  const result = await sql<{ word: string }>`
    with recursive keyword(word) as (
      (select keyword_normalized from landing_pages order by keyword_normalized limit 1)
      union all
      select (
        select next.keyword_normalized from landing_pages next
        where next.keyword_normalized > keyword.word order by next.keyword_normalized limit 1
      )
      from keyword where keyword.word is not null
    )
    select word from keyword where word like ${containsPattern(text)}`.execute(db);
  return result.rows.map((row) => row.word);
}

/**
 * One page of the list. The page's ids are found first (from an index alone, skipping `offset` entries
 * cheaply), then only those rows are read: deep pages stay fast over 100,000 pages.
 */
export async function listPageRows(db: Db, filter: PageFilter, limit: number, offset: number): Promise<LandingPageRow[]> {
  const ids = whereFilter(db.selectFrom('landing_pages').select('id'), filter)
    .orderBy('keyword_normalized')
    .orderBy('province')
    .orderBy('municipality_name')
    .orderBy('id')
    .limit(limit)
    .offset(offset);
  return db
    .selectFrom('landing_pages')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('keyword_normalized')
    .orderBy('province')
    .orderBy('municipality_name')
    .orderBy('id')
    .execute();
}

export async function countPages(db: Db, filter: PageFilter): Promise<number> {
  const row = await whereFilter(db.selectFrom('landing_pages').select(sql<number>`count(*)::int`.as('count')), filter).executeTakeFirstOrThrow();
  return row.count;
}

/** A page by slug, published or not, with its comune's suppression (issue 36): null while the comune is in force. */
export async function findPageWithComune(
  db: Db,
  slug: string,
): Promise<(LandingPageRow & { suppressed_at: Date | null; successor_istat_code: string | null }) | undefined> {
  return db
    .selectFrom('landing_pages')
    .innerJoin('municipalities', 'municipalities.istat_code', 'landing_pages.istat_code')
    .selectAll('landing_pages')
    .select(['municipalities.suppressed_at', 'municipalities.successor_istat_code'])
    .where('landing_pages.slug', '=', slug)
    .executeTakeFirst();
}

/** The slug of a comune's published page of a keyword (its identity: keyword and comune), if any. */
export async function publishedSlugOf(db: Db, istatCode: string, keywordNormalized: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('landing_pages')
    .select('slug')
    .where('istat_code', '=', istatCode)
    .where('keyword_normalized', '=', keywordNormalized)
    .where('is_published', '=', true)
    .executeTakeFirst();
  return row?.slug;
}

export type LandingPageChanges = Omit<Updateable<Database['landing_pages']>, 'id' | 'created_at' | 'updated_at'>;

export async function updatePageRow(db: Db, id: string, changes: LandingPageChanges): Promise<LandingPageRow | undefined> {
  return db
    .updateTable('landing_pages')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deletePageRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('landing_pages').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function setPublishedByIds(db: Db, ids: readonly string[], isPublished: boolean): Promise<number> {
  const result = await db
    .updateTable('landing_pages')
    .set({ is_published: isPublished, updated_at: sql`now()` })
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Publishes or hides every page matching the filter; pages already in that state count as done too. */
export async function setPublishedByFilter(db: Db, filter: PageFilter, isPublished: boolean): Promise<number> {
  const result = await whereFilter(
    db.updateTable('landing_pages').set({ is_published: isPublished, updated_at: sql`now()` }),
    filter,
  ).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteByIds(db: Db, ids: readonly string[]): Promise<number> {
  const result = await db
    .deleteFrom('landing_pages')
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteByFilter(db: Db, filter: PageFilter): Promise<number> {
  const result = await whereFilter(db.deleteFrom('landing_pages'), filter).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Rows per INSERT of generated pages: 11 parameters each, a few hundred rows per statement. */
export const UPSERT_BATCH_SIZE = 250;

/** Inserts pages, or updates the page of the same keyword and comune (its slug, state and counts are kept). */
export async function upsertPages(db: Db, rows: readonly NewLandingPageRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += UPSERT_BATCH_SIZE) {
    await db
      .insertInto('landing_pages')
      .values(rows.slice(start, start + UPSERT_BATCH_SIZE))
      .onConflict((oc) =>
        oc.columns(['keyword_normalized', 'istat_code']).doUpdateSet((eb) => ({
          keyword: eb.ref('excluded.keyword'),
          municipality_name: eb.ref('excluded.municipality_name'),
          province: eb.ref('excluded.province'),
          title: eb.ref('excluded.title'),
          meta_description: eb.ref('excluded.meta_description'),
          content: eb.ref('excluded.content'),
          is_plural: eb.ref('excluded.is_plural'),
          updated_at: sql`now()`,
        })),
      )
      .execute();
  }
}

/** Inserts pages, leaving alone a keyword and comune that already has one; returns how many were inserted. */
export async function insertNewPages(db: Db, rows: readonly NewLandingPageRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('landing_pages')
    .values([...rows])
    .onConflict((oc) => oc.columns(['keyword_normalized', 'istat_code']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** The slugs already held: by this keyword's pages (kept on regeneration) and by any page (taken). */
export async function existingSlugs(
  db: Db,
  keywordNormalized: string,
  candidates: readonly string[],
): Promise<{ own: Map<string, string>; taken: Set<string> }> {
  const [own, taken] = await Promise.all([
    db.selectFrom('landing_pages').select(['istat_code', 'slug']).where('keyword_normalized', '=', keywordNormalized).execute(),
    candidates.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('landing_pages')
          .select('slug')
          .where('slug', 'in', [...candidates])
          .execute(),
  ]);
  return { own: new Map(own.map((row) => [row.istat_code, row.slug])), taken: new Set(taken.map((row) => row.slug)) };
}

/** Live figures of a province for a category (null: any category): active partners, and requests per comune. */
export async function provinceFigures(
  db: Db,
  province: string,
  category: string | null,
): Promise<{ activePartners: number; requestsByComune: Map<string, number> }> {
  let partners = db
    .selectFrom('businesses')
    .innerJoin('municipalities', 'municipalities.istat_code', 'businesses.istat_code')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('municipalities.province', '=', province)
    .where('businesses.is_active', '=', true);
  let requests = db
    .selectFrom('leads')
    .innerJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
    .select(['leads.istat_code', sql<number>`count(*)::int`.as('count')])
    .where('municipalities.province', '=', province)
    .groupBy('leads.istat_code');
  if (category !== null) {
    // One of the partner's categories (issue 33: a business may take leads of several).
    partners = partners.where(sql<boolean>`${category}::text = any(businesses.categories)`);
    requests = requests.where('leads.category', '=', category);
  }
  const [partnerRow, requestRows] = await Promise.all([partners.executeTakeFirstOrThrow(), requests.execute()]);
  return {
    activePartners: partnerRow.count,
    requestsByComune: new Map(requestRows.map((row) => [row.istat_code ?? '', row.count])),
  };
}

/**
 * Pages of comuni ISTAT suppressed (issue 36) are never listed, even when published again by hand: they answer a
 * redirect or nothing. Suppressed comuni are few: the planner checks a small hashed list.
 */
const ofComuneInForce = (eb: ExpressionBuilder<Database, 'landing_pages'>) =>
  eb('istat_code', 'not in', eb.selectFrom('municipalities').select('istat_code').where('suppressed_at', 'is not', null));

/** Slugs and change times of published pages, in a stable order, for one sitemap file. */
export async function publishedSlugs(db: Db, limit: number, offset: number): Promise<{ slug: string; updated_at: Date }[]> {
  return db
    .selectFrom('landing_pages')
    .select(['slug', 'updated_at'])
    .where('is_published', '=', true)
    .where(ofComuneInForce)
    .orderBy('slug')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPublished(db: Db): Promise<number> {
  const row = await db
    .selectFrom('landing_pages')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('is_published', '=', true)
    .where(ofComuneInForce)
    .executeTakeFirstOrThrow();
  return row.count;
}
