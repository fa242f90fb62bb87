import { leadStatusLabels } from '@trovapro/copy';

const COLORS: Record<keyof typeof leadStatusLabels, string> = {
  pending: 'yellow',
  approved: 'blue',
  approved_pending_companies: 'violet',
  rejected: 'red',
  sent: 'teal',
};

function isKnown(status: string): status is keyof typeof leadStatusLabels {
  return Object.hasOwn(leadStatusLabels, status);
}

/** Spec §4 label of a status; an unknown one reads as its raw value. */
export function leadStatusLabel(status: string): string {
  return isKnown(status) ? leadStatusLabels[status] : status;
}

export function leadStatusColor(status: string): string {
  return isKnown(status) ? COLORS[status] : 'gray';
}
