import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { adminLeads, apiAdminMessages, businessSelection as copy, common, formatEuro, formatNumber } from '@trovapro/copy';
import { formatLocation, moneyToCents, type Lead, type Money } from '@trovapro/domain';
import { CategoryIcon, ConfirmDialog, notifyError, notifySuccess } from '@trovapro/ui';
import { IconAction } from '../../../components/icon-action.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useAdminSettings } from '../../../lib/use-admin-settings.ts';
import { useUpdateLead } from '../api/use-update-lead.ts';
import { priceJump, readPriceInput } from '../utils/price-input.ts';

/** A price change waiting for the admin's confirmation. */
interface PendingPrice {
  price: Money;
  direction: 'up' | 'down';
}

/** The price as the field shows it to edit: «22,50», «1.250,00». */
const editablePrice = (price: Money) => formatNumber(moneyToCents(price) / 100, 2);

/**
 * The lead's request, category, location and price, the price editable in place (product §2, §5): typed the Italian
 * way in a text field (a number field drops the comma of «22,5»), the server's maximum (LEAD_MAX_PRICE) said under
 * the field and a price above it refused at once, a change beyond three times up or down confirmed first, the
 * server's own refusal shown as it says it. A price typed and not saved is unsaved work of the dialog.
 */
export function LeadSummary({ lead }: { lead: Lead }) {
  const [price, setPrice] = useState<Money>(lead.price);
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<PendingPrice | null>(null);
  const { trigger, isMutating } = useUpdateLead(lead.id);
  const maximum = useAdminSettings().data?.leadMaxPrice;

  function submit(newPrice: Money) {
    const direction = priceJump(price, newPrice);
    if (direction) setPending({ price: newPrice, direction });
    else void save(newPrice);
  }

  async function save(newPrice: Money) {
    try {
      const updated = await trigger({ price: newPrice });
      setPrice(updated.price);
      setEditing(false);
      notifySuccess(copy.priceUpdatedTitle, copy.priceUpdatedMessage(formatEuro(updated.price)));
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.priceUpdateError));
    } finally {
      setPending(null);
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
              {!editing && <IconAction kind="edit" label={copy.editPrice} size="sm" color="brand" onClick={() => setEditing(true)} />}
            </Group>
          </div>
        </SimpleGrid>
        {editing && (
          <PriceForm
            price={price}
            maximum={maximum}
            saving={isMutating && pending === null}
            busy={isMutating}
            onSubmit={submit}
            onCancel={() => setEditing(false)}
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        title={copy.priceJumpTitle}
        message={pending ? copy.priceJumpMessage({ from: formatEuro(price), to: formatEuro(pending.price), direction: pending.direction }) : ''}
        confirmLabel={copy.priceJumpConfirm}
        loading={isMutating}
        onConfirm={() => pending && void save(pending.price)}
        onCancel={() => setPending(null)}
      />
    </Paper>
  );
}

/** The rule of the price field: a price typed the Italian way (readPriceInput), not above the server's maximum. */
function priceProblem(value: string, maximum: Money | undefined): string | null {
  const input = readPriceInput(value);
  if (!input.ok) return input.message;
  if (maximum !== undefined && moneyToCents(input.price) > moneyToCents(maximum)) {
    return apiAdminMessages.priceAboveMaximum(formatEuro(maximum));
  }
  return null;
}

interface PriceFormProps {
  /** The price as it is now: the field starts from it. */
  price: Money;
  /** The server's maximum (LEAD_MAX_PRICE), when it could be read. */
  maximum: Money | undefined;
  /** The save of this form is running (not one under the confirmation). */
  saving: boolean;
  /** Any save is running. */
  busy: boolean;
  /** A valid price, read from the field. */
  onSubmit: (price: Money) => void;
  onCancel: () => void;
}

/**
 * The price editor, mounted per opening: it starts from the price as it is now; a refused price is said in a
 * toast, as the server's refusal is; a price typed and not saved is unsaved work of the dialog.
 */
function PriceForm({ price, maximum, saving, busy, onSubmit, onCancel }: PriceFormProps) {
  const form = useForm({
    initialValues: { price: editablePrice(price) },
    validate: { price: (value: string) => priceProblem(value, maximum) },
  });
  useUnsavedChanges(form.isDirty());

  function submit({ price: typed }: { price: string }) {
    const input = readPriceInput(typed);
    if (input.ok) onSubmit(input.price);
  }

  function refuse(errors: Partial<Record<string, ReactNode>>) {
    if (typeof errors.price === 'string') notifyError(common.errorTitle, errors.price);
  }

  return (
    <form onSubmit={form.onSubmit(submit, refuse)} noValidate aria-label={copy.editPrice}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={copy.newPrice}
          description={maximum === undefined ? undefined : copy.priceMaximum(formatEuro(maximum))}
          placeholder={copy.pricePlaceholder}
          inputMode="decimal"
          autoComplete="off"
          {...form.getInputProps('price', { withError: false })}
          w={160}
          data-autofocus
        />
        <Button type="submit" size="sm" loading={saving}>
          {copy.save}
        </Button>
        <Button variant="default" size="sm" onClick={onCancel} disabled={busy}>
          {copy.cancel}
        </Button>
      </Group>
    </form>
  );
}
