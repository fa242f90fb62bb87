import { describe, expect, it } from 'vitest';
import { applyDiscount, centsToMoney, isMoney, isPositiveMoney, moneyToCents, parseItalianAmount, parseMoney, sumMoney, toMoney } from './money.ts';

describe('money', () => {
  it('converts between money strings and cents without floats', () => {
    expect(moneyToCents('15.00')).toBe(1500);
    expect(moneyToCents('0.07')).toBe(7);
    expect(moneyToCents('99999999.99')).toBe(9_999_999_999);
    expect(centsToMoney(1500)).toBe('15.00');
    expect(centsToMoney(7)).toBe('0.07');
    expect(centsToMoney(0)).toBe('0.00');
  });

  it('refuses malformed money and bad cents', () => {
    for (const bad of ['15', '15.0', '15,00', '-1.00', ' 1.00', '1.000', 'abc', '']) {
      expect(isMoney(bad)).toBe(false);
      expect(() => moneyToCents(bad)).toThrow(RangeError);
    }
    expect(() => centsToMoney(1.5)).toThrow(RangeError);
    expect(() => centsToMoney(-1)).toThrow(RangeError);
    expect(() => centsToMoney(10_000_000_000)).toThrow(RangeError);
  });

  it('parses user input with dot or comma, rounding half up to the cent', () => {
    expect(parseMoney('25')).toBe('25.00');
    expect(parseMoney('25.5')).toBe('25.50');
    expect(parseMoney('25,50')).toBe('25.50');
    expect(parseMoney(' 7 ')).toBe('7.00');
    expect(parseMoney('1.005')).toBe('1.01');
    expect(parseMoney('1.004')).toBe('1.00');
    expect(parseMoney('0.999')).toBe('1.00');
    expect(parseMoney(25.5)).toBe('25.50');
    expect(parseMoney(0.1 + 0.2)).toBe('0.30');
    expect(parseMoney(1.005)).toBe('1.01');
  });

  it('returns null (parseMoney) or throws (toMoney) for what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1e3', '12.', '1.2.3', '123456789.00']) {
      expect(parseMoney(bad)).toBeNull();
      expect(() => toMoney(bad)).toThrow(RangeError);
    }
    expect(parseMoney(Number.NaN)).toBeNull();
    expect(parseMoney(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseMoney(-1)).toBeNull();
    expect(toMoney(15)).toBe('15.00');
  });

  it('knows a positive price', () => {
    expect(isPositiveMoney('0.01')).toBe(true);
    expect(isPositiveMoney('0.00')).toBe(false);
    expect(isPositiveMoney('abc')).toBe(false);
    expect(isPositiveMoney(15)).toBe(false);
  });

  it('sums and discounts exactly', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney([])).toBe('0.00');
    expect(applyDiscount('25.00', 50)).toBe('12.50');
    expect(applyDiscount('25.01', 50)).toBe('12.51');
    expect(applyDiscount('15.00', 0)).toBe('15.00');
    expect(applyDiscount('15.00', 100)).toBe('0.00');
    expect(() => applyDiscount('15.00', 101)).toThrow(RangeError);
  });
});

describe('parseItalianAmount', () => {
  it.each([
    ['22,5', '22.50'],
    ['22,50', '22.50'],
    ['22.50', '22.50'],
    ['22.5', '22.50'],
    ['22', '22.00'],
    ['1.250,00', '1250.00'],
    ['1.250,5', '1250.50'],
    ['1 250,00', '1250.00'],
    ['€ 30', '30.00'],
    ['30 €', '30.00'],
    ['1.250.000', '1250000.00'],
    [' 0,99 ', '0.99'],
  ])('reads «%s» as %s', (input, money) => {
    expect(parseItalianAmount(input)).toEqual({ ok: true, money });
  });

  it.each(['1.250', '1,250', '12.345', '22,505'])('refuses «%s» as ambiguous', (input) => {
    expect(parseItalianAmount(input)).toEqual({ ok: false, reason: 'ambiguous' });
  });

  it.each(['', 'abc', '-5', '22,5,0', '1.25.0', '12,3€4', '1.2345', '1.250,000'])('refuses «%s» as invalid', (input) => {
    expect(parseItalianAmount(input)).toEqual({ ok: false, reason: 'invalid' });
  });
});
