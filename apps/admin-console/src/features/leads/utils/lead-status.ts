import { leadClosedReasonLabels, leadStatusLabels } from '@trovapro/copy';
import type { LeadClosedReason } from '@trovapro/domain';

const COLORS: Record<keyof typeof leadStatusLabels, string> = {
  pending: 'yellow',
  approved: 'blue',
  approved_pending_companies: 'violet',
  rejected: 'red',
  sent: 'teal',
  closed: 'gray',
};

function isKnown(status: string): status is keyof typeof leadStatusLabels {
  return Object.hasOwn(leadStatusLabels, status);
}

/** Product §4 label of a status; an unknown one reads as its raw value. A closed lead says why: «Chiuso · dati cancellati». */
export function leadStatusLabel(status: string, closedReason?: LeadClosedReason | null): string {
  const label = isKnown(status) ? leadStatusLabels[status] : status;
  return status === 'closed' && closedReason ? `${label} · ${leadClosedReasonLabels[closedReason]}` : label;
}

export function leadStatusColor(status: string): string {
  return isKnown(status) ? COLORS[status] : 'gray';
}
