import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import type { Receipt } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/** GET /api/business/receipts/:id?t= — a purchase's numbered receipt (404 without the link's token). */
export function useReceipt(id: string, token: string) {
  const client = useApiClient();
  const input = { params: { id }, query: { t: token } };
  return useSWR<Receipt>(swrKey(routes.businessReceipt, input), () => client.call(routes.businessReceipt, input));
}
