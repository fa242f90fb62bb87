import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { adminComuni as copy, common } from '@trovapro/copy';
import type { ComuniImportDiff } from '@trovapro/domain';
import { DIFF_GROUPS, diffCounts, withoutSuccessor } from '../utils/diff-counts.ts';

export interface ApplyComuniDialogProps {
  /** The diff to apply; the dialog is closed without one. */
  diff: ComuniImportDiff | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * «Applica le modifiche» asks first: what will change, in counts, and — when some suppressed comuni have no successor —
 * that their pages leave the site and their partners and leads are flagged rather than moved.
 */
export function ApplyComuniDialog({ diff, loading, onConfirm, onCancel }: ApplyComuniDialogProps) {
  const counts = diff ? diffCounts(diff) : null;
  const orphans = diff ? withoutSuccessor(diff) : 0;
  const successors = diff ? diff.suppressed.length - orphans : 0;
  return (
    <Modal opened={diff !== null} onClose={loading ? () => {} : onCancel} title={copy.confirmTitle} centered>
      {diff && counts && (
        <Stack gap="md">
          <Text size="sm">{copy.confirmIntro}</Text>
          <List size="sm" spacing={2}>
            {DIFF_GROUPS.filter((group) => counts[group] > 0).map((group) => (
              <List.Item key={group}>{copy.confirmCounts[group](counts[group])}</List.Item>
            ))}
            {diff.otherChanges > 0 && <List.Item>{copy.confirmCounts.otherChanges(diff.otherChanges)}</List.Item>}
          </List>
          {successors > 0 && <Text size="sm">{copy.confirmSuccessors}</Text>}
          {orphans > 0 && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {copy.confirmWithoutSuccessor(orphans)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              {common.cancel}
            </Button>
            <Button onClick={onConfirm} loading={loading} data-autofocus>
              {copy.confirmApply}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
