import type { LeadReportReason, LeadReportState } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Postmark's bounce types that say the address does not work (not a full mailbox, an auto-reply or a spam complaint). */
export const INVALID_ADDRESS_BOUNCES = ['HardBounce', 'BadEmailAddress'] as const;

/** A purchase of the business, locked for the report's transaction; undefined when it is not its or was never paid. */
export async function lockPaidPurchaseOf(trx: Db, businessId: string, purchaseId: string) {
  return trx
    .selectFrom('purchases')
    .select(['id', 'status', sql<Date>`paid_at`.as('paid_at')])
    .where('id', '=', purchaseId)
    .where('business_id', '=', businessId)
    .where('paid_at', 'is not', null)
    .where('status', 'in', ['paid', 'refunded'])
    .forUpdate()
    .executeTakeFirst();
}

export async function insertReport(
  trx: Db,
  report: { purchaseId: string; businessId: string; reason: LeadReportReason; note: string | null },
): Promise<string> {
  const row = await trx
    .insertInto('lead_reports')
    .values({ purchase_id: report.purchaseId, business_id: report.businessId, reason: report.reason, note: report.note })
    .onConflict((oc) => oc.column('purchase_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? '';
}

export async function reportIdOfPurchase(db: Db, purchaseId: string): Promise<string | undefined> {
  const row = await db.selectFrom('lead_reports').select('id').where('purchase_id', '=', purchaseId).executeTakeFirst();
  return row?.id;
}

/** A report with what deciding it needs, its row locked until the transaction ends. */
export async function lockReport(trx: Db, reportId: string) {
  return trx
    .selectFrom('lead_reports as r')
    .innerJoin('purchases as p', 'p.id', 'r.purchase_id')
    .select([
      'r.id',
      'r.purchase_id',
      'r.business_id',
      'r.reason',
      'r.state',
      sql<Date>`p.paid_at`.as('paid_at'),
      'p.lead_id',
      'p.status as purchase_status',
    ])
    .where('r.id', '=', reportId)
    .forUpdate(['r'])
    .executeTakeFirst();
}

export type LockedReport = NonNullable<Awaited<ReturnType<typeof lockReport>>>;

/** The business's row locked: its reports are decided one at a time (the monthly count stays true). */
export async function lockBusiness(trx: Db, businessId: string): Promise<void> {
  await trx.selectFrom('businesses').select('id').where('id', '=', businessId).forUpdate().execute();
}

/** Reports of the business accepted since `since` (the start of the calendar month in Rome). */
export async function countAcceptedSince(db: Db, businessId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('lead_reports')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('business_id', '=', businessId)
    .where('state', '=', 'accepted')
    .where('decided_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Whether an email the product sent the purchase's customer after its payment bounced (the address does not work)
 * within `days` of the payment.
 */
export async function customerEmailBounced(db: Db, purchaseId: string, days: number): Promise<boolean> {
  const row = await db
    .selectFrom('purchases as p')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .innerJoin('email_outbox as o', (join) =>
      join.on(sql<boolean>`lower(o.recipient) = lower(l.user_email)`).on(sql<boolean>`o.created_at >= p.paid_at`),
    )
    .innerJoin('email_bounces as b', 'b.outbox_id', 'o.id')
    .select('b.id')
    .where('p.id', '=', purchaseId)
    .where('l.user_email', '<>', '')
    .where('b.type', 'in', [...INVALID_ADDRESS_BOUNCES])
    .where(sql<boolean>`b.bounced_at >= p.paid_at`)
    .where(sql<boolean>`b.bounced_at <= p.paid_at + make_interval(days => ${days})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the same business bought (paid) the same customer (email or phone) in the same category in the 30 days before. */
export async function boughtBeforeWithin30Days(db: Db, purchaseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('purchases as p')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .innerJoin('purchases as earlier', (join) =>
      join
        .onRef('earlier.business_id', '=', 'p.business_id')
        .onRef('earlier.id', '<>', 'p.id')
        .on('earlier.status', '=', 'paid')
        .on(sql<boolean>`earlier.paid_at < p.paid_at`)
        .on(sql<boolean>`earlier.paid_at >= p.paid_at - interval '30 days'`),
    )
    .innerJoin('leads as other', 'other.id', 'earlier.lead_id')
    .select('earlier.id')
    .where('p.id', '=', purchaseId)
    .whereRef('other.id', '<>', 'l.id')
    .where(sql<boolean>`lower(other.category) = lower(l.category)`)
    .where((eb) =>
      eb.or([
        eb.and([eb('l.user_email', '<>', ''), eb(sql`lower(other.user_email)`, '=', sql`lower(l.user_email)`)]),
        eb.and([eb('l.user_phone', 'is not', null), eb('l.user_phone', '<>', ''), eb(sql`other.user_phone`, '=', sql`l.user_phone`)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markReportDecided(
  trx: Db,
  reportId: string,
  decision: { state: Exclude<LeadReportState, 'pending'>; by: string; adminId: string | null; reason: string | null },
): Promise<void> {
  await trx
    .updateTable('lead_reports')
    .set({
      state: decision.state,
      decided_by: decision.by,
      decided_admin_id: decision.adminId,
      decision_reason: decision.reason,
      decided_at: sql`now()`,
    })
    .where('id', '=', reportId)
    .execute();
}

/** Stores a bounce once (Postmark's own id): false when it was received before. */
export async function insertBounce(
  db: Db,
  bounce: { providerBounceId: string; providerMessageId: string | null; recipient: string; type: string; bouncedAt: Date },
): Promise<string | undefined> {
  const row = await db
    .insertInto('email_bounces')
    .values({
      provider_bounce_id: bounce.providerBounceId,
      provider_message_id: bounce.providerMessageId,
      recipient: bounce.recipient,
      type: bounce.type,
      bounced_at: bounce.bouncedAt,
      outbox_id: sql`coalesce(
        (select id from email_outbox where ${bounce.providerMessageId}::text is not null and provider_message_id = ${bounce.providerMessageId}::text limit 1),
        (select id from email_outbox where lower(recipient) = lower(${bounce.recipient}) and created_at <= ${bounce.bouncedAt}
          order by created_at desc limit 1)
      )`,
    })
    .onConflict((oc) => oc.column('provider_bounce_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Pending reports «phone or email not valid» of purchases whose customer has this address. */
export async function pendingInvalidContactReports(db: Db, recipient: string): Promise<string[]> {
  const rows = await db
    .selectFrom('lead_reports as r')
    .innerJoin('purchases as p', 'p.id', 'r.purchase_id')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .select('r.id')
    .where('r.state', '=', 'pending')
    .where('r.reason', '=', 'phone_or_email_invalid')
    .where(sql<boolean>`lower(l.user_email) = lower(${recipient})`)
    .orderBy('r.created_at')
    .execute();
  return rows.map((row) => row.id);
}

/** Reports with their purchase, lead, business and decider, for the admin and the business. */
export function reportRows(db: Db) {
  return db
    .selectFrom('lead_reports as r')
    .innerJoin('purchases as p', 'p.id', 'r.purchase_id')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .leftJoin('municipalities as m', 'm.istat_code', 'l.istat_code')
    .leftJoin('admins as a', 'a.id', 'r.decided_admin_id')
    .select([
      'r.id',
      'r.reason',
      'r.note',
      'r.state',
      'r.created_at',
      'r.decided_at',
      'r.decided_by',
      'r.decision_reason',
      'a.name as admin_name',
      'r.purchase_id',
      sql<string>`p.amount::text`.as('amount'),
      sql<Date>`p.paid_at`.as('paid_at'),
      'p.status as purchase_status',
      'p.refunded_at',
      'l.id as lead_id',
      'l.category',
      'l.prefilled_location',
      'm.name as municipality',
      'm.province',
      'b.id as business_id',
      'b.name as business_name',
      'b.email as business_email',
    ]);
}

export type ReportRow = Awaited<ReturnType<ReturnType<typeof reportRows>['execute']>>[number];

export async function listReportRows(db: Db, state: LeadReportState | undefined, limit: number, offset: number) {
  let rows = reportRows(db);
  let count = db.selectFrom('lead_reports as r').select((eb) => eb.fn.countAll<string>().as('total'));
  if (state !== undefined) {
    rows = rows.where('r.state', '=', state);
    count = count.where('r.state', '=', state);
  }
  // The queue: the oldest waiting first; decided ones, the latest decision first.
  const ordered = state === 'pending' ? rows.orderBy('r.created_at', 'asc') : rows.orderBy(sql`coalesce(r.decided_at, r.created_at)`, 'desc');
  const [list, total] = await Promise.all([ordered.orderBy('r.id').limit(limit).offset(offset).execute(), count.executeTakeFirstOrThrow()]);
  return { rows: list, total: Number(total.total) };
}

/** Refunded over paid purchases (paid or refunded after paying), all time and since `monthStart`, per business. */
export async function refundCounts(db: Db, businessIds: readonly string[], monthStart: Date) {
  if (businessIds.length === 0) return [];
  return db
    .selectFrom('purchases')
    .select([
      'business_id',
      sql<string>`count(*)`.as('purchases'),
      sql<string>`count(*) filter (where status = 'refunded')`.as('refunded'),
      sql<string>`count(*) filter (where paid_at >= ${monthStart})`.as('month_purchases'),
      sql<string>`count(*) filter (where paid_at >= ${monthStart} and status = 'refunded')`.as('month_refunded'),
    ])
    .where('business_id', 'in', businessIds)
    .where('paid_at', 'is not', null)
    .where('status', 'in', ['paid', 'refunded'])
    .groupBy('business_id')
    .execute();
}

/** Reports accepted since `monthStart`, per business. */
export async function acceptedCounts(db: Db, businessIds: readonly string[], monthStart: Date) {
  if (businessIds.length === 0) return [];
  return db
    .selectFrom('lead_reports')
    .select(['business_id', sql<string>`count(*)`.as('accepted')])
    .where('business_id', 'in', businessIds)
    .where('state', '=', 'accepted')
    .where('decided_at', '>=', monthStart)
    .groupBy('business_id')
    .execute();
}
