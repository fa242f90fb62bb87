import { apiAdminMessages } from '@trovapro/copy';
import type { ActivityItem, AdminLeadDetail, LeadEvent, LeadStatus, RecentActivity } from '@trovapro/domain';
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
    default:
      break;
  }
  return event;
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
