import { formatDate, partnerApproval } from '@trovapro/copy';
import type { Business, BusinessReach } from '@trovapro/domain';

/** Where a business stands, as the console says it (issue 20). */
export type BusinessStatus = 'active' | 'paused' | 'unsubscribed' | 'pending' | 'refused';

/**
 * A sign-up is «Da approvare» or «Rifiutata» whatever else it has; an approved partner is «Attiva», or paused
 * by the admin («Inattiva», the product's word) or by its own stop link in the offer emails («Offerte disattivate dall'azienda»).
 * An inactive partner without a reason (paused before reasons were kept) counts as paused by the admin.
 */
export function businessStatus(business: Pick<Business, 'approval' | 'isActive' | 'pausedReason'>): BusinessStatus {
  if (business.approval === 'pending') return 'pending';
  if (business.approval === 'refused') return 'refused';
  if (business.isActive) return 'active';
  // Paused by the business itself: its stop link, or its area's «Preferenze» (issue 33).
  return business.pausedReason === 'unsubscribed' || business.pausedReason === 'area' ? 'unsubscribed' : 'paused';
}

export const BUSINESS_STATUS_COLORS: Record<BusinessStatus, string> = {
  active: 'teal',
  paused: 'gray',
  unsubscribed: 'orange',
  pending: 'yellow',
  refused: 'red',
};

/** Since when a paused partner is paused (its `pausedAt`, dd/MM/yyyy), when the API knows; nothing otherwise. */
export function pausedSince(business: Pick<Business, 'approval' | 'isActive' | 'pausedReason' | 'pausedAt'>): string | undefined {
  const status = businessStatus(business);
  if (!business.pausedAt || (status !== 'paused' && status !== 'unsubscribed')) return undefined;
  return partnerApproval.since(formatDate(business.pausedAt));
}

/** «Solo il comune», «Tutta la provincia», «Tutta la regione»; an admin-added partner has no limit. */
export function reachLabel(reach: BusinessReach | null): string {
  return reach === null ? partnerApproval.noReach : partnerApproval.reach[reach];
}
