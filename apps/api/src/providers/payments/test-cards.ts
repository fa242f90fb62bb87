/** How the built-in test gateway answers a card: paid, or refused for one of Stripe's reasons. */
export type TestCardOutcome = 'succeeded' | 'card_declined' | 'card_expired' | 'incorrect_cvc' | 'insufficient_funds' | 'processing_error';

/**
 * The built-in test gateway's cards, Stripe's test numbers with Stripe's meaning
 * (docs.stripe.com/testing#declined-payments) — and, unlike Stripe (which rejects numbers it does not
 * know), any other number is declined, so no made-up card ever "pays".
 */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000000069': 'card_expired',
  '4000000000000127': 'incorrect_cvc',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'processing_error',
};

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  return TEST_CARDS[cardNumber.replace(/\s+/g, '')] ?? 'card_declined';
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
