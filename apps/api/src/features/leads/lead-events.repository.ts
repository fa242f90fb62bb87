import type { EmailStatus, LeadClosedReason, LeadEventType } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NewLeadEventRow } from '../../db/rows.ts';

export async function insertLeadEvents(db: Db, events: readonly NewLeadEventRow[]): Promise<void> {
  if (events.length === 0) return;
  await db.insertInto('lead_events').values(events).execute();
}

/**
 * A new lead's `created` (its created_at) and `verified` (when its verification — the row with the lead's
 * id — was verified), read where they live. Call it in the lead's transaction, after the insert.
 */
export async function insertCompletionEvents(db: Db, leadId: string): Promise<void> {
  await sql`
    insert into lead_events (lead_id, type, at)
    select id, 'created', created_at from leads where id = ${leadId}
    union all
    select leads.id, 'verified', coalesce(verifications.verified_at, leads.created_at)
    from leads left join verifications on verifications.id = leads.id
    where leads.id = ${leadId}
  `.execute(db);
}

/** One event as the union below reads it; the columns of other types are null. */
export interface LeadEventRow {
  type: LeadEventType;
  at: Date;
  lead_id: string;
  admin_name: string | null;
  from_price: string | null;
  to_price: string | null;
  business_id: string | null;
  business_name: string | null;
  amount: string | null;
  purpose: string | null;
  recipient: string | null;
  subject: string | null;
  email_status: EmailStatus | null;
  sent_at: Date | null;
  /** `closed` only. */
  reason: LeadClosedReason | null;
  /** `bought` and `refunded`: the purchase. */
  purchase_id: string | null;
  /** `refunded`: why, in words (an admin's or the guarantee's refund). */
  note: string | null;
  /** Issue 35, stored events: `auto_sent`, `wave_sent` how many businesses; `auto_scheduled` the hold in minutes. */
  count: number | null;
  /** Stored events: the rule's category (`auto_*`, `wave_sent`), the reasons' codes comma-separated (`auto_held`), a note's text. */
  detail: string | null;
}

/** Ties on `at` (one transaction writes several events) in the order things happen. */
const TYPE_RANK = sql`array_position(array['created', 'verified', 'auto_held', 'auto_scheduled', 'auto_stopped', 'approved', 'rejected', 'restored',
  'price_changed', 'sent', 'auto_sent', 'wave_sent', 'bought', 'refunded', 'email', 'closed', 'note']::text[], type)`;

const decision = sql`
  select e.type, e.at, e.lead_id, admins.name as admin_name, e.from_price::text as from_price, e.to_price::text as to_price,
    null::uuid as business_id, null::text as business_name, null::text as amount,
    null::text as purpose, null::text as recipient, null::text as subject, null::text as email_status, null::timestamptz as sent_at,
    e.reason, null::uuid as purchase_id, null::text as note, e.count, e.detail
  from lead_events e left join admins on admins.id = e.admin_id`;
const sending = sql`
  select 'sent' as type, d.sent_at as at, d.lead_id, null, null, null, b.id, b.name, null, null, null, null, null, null, null, null, null, null, null
  from lead_deliveries d join businesses b on b.id = d.business_id`;
const purchase = (type: 'bought' | 'refunded', at: 'paid_at' | 'refunded_at') => sql`
  select ${type}::text as type, p.${sql.ref(at)} as at, p.lead_id, null, null, null, p.business_id, p.business_name, p.amount::text,
    null, null, null, null, null, null, p.id, ${type === 'refunded' ? sql`p.refund_note` : sql`null`}, null, null
  from purchases p`;
const email = sql`
  select 'email' as type, o.created_at as at, o.lead_id, null, null, null, null, null, null, o.purpose, o.recipient, o.subject, o.status, o.sent_at, null, null, null, null, null
  from email_outbox o`;

/**
 * Every event of a lead, oldest first: its stored events (created, verified, decisions), its sendings
 * (deliveries), purchases paid, refunds, and the emails about it (the outbox rows carrying its id).
 */
export async function leadEventRows(db: Db, leadId: string): Promise<LeadEventRow[]> {
  const { rows } = await sql<LeadEventRow>`
    select * from (
      ${decision} where e.lead_id = ${leadId}
      union all ${sending} where d.lead_id = ${leadId}
      union all ${purchase('bought', 'paid_at')} where p.lead_id = ${leadId} and p.status = 'paid'
      union all ${purchase('refunded', 'refunded_at')} where p.lead_id = ${leadId} and p.refunded_at is not null
      union all ${email} where o.lead_id = ${leadId}
    ) events
    order by at, ${TYPE_RANK}, business_name, purpose, recipient`.execute(db);
  return rows;
}

/**
 * The `limit` latest events across all leads, newest first, each with its lead's category: decisions, automatic
 * steps and creations (not `verified`, which comes with every creation, nor the admins' notes), sendings, purchases paid and refunds. Each
 * source is read newest first from its own index and cut at `limit` before they are merged.
 */
export async function recentEventRows(db: Db, limit: number): Promise<Array<LeadEventRow & { category: string }>> {
  const { rows } = await sql<LeadEventRow & { category: string }>`
    select events.*, leads.category from (
      (${decision} where e.type not in ('verified', 'note') order by e.at desc limit ${limit})
      union all (${sending} order by d.sent_at desc limit ${limit})
      union all (${purchase('bought', 'paid_at')} where p.status = 'paid' and p.paid_at is not null order by p.paid_at desc limit ${limit})
      union all (${purchase('refunded', 'refunded_at')} where p.refunded_at is not null order by p.refunded_at desc limit ${limit})
    ) events
    join leads on leads.id = events.lead_id
    order by events.at desc, ${TYPE_RANK} desc, events.business_name
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * An admin's note on the lead's timeline (issue 35), in the caller's transaction: when it was written and by whom (the
 * admin's name, null when unknown).
 */
export async function insertLeadNote(
  trx: Db,
  leadId: string,
  adminId: string | null,
  text: string,
): Promise<{ at: Date; admin_name: string | null }> {
  const { rows } = await sql<{ at: Date; admin_name: string | null }>`
    with note as (
      insert into lead_events (lead_id, type, admin_id, detail) values (${leadId}, 'note', ${adminId}, ${text})
      returning at, admin_id
    )
    select note.at, admins.name as admin_name from note left join admins on admins.id = note.admin_id`.execute(trx);
  const row = rows[0];
  if (row === undefined) throw new Error('note not inserted');
  return row;
}
