import type { Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 33, «Offerte» of the «Area aziende»: a business buys an offered lead from its area. The emailed purchase link's
 * token is stored only as its hash (`token_hash`), so the area cannot rebuild it; it mints a token of its own instead:
 * - `lead_deliveries.area_token_hash`: the SHA-256 of the latest purchase link the area gave this business for this
 *   lead, replaced at each new one (the previous area link stops working; the emailed link never does). The checkout
 *   accepts either hash; unique like `token_hash`, so a hash names one delivery.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lead_deliveries').addColumn('area_token_hash', 'text').execute();
  await db.schema.createIndex('lead_deliveries_area_token_hash_idx').on('lead_deliveries').column('area_token_hash').unique().execute();
}
