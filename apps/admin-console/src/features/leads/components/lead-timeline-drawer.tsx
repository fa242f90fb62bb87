import { Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ApiRequestError } from '@trovapro/api-client';
import { adminLeads, formatEuro, leadTimeline as copy } from '@trovapro/copy';
import { formatLocation, type Lead, type LeadEvent } from '@trovapro/domain';
import { CategoryIcon } from '@trovapro/ui';
import { DetailDrawer, DetailFact, DetailPending } from '../../../components/detail-drawer.tsx';
import { useGetLeadDetail } from '../api/use-get-lead-detail.ts';
import { AutoDispatchCountdown, DuplicateBadge, longWait, LongWaitBadge, QueueReasons, useNow } from './lead-dispatch.tsx';
import { LeadNotes } from './lead-notes.tsx';
import { LeadStatusBadge } from './lead-status-badge.tsx';
import { LeadTimeline } from '../../../components/lead-timeline.tsx';
import { RefundPurchaseButton } from '../../../components/refund-purchase-button.tsx';

/** «Rimborsa» under a purchase that was not refunded since (issue 33: the admin's refund with a reason). */
function refundAction(event: LeadEvent, events: readonly LeadEvent[]) {
  if (event.type !== 'bought' || event.purchaseId === undefined || event.amount === undefined) return null;
  if (events.some((other) => other.type === 'refunded' && other.purchaseId === event.purchaseId)) return null;
  return <RefundPurchaseButton purchaseId={event.purchaseId} amount={event.amount} businessName={event.business?.name ?? ''} />;
}

export interface LeadTimelineDrawerProps {
  /** The lead to show (the URL's `lead`); null keeps the drawer closed. */
  leadId: string | null;
  onClose: () => void;
  /** Opens another lead (a possible duplicate's earlier one). */
  onOpenLead?: (id: string) => void;
}

/** «Cronologia del lead»: the lead as it stands and its timeline, loaded afresh at each opening. */
export function LeadTimelineDrawer({ leadId, onClose, onOpenLead }: LeadTimelineDrawerProps) {
  return (
    <DetailDrawer opened={leadId !== null} onClose={onClose} title={copy.title}>
      {leadId !== null && <TimelineContent key={leadId} leadId={leadId} onOpenLead={onOpenLead} />}
    </DetailDrawer>
  );
}

/** An id the API does not know, or cannot be one (a hand-edited link): the lead is not there. */
const isMissing = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

function TimelineContent({ leadId, onOpenLead }: { leadId: string; onOpenLead: ((id: string) => void) | undefined }) {
  const { data, error, mutate } = useGetLeadDetail(leadId);
  if (!data) {
    return <DetailPending error={error} missing={isMissing(error)} texts={copy} onRetry={() => void mutate()} />;
  }
  return (
    <Stack gap="md">
      <LeadFacts lead={data.lead} />
      <LeadDispatchFacts lead={data.lead} onOpenLead={onOpenLead} />
      <Divider />
      <LeadNotes leadId={leadId} />
      <Divider />
      <Title order={3} fz="md">
        {copy.events}
      </Title>
      <LeadTimeline events={data.events} action={(event) => refundAction(event, data.events)} />
    </Stack>
  );
}

/** Issue 35: the countdown and «Ferma», a possible duplicate, and why it stayed in the queue. */
function LeadDispatchFacts({ lead, onOpenLead }: { lead: Lead; onOpenLead: ((id: string) => void) | undefined }) {
  const now = useNow(60_000);
  const dispatch = lead.dispatch;
  if (!dispatch) return null;
  if (dispatch.reasons.length === 0 && dispatch.duplicateOf === null && dispatch.autoDispatchAt === null && longWait(lead, now) === null) return null;
  const hasBadges =
    longWait(lead, now) !== null ||
    (dispatch.duplicateOf !== null && onOpenLead !== undefined) ||
    (lead.status === 'pending' && dispatch.autoDispatchAt !== null);
  return (
    <Stack gap="xs">
      {hasBadges && (
        <Group gap="xs">
          <LongWaitBadge lead={lead} now={now} />
          {onOpenLead && <DuplicateBadge lead={lead} onOpenLead={onOpenLead} />}
          <AutoDispatchCountdown lead={lead} />
        </Group>
      )}
      <QueueReasons lead={lead} />
    </Stack>
  );
}

function LeadFacts({ lead }: { lead: Lead }) {
  return (
    <Stack gap="sm">
      <DetailFact label={copy.request}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {lead.userRequest}
        </Text>
      </DetailFact>
      <DetailFact label={copy.customer}>
        <Text size="sm" fw={500}>
          {lead.userName || copy.noName}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {lead.userEmail}
        </Text>
        <Text size="sm">{lead.userPhone ?? copy.noPhone}</Text>
      </DetailFact>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
        <DetailFact label={copy.category}>
          <Group gap={6} wrap="nowrap">
            <CategoryIcon category={lead.category} size={16} />
            <Text size="sm">{lead.category}</Text>
          </Group>
        </DetailFact>
        <DetailFact label={copy.municipality}>
          <Text size="sm">{lead.location ? formatLocation(lead.location) : adminLeads.locationUnknown}</Text>
        </DetailFact>
        <DetailFact label={copy.price}>
          <Text size="sm" fw={600}>
            {formatEuro(lead.price)}
          </Text>
        </DetailFact>
        <DetailFact label={copy.status}>
          <LeadStatusBadge status={lead.status} closedReason={lead.closedReason} />
        </DetailFact>
      </SimpleGrid>
    </Stack>
  );
}
