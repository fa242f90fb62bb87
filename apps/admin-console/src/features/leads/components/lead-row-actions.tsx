import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconEye, IconX } from '@tabler/icons-react';
import { adminLeads as copy, common } from '@trovapro/copy';
import type { Lead, LeadStatus } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useUpdateLead } from '../api/use-update-lead.ts';
import { leadDetailsText } from '../utils/lead-details.ts';

export interface LeadRowActionsProps {
  lead: Lead;
  /** After a status change: the list is revalidated. */
  onChanged: () => void;
  onSelectBusinesses: (lead: Lead) => void;
}

/** Spec §2 row actions: approve and reject a pending lead, choose businesses for an approved one, view any. */
export function LeadRowActions({ lead, onChanged, onSelectBusinesses }: LeadRowActionsProps) {
  const { trigger, isMutating } = useUpdateLead(lead.id);

  async function setStatus(status: LeadStatus) {
    try {
      await trigger({ status });
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.updateError));
      return;
    }
    notifySuccess(copy.updatedTitle, copy.updatedMessage);
    onChanged();
  }

  return (
    <Group gap={4} wrap="nowrap">
      {lead.status === 'pending' && (
        <>
          <Tooltip label={copy.approve}>
            <ActionIcon
              variant="light"
              color="teal"
              aria-label={copy.approve}
              disabled={isMutating}
              onClick={() => void setStatus('approved_pending_companies')}
            >
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={copy.reject}>
            <ActionIcon variant="light" color="red" aria-label={copy.reject} disabled={isMutating} onClick={() => void setStatus('rejected')}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      {lead.status === 'approved_pending_companies' && (
        <Tooltip label={copy.selectBusinesses}>
          <ActionIcon variant="light" color="violet" aria-label={copy.selectBusinesses} onClick={() => onSelectBusinesses(lead)}>
            <IconBuildingStore size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={copy.view}>
        <ActionIcon variant="subtle" color="gray" aria-label={copy.view} onClick={() => window.alert(leadDetailsText(lead))}>
          <IconEye size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
