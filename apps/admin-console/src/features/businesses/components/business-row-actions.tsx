import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { adminBusinesses, common, partnerDesk as copy } from '@trovapro/copy';
import type { Business } from '@trovapro/domain';
import { ConfirmDialog, notifyError, notifySuccess } from '@trovapro/ui';
import { IconAction } from '../../../components/icon-action.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useUpdateBusiness } from '../../../lib/use-update-business.ts';

export interface BusinessRowActionsProps {
  business: Business;
  onDetails: (business: Business) => void;
  onEdit: (business: Business) => void;
  /** After a pause or an activation: the list is revalidated. */
  onChanged: () => void;
}

/**
 * A partner's actions: the spec's view (its details) and contact, the edit dialog, and pause/activate — a
 * labelled button, since it changes what the partner receives (pausing asks first).
 */
export function BusinessRowActions({ business, onDetails, onEdit, onChanged }: BusinessRowActionsProps) {
  const { trigger, isMutating } = useUpdateBusiness(business.id);
  const [confirmingPause, setConfirmingPause] = useState(false);

  async function setActive(isActive: boolean) {
    try {
      await trigger({ isActive });
      notifySuccess(isActive ? copy.activatedTitle : copy.pausedTitle, business.name);
      onChanged();
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.updateError));
    } finally {
      setConfirmingPause(false);
    }
  }

  return (
    <Group gap={4} wrap="nowrap">
      <IconAction kind="view" label={copy.details} color="brand" onClick={() => onDetails(business)} />
      <IconAction kind="edit" label={copy.edit} color="brand" onClick={() => onEdit(business)} />
      {/* The spec shows contact without a behaviour: visible, marked unavailable. */}
      <IconAction kind="contact" label={adminBusinesses.contact(business.name)} unavailable />
      <Button
        size="compact-sm"
        variant="light"
        color={business.isActive ? 'gray' : 'teal'}
        miw={120}
        loading={isMutating && !confirmingPause}
        onClick={() => (business.isActive ? setConfirmingPause(true) : void setActive(true))}
      >
        {business.isActive ? copy.pause : copy.activate}
      </Button>
      <ConfirmDialog
        opened={confirmingPause}
        title={copy.pauseTitle(business.name)}
        message={copy.pauseMessage}
        confirmLabel={copy.pause}
        loading={isMutating}
        onConfirm={() => void setActive(false)}
        onCancel={() => setConfirmingPause(false)}
      />
    </Group>
  );
}
