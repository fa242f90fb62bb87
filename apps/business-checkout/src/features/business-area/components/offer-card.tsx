import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { businessOffers as copy, formatDate, formatEuro } from '@trovapro/copy';
import type { BusinessOffer } from '@trovapro/domain';
import { CategoryIcon } from '@trovapro/ui';

export interface OfferCardProps {
  offer: BusinessOffer;
  /** Its purchase link is being asked. */
  buying: boolean;
  /** Another offer's is: this one waits. */
  disabled: boolean;
  onBuy: () => void;
}

/**
 * One offer, as its email shows it: what and where, the request without the customer's data, the price «IVA inclusa»
 * (with the 50% discount after 48 hours), the places left, when it was offered, and «Acquista».
 */
export function OfferCard({ offer, buying, disabled, onBuy }: OfferCardProps) {
  const titleId = `offer-${offer.leadId}`;
  return (
    <Paper component="article" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId} data-testid="offer">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
            <CategoryIcon category={offer.category} size={22} />
            <Stack gap={2} miw={0}>
              <Title order={3} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {copy.offerTitle(offer.category, offer.place)}
              </Title>
              <Text fz="sm" c="dimmed">
                {copy.offeredOn(formatDate(offer.offeredAt))}
              </Text>
            </Stack>
          </Group>
          <Stack gap={2} align="flex-end" data-testid="offer-price">
            <Group gap="xs" wrap="nowrap">
              {offer.isDiscounted && (
                <Badge color="red" variant="filled" size="sm">
                  {copy.discountBadge}
                </Badge>
              )}
              <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
                {formatEuro(offer.price)}{' '}
                <Text span fz="sm" fw={400} c="dimmed">
                  {copy.vatIncluded}
                </Text>
              </Text>
            </Group>
            {offer.isDiscounted && (
              <Text fz="sm" c="dimmed" td="line-through">
                <VisuallyHidden>{copy.originalPriceLabel}: </VisuallyHidden>
                {formatEuro(offer.originalPrice)}
              </Text>
            )}
          </Stack>
        </Group>

        <Stack gap={6}>
          <Title order={4} fz="sm" c="dimmed" tt="uppercase">
            {copy.requestTitle}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{offer.request}</Text>
          <Text fz="xs" c="dimmed">
            {copy.hiddenDataNote}
          </Text>
        </Stack>

        <Group justify="space-between" align="center" gap="sm">
          <Group gap={6} wrap="nowrap">
            <IconUsers size={18} aria-hidden color="var(--mantine-color-orange-7)" />
            <Text fw={600}>{copy.placesLeft(offer.placesLeft)}</Text>
          </Group>
          <Button
            onClick={onBuy}
            loading={buying}
            disabled={disabled}
            leftSection={<IconShoppingCart size={18} aria-hidden />}
            aria-label={`${copy.buy}: ${copy.offerTitle(offer.category, offer.place)}`}
          >
            {copy.buy}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
