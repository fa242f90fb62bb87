import type { QueueReasonCode } from '@trovapro/domain';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/rows.ts';

export interface RuleRow {
  category: string;
  enabled: boolean;
  top_n: number;
  hold_minutes: number;
  wave_hours: number;
  updated_at: Date;
  updated_by_name: string | null;
}

/** The stored rules (one category's when given), with the name of the admin who saved each last. */
function ruleRows(db: Db) {
  return db
    .selectFrom('dispatch_rules')
    .leftJoin('admins', 'admins.id', 'dispatch_rules.updated_by')
    .select([
      'dispatch_rules.category',
      'dispatch_rules.enabled',
      'dispatch_rules.top_n',
      'dispatch_rules.hold_minutes',
      'dispatch_rules.wave_hours',
      'dispatch_rules.updated_at',
      'admins.name as updated_by_name',
    ]);
}

export async function listRuleRows(db: Db): Promise<RuleRow[]> {
  return ruleRows(db).execute();
}

export async function findRuleRow(db: Db, category: string): Promise<RuleRow | undefined> {
  return ruleRows(db).where('dispatch_rules.category', '=', category).executeTakeFirst();
}

export interface RuleValues {
  enabled: boolean;
  top_n: number;
  hold_minutes: number;
  wave_hours: number;
}

export async function upsertRule(db: Db, category: string, values: RuleValues, adminId: string | null): Promise<void> {
  await db
    .insertInto('dispatch_rules')
    .values({ category, ...values, updated_by: adminId, updated_at: sql`now()` })
    .onConflict((oc) => oc.column('category').doUpdateSet({ ...values, updated_by: adminId, updated_at: sql`now()` }))
    .execute();
}

/** What the checks of a new lead read. */
export interface DispatchLeadRow {
  id: string;
  status: string;
  category: string;
  price: string;
  user_request: string;
  user_name: string;
  user_email: string;
  user_phone: string | null;
  istat_code: string | null;
  prefilled_service: string | null;
  prefilled_location: string | null;
  landing_context: string | null;
  created_at: Date;
}

export async function findDispatchLead(db: Db, id: string): Promise<DispatchLeadRow | undefined> {
  return db
    .selectFrom('leads')
    .select([
      'id',
      'status',
      'category',
      sql<string>`price::text`.as('price'),
      'user_request',
      'user_name',
      'user_email',
      'user_phone',
      'istat_code',
      'prefilled_service',
      'prefilled_location',
      'landing_context',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Leads of the same email, or of the same phone when it has one. */
function sameContactAs(lead: DispatchLeadRow) {
  return (eb: ExpressionBuilder<Database, 'leads'>) =>
    eb.or([eb('user_email', '=', lead.user_email), ...(lead.user_phone === null ? [] : [eb('user_phone', '=', lead.user_phone)])]);
}

/** The latest earlier lead of the same email or phone and category in the 30 days before `lead` (erased ones excluded). */
export async function findPossibleDuplicate(db: Db, lead: DispatchLeadRow): Promise<string | undefined> {
  const row = await db
    .selectFrom('leads')
    .select('id')
    .where('id', '!=', lead.id)
    .where('category', '=', lead.category)
    .where('erased_at', 'is', null)
    .where('created_at', '<=', lead.created_at)
    .where('created_at', '>', sql<Date>`${lead.created_at}::timestamptz - interval '30 days'`)
    .where(sameContactAs(lead))
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Leads of the same email or phone (any category) in the 24 hours before `lead`. */
export async function countRecentFromSameContact(db: Db, lead: DispatchLeadRow): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('id', '!=', lead.id)
    .where('created_at', '<=', lead.created_at)
    .where('created_at', '>', sql<Date>`${lead.created_at}::timestamptz - interval '24 hours'`)
    .where(sameContactAs(lead))
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function setDuplicateOf(db: Db, leadId: string, duplicateOf: string | null): Promise<void> {
  await db.updateTable('leads').set({ duplicate_of: duplicateOf }).where('id', '=', leadId).execute();
}

/** The lead stays in the manual queue for `reasons` (no automatic sending waits any more). */
export async function holdLead(db: Db, leadId: string, reasons: readonly QueueReasonCode[]): Promise<void> {
  await db
    .updateTable('leads')
    .set({ queue_reasons: sql`${sql.val([...reasons])}::text[]`, auto_dispatch_at: null, updated_at: sql`now()` })
    .where('id', '=', leadId)
    .execute();
}

export async function scheduleLead(db: Db, leadId: string, category: string, dueAt: Date): Promise<void> {
  await db
    .updateTable('leads')
    .set({ auto_dispatch_at: dueAt, dispatch_rule: category, queue_reasons: sql`'{}'::text[]`, updated_at: sql`now()` })
    .where('id', '=', leadId)
    .execute();
}

/** What the sending reads of the lead, under its lock. */
export interface ScheduledLeadRow {
  status: string;
  auto_dispatch_at: Date | null;
  next_wave_at: Date | null;
  dispatch_rule: string | null;
}

export async function findScheduledLead(db: Db, leadId: string): Promise<ScheduledLeadRow | undefined> {
  return db.selectFrom('leads').select(['status', 'auto_dispatch_at', 'next_wave_at', 'dispatch_rule']).where('id', '=', leadId).executeTakeFirst();
}

/** After an automatic sending: nothing waits; the next wave at `nextWaveAt` (null: none). */
export async function markDispatched(db: Db, leadId: string, nextWaveAt: Date | null): Promise<void> {
  await db
    .updateTable('leads')
    .set({ auto_dispatch_at: null, queue_reasons: sql`'{}'::text[]`, next_wave_at: nextWaveAt, updated_at: sql`now()` })
    .where('id', '=', leadId)
    .execute();
}

export async function setNextWave(db: Db, leadId: string, nextWaveAt: Date | null): Promise<void> {
  await db.updateTable('leads').set({ next_wave_at: nextWaveAt }).where('id', '=', leadId).execute();
}

/** Pending leads whose hold ended, oldest first. */
export async function listDueLeadIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('leads')
    .select('id')
    .where('auto_dispatch_at', '<=', now)
    .where('status', '=', 'pending')
    .orderBy('auto_dispatch_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Sent leads whose next wave is due, oldest first. */
export async function listWaveLeadIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('leads').select('id').where('next_wave_at', '<=', now).orderBy('next_wave_at').limit(limit).execute();
  return rows.map((row) => row.id);
}

/**
 * A rule switched off: its pending leads stop waiting (`stopped`) and its sent leads get no more waves. The ids of the
 * leads that stopped waiting.
 */
export async function stopRuleLeads(db: Db, category: string): Promise<string[]> {
  const stopped = await db
    .updateTable('leads')
    .set({ auto_dispatch_at: null, queue_reasons: sql`array['stopped']::text[]`, updated_at: sql`now()` })
    .where('dispatch_rule', '=', category)
    .where('auto_dispatch_at', 'is not', null)
    .returning('id')
    .execute();
  await db.updateTable('leads').set({ next_wave_at: null }).where('dispatch_rule', '=', category).where('next_wave_at', 'is not', null).execute();
  return stopped.map((row) => row.id);
}

/** The admin stops one lead's automatic sending: true when one was waiting. */
export async function stopLead(db: Db, leadId: string): Promise<boolean> {
  const result = await db
    .updateTable('leads')
    .set({ auto_dispatch_at: null, queue_reasons: sql`array['stopped']::text[]`, updated_at: sql`now()` })
    .where('id', '=', leadId)
    .where('status', '=', 'pending')
    .where('auto_dispatch_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** An automatic step in the lead's timeline (issue 35): the admin null for the rules' own. */
export async function insertDispatchEvent(
  db: Db,
  event: {
    lead_id: string;
    type: 'auto_scheduled' | 'auto_held' | 'auto_stopped' | 'auto_sent' | 'wave_sent';
    admin_id?: string | null;
    count?: number;
    detail?: string;
  },
): Promise<void> {
  await db
    .insertInto('lead_events')
    .values({ lead_id: event.lead_id, type: event.type, admin_id: event.admin_id ?? null, count: event.count ?? null, detail: event.detail ?? null })
    .execute();
}

/** pending → approved_pending_companies with its `approved` event (no admin: a rule approved it). False when not pending. */
export async function approvePendingLead(db: Db, leadId: string): Promise<boolean> {
  const result = await db
    .updateTable('leads')
    .set({ status: 'approved_pending_companies', updated_at: sql`now()` })
    .where('id', '=', leadId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db.insertInto('lead_events').values({ lead_id: leadId, type: 'approved', admin_id: null }).execute();
  return true;
}
