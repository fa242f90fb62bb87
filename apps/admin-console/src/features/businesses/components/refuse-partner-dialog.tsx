import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { common, partnerApproval as copy } from '@trovapro/copy';
import type { Business } from '@trovapro/domain';

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
    <Modal opened={business !== null} onClose={loading ? () => {} : onCancel} title={business ? copy.refuseTitle(business.name) : ''} centered>
      {/* Mounted per opening: the reason starts empty each time. */}
      {business && <RefuseForm key={business.id} loading={loading} onConfirm={onConfirm} onCancel={onCancel} />}
    </Modal>
  );
}

function RefuseForm({ loading, onConfirm, onCancel }: Omit<RefusePartnerDialogProps, 'business'>) {
  const [reason, setReason] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onConfirm(reason.trim());
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{copy.refuseMessage}</Text>
        <Textarea
          label={copy.refuseReason}
          description={copy.refuseReasonHint}
          rows={4}
          resize="vertical"
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
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
