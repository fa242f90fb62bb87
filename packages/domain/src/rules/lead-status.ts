import { LEAD_STATUSES, type LeadStatus } from '../schemas/lead.ts';

/**
 * What an admin may set through `PATCH /api/admin/leads/:id` (product §4): approve or reject a pending
 * lead, and restore a rejected one to pending (a reject by mistake is not final).
 * approved_pending_companies → sent happens only by sending to businesses; nothing leads to `approved`.
 * `closed` is terminal: nothing leaves it (a lead is closed by its own paths — erasure — never by this table).
 */
export const ADMIN_LEAD_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  pending: ['approved_pending_companies', 'rejected'],
  approved: [],
  approved_pending_companies: [],
  rejected: ['pending'],
  sent: [],
  closed: [],
};

export function canAdminSetStatus(from: LeadStatus, to: LeadStatus): boolean {
  return ADMIN_LEAD_TRANSITIONS[from].includes(to);
}

/** Sending to businesses is possible from this status only, and leaves the lead in `SENT_STATUS`. */
export const SENDABLE_STATUS = 'approved_pending_companies' satisfies LeadStatus;
export const SENT_STATUS = 'sent' satisfies LeadStatus;

export function canSendToBusinesses(status: LeadStatus): boolean {
  return status === SENDABLE_STATUS;
}

/** The terminal state: no transition leaves it, no offer or sale happens from it. */
export const CLOSED_STATUS = 'closed' satisfies LeadStatus;

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}
