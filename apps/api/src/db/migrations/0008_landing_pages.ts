import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * SEO landing pages: one per keyword and comune (issue "SEO landing pages"), with view and lead counts.
 * `keyword_normalized` (trimmed, single spaces, lowercase) uses the "C" collation so one btree serves
 * both the list's order and the keyword filter's prefix match.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('landing_pages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('keyword', 'text', (col) => col.notNull())
    .addColumn('keyword_normalized', sql`text collate "C"`, (col) => col.notNull())
    .addColumn('istat_code', 'text', (col) => col.notNull().references('municipalities.istat_code').onDelete('cascade'))
    .addColumn('municipality_name', 'text', (col) => col.notNull())
    .addColumn('province', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('meta_description', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('is_plural', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_published', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`view_count >= 0`))
    .addColumn('lead_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`lead_count >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Generating the same keyword for the same comune again updates its page.
    .addUniqueConstraint('landing_pages_keyword_comune_key', ['keyword_normalized', 'istat_code'])
    .execute();
  // Move the HTML out of the row as soon as possible: rows stay narrow, so the admin list and counts
  // read few pages even over 100,000 pages.
  await sql`alter table landing_pages set (toast_tuple_target = 128)`.execute(db);
  // The admin list's order under each filter; `is_published` included so lists and counts can be
  // answered from the index alone.
  await sql`create index landing_pages_list_idx on landing_pages (keyword_normalized, province, municipality_name, id) include (is_published)`.execute(
    db,
  );
  await sql`create index landing_pages_province_idx on landing_pages (province, keyword_normalized, municipality_name, id) include (is_published)`.execute(
    db,
  );
  await sql`create index landing_pages_published_idx on landing_pages (is_published, keyword_normalized, province, municipality_name, id)`.execute(
    db,
  );

  // Leads written before this table may carry ids of pages that never existed.
  await sql`update leads set landing_page_id = null where landing_page_id is not null`.execute(db);
  await db.schema
    .alterTable('leads')
    .addForeignKeyConstraint('leads_landing_page_id_fkey', ['landing_page_id'], 'landing_pages', ['id'], (fk) => fk.onDelete('set null'))
    .execute();
  await db.schema.createIndex('leads_landing_page_idx').on('leads').column('landing_page_id').execute();

  // A lead from a landing page's chat counts for that page; an id of no page is dropped, not refused
  // (the chat must never fail because its page was deleted meanwhile).
  await sql`
    create function leads_count_landing_page() returns trigger language plpgsql as $$
    begin
      if new.landing_page_id is not null then
        update landing_pages set lead_count = lead_count + 1 where id = new.landing_page_id;
        if not found then
          new.landing_page_id := null;
        end if;
      end if;
      return new;
    end;
    $$`.execute(db);
  await sql`
    create trigger leads_count_landing_page before insert on leads
    for each row execute function leads_count_landing_page()`.execute(db);
}
