import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import { routes, type OfferPlaces } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * GET /api/admin/leads/:id/offer-places (issue 34): how many more businesses the lead may reach and, with the
 * customer choosing, who was proposed. Asked afresh at each opening of the dialog, like the candidates.
 */
export function useGetOfferPlaces(leadId: string) {
  const client = useApiClient();
  const input = { params: { id: leadId } };
  return useSWR<OfferPlaces>(swrKey(routes.adminOfferPlaces, input), () => client.call(routes.adminOfferPlaces, input), {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
}
