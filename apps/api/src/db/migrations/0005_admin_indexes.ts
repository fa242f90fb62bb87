import type { Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * The admin lead list pages by (created_at desc, id desc) with optional status and category filters:
 * indexes ending with `id` let it read a page's ids from the index alone, even deep pages (bench:admin).
 * They replace 0002's indexes, which are their prefixes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('leads_created_idx').execute();
  await db.schema.dropIndex('leads_status_created_idx').execute();
  await db.schema.dropIndex('leads_category_created_idx').execute();
  await db.schema.createIndex('leads_created_id_idx').on('leads').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('leads_status_created_id_idx').on('leads').columns(['status', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('leads_category_created_id_idx').on('leads').columns(['category', 'created_at desc', 'id desc']).execute();
  await db.schema
    .createIndex('leads_status_category_created_id_idx')
    .on('leads')
    .columns(['status', 'category', 'created_at desc', 'id desc'])
    .execute();
}
