import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import type { Receipt } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/** GET /api/business/area/documents/:id — the courtesy copy of one of the signed-in business's documents (404 otherwise). */
export function useBusinessDocument(id: string) {
  const client = useApiClient();
  const input = { params: { id } };
  return useSWR<Receipt>(swrKey(routes.businessDocument, input), () => client.call(routes.businessDocument, input));
}
