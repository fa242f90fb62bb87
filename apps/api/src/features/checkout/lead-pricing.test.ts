import { describe, expect, it } from 'vitest';
import { currentLeadPrice } from './lead-pricing.ts';

const sentAt = new Date('2026-03-02T10:00:00Z');
const at = (hoursAfter: number) => new Date(sentAt.getTime() + hoursAfter * 3_600_000);
const price = (input: { hoursAfter: number; boughtInWindow?: boolean; price?: string; sent?: boolean }) =>
  currentLeadPrice({
    price: input.price ?? '25.00',
    sentAt: input.sent === false ? null : sentAt,
    boughtInWindow: input.boughtInWindow ?? false,
    now: at(input.hoursAfter),
    discountAfterHours: 48,
  });

describe('currentLeadPrice', () => {
  it('keeps the full price within the window', () => {
    expect(price({ hoursAfter: 47.99 })).toEqual({ price: '25.00', originalPrice: '25.00', isDiscounted: false });
  });

  it('halves the price once the window has passed without a purchase, rounding half up to the cent', () => {
    expect(price({ hoursAfter: 48 })).toEqual({ price: '12.50', originalPrice: '25.00', isDiscounted: true });
    expect(price({ hoursAfter: 100, price: '25.01' })).toEqual({ price: '12.51', originalPrice: '25.01', isDiscounted: true });
    expect(price({ hoursAfter: 100, price: '0.01' })).toMatchObject({ price: '0.01', isDiscounted: true });
  });

  it('keeps the full price when a business bought it within the window, or it was never sent', () => {
    expect(price({ hoursAfter: 100, boughtInWindow: true })).toMatchObject({ price: '25.00', isDiscounted: false });
    expect(price({ hoursAfter: 100, sent: false })).toMatchObject({ price: '25.00', isDiscounted: false });
  });
});
