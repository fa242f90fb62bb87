import { applyDiscount, LEAD_DISCOUNT_PERCENT, toMoney, type Money } from '@trovapro/domain';

export interface LeadPriceInput {
  /** The lead's price, "25.00". */
  readonly price: string;
  /** When the lead was first sent to businesses; null: never (no discount clock). */
  readonly sentAt: Date | null;
  /** True when a business paid for it within the discount window. */
  readonly boughtInWindow: boolean;
  readonly now: Date;
  readonly discountAfterHours: number;
}

export interface LeadPrice {
  readonly price: Money;
  readonly originalPrice: Money;
  readonly isDiscounted: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/** The end of the window in which a business must buy the lead for it to keep its full price. */
export function discountStartsAt(sentAt: Date, discountAfterHours: number): Date {
  return new Date(sentAt.getTime() + discountAfterHours * HOUR_MS);
}

/**
 * The server's current price of a lead: 50% off (rounded half up to the cent) once the window after
 * `sentAt` has passed without any business buying it; the full price otherwise.
 */
export function currentLeadPrice({ price, sentAt, boughtInWindow, now, discountAfterHours }: LeadPriceInput): LeadPrice {
  const originalPrice = toMoney(price);
  const windowPassed = sentAt !== null && now.getTime() >= discountStartsAt(sentAt, discountAfterHours).getTime();
  if (!windowPassed || boughtInWindow) return { price: originalPrice, originalPrice, isDiscounted: false };
  return { price: applyDiscount(price, LEAD_DISCOUNT_PERCENT), originalPrice, isDiscounted: true };
}
