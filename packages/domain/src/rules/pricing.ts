import type { Money } from '../schemas/common.ts';
import { isKnownCategory, type KnownCategory } from './categories.ts';

/** The price of a new lead by category, set by the server when the lead is created (euro). */
export const CATEGORY_PRICES: Readonly<Record<KnownCategory, Money>> = {
  Idraulico: '25.00',
  Elettricista: '25.00',
  Imbianchino: '30.00',
  Meccanico: '20.00',
  Pulizie: '15.00',
  Giardinaggio: '15.00',
};

/** Any category outside the six. */
export const DEFAULT_LEAD_PRICE: Money = '20.00';

export function defaultPriceForCategory(category: string): Money {
  return isKnownCategory(category) ? CATEGORY_PRICES[category] : DEFAULT_LEAD_PRICE;
}

/** A lead not bought within the configured hours of being sent costs this much less (product §9: 50%). */
export const LEAD_DISCOUNT_PERCENT = 50;
