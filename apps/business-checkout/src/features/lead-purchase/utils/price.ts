import { formatNumber } from '@trovapro/copy';

/** The API's "12.50" as the pay button shows it after '€': "12,50" (it-IT, two decimals). */
export function buttonPrice(price: string): string {
  return formatNumber(Number(price), 2);
}
