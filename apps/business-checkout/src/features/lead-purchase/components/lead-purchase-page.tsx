import { Center, Grid, Loader } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { lazy, Suspense } from 'react';
import { ApiRequestError } from '@trovapro/api-client';
import { checkoutCommon } from '@trovapro/copy';
import { useBusinessLead } from '../api/use-business-lead.ts';
import { isLeadId } from '../utils/lead-id.ts';
import { LeadDetails } from './lead-details.tsx';
import { LeadUnavailable } from './lead-unavailable.tsx';
import { PurchasePanel } from './purchase-panel.tsx';

// A link used already (its purchase) is the rare path: its page and the document it shows load on demand, so the
// lead page a business opens from its offer email stays within its JavaScript budget (issue 30).
const OwnPurchase = lazy(() => import('./own-purchase.tsx').then((module) => ({ default: module.OwnPurchase })));

/**
 * Product §2 Business lead page: `/business/lead/:leadId?t=<token>`, the link of the lead-offer email. The
 * token names the invited business; a link without one names nobody, so the lead is not even asked for:
 * it is unavailable, as the API would answer (404).
 */
export function LeadPurchasePage() {
  const { leadId } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t') ?? '';
  if (!isLeadId(leadId)) return <LeadUnavailable reason="missing" />;
  if (token === '') return <LeadUnavailable reason="unavailable" />;
  // Keyed by the link, so another lead never inherits this one's company or payment step.
  return <LeadPurchase key={`${leadId}:${token}`} leadId={leadId} token={token} />;
}

function LeadPurchase({ leadId, token }: { leadId: string; token: string }) {
  const { data: lead, error } = useBusinessLead(leadId, token);
  // The business of this link bought the lead: its purchase, whatever the lead's state since.
  if (error instanceof ApiRequestError && error.code === 'already_purchased') {
    return (
      <Suspense fallback={<LeadLoading />}>
        <OwnPurchase leadId={leadId} token={token} />
      </Suspense>
    );
  }
  // 404, 410 and network failures alike: the lead cannot be bought from here.
  if (error) return <LeadUnavailable reason="unavailable" />;
  if (!lead) return <LeadLoading />;
  return (
    <Grid gap={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <LeadDetails lead={lead} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <PurchasePanel lead={lead} token={token} />
      </Grid.Col>
    </Grid>
  );
}

function LeadLoading() {
  return (
    <Center py={64} role="status" aria-label={checkoutCommon.loadingLead}>
      <Loader />
    </Center>
  );
}
