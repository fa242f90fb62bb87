import type { Money } from '../schemas/common.ts';
import { centsToMoney, moneyToCents } from './money.ts';

/** A VAT rate as configured («22», «10,5», «4.0») in hundredths of a percent (2200), or null when not one (0–99.99 %). */
export function parseVatRate(input: string): number | null {
  const text = input.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Hundredths of a percent as the receipt writes the rate: 2200 → "22", 1050 → "10.5". */
export function formatVatRate(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/**
 * A price with VAT included, split into net and VAT: net = total ÷ (1 + rate) rounded half up to the cent,
 * VAT = total − net, so the two always add up to what was paid. Integer arithmetic, no floats.
 */
export function splitVat(total: Money, rateHundredths: number): { net: Money; vat: Money } {
  const totalCents = moneyToCents(total);
  const divisor = 10_000 + rateHundredths;
  const netCents = Math.floor((totalCents * 10_000 * 2 + divisor) / (divisor * 2));
  return { net: centsToMoney(netCents), vat: centsToMoney(totalCents - netCents) };
}
