import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { EmailOutboxRow, LeadRow, VerificationRow } from '../../db/rows.ts';

/** The fixed values an anonymised lead keeps in place of the person's data (the columns are NOT NULL). */
export interface ErasedValues {
  readonly userName: string;
  readonly userEmail: string;
  readonly userRequest: string;
}

export type PrivacyLeadRow = Omit<LeadRow, 'price'> & { price: string };

export interface LeadPurchaseRow {
  lead_id: string;
  business_name: string;
  business_email: string;
  amount: string;
  status: string;
  created_at: Date;
  paid_at: Date | null;
}

export interface LeadDeliveryRow {
  lead_id: string;
  business_name: string;
  sent_at: Date;
}

/** The address of the lead (empty once erased), or undefined when no lead has this id. */
export async function findLeadEmail(db: Db, leadId: string): Promise<string | undefined> {
  const row = await db.selectFrom('leads').select('user_email').where('id', '=', leadId).executeTakeFirst();
  return row?.user_email;
}

/** Leads of the address that still hold personal data. */
export async function countLeadsWithData(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('user_email', '=', email)
    .where('erased_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.total;
}

export async function listLeadsOf(db: Db, email: string): Promise<PrivacyLeadRow[]> {
  return db
    .selectFrom('leads')
    .selectAll()
    .select(sql<string>`price::text`.as('price'))
    .where('user_email', '=', email)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function listPurchasesOf(db: Db, leadIds: readonly string[]): Promise<LeadPurchaseRow[]> {
  if (leadIds.length === 0) return [];
  return db
    .selectFrom('purchases')
    .select(['lead_id', 'business_name', 'business_email', sql<string>`amount::text`.as('amount'), 'status', 'created_at', 'paid_at'])
    .where('lead_id', 'in', leadIds)
    .orderBy('created_at')
    .execute();
}

export async function listDeliveriesOf(db: Db, leadIds: readonly string[]): Promise<LeadDeliveryRow[]> {
  if (leadIds.length === 0) return [];
  return db
    .selectFrom('lead_deliveries')
    .innerJoin('businesses', 'businesses.id', 'lead_deliveries.business_id')
    .select(['lead_deliveries.lead_id', 'businesses.name as business_name', 'lead_deliveries.sent_at'])
    .where('lead_deliveries.lead_id', 'in', leadIds)
    .orderBy('lead_deliveries.sent_at')
    .execute();
}

/** The admins' notes on the leads (issue 35): what was written about the person, for their copy of their data. */
export async function listNotesOf(db: Db, leadIds: readonly string[]): Promise<{ lead_id: string; at: Date; detail: string | null }[]> {
  if (leadIds.length === 0) return [];
  return db
    .selectFrom('lead_events')
    .select(['lead_id', 'at', 'detail'])
    .where('lead_id', 'in', leadIds)
    .where('type', '=', 'note')
    .orderBy('at')
    .execute();
}

export async function listVerificationsOf(db: Db, email: string): Promise<VerificationRow[]> {
  return db.selectFrom('verifications').selectAll().where('email', '=', email).orderBy('created_at').execute();
}

/**
 * The outbox rows to the address, and those about its leads that hold the request: the admins' new-lead
 * notice, the offers sent to businesses and the contacts emails of their purchases.
 */
function emailsAbout(db: Db, email: string, leadIds: readonly string[]) {
  return db.selectFrom('email_outbox').where((eb) => {
    const about = [eb('recipient', '=', email)];
    if (leadIds.length > 0) {
      about.push(
        eb(
          'dedupe_key',
          'in',
          leadIds.flatMap((id) => [`lead-confirmation:${id}`, `admin-new-lead:${id}`]),
        ),
      );
      for (const id of leadIds) about.push(eb('dedupe_key', 'like', `lead-offer:${id}:%`));
      about.push(
        eb(
          'dedupe_key',
          'in',
          eb
            .selectFrom('purchases')
            .select(sql<string>`'purchase-contacts:' || purchases.id::text`.as('key'))
            .where('purchases.lead_id', 'in', leadIds),
        ),
      );
    }
    return eb.or(about);
  });
}

export async function listEmailsAbout(db: Db, email: string, leadIds: readonly string[]): Promise<EmailOutboxRow[]> {
  return emailsAbout(db, email, leadIds).selectAll().orderBy('created_at').orderBy('id').execute();
}

export async function deleteEmailsAbout(trx: Db, email: string, leadIds: readonly string[]): Promise<number> {
  const ids = (await emailsAbout(trx, email, leadIds).select('id').execute()).map((row) => row.id);
  if (ids.length === 0) return 0;
  const result = await trx.deleteFrom('email_outbox').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteVerificationsOf(trx: Db, email: string): Promise<number> {
  const result = await trx.deleteFrom('verifications').where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The ids of the address's leads, locked until the transaction ends. */
export async function lockLeadIdsOf(trx: Db, email: string): Promise<string[]> {
  const rows = await trx.selectFrom('leads').select('id').where('user_email', '=', email).forUpdate().execute();
  return rows.map((row) => row.id);
}

const anonymisedColumns = (erased: ErasedValues) => ({
  user_name: erased.userName,
  user_email: erased.userEmail,
  user_phone: null,
  user_request: erased.userRequest,
  erased_at: sql<Date>`now()`,
  updated_at: sql<Date>`now()`,
});

/**
 * Issue 35: the admins' notes on the leads go with their personal data (a note may name the person or repeat what
 * they said), in the caller's transaction. Their other events stay.
 */
async function deleteLeadNotes(trx: Db, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await trx.deleteFrom('lead_events').where('lead_id', 'in', leadIds).where('type', '=', 'note').execute();
}

/** Anonymises the leads (category, comune, price, status, purchases stay) and deletes their notes; returns how many held data. */
export async function anonymiseLeads(trx: Db, leadIds: readonly string[], erased: ErasedValues): Promise<number> {
  if (leadIds.length === 0) return 0;
  const result = await trx
    .updateTable('leads')
    .set(anonymisedColumns(erased))
    .where('id', 'in', leadIds)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  await deleteLeadNotes(trx, leadIds);
  return Number(result.numUpdatedRows);
}

/**
 * Retention: anonymises the leads created before `cutoff` that still hold personal data, and deletes their notes (call
 * it in a transaction); answers their ids.
 */
export async function anonymiseLeadsCreatedBefore(db: Db, cutoff: Date, erased: ErasedValues): Promise<string[]> {
  const rows = await db
    .updateTable('leads')
    .set(anonymisedColumns(erased))
    .where('created_at', '<', cutoff)
    .where('erased_at', 'is', null)
    .returning('id')
    .execute();
  // By the same condition rather than the ids: a first pass may anonymise more leads than a statement takes parameters.
  await db
    .deleteFrom('lead_events')
    .where('type', '=', 'note')
    .where('lead_id', 'in', (eb) => eb.selectFrom('leads').select('id').where('created_at', '<', cutoff))
    .execute();
  return rows.map((row) => row.id);
}

/** Retention: verifications older than `cutoff` (a verified email counts for 30 minutes only). */
export async function deleteVerificationsCreatedBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('verifications').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteUnconfirmedSignupsCreatedBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('partner_signups').where('created_at', '<', cutoff).where('verified_at', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Retention: the bodies (text, HTML, secrets) of messages created before `cutoff` that are settled (sent
 * or given up) are cleared; who, when, subject, purpose and status stay.
 */
export async function clearEmailBodiesCreatedBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .updateTable('email_outbox')
    .set({ text: '', html: '', secrets: null })
    .where('created_at', '<', cutoff)
    .where('status', 'in', ['sent', 'failed'])
    .where((eb) => eb.or([eb('text', '<>', ''), eb('html', '<>', ''), eb('secrets', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
