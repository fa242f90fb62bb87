import type { Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 29: a chat that asks a new code (a resend, or «Cambia email» to another address) names the verification
 * it had; that one is marked replaced and stops counting: its code no longer verifies and it can no longer
 * become a lead. Only the latest verification of a chat counts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('verifications').addColumn('replaced_at', 'timestamptz').execute();
}
