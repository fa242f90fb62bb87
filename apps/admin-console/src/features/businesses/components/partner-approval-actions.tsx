import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ApiRequestError } from '@trovapro/api-client';
import { common, partnerApproval as copy } from '@trovapro/copy';
import type { Business } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useApprovePartner } from '../api/use-approve-partner.ts';
import { useRefusePartner } from '../api/use-refuse-partner.ts';
import { RefusePartnerDialog } from './refuse-partner-dialog.tsx';

export interface PartnerApprovalActionsProps {
  /** A sign-up waiting for approval. */
  business: Business;
}

/**
 * A sign-up's two decisions, as labelled buttons: «Approva» at once (it becomes active and is told by email),
 * «Rifiuta» after a confirmation that takes an optional reason for the business's email. The list is refreshed by the
 * mutations (also after a refusal of the server: the sign-up changed meanwhile).
 */
export function PartnerApprovalActions({ business }: PartnerApprovalActionsProps) {
  const approve = useApprovePartner(business.id);
  const refuse = useRefusePartner(business.id);
  const [refusing, setRefusing] = useState(false);
  const busy = approve.isMutating || refuse.isMutating;

  async function handleApprove() {
    try {
      await approve.trigger();
      notifySuccess(copy.approvedTitle, copy.approvedMessage(business.name));
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.approveError));
    }
  }

  async function handleRefuse(reason: string) {
    try {
      await refuse.trigger(reason ? { reason } : {});
      notifySuccess(copy.refusedTitle, copy.refusedMessage(business.name));
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.refuseError));
      // A failure on the way or on the server keeps the dialog and its reason, to try again.
      if (!(error instanceof ApiRequestError && error.status < 500)) return;
    }
    setRefusing(false);
  }

  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="light" color="teal" loading={approve.isMutating} disabled={busy} onClick={() => void handleApprove()}>
        {copy.approve}
      </Button>
      <Button size="compact-sm" variant="light" color="red" disabled={busy} onClick={() => setRefusing(true)}>
        {copy.refuse}
      </Button>
      <RefusePartnerDialog
        business={refusing ? business : null}
        loading={refuse.isMutating}
        onConfirm={(reason) => void handleRefuse(reason)}
        onCancel={() => setRefusing(false)}
      />
    </Group>
  );
}
