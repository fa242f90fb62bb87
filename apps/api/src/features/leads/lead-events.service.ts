import { apiAdminMessages, queueReasonTexts } from '@trovapro/copy';
import {
  QUEUE_REASONS,
  type ActivityItem,
  type AdminLeadDetail,
  type LeadEvent,
  type LeadStatus,
  type QueueReason,
  type QueueReasonCode,
  type RecentActivity,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { StoredLeadEventType } from '../../db/rows.ts';
import { notFound } from '../../lib/app-error.ts';
import { maskOutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { leadEventRows, recentEventRows, type LeadEventRow } from './lead-events.repository.ts';
import { findLeadRow } from './leads.repository.ts';
import { toLead } from './leads.service.ts';

/** A completed lead's `created` and `verified` events (also for the demo seed's leads). */
export { insertCompletionEvents } from './lead-events.repository.ts';

/** The overview lists this many events. */
export const RECENT_ACTIVITY_SIZE = 10;

/** The event an admin's status change writes: approving, rejecting, or restoring (rejected → pending). */
export function statusEventType(to: LeadStatus): StoredLeadEventType {
  if (to === 'rejected') return 'rejected';
  if (to === 'pending') return 'restored';
  return 'approved';
}

/** An event with only the fields of its type. */
export function toLeadEvent(row: LeadEventRow): LeadEvent {
  const event: LeadEvent = { type: row.type, at: new Date(row.at).toISOString() };
  switch (row.type) {
    case 'approved':
    case 'rejected':
    case 'restored':
    case 'price_changed':
      if (row.admin_name !== null) event.by = row.admin_name;
      if (row.type === 'price_changed' && row.from_price !== null && row.to_price !== null) {
        event.fromPrice = row.from_price;
        event.toPrice = row.to_price;
      }
      break;
    case 'sent':
    case 'bought':
    case 'refunded':
      event.business = { id: row.business_id, name: row.business_name ?? '' };
      if (row.type !== 'sent' && row.amount !== null) event.amount = row.amount;
      if (row.type !== 'sent' && row.purchase_id !== null) event.purchaseId = row.purchase_id;
      if (row.type === 'refunded' && row.note !== null) event.note = row.note;
      break;
    case 'closed':
      if (row.reason !== null) event.reason = row.reason;
      if (row.admin_name !== null) event.by = row.admin_name;
      break;
    case 'email':
      event.email = {
        purpose: row.purpose ?? '',
        to: row.recipient ?? '',
        subject: maskOutboxSecrets(row.subject ?? ''),
        status: row.email_status ?? 'pending',
        sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
      };
      break;
    case 'note':
      if (row.admin_name !== null) event.by = row.admin_name;
      // Erased with the lead's personal data: nothing of it is left to show.
      if (row.detail !== null) event.note = row.detail;
      break;
    case 'auto_scheduled':
      if (row.detail !== null) event.rule = row.detail;
      // The dispatcher stores the hold in minutes: the sending is due that long after the event.
      if (row.count !== null) event.dueAt = new Date(new Date(row.at).getTime() + row.count * MINUTE_MS).toISOString();
      break;
    case 'auto_held':
      event.reasons = queueReasons(row.detail);
      break;
    case 'auto_stopped':
      if (row.admin_name !== null) event.by = row.admin_name;
      break;
    case 'auto_sent':
    case 'wave_sent':
      if (row.count !== null) event.count = row.count;
      // «proposed:Idraulico»: the rule proposed the businesses to the customer (CUSTOMER_CHOOSES; features/dispatch).
      if (row.detail?.startsWith(PROPOSED_PREFIX)) {
        event.proposed = true;
        event.rule = row.detail.slice(PROPOSED_PREFIX.length);
      } else if (row.detail !== null) event.rule = row.detail;
      break;
    default:
      break;
  }
  return event;
}

const MINUTE_MS = 60_000;
/** The start of an `auto_sent` event's detail when the businesses were proposed, not offered (features/dispatch writes it). */
export const PROPOSED_PREFIX = 'proposed:';
const QUEUE_REASON_CODES: ReadonlySet<string> = new Set(QUEUE_REASONS);

/**
 * An `auto_held` event's reasons (its detail: the codes, comma-separated) in words. The earlier request of a possible
 * duplicate is named on the lead itself (`dispatch.reasons`); here the reason stands alone.
 */
function queueReasons(detail: string | null): QueueReason[] {
  if (detail === null) return [];
  return detail
    .split(',')
    .map((code) => code.trim())
    .filter((code): code is QueueReasonCode => QUEUE_REASON_CODES.has(code))
    .map((code) => ({ code, text: code === 'possible_duplicate' ? queueReasonTexts.possible_duplicate(null) : queueReasonTexts[code] }));
}

/** `GET /api/admin/leads/:id`: the lead and its timeline, oldest first; 404 for an unknown id. */
export async function adminLeadDetail(db: Db, id: string): Promise<AdminLeadDetail> {
  const [row, events] = await Promise.all([findLeadRow(db, id), leadEventRows(db, id)]);
  if (row === undefined) throw notFound(apiAdminMessages.leadNotFound);
  return { lead: toLead(row), events: events.map(toLeadEvent) };
}

/** `GET /api/admin/dashboard/activity`: the latest events across all leads, newest first. */
export async function recentActivity(db: Db): Promise<RecentActivity> {
  const rows = await recentEventRows(db, RECENT_ACTIVITY_SIZE);
  const items: ActivityItem[] = rows.map((row) => ({ ...toLeadEvent(row), leadId: row.lead_id, category: row.category }));
  return { items };
}
