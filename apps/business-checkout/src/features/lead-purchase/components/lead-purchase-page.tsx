import { Center, Grid, Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { checkoutCommon } from '@trovapro/copy';
import { useBusinessLead } from '../api/use-business-lead.ts';
import { isLeadId } from '../utils/lead-id.ts';
import { LeadDetails } from './lead-details.tsx';
import { LeadUnavailable } from './lead-unavailable.tsx';
import { PurchasePanel } from './purchase-panel.tsx';

/** Spec §2 Business lead page: `/business/lead/:leadId`. */
export function LeadPurchasePage() {
  const { leadId } = useParams();
  if (!isLeadId(leadId)) return <LeadUnavailable reason="missing" />;
  // Keyed by the id, so another lead never inherits this one's company or payment step.
  return <LeadPurchase key={leadId} leadId={leadId} />;
}

function LeadPurchase({ leadId }: { leadId: string }) {
  const { data: lead, error } = useBusinessLead(leadId);
  // 404, 410 and network failures alike: the lead cannot be bought from here.
  if (error) return <LeadUnavailable reason="unavailable" />;
  if (!lead) {
    return (
      <Center py={64} role="status" aria-label={checkoutCommon.loadingLead}>
        <Loader />
      </Center>
    );
  }
  return (
    <Grid gap={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <LeadDetails lead={lead} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <PurchasePanel lead={lead} />
      </Grid.Col>
    </Grid>
  );
}
