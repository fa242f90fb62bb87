import { hashLinkToken, newLinkToken } from '../../lib/link-token.ts';

/** An invited business's purchase link token (see link-token.ts): only its hash is stored, in `lead_deliveries`. */
export const newPurchaseToken = newLinkToken;
export const hashPurchaseToken = hashLinkToken;

/** The buyer's page of a lead in the business checkout, for the business the token names. */
export function purchaseUrl(checkoutUrl: string, leadId: string, token: string): string {
  return `${checkoutUrl}/business/lead/${encodeURIComponent(leadId)}?t=${token}`;
}
