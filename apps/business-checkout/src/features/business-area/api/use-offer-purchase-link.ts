import { useState } from 'react';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * POST /api/business/area/offers/:leadId/purchase-link — a fresh purchase link of the offer (the checkout's lead page).
 * `pending`: the lead whose link is being asked, one at a time.
 */
export function useOfferPurchaseLink() {
  const client = useApiClient();
  const [pending, setPending] = useState<string | null>(null);
  async function purchaseLink(leadId: string): Promise<string> {
    setPending(leadId);
    try {
      const { url } = await client.call(routes.businessOfferPurchaseLink, { params: { leadId } });
      return url;
    } finally {
      setPending(null);
    }
  }
  return { purchaseLink, pending };
}
