import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { leadDesk as copy } from '@trovapro/copy';

export interface BulkBarProps {
  count: number;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onClear: () => void;
}

/** Shown while leads are selected: how many, and what can be done to all of them at once. */
export function BulkBar({ count, busy, onApprove, onReject, onClear }: BulkBarProps) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={copy.bulkLabel} bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Text size="sm" fw={600} aria-live="polite">
            {copy.selectedCount(count)}
          </Text>
          <Button size="xs" variant="subtle" color="gray" onClick={onClear} disabled={busy}>
            {copy.clearSelection}
          </Button>
        </Group>
        <Group gap="xs">
          <Button size="xs" color="teal" leftSection={<IconCheck size={14} aria-hidden />} onClick={onApprove} loading={busy}>
            {copy.approveSelected}
          </Button>
          <Button size="xs" color="red" variant="light" leftSection={<IconX size={14} aria-hidden />} onClick={onReject} disabled={busy}>
            {copy.rejectSelected}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
