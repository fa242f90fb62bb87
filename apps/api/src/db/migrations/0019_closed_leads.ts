import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * A request ends in one terminal state (issue 29):
 * - `leads.status = 'closed'`, with `closed_reason` (`erased`: the person's data was erased, by the admin, by
 *   their own link or by retention; `customer_stop` and `admin` come later) and `closed_at`. A check keeps the
 *   reason present exactly when the lead is closed. Nothing leaves `closed`: the service's transitions say so.
 * - leads whose data was erased before this migration are closed now (reason `erased`, at their erasure), so an
 *   erased person's lead is never offered or sold again;
 * - `lead_events` gains `closed` with its reason;
 * - `purchases.failure_reason` may say `lead_closed` (free text already; named here for the record).
 * - the shipped refund notice stops saying why the request was unavailable (sold out is not the only reason
 *   now); an admin's own wording stays.
 */
const REFUND_REASON_FROM =
  'il tuo pagamento per la richiesta della categoria {category} {inLocation} è arrivato quando la richiesta non era più disponibile: era già stata acquistata dal numero massimo di aziende, oppure l’avevi già acquistata con questa email.';
const REFUND_REASON_TO =
  'il tuo pagamento per la richiesta della categoria {category} {inLocation} è arrivato quando la richiesta non era più in vendita: era già stata acquistata dal numero massimo di aziende, era stata chiusa, oppure l’avevi già acquistata con questa email.';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table leads drop constraint leads_status_check`.execute(db);
  await sql`
    alter table leads add constraint leads_status_check
    check (status in ('pending', 'approved', 'approved_pending_companies', 'rejected', 'sent', 'closed'))
  `.execute(db);
  await db.schema
    .alterTable('leads')
    .addColumn('closed_reason', 'text', (col) => col.check(sql`closed_reason in ('erased', 'customer_stop', 'admin')`))
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await sql`
    update leads set status = 'closed', closed_reason = 'erased', closed_at = erased_at, updated_at = now()
    where erased_at is not null
  `.execute(db);
  await sql`
    alter table leads add constraint leads_closed_has_reason
    check ((status = 'closed') = (closed_reason is not null and closed_at is not null))
  `.execute(db);

  await sql`alter table lead_events drop constraint lead_events_type_check`.execute(db);
  await sql`
    alter table lead_events add constraint lead_events_type_check
    check (type in ('created', 'verified', 'approved', 'rejected', 'restored', 'price_changed', 'closed'))
  `.execute(db);
  await db.schema
    .alterTable('lead_events')
    .addColumn('reason', 'text', (col) => col.check(sql`reason in ('erased', 'customer_stop', 'admin')`))
    .execute();
  await sql`
    insert into lead_events (lead_id, type, at, reason)
    select id, 'closed', closed_at, closed_reason from leads where status = 'closed'
  `.execute(db);

  await sql`
    update templates set content = replace(content, ${REFUND_REASON_FROM}, ${REFUND_REASON_TO}), updated_at = now()
    where type = 'email' and name = 'refund_notice_email' and position(${REFUND_REASON_FROM} in content) > 0
  `.execute(db);
}
