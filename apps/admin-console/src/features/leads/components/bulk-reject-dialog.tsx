import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { common, leadDesk as copy, shortText } from '@trovapro/copy';
import { formatLocation, type Lead } from '@trovapro/domain';

export interface BulkRejectDialogProps {
  opened: boolean;
  /** The selected leads that can be rejected (pending ones). */
  rejectable: readonly Lead[];
  /** How many other selected leads will be left as they are. */
  skipped: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * «Rifiutare 2 lead?» before a bulk rejection: it counts and names only the selected leads that can be rejected (the
 * pending ones) and says how many others will be left as they are; with none to reject it says so, and offers
 * nothing to confirm.
 */
export function BulkRejectDialog({ opened, rejectable, skipped, busy, onConfirm, onCancel }: BulkRejectDialogProps) {
  const none = rejectable.length === 0;
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onCancel}
      title={none ? copy.bulkRejectNoneTitle : copy.bulkRejectTitle(rejectable.length)}
      centered
    >
      <Stack gap="sm">
        {none ? (
          <Text size="sm">{copy.bulkRejectNoneMessage(skipped)}</Text>
        ) : (
          <>
            <List size="sm" spacing={4} aria-label={copy.bulkRejectListLabel}>
              {rejectable.map((lead) => (
                <List.Item key={lead.id}>
                  «{shortText(lead.userRequest, 60)}»
                  {lead.location && (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      · {formatLocation(lead.location)}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
            <Text size="sm">{copy.bulkRejectMessage(rejectable.length)}</Text>
            {skipped > 0 && (
              <Text size="sm" c="dimmed">
                {copy.bulkRejectSkipped(skipped)}
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {none ? copy.bulkRejectNoneDismiss : common.cancel}
          </Button>
          {!none && (
            <Button color="red" onClick={onConfirm} loading={busy}>
              {copy.bulkRejectConfirm(rejectable.length)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
