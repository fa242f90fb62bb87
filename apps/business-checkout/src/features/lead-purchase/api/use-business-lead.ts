import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import { routes, type BusinessLeadView } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** GET /api/business/lead/:leadId — the lead as a business sees it (404 unknown, 410 no longer on sale). */
export function useBusinessLead(leadId: string) {
  const client = useApiClient();
  return useSWR<BusinessLeadView>(swrKey(routes.businessLead, { params: { leadId } }), () =>
    client.call(routes.businessLead, { params: { leadId } }),
  );
}
