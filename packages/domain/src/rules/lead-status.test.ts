import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '../schemas/lead.ts';
import { ADMIN_LEAD_TRANSITIONS, canAdminSetStatus, canSendToBusinesses, isLeadStatus } from './lead-status.ts';

describe('lead statuses', () => {
  it('are the five of product §4 and the terminal closed', () => {
    expect(LEAD_STATUSES).toEqual(['pending', 'approved', 'approved_pending_companies', 'rejected', 'sent', 'closed']);
    expect(Object.keys(ADMIN_LEAD_TRANSITIONS).sort()).toEqual([...LEAD_STATUSES].sort());
  });

  it('let an admin approve or reject a pending lead, restore a rejected one, and nothing else', () => {
    const allowed = LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.filter((to) => canAdminSetStatus(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['pending→approved_pending_companies', 'pending→rejected', 'rejected→pending']);
  });

  it('send only from approved_pending_companies', () => {
    expect(LEAD_STATUSES.filter(canSendToBusinesses)).toEqual(['approved_pending_companies']);
  });

  it('recognise status strings', () => {
    expect(isLeadStatus('sent')).toBe(true);
    expect(isLeadStatus('Sent')).toBe(false);
    expect(isLeadStatus(1)).toBe(false);
  });
});

describe('a closed lead', () => {
  it('never leaves closed, and the admin cannot close or reopen through a status change', () => {
    expect(LEAD_STATUSES.filter((to) => canAdminSetStatus('closed', to))).toEqual([]);
    expect(LEAD_STATUSES.filter((from) => canAdminSetStatus(from, 'closed'))).toEqual([]);
    expect(canSendToBusinesses('closed')).toBe(false);
  });
});

describe('restoring a rejected lead', () => {
  it('is allowed back to pending only', () => {
    expect(canAdminSetStatus('rejected', 'pending')).toBe(true);
    expect(canAdminSetStatus('rejected', 'approved_pending_companies')).toBe(false);
    expect(canAdminSetStatus('sent', 'pending')).toBe(false);
  });
});
