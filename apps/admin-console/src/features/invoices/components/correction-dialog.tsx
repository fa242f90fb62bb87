import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiRequestError } from '@trovapro/api-client';
import { adminInvoices, common, invoiceStateLabels } from '@trovapro/copy';
import type { AdminInvoice } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { EditingDialog, useCloseEditingDialog } from '../../../components/editing-dialog.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useCorrectInvoice } from '../api/use-correct-invoice.ts';
import { correctionBody, correctionFieldOf, correctionFormOf, validateCorrection, type CorrectionValues } from '../utils/correction-form.ts';
import { InvoiceProblems, type InvoiceWithReasons } from './invoice-problems.tsx';

const copy = adminInvoices.correction;

/** The API's limits on the fields. */
const MAX_LENGTHS = { buyerName: 200, taxId: 24, street: 200, postalCode: 5, city: 100, province: 2, sdiCode: 7, pec: 254 } as const;

export interface CorrectionDialogProps {
  /** An invalid or rejected document to correct; null keeps the dialog closed. */
  invoice: (AdminInvoice & { state: 'invalid' | 'rejected' }) | null;
  onClose: () => void;
}

/**
 * «Correggi e reinvia»: the document's reasons on top, the rule on its number and date, then the buyer's name and
 * billing data prefilled as the document states them. Validated before sending; the server's refusal of a field
 * is said at that field, any other failure in a toast with the form kept as typed. Asks before closing when
 * something changed (`EditingDialog`).
 */
export function CorrectionDialog({ invoice, onClose }: CorrectionDialogProps) {
  // The write lives above the form, so the dialog stays open (busy) while it is on its way.
  const correction = useCorrectInvoice(invoice?.id ?? '');
  return (
    <EditingDialog
      opened={invoice !== null}
      onClose={onClose}
      busy={correction.isMutating}
      title={invoice ? copy.title(invoice.kind, invoice.number) : ''}
      size="lg"
    >
      {/* Mounted per opening: the fields start from the document each time. */}
      {invoice && <CorrectionForm key={invoice.id} invoice={invoice} correction={correction} onClose={onClose} />}
    </EditingDialog>
  );
}

interface CorrectionFormProps {
  invoice: AdminInvoice & { state: 'invalid' | 'rejected' };
  correction: ReturnType<typeof useCorrectInvoice>;
  onClose: () => void;
}

function CorrectionForm({ invoice, correction, onClose }: CorrectionFormProps) {
  const form = useForm<CorrectionValues>({ initialValues: correctionFormOf(invoice), validate: validateCorrection });
  const close = useCloseEditingDialog();
  const saving = correction.isMutating;
  useUnsavedChanges(form.isDirty());

  async function submit(values: CorrectionValues) {
    try {
      const { invoice: corrected, renumbered } = await correction.trigger(correctionBody(values));
      if (renumbered) notifySuccess(copy.renumberedTitle(invoice.kind), copy.renumbered(invoice.kind, invoice.number, corrected.number));
      else notifySuccess(copy.sameNumberTitle(invoice.kind), copy.sameNumber(invoice.kind, corrected.number, invoiceStateLabels[corrected.state]));
      onClose();
    } catch (error) {
      const field = error instanceof ApiRequestError && error.status === 400 ? correctionFieldOf(error.field) : undefined;
      if (field && error instanceof ApiRequestError && error.serverMessage) {
        form.setFieldError(field, error.serverMessage);
        form.getInputNode(field)?.focus();
      } else {
        // Whatever else went wrong, the form stays as typed, to try again.
        notifyError(common.errorTitle, actionErrorMessage(error, copy.error));
      }
    }
  }

  const input = (field: keyof CorrectionValues) => ({ ...form.getInputProps(field), maxLength: MAX_LENGTHS[field] });

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <Alert color={invoice.state === 'rejected' ? 'orange' : 'red'} variant="light" p="sm">
          <InvoiceProblems invoice={invoice as InvoiceWithReasons} />
        </Alert>
        <Text size="sm">{copy.rule[invoice.state](invoice.kind)}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={copy.buyerName} withAsterisk {...input('buyerName')} data-autofocus />
          <TextInput label={copy.taxId} withAsterisk {...input('taxId')} />
        </SimpleGrid>
        <TextInput label={copy.street} placeholder={copy.streetPlaceholder} withAsterisk {...input('street')} />
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <TextInput label={copy.postalCode} inputMode="numeric" withAsterisk {...input('postalCode')} />
          <TextInput label={copy.city} withAsterisk {...input('city')} />
          <TextInput label={copy.province} placeholder={copy.provincePlaceholder} withAsterisk {...input('province')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={copy.sdiCode} placeholder={copy.sdiCodePlaceholder} {...input('sdiCode')} />
          <TextInput label={copy.pec} placeholder={copy.pecPlaceholder} type="email" {...input('pec')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {copy.deliveryHint}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={saving}>
            {common.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {copy.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
