/**
 * The built-in test gateway's cards, with Stripe's test-card semantics: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined — and, unlike Stripe (which rejects numbers it does not know), any
 * other number is declined too, so no made-up card ever "pays".
 */
export const SUCCEEDING_TEST_CARD = '4242424242424242';
export const DECLINED_TEST_CARD = '4000000000000002';

export type TestCardOutcome = 'succeeded' | 'declined';

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  return cardNumber.replace(/\s+/g, '') === SUCCEEDING_TEST_CARD ? 'succeeded' : 'declined';
}

/**
 * "MM/YY" (spaces allowed) → whether the card is expired at `now` (a card is valid through the last
 * day of its month, UTC); undefined when the month is not 01–12.
 */
export function isCardExpired(expiry: string, now: Date): boolean | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  // The first instant after the expiry month.
  const end = Date.UTC(year, month, 1);
  return now.getTime() >= end;
}
