import { Badge, Stack, Text } from '@mantine/core';
import { partnerApproval as copy } from '@trovapro/copy';
import type { Business } from '@trovapro/domain';
import { BUSINESS_STATUS_COLORS, businessStatus, pausedSince } from '../utils/business-status.ts';

export type BusinessStatusFields = Pick<Business, 'approval' | 'isActive' | 'pausedReason' | 'pausedAt'>;

/**
 * Product §2's status in issue 20's words: «Attiva», «Inattiva» (the product word: paused by the admin), «Offerte disattivate dall'azienda», «Da approvare»,
 * «Rifiutata»; a paused partner's says since when below it («dal 28/03/2025»), readable on a touch screen too.
 */
export function BusinessStatusBadge({ business }: { business: BusinessStatusFields }) {
  const status = businessStatus(business);
  const since = pausedSince(business);
  return (
    <Stack gap={2} align="flex-start">
      {/* A long status wraps rather than being cut to an ellipsis. */}
      <Badge
        variant="light"
        color={BUSINESS_STATUS_COLORS[status]}
        h="auto"
        mih={20}
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3, paddingBlock: 2 } }}
      >
        {copy.status[status]}
      </Badge>
      {since && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {since}
        </Text>
      )}
    </Stack>
  );
}
