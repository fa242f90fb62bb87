import { businessSelection as copy, formatEuro, formatNumber } from '@trovapro/copy';
import { moneyToCents, parseItalianAmount, parseMoney, type Money } from '@trovapro/domain';

export type PriceInput = { ok: true; price: Money } | { ok: false; message: string };

/**
 * A new lead price as an Italian types it («22,5», «1.250,00», «22.50»; product §5: present and above 0).
 * «1.250» or «1,250» could be 1250 or 1,25: rather than guess, the message names both readings.
 */
export function readPriceInput(input: string): PriceInput {
  const amount = parseItalianAmount(input);
  if (amount.ok) return moneyToCents(amount.money) > 0 ? { ok: true, price: amount.money } : { ok: false, message: copy.invalidPrice };
  if (amount.reason === 'invalid') return { ok: false, message: copy.invalidPrice };
  const digits = input.replace(/[^\d.,]/g, '');
  const asWhole = parseMoney(digits.replace(/[.,]/g, ''));
  const asDecimal = parseMoney(digits.replace(/[.,]/, '.'));
  if (asWhole === null || asDecimal === null) return { ok: false, message: copy.invalidPrice };
  return {
    ok: false,
    message: copy.ambiguousPrice({
      typed: input.trim(),
      asWhole: formatEuro(asWhole),
      asDecimal: formatEuro(asDecimal),
      writeWhole: digits.replace(/[.,]/g, ''),
      writeDecimal: formatNumber(moneyToCents(asDecimal) / 100, 2),
    }),
  };
}

/** A change worth a second look: the new price is more than three times the old one, or under a third of it. */
export function priceJump(from: Money, to: Money): 'up' | 'down' | null {
  const [before, after] = [moneyToCents(from), moneyToCents(to)];
  if (after > before * 3) return 'up';
  if (after * 3 < before) return 'down';
  return null;
}
