import { checkoutTestGateway as copy } from '@trovapro/copy';

const MAX_CARD_DIGITS = 19;
const MIN_CARD_DIGITS = 12;

function digits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** "4242424242424242" → "4242 4242 4242 4242" (groups of four, at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digits(value, MAX_CARD_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" → "12/28": the slash is added as soon as the month is complete. */
export function formatExpiry(value: string): string {
  const typed = digits(value, 4);
  return typed.length > 2 ? `${typed.slice(0, 2)}/${typed.slice(2)}` : typed;
}

export function formatCvc(value: string): string {
  return digits(value, 4);
}

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** The first problem of the card form, as an Italian message; null when it can be sent. */
export function cardProblem({ cardNumber, expiry, cvc }: CardInput): string | null {
  const cardDigits = cardNumber.replace(/\s/g, '');
  if (!/^\d+$/.test(cardDigits) || cardDigits.length < MIN_CARD_DIGITS || cardDigits.length > MAX_CARD_DIGITS) {
    return copy.invalidCardNumber;
  }
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry)) return copy.invalidExpiry;
  if (!/^\d{3,4}$/.test(cvc)) return copy.invalidCvc;
  return null;
}
