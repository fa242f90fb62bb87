import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { common, partnerApproval as copy } from '@trovapro/copy';
import type { Business } from '@trovapro/domain';
import { EditingDialog, useCloseEditingDialog } from '../../../components/editing-dialog.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';

/** The API's limit on the reason. */
const REASON_MAX_LENGTH = 500;

export interface RefusePartnerDialogProps {
  /** The sign-up to refuse; null keeps the dialog closed. */
  business: Business | null;
  loading: boolean;
  /** The admin confirmed: the reason as typed, trimmed ('' when none). */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** «Rifiutare …?»: what the refusal does, an optional reason for the business's email, and the red confirmation. */
export function RefusePartnerDialog({ business, loading, onConfirm, onCancel }: RefusePartnerDialogProps) {
  return (
    <EditingDialog opened={business !== null} onClose={onCancel} busy={loading} title={business ? copy.refuseTitle(business.name) : ''} centered>
      {/* Mounted per opening: the reason starts empty each time; a reason typed is asked about before closing. */}
      {business && <RefuseForm key={business.id} loading={loading} onConfirm={onConfirm} />}
    </EditingDialog>
  );
}

function RefuseForm({ loading, onConfirm }: Pick<RefusePartnerDialogProps, 'loading' | 'onConfirm'>) {
  const form = useForm({ initialValues: { reason: '' } });
  const close = useCloseEditingDialog();
  useUnsavedChanges(form.isDirty());

  return (
    <form onSubmit={form.onSubmit(({ reason }) => onConfirm(reason.trim()))} noValidate>
      <Stack gap="md">
        <Text size="sm">{copy.refuseMessage}</Text>
        <Textarea
          label={copy.refuseReason}
          description={copy.refuseReasonHint}
          rows={4}
          resize="vertical"
          maxLength={REASON_MAX_LENGTH}
          {...form.getInputProps('reason')}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={loading}>
            {common.cancel}
          </Button>
          <Button type="submit" color="red" loading={loading}>
            {copy.refuse}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
