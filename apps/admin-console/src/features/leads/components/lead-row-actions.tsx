import { Group } from '@mantine/core';
import { useState } from 'react';
import { adminDispatchLeads, adminLeads as copy, common, leadTimeline } from '@trovapro/copy';
import type { Lead, LeadStatus } from '@trovapro/domain';
import { ConfirmDialog, notifyError, notifySuccess } from '@trovapro/ui';
import { IconAction } from '../../../components/icon-action.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useUpdateLead } from '../api/use-update-lead.ts';
import { leadDetailsText } from '../utils/lead-details.ts';

export interface LeadRowActionsProps {
  lead: Lead;
  onSelectBusinesses: (lead: Lead) => void;
  onOpenTimeline: (lead: Lead) => void;
}

/**
 * Product §2 row actions: approve and reject a pending lead (reject asks first), restore a rejected one to
 * pending, choose businesses for an approved one, view any; and the lead's timeline (issue 19).
 */
export function LeadRowActions({ lead, onSelectBusinesses, onOpenTimeline }: LeadRowActionsProps) {
  const { trigger, isMutating } = useUpdateLead(lead.id);
  const [confirmingReject, setConfirmingReject] = useState(false);

  async function setStatus(status: LeadStatus) {
    try {
      await trigger({ status });
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.updateError));
      return;
    } finally {
      setConfirmingReject(false);
    }
    notifySuccess(copy.updatedTitle, copy.updatedMessage);
  }

  return (
    <Group gap={4} wrap="nowrap">
      {lead.status === 'pending' && (
        <>
          {/* Issue 35 §4: approve and send from one dialog, the top candidates ticked in advance. */}
          <IconAction
            kind="approveAndSend"
            label={adminDispatchLeads.approveAndSend}
            variant="filled"
            color="teal"
            disabled={isMutating}
            onClick={() => onSelectBusinesses(lead)}
          />
          <IconAction
            kind="approve"
            label={copy.approve}
            variant="light"
            color="teal"
            disabled={isMutating}
            onClick={() => void setStatus('approved_pending_companies')}
          />
          <IconAction kind="reject" label={copy.reject} variant="light" color="red" disabled={isMutating} onClick={() => setConfirmingReject(true)} />
          <ConfirmDialog
            opened={confirmingReject}
            title={copy.rejectConfirmTitle}
            message={copy.rejectConfirmMessage}
            confirmLabel={copy.reject}
            destructive
            loading={isMutating}
            onConfirm={() => void setStatus('rejected')}
            onCancel={() => setConfirmingReject(false)}
          />
        </>
      )}
      {lead.status === 'rejected' && (
        <IconAction kind="restore" label={copy.restore} variant="light" disabled={isMutating} onClick={() => void setStatus('pending')} />
      )}
      {lead.status === 'approved_pending_companies' && (
        <IconAction kind="selectBusinesses" label={copy.selectBusinesses} variant="light" color="violet" onClick={() => onSelectBusinesses(lead)} />
      )}
      <IconAction kind="history" label={leadTimeline.open} color="brand" onClick={() => onOpenTimeline(lead)} />
      <IconAction kind="view" label={copy.view} onClick={() => window.alert(leadDetailsText(lead))} />
    </Group>
  );
}
