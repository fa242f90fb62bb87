import { Badge, Divider, Group, List, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconMapPin, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { formatLocation, type BusinessLeadView } from '@trovapro/domain';
import { formatEuro, checkoutLead as copy, checkoutVat, guaranteeTexts } from '@trovapro/copy';
import { CategoryIcon } from '@trovapro/ui';

/** What a business may see of a lead before buying it: never a contact or other personal data of the visitor. */
export function LeadDetails({ lead }: { lead: BusinessLeadView }) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
              <CategoryIcon category={lead.category} size={30} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {lead.category}
            </Title>
          </Group>
          {lead.isDiscounted && (
            <Badge color="red" size="lg" variant="filled" style={{ flexShrink: 0 }}>
              {copy.discountBadge}
            </Badge>
          )}
        </Group>

        <Stack gap={6}>
          <Text fw={600} fz="sm" c="dimmed" tt="uppercase">
            {copy.requestLabel}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{lead.description}</Text>
          <Text fz="sm" c="dimmed" data-testid="hidden-data-note">
            {copy.hiddenDataNote}
          </Text>
        </Stack>

        {lead.location && (
          <Group gap="xs" wrap="nowrap">
            <IconMapPin size={20} aria-hidden />
            <Text>
              <VisuallyHidden>{copy.areaLabel}: </VisuallyHidden>
              {formatLocation(lead.location)}
            </Text>
          </Group>
        )}

        <Divider />

        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={0}>
            <Text fz="sm" c="dimmed">
              {copy.priceLabel}
            </Text>
            <Group gap="sm" align="baseline">
              <Text fz={32} fw={800} lh={1.1} c="brand.8" data-testid="lead-price">
                {formatEuro(lead.price)}
              </Text>
              {lead.isDiscounted && (
                <Text component="s" c="dimmed" fz="lg" data-testid="lead-original-price">
                  <VisuallyHidden>{copy.originalPriceLabel}: </VisuallyHidden>
                  {formatEuro(lead.originalPrice)}
                </Text>
              )}
              <Text fz="sm" c="dimmed" data-testid="lead-vat-note">
                {checkoutVat.included}
              </Text>
            </Group>
          </Stack>
          <Group gap={6} wrap="nowrap">
            <IconUsers size={18} aria-hidden />
            <Text fz="sm" fw={500}>
              {copy.placesLeft(lead.placesLeft)}
            </Text>
          </Group>
        </Group>

        <Stack gap="xs">
          <Title order={2} fz="h4">
            {copy.receiveTitle}
          </Title>
          <List
            spacing="xs"
            icon={
              <ThemeIcon color="teal" size={22} radius="xl" variant="light">
                <IconCircleCheck size={16} aria-hidden />
              </ThemeIcon>
            }
          >
            {copy.receive.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Stack>

        <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="lead-guarantee">
          <ThemeIcon color="teal" size={22} radius="xl" variant="light" style={{ flexShrink: 0 }}>
            <IconShieldCheck size={16} aria-hidden />
          </ThemeIcon>
          <Text fz="sm">{guaranteeTexts.line(lead.guaranteeDays)}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
