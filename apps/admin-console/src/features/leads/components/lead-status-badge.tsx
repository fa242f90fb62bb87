import { Badge, Stack, Text } from '@mantine/core';
import { leadClosedReasonLabels } from '@trovapro/copy';
import type { LeadClosedReason } from '@trovapro/domain';
import { leadStatusColor, leadStatusLabel } from '../utils/lead-status.ts';

/** The status as a badge; a closed lead says why under it («dati cancellati»), so the badge never has to be cut. */
export function LeadStatusBadge({ status, closedReason }: { status: string; closedReason?: LeadClosedReason | null }) {
  const badge = (
    <Badge variant="light" color={leadStatusColor(status)}>
      {leadStatusLabel(status)}
    </Badge>
  );
  if (status !== 'closed' || !closedReason) return badge;
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      <Text size="xs" c="dimmed">
        {leadClosedReasonLabels[closedReason]}
      </Text>
    </Stack>
  );
}
