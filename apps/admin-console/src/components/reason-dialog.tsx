import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { common } from '@trovapro/copy';
import { DECISION_REASON_MAX } from '@trovapro/domain';
import { EditingDialog, useCloseEditingDialog } from './editing-dialog.tsx';
import { useUnsavedChanges } from './unsaved-changes.tsx';

export interface ReasonDialogProps {
  opened: boolean;
  title: string;
  message: string;
  reasonLabel: string;
  reasonHint: string;
  reasonRequired: string;
  confirmLabel: string;
  loading: boolean;
  /** The reason as typed, trimmed (never empty). */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * An action that needs a reason (a report refused, a purchase refunded): what it does, the reason (required), the red
 * confirmation; a reason typed is asked about before the dialog closes.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { opened, title, loading, onCancel } = props;
  return (
    <EditingDialog opened={opened} onClose={onCancel} busy={loading} title={title} centered>
      {opened && <ReasonForm {...props} />}
    </EditingDialog>
  );
}

function ReasonForm({ message, reasonLabel, reasonHint, reasonRequired, confirmLabel, loading, onConfirm }: ReasonDialogProps) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() === '' ? reasonRequired : null) },
  });
  const close = useCloseEditingDialog();
  useUnsavedChanges(form.isDirty());

  return (
    <form onSubmit={form.onSubmit(({ reason }) => onConfirm(reason.trim()))} noValidate>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Textarea
          label={reasonLabel}
          description={reasonHint}
          withAsterisk
          rows={4}
          resize="vertical"
          maxLength={DECISION_REASON_MAX}
          {...form.getInputProps('reason')}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={loading}>
            {common.cancel}
          </Button>
          <Button type="submit" color="red" loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
