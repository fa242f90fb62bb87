import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Launch safety (issue 14):
 * - `lead_deliveries.token_hash`: the SHA-256 of the purchase link's token, one per lead and invited
 *   business; only a holder of the token buys, as that business. Deliveries made before have none:
 *   their bare links no longer sell anything.
 * - A business buys a lead once (by the business the token names, not by the email typed at checkout).
 * - `email_outbox.secrets`: values (a verification code, a purchase link's token) rendered as markers in
 *   the stored message and put back only when it is sent; cleared once it is sent or given up. Codes
 *   stored in clear by earlier verification emails are masked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lead_deliveries').addColumn('token_hash', 'text').execute();
  await db.schema.createIndex('lead_deliveries_token_hash_idx').on('lead_deliveries').column('token_hash').unique().execute();

  await db.schema.dropIndex('purchases_one_paid_per_business_idx').execute();
  await db.schema
    .createIndex('purchases_one_paid_per_business_idx')
    .on('purchases')
    .columns(['lead_id', 'business_id'])
    .unique()
    .where(sql.ref('status'), '=', 'paid')
    .execute();

  await db.schema.alterTable('email_outbox').addColumn('secrets', 'jsonb').execute();
  await sql`
    update email_outbox
    set subject = regexp_replace(subject, '\\m\\d{4}\\M', '••••', 'g'),
        text = regexp_replace(text, '\\m\\d{4}\\M', '••••', 'g'),
        html = regexp_replace(html, '\\m\\d{4}\\M', '••••', 'g')
    where purpose = 'verification-code'
  `.execute(db);
}
