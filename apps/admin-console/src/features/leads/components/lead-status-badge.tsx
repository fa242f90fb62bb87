import { Badge } from '@mantine/core';
import type { LeadClosedReason } from '@trovapro/domain';
import { leadStatusColor, leadStatusLabel } from '../utils/lead-status.ts';

export function LeadStatusBadge({ status, closedReason }: { status: string; closedReason?: LeadClosedReason | null }) {
  return (
    <Badge variant="light" color={leadStatusColor(status)}>
      {leadStatusLabel(status, closedReason)}
    </Badge>
  );
}
