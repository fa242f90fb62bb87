import { Badge } from '@mantine/core';
import { leadStatusColor, leadStatusLabel } from '../utils/lead-status.ts';

export function LeadStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={leadStatusColor(status)}>
      {leadStatusLabel(status)}
    </Badge>
  );
}
