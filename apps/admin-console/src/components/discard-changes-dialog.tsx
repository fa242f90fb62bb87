import { Button, Group, Modal, Text, getDefaultZIndex } from '@mantine/core';
import { unsavedChanges as copy } from '@trovapro/copy';

export interface DiscardChangesDialogProps {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  title?: string;
  message?: string;
  keepLabel?: string;
  discardLabel?: string;
}

/**
 * «Vuoi chiudere senza salvare?»: keeping the work is the default (focused; Esc and a click outside keep it too),
 * discarding is the red button. Above any dialog, whichever was opened first.
 */
export function DiscardChangesDialog({
  opened,
  onKeep,
  onDiscard,
  title = copy.title,
  message = copy.message,
  keepLabel = copy.keepEditing,
  discardLabel = copy.discard,
}: DiscardChangesDialogProps) {
  return (
    <Modal opened={opened} onClose={onKeep} title={title} centered zIndex={getDefaultZIndex('modal') + 1}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onKeep} data-autofocus>
          {keepLabel}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {discardLabel}
        </Button>
      </Group>
    </Modal>
  );
}
