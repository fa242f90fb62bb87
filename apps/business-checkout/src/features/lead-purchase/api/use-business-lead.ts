import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import type { BusinessLeadView } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * GET /api/business/lead/:leadId?t= — the lead as the invited business of the link's token sees it
 * (404 unknown lead or token, 410 no longer on sale).
 */
export function useBusinessLead(leadId: string, token: string) {
  const client = useApiClient();
  const input = { params: { leadId }, query: { t: token } };
  return useSWR<BusinessLeadView>(swrKey(routes.businessLead, input), () => client.call(routes.businessLead, input));
}
