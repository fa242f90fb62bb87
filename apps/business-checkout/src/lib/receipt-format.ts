import { formatLocation, type BillingDetails, type Receipt } from '@trovapro/domain';
import { formatNumber, checkoutReceipt as copy } from '@trovapro/copy';

/** How a receipt reads: on its own page and under the purchase it documents. */

/** A document's date (the API's Rome day, 2026-03-05) as Italians write it: 05/03/2026, whatever the reader's zone. */
export function formatDocumentDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** The API's "22" or "10.5" as a rate: «22%», «10,5%». */
export function formatVatRate(rate: string): string {
  return `${formatNumber(Number(rate))}%`;
}

/** «Via Roma 1, 20121 Milano (MI)». */
export function formatBillingAddress(billing: Pick<BillingDetails, 'street' | 'postalCode' | 'city' | 'province'>): string {
  return `${billing.street}, ${billing.postalCode} ${billing.city} (${billing.province})`;
}

/** «Lead: Idraulico – Fano (Pesaro e Urbino)»; just the category when the lead has no place. */
export function receiptItem(lead: Receipt['lead']): string {
  return copy.item(lead.category, lead.location ? formatLocation(lead.location) : null);
}
