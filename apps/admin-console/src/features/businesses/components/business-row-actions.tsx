import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { adminBusinesses, common, formatDate, partnerApproval, partnerDesk as copy } from '@trovapro/copy';
import type { Business } from '@trovapro/domain';
import { ConfirmDialog, notifyError, notifySuccess } from '@trovapro/ui';
import { IconAction } from '../../../components/icon-action.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useUpdateBusiness } from '../../../lib/use-update-business.ts';
import { businessStatus } from '../utils/business-status.ts';
import { PartnerApprovalActions } from './partner-approval-actions.tsx';

export interface BusinessRowActionsProps {
  business: Business;
  onDetails: (business: Business) => void;
  onEdit: (business: Business) => void;
}

/**
 * A partner's actions: the product's view (its details) and contact, the edit dialog, then what its status allows —
 * «Approva»/«Rifiuta» for a sign-up, pause/activate for a partner (a labelled button, since it changes what the
 * partner receives; pausing asks first, and so does reactivating one that stopped the offers itself), nothing for
 * a refused one.
 */
export function BusinessRowActions({ business, onDetails, onEdit }: BusinessRowActionsProps) {
  const status = businessStatus(business);
  return (
    <Group gap={4} wrap="nowrap">
      <IconAction kind="view" label={copy.details} color="brand" onClick={() => onDetails(business)} />
      <IconAction kind="edit" label={copy.edit} color="brand" onClick={() => onEdit(business)} />
      {/* The product shows contact without a behaviour: visible, marked unavailable. */}
      <IconAction kind="contact" label={adminBusinesses.contact(business.name)} unavailable />
      {status === 'pending' && <PartnerApprovalActions business={business} />}
      {(status === 'active' || status === 'paused' || status === 'unsubscribed') && <PauseToggle business={business} />}
    </Group>
  );
}

function PauseToggle({ business }: Pick<BusinessRowActionsProps, 'business'>) {
  const { trigger, isMutating } = useUpdateBusiness(business.id);
  const [confirming, setConfirming] = useState(false);
  const unsubscribed = businessStatus(business) === 'unsubscribed';

  async function setActive(isActive: boolean) {
    try {
      await trigger({ isActive });
      notifySuccess(isActive ? copy.activatedTitle : copy.pausedTitle, business.name);
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.updateError));
    } finally {
      setConfirming(false);
    }
  }

  // Reactivating asks first only when the business itself stopped the offers (its email's stop link).
  const confirmation = business.isActive
    ? { title: copy.pauseTitle(business.name), message: copy.pauseMessage, label: copy.pause }
    : {
        title: partnerApproval.reactivateTitle(business.name),
        message: partnerApproval.reactivateMessage(business.pausedAt ? formatDate(business.pausedAt) : undefined),
        label: copy.activate,
      };

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color={business.isActive ? 'gray' : 'teal'}
        miw={120}
        loading={isMutating && !confirming}
        onClick={() => (business.isActive || unsubscribed ? setConfirming(true) : void setActive(true))}
      >
        {business.isActive ? copy.pause : copy.activate}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={confirmation.title}
        message={confirmation.message}
        confirmLabel={confirmation.label}
        loading={isMutating}
        onConfirm={() => void setActive(!business.isActive)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
