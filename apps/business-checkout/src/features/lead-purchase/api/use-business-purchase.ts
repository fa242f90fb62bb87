import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import type { BusinessPurchaseView } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * GET /api/business/lead/:leadId/purchase?t= — what the business of the link's token bought: the customer's
 * contacts and request (null once erased), the amount, the date and its receipt (404 without a paid purchase).
 */
export function useBusinessPurchase(leadId: string, token: string) {
  const client = useApiClient();
  const input = { params: { leadId }, query: { t: token } };
  return useSWR<BusinessPurchaseView>(swrKey(routes.businessLeadPurchase, input), () => client.call(routes.businessLeadPurchase, input));
}
