import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { adminDispatchLeads, businessSelection as copy, common, offerPlacesTexts } from '@trovapro/copy';
import type { Business, CandidateBusiness, Lead } from '@trovapro/domain';
import type { ListedCandidate } from '../api/use-get-candidate-businesses.ts';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { EditingDialog, useCloseEditingDialog } from '../../../components/editing-dialog.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useApproveAndSend } from '../api/use-dispatch-actions.ts';
import { useGetCandidateBusinesses } from '../api/use-get-candidate-businesses.ts';
import { useGetOfferPlaces } from '../api/use-get-offer-places.ts';
import { useProposeBusinesses } from '../api/use-propose-businesses.ts';
import { useSendLeadToBusinesses } from '../api/use-send-lead-to-businesses.ts';
import { CandidateList } from './candidate-list.tsx';
import { LeadSummary } from './lead-summary.tsx';
import { ManualBusinessForm } from './manual-business-form.tsx';
import { OfferPlacesNote } from './offer-places-note.tsx';

export interface BusinessSelectionDialogProps {
  /** The lead to send; null keeps the dialog closed. */
  lead: Lead | null;
  onClose: () => void;
}

/**
 * Product §2 'Seleziona Aziende per il Lead'. Its price editor, manual add and inline edits each declare what they hold
 * unsaved: closing then asks first (the ticked businesses are a choice, not typed work: they do not). The leads list
 * refreshes through the mutations (price, send).
 */
export function BusinessSelectionDialog({ lead, onClose }: BusinessSelectionDialogProps) {
  // The send (or, with the customer choosing, the proposal) lives above the content, so the dialog stays open (busy) while it is on its way.
  const sender = useSendLeadToBusinesses(lead?.id ?? '');
  const proposer = useProposeBusinesses(lead?.id ?? '');
  const approver = useApproveAndSend(lead?.id ?? '');
  const busy = sender.isMutating || proposer.isMutating || approver.isMutating;
  return (
    <EditingDialog opened={lead !== null} onClose={onClose} busy={busy} title={copy.title} size="lg">
      {/* Mounted per opening (keyed by lead): the candidates load afresh and the selection starts empty (product §4). */}
      {lead && <SelectionContent key={lead.id} lead={lead} sender={sender} proposer={proposer} approver={approver} onClose={onClose} />}
    </EditingDialog>
  );
}

interface SelectionContentProps {
  lead: Lead;
  sender: ReturnType<typeof useSendLeadToBusinesses>;
  proposer: ReturnType<typeof useProposeBusinesses>;
  approver: ReturnType<typeof useApproveAndSend>;
  onClose: () => void;
}

function SelectionContent({ lead, sender, proposer, approver, onClose }: SelectionContentProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const candidates = useGetCandidateBusinesses(lead.id);
  // Issue 35 §4: the candidates automatic dispatch would pick are ticked in advance, once, when they first arrive.
  const preticked = useRef(false);
  useEffect(() => {
    if (preticked.current || !candidates.data || candidates.isValidating) return;
    preticked.current = true;
    const suggested = candidates.data.filter((business) => business.ranking?.suggested && business.preferenceCheck?.accepts !== false);
    if (suggested.length > 0) setSelected((current) => new Set([...current, ...suggested.map((business) => business.id)]));
  }, [candidates.data, candidates.isValidating]);
  // A pending lead is approved and sent in one step.
  const pending = lead.status === 'pending';
  const places = useGetOfferPlaces(lead.id);
  const chooses = places.data?.customerChooses ?? false;
  // With the customer choosing, proposals still waiting for an answer hold places too.
  const waiting = places.data?.proposals.filter((proposal) => proposal.answeredAt === null).length ?? 0;
  const left = places.data === undefined ? null : Math.max(places.data.left - (chooses ? waiting : 0), 0);
  const sending = sender.isMutating || proposer.isMutating || approver.isMutating;
  const close = useCloseEditingDialog();

  function toggle(id: string, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  // Added by hand, a business goes at the top of the list, ticked, with its place from the lead as the server
  // answered it; at the next opening it takes its ranked place among the others.
  function addCandidate(business: CandidateBusiness) {
    void candidates.mutate((current = []) => [business, ...current.filter((b) => b.id !== business.id)], { revalidate: false });
    // Ticked at once, unless its preferences refuse the lead (issue 33: it is shown with why).
    if (business.preferenceCheck.accepts) toggle(business.id, true);
  }

  // Edited here, a business is shown as the server answered it; where it is relative to the lead is known again at
  // the next opening (the server ranks the candidates), kept meanwhile if its location is unchanged.
  function replaceCandidate(business: Business) {
    const updated = (before: ListedCandidate): ListedCandidate => ({
      ...business,
      ...(before.location === business.location && before.placeRelation ? { placeRelation: before.placeRelation } : {}),
      // Its preferences' check stays until the next opening (the server checks again when sending).
      ...(before.preferenceCheck ? { preferenceCheck: before.preferenceCheck } : {}),
      // Its rating (issue 34) is its reviews', which an edit does not change.
      ...(before.rating !== undefined ? { rating: before.rating } : {}),
      // Its place in the ranking (issue 35) until the next opening.
      ...(before.ranking ? { ranking: before.ranking } : {}),
    });
    void candidates.mutate((current = []) => current.map((b) => (b.id === business.id ? updated(b) : b)), { revalidate: false });
  }

  async function handleSend() {
    try {
      if (pending) {
        const { sentToCount, proposedCount } = await approver.trigger([...selected]);
        if (chooses) notifySuccess(adminDispatchLeads.approvedProposedTitle, adminDispatchLeads.approvedProposedMessage(proposedCount));
        else notifySuccess(adminDispatchLeads.approvedSentTitle, adminDispatchLeads.approvedSentMessage(sentToCount));
      } else if (chooses) {
        const { proposedCount } = await proposer.trigger([...selected]);
        notifySuccess(offerPlacesTexts.proposedTitle, offerPlacesTexts.proposedMessage(proposedCount));
      } else {
        const { sentToCount } = await sender.trigger([...selected]);
        notifySuccess(copy.sentTitle, copy.sentMessage(sentToCount));
      }
    } catch (error) {
      const fallback = pending ? adminDispatchLeads.approveAndSendError : chooses ? offerPlacesTexts.proposeError : copy.sendError;
      notifyError(common.errorTitle, actionErrorMessage(error, fallback));
      return;
    }
    onClose();
  }

  return (
    <Stack gap="md">
      <LeadSummary lead={lead} />
      {lead.dispatch?.duplicateOf && (
        <Alert color="grape" variant="light" data-testid="duplicate-warning">
          {adminDispatchLeads.duplicateWarning}
        </Alert>
      )}
      <ManualBusinessForm lead={lead} onAdded={addCandidate} />
      <Divider />
      <CandidateList query={candidates} selected={selected} onToggle={toggle} onUpdated={replaceCandidate} />
      <OfferPlacesNote places={places.data} failed={places.error !== undefined} selectedCount={selected.size} left={left} />
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500} aria-live="polite">
          {copy.selectedCount(selected.size)}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={close} disabled={sending}>
            {copy.cancel}
          </Button>
          <Button onClick={() => void handleSend()} disabled={selected.size === 0 || (left !== null && selected.size > left)} loading={sending}>
            {pending
              ? chooses
                ? adminDispatchLeads.approveAndPropose
                : adminDispatchLeads.approveAndSend
              : chooses
                ? offerPlacesTexts.propose(selected.size)
                : copy.send(selected.size)}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
