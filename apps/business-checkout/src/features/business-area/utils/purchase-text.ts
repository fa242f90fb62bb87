import { businessArea as copy, formatDate } from '@trovapro/copy';
import type { BusinessPurchase } from '@trovapro/domain';

/** `tel:` wants the number without spaces: «+39 333 123 4567» → `tel:+393331234567`. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** «Pagato», or «Rimborsato il 12/02/2026». */
export function purchaseState(purchase: Pick<BusinessPurchase, 'status' | 'refundedAt'>): string {
  if (purchase.status === 'paid') return copy.paid;
  return purchase.refundedAt === null ? copy.refundedOn('—') : copy.refundedOn(formatDate(purchase.refundedAt));
}

/** Why a purchase shows no contacts: a refund gave them back; otherwise the customer erased their data. */
export function missingContactsReason(purchase: Pick<BusinessPurchase, 'status'>): string {
  return purchase.status === 'refunded' ? copy.contactsRefunded : copy.contactsErased;
}
