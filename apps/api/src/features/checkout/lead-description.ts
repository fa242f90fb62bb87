import { apiCheckoutMessages } from '@trovapro/copy';
import { redactContacts } from '@trovapro/domain';

/**
 * The request as an invited business reads it before paying: without anything that reaches the visitor.
 * The one reading of it — the checkout's lead view and the offer email both show this, so they always agree.
 */
export function requestBeforePurchase(lead: { readonly userRequest: string }): string {
  return redactContacts(lead.userRequest, apiCheckoutMessages.hiddenContact);
}
