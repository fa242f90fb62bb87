import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { adminLeads, businessSelection as copy, common, formatEuro } from '@trovapro/copy';
import { formatLocation, isPositiveMoney, parseMoney, type Lead } from '@trovapro/domain';
import { CategoryIcon, notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useUpdateLead } from '../api/use-update-lead.ts';

/** The lead's request, category, location and price, the price editable in place (spec §2, §5). */
export function LeadSummary({ lead, onPriceChanged }: { lead: Lead; onPriceChanged: () => void }) {
  const [price, setPrice] = useState(lead.price);
  const [draft, setDraft] = useState<string | null>(null);
  const { trigger, isMutating } = useUpdateLead(lead.id);

  async function savePrice(event: FormEvent) {
    event.preventDefault();
    const money = parseMoney(draft ?? '');
    if (!isPositiveMoney(money)) {
      notifyError(common.errorTitle, copy.invalidPrice);
      return;
    }
    try {
      const updated = await trigger({ price: money });
      setPrice(updated.price);
      setDraft(null);
      notifySuccess(copy.priceUpdatedTitle, copy.priceUpdatedMessage(updated.price));
      onPriceChanged();
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.priceUpdateError));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed" fw={500}>
            {copy.request}
          </Text>
          <Text size="sm">{lead.userRequest}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <div>
            <Text size="xs" c="dimmed" fw={500}>
              {copy.category}
            </Text>
            <Group gap={6} wrap="nowrap">
              <CategoryIcon category={lead.category} size={16} />
              <Text size="sm">{lead.category}</Text>
            </Group>
          </div>
          <div>
            <Text size="xs" c="dimmed" fw={500}>
              {copy.location}
            </Text>
            <Text size="sm">{lead.location ? formatLocation(lead.location) : adminLeads.locationUnknown}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" fw={500}>
              {copy.price}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text size="sm" fw={600}>
                {formatEuro(price)}
              </Text>
              {draft === null && (
                <Tooltip label={copy.editPrice}>
                  <ActionIcon size="sm" variant="subtle" aria-label={copy.editPrice} onClick={() => setDraft(price)}>
                    <IconPencil size={14} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </div>
        </SimpleGrid>
        {draft !== null && (
          <form onSubmit={(event) => void savePrice(event)} noValidate aria-label={copy.editPrice}>
            <Group align="flex-end" gap="xs">
              <TextInput
                label={copy.newPrice}
                type="number"
                step={0.01}
                min={0}
                inputMode="decimal"
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                w={160}
                data-autofocus
              />
              <Button type="submit" size="sm" loading={isMutating}>
                {copy.save}
              </Button>
              <Button variant="default" size="sm" onClick={() => setDraft(null)} disabled={isMutating}>
                {copy.cancel}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
