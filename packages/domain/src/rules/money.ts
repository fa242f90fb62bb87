import type { Money } from '../schemas/common.ts';

/** Arithmetic on money is done on integer cents; strings are parsed and printed without floats. */

const MONEY = /^\d{1,8}\.\d{2}$/;
/** Lenient user input: "25", "25.5", "25,50", "1.005" (more decimals are rounded half up). */
const DECIMAL_INPUT = /^\s*(\d{1,8})(?:[.,](\d+))?\s*$/;
const MAX_CENTS = 99_999_999_99;

/** Exactly the API's money format, "15.00". */
export function isMoney(value: unknown): value is Money {
  return typeof value === 'string' && MONEY.test(value);
}

/** "15.00" → 1500. Throws on anything that is not the API's money format. */
export function moneyToCents(money: string): number {
  if (!isMoney(money)) throw new RangeError(`Importo non valido: "${money}"`);
  const [euros = '0', cents = '0'] = money.split('.');
  return Number(euros) * 100 + Number(cents);
}

/** 1500 → "15.00". Cents must be a non-negative integer within numeric(10,2). */
export function centsToMoney(cents: number): Money {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CENTS) {
    throw new RangeError(`Importo in centesimi non valido: ${cents}`);
  }
  const euros = Math.floor(cents / 100);
  return `${euros}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Parses a user's decimal ("25", "25.5", "25,50", or a number such as 25.5) to money, rounding
 * half up to the cent. Returns null when it is not a non-negative amount within range.
 */
export function parseMoney(input: string | number): Money | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input;
  const match = DECIMAL_INPUT.exec(text);
  if (!match) return null;
  const euros = Number(match[1]);
  const decimals = (match[2] ?? '').padEnd(3, '0');
  const roundUp = Number(decimals.charAt(2)) >= 5 ? 1 : 0;
  const cents = euros * 100 + Number(decimals.slice(0, 2)) + roundUp;
  return cents <= MAX_CENTS ? centsToMoney(cents) : null;
}

/** Like `parseMoney` but throws: for values the program itself produced. `toMoney(15)` → "15.00". */
export function toMoney(input: string | number): Money {
  const money = parseMoney(input);
  if (money === null) throw new RangeError(`Importo non valido: "${String(input)}"`);
  return money;
}

/** True for money strictly greater than zero (a valid lead price). */
export function isPositiveMoney(value: unknown): value is Money {
  return isMoney(value) && moneyToCents(value) > 0;
}

/** Sum of amounts, e.g. the partner screen's total revenue. */
export function sumMoney(amounts: readonly string[]): Money {
  return centsToMoney(amounts.reduce((total, amount) => total + moneyToCents(amount), 0));
}

/** The price after a percent discount, rounded half up to the cent: ("25.01", 50) → "12.51". */
export function applyDiscount(price: string, percent: number): Money {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Sconto non valido: ${percent}`);
  }
  const cents = moneyToCents(price) * (100 - percent);
  return centsToMoney(Math.floor((cents + 50) / 100));
}

export type AmountInput = { ok: true; money: Money } | { ok: false; reason: 'invalid' | 'ambiguous' };

/**
 * An amount as an Italian types it: «22,5», «22,50», «1.250,00», «1 250», «€ 30» — and «22.50» or «22.5»,
 * where a dot followed by one or two digits can only be decimals. Refused as ambiguous: a dot or a comma
 * followed by exactly three digits with nothing else to tell («1.250» is 1250 in Italy, 1.25 elsewhere;
 * «1,250» the other way round). Refused as invalid: anything else, more than two decimals, negatives.
 */
export function parseItalianAmount(input: string): AmountInput {
  const text = input
    .trim()
    .replace(/^(€|eur(o)?)|(€|eur(o)?)$/gi, '')
    .replace(/[\s\u00a0]/g, '');
  if (!/^\d[\d.,]*$/.test(text)) return { ok: false, reason: 'invalid' };
  const commas = text.split(',').length - 1;
  let normalized: string;
  if (commas > 1) return { ok: false, reason: 'invalid' };
  if (commas === 1) {
    // The comma is the decimal mark; dots before it group thousands (1.250,00).
    const [whole = '', decimals = ''] = text.split(',');
    if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(whole)) return { ok: false, reason: 'invalid' };
    if (decimals.length === 3 && !whole.includes('.')) return { ok: false, reason: 'ambiguous' };
    if (!/^\d{1,2}$/.test(decimals)) return { ok: false, reason: 'invalid' };
    normalized = `${whole.replaceAll('.', '')}.${decimals}`;
  } else {
    const groups = text.split('.');
    const last = groups.at(-1) ?? '';
    if (groups.length === 1) normalized = text;
    else if (groups.length === 2 && /^\d{1,2}$/.test(last))
      normalized = text; // 22.5, 22.50
    else if (groups.length === 2 && last.length === 3)
      return { ok: false, reason: 'ambiguous' }; // 1.250
    else if (/^\d{1,3}(\.\d{3}){2,}$/.test(text))
      normalized = groups.join(''); // 1.250.000
    else return { ok: false, reason: 'invalid' };
  }
  const money = parseMoney(normalized);
  return money === null ? { ok: false, reason: 'invalid' } : { ok: true, money };
}
