import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { offerPlacesTexts as copy } from '@trovapro/copy';
import type { OfferPlaces } from '@trovapro/domain';

export interface OfferPlacesNoteProps {
  places: OfferPlaces | undefined;
  failed: boolean;
  /** The businesses ticked now, and how many more the lead may reach now (`null` while unknown). */
  selectedCount: number;
  left: number | null;
}

/**
 * Issue 34, above the send button: how many more businesses the lead may reach (LEAD_MAX_OFFERS in all), a warning
 * when more are ticked, and with the customer choosing, who was proposed already and what the customer answered.
 * The server refuses past the limit anyway; this only says it before asking.
 */
export function OfferPlacesNote({ places, failed, selectedCount, left }: OfferPlacesNoteProps) {
  if (failed) {
    return (
      <Text size="sm" c="dimmed">
        {copy.loadError}
      </Text>
    );
  }
  if (places === undefined || left === null) return null;
  return (
    <Stack gap={6}>
      {places.customerChooses && <Text size="sm">{copy.customerChooses}</Text>}
      <Text size="sm" c="dimmed">
        {copy.placesLeft(left, places.maxOffers)}
      </Text>
      {selectedCount > left && (
        <Text size="sm" c="red.8" role="alert">
          {copy.overLimit(left)}
        </Text>
      )}
      {places.proposals.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {copy.proposalsHeading}
          </Text>
          <List size="sm" spacing={4} listStyleType="none" ml={0}>
            {places.proposals.map((proposal) => (
              <List.Item key={proposal.businessId}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{proposal.name}</Text>
                  <Badge size="sm" variant="light" color={proposal.answeredAt === null ? 'yellow' : proposal.chosen ? 'green' : 'gray'}>
                    {proposal.answeredAt === null ? copy.proposalWaiting : proposal.chosen ? copy.proposalChosen : copy.proposalNotChosen}
                  </Badge>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
