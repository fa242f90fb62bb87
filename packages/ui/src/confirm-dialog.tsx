import { Button, Group, Modal, Text } from '@mantine/core';
import { common } from '@trovapro/copy';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  /** Red confirm button, for deletions. */
  destructive?: boolean;
}

/** Asks for confirmation before an action that cannot be undone. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, message, confirmLabel, onConfirm, onCancel, loading = false, destructive = false } = props;
  return (
    <Modal opened={opened} onClose={loading ? () => {} : onCancel} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {common.cancel}
        </Button>
        <Button color={destructive ? 'red' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
