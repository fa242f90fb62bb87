import { hiddenBeforePurchase } from '@trovapro/copy';
import { redactContacts } from '@trovapro/domain';
import { knownPlaces } from '../../providers/ai/index.ts';

/**
 * The request as an invited business reads it before paying: without the customer's name, addresses, contacts or
 * personal codes; the comune and the quarter stay (the gazetteer's places). The one reading of it — the checkout's lead view and the offer email both show this, so they
 * always agree.
 */
export function requestBeforePurchase(lead: { readonly userRequest: string; readonly userName: string }): string {
  return redactContacts(lead.userRequest, { customerName: lead.userName, placeholders: hiddenBeforePurchase, knownPlaces });
}
