import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * The admin's searches ignore accents both ways («Pésaro» finds Pesaro, «pesaro» finds Pésaro), and the lead
 * list sorts by price either way (issue 29):
 * - `search_fold(text)`: lowercase without accents, through the `unaccent` extension (PostgreSQL's contrib, and
 *   PGlite's). `unaccent()` itself is only STABLE (it reads its dictionary by name), so a generated column or an
 *   index cannot use it: the wrapper names the dictionary by schema and is declared IMMUTABLE, the documented way;
 * - `search_pattern(term)`: the LIKE pattern «contains term», the term folded first and its own `%`, `_` and `\`
 *   escaped after folding (unaccent turns a full-width «％» into «%», which must stay literal);
 * - `leads.search_text` is rebuilt folded (a generated column's expression cannot be altered in PostgreSQL 15: it is
 *   dropped and added again, every row recomputed), with its trigram index; the comuni's names get a trigram index
 *   of their folded form, which replaces the plain one (nothing searches the plain name any more);
 * - `businesses.search_text`: the partner search's name, email and «Zona», folded and stored with a trigram index,
 *   rather than folding every partner's text at each search;
 * - «cheapest first» (ties newest first, like every order) reads a page's ids from an index of its own, as the
 *   other orders do (0005, 0015).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists unaccent with schema public`.execute(db);
  await sql`
    create function search_fold(text) returns text
    language sql immutable strict parallel safe
    as $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$
  `.execute(db);
  await sql`
    create function search_pattern(text) returns text
    language sql immutable strict parallel safe
    as $$ select '%' || replace(replace(replace(search_fold($1), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' $$
  `.execute(db);

  await sql`drop index leads_search_trgm_idx`.execute(db);
  await db.schema.alterTable('leads').dropColumn('search_text').execute();
  await sql`
    alter table leads add column search_text text generated always as (
      search_fold(
        user_request || chr(10) || user_name || chr(10) || user_email || chr(10)
        || coalesce(user_phone, '') || chr(10) || regexp_replace(coalesce(user_phone, ''), '[^0-9]', '', 'g')
      )
    ) stored
  `.execute(db);
  await sql`create index leads_search_trgm_idx on leads using gin (search_text gin_trgm_ops)`.execute(db);

  await sql`drop index if exists municipalities_name_trgm_idx`.execute(db);
  await sql`create index municipalities_name_folded_trgm_idx on municipalities using gin (search_fold(name) gin_trgm_ops)`.execute(db);

  await sql`
    alter table businesses add column search_text text generated always as (
      search_fold(name || chr(10) || email || chr(10) || location)
    ) stored
  `.execute(db);
  await sql`create index businesses_search_trgm_idx on businesses using gin (search_text gin_trgm_ops)`.execute(db);

  await db.schema.createIndex('leads_price_asc_created_id_idx').on('leads').columns(['price asc', 'created_at desc', 'id desc']).execute();
}
