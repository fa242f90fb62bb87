import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { businessSelection as copy, common } from '@trovapro/copy';
import type { Business, Lead } from '@trovapro/domain';
import type { ListedCandidate } from '../api/use-get-candidate-businesses.ts';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useGetCandidateBusinesses } from '../api/use-get-candidate-businesses.ts';
import { useSendLeadToBusinesses } from '../api/use-send-lead-to-businesses.ts';
import { CandidateList } from './candidate-list.tsx';
import { LeadSummary } from './lead-summary.tsx';
import { ManualBusinessForm } from './manual-business-form.tsx';

export interface BusinessSelectionDialogProps {
  /** The lead to send; null keeps the dialog closed. */
  lead: Lead | null;
  onClose: () => void;
  /** After the price changed or the lead was sent: the leads list is revalidated. */
  onLeadChanged: () => void;
}

/** Spec §2 'Seleziona Aziende per il Lead'. */
export function BusinessSelectionDialog({ lead, onClose, onLeadChanged }: BusinessSelectionDialogProps) {
  return (
    <Modal opened={lead !== null} onClose={onClose} title={copy.title} size="lg">
      {/* Mounted per opening (keyed by lead): the candidates load afresh and the selection starts empty (spec §4). */}
      {lead && <SelectionContent key={lead.id} lead={lead} onClose={onClose} onLeadChanged={onLeadChanged} />}
    </Modal>
  );
}

function SelectionContent({ lead, onClose, onLeadChanged }: { lead: Lead } & Omit<BusinessSelectionDialogProps, 'lead'>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const candidates = useGetCandidateBusinesses(lead.id);
  const { trigger: send, isMutating: sending } = useSendLeadToBusinesses(lead.id);

  function toggle(id: string, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  // Added or edited here, a business is shown as the server answered it; where it is relative to the lead is
  // known again at the next opening (the server ranks the candidates), kept meanwhile if its location is unchanged.
  function addCandidate(business: Business) {
    void candidates.mutate((current = []) => [...current.filter((b) => b.id !== business.id), business], { revalidate: false });
    toggle(business.id, true);
  }

  function replaceCandidate(business: Business) {
    const updated = (before: ListedCandidate): ListedCandidate =>
      before.location === business.location && before.placeRelation ? { ...business, placeRelation: before.placeRelation } : business;
    void candidates.mutate((current = []) => current.map((b) => (b.id === business.id ? updated(b) : b)), { revalidate: false });
  }

  async function handleSend() {
    let sentToCount: number;
    try {
      ({ sentToCount } = await send([...selected]));
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.sendError));
      return;
    }
    notifySuccess(copy.sentTitle, copy.sentMessage(sentToCount));
    onLeadChanged();
    onClose();
  }

  return (
    <Stack gap="md">
      <LeadSummary lead={lead} onPriceChanged={onLeadChanged} />
      <ManualBusinessForm lead={lead} onAdded={addCandidate} />
      <Divider />
      <CandidateList query={candidates} selected={selected} onToggle={toggle} onUpdated={replaceCandidate} />
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500} aria-live="polite">
          {copy.selectedCount(selected.size)}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending}>
            {copy.cancel}
          </Button>
          <Button onClick={() => void handleSend()} disabled={selected.size === 0} loading={sending}>
            {copy.send(selected.size)}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
