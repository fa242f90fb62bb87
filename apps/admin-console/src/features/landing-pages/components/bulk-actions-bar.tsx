import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { adminLanding as copy } from '@trovapro/copy';
import type { BulkAction } from '../api/use-bulk-landing-pages.ts';
import { selectionSize, type Selection } from '../utils/selection.ts';

export interface BulkActionsBarProps {
  selection: Selection;
  /** The pages matching the filters, once the list has loaded. */
  matching: number | undefined;
  progress: number | null;
  busy: boolean;
  onSelectAllMatching: () => void;
  onClearSelection: () => void;
  onBulk: (action: BulkAction) => void;
}

/** The bar above the list: what is selected, 'all matching', the three bulk actions and the run's progress. */
export function BulkActionsBar({ selection, matching, progress, busy, onSelectAllMatching, onClearSelection, onBulk }: BulkActionsBarProps) {
  const size = selectionSize(selection);
  return (
    <Paper withBorder p="sm" radius="md" aria-label={copy.bulk.label} component="section">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Text size="sm" fw={500}>
              {selection.mode === 'all-matching' ? copy.allMatchingSelected(selection.count) : copy.selectedCount(size)}
            </Text>
            {selection.mode === 'ids' && matching !== undefined && matching > 0 && (
              <Button
                size="xs"
                variant="subtle"
                h="auto"
                mih={30}
                py={4}
                // A long label on a phone: it wraps inside the bar instead of pushing the page sideways.
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
                onClick={onSelectAllMatching}
                disabled={busy}
              >
                {copy.selectAllMatching(matching)}
              </Button>
            )}
            {size > 0 && (
              <Button size="xs" variant="subtle" color="gray" onClick={onClearSelection} disabled={busy}>
                {copy.clearSelection}
              </Button>
            )}
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="light" color="teal" onClick={() => onBulk('publish')} disabled={busy}>
              {copy.bulk.publish}
            </Button>
            <Button size="xs" variant="light" color="gray" onClick={() => onBulk('hide')} disabled={busy}>
              {copy.bulk.hide}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => onBulk('delete')} disabled={busy}>
              {copy.bulk.delete}
            </Button>
          </Group>
        </Group>
        {progress !== null && <Progress value={progress} aria-label={copy.bulk.progress} animated={progress < 100} />}
      </Stack>
    </Paper>
  );
}
