import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { adminPrivacy } from '@trovapro/copy';

const copy = adminPrivacy.confirm;

export interface EraseConfirmDialogProps {
  /** The email whose data would be erased; null when the dialog is closed. */
  email: string | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Names the person and says what goes and what stays before an erasure, which cannot be undone. */
export function EraseConfirmDialog({ email, loading, onConfirm, onCancel }: EraseConfirmDialogProps) {
  return (
    <Modal opened={email !== null} onClose={loading ? () => {} : onCancel} title={copy.title} centered>
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {email === null ? '' : copy.intro(email)}
        </Text>
        <div>
          <Text size="sm" fw={600}>
            {copy.removedTitle}
          </Text>
          <List size="sm" aria-label={copy.removedTitle}>
            {copy.removed.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
        <Text size="sm">{copy.closedNote}</Text>
        <div>
          <Text size="sm" fw={600}>
            {copy.keptTitle}
          </Text>
          <List size="sm" aria-label={copy.keptTitle}>
            {copy.kept.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {copy.cancel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {copy.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
