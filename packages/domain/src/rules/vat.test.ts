import { describe, expect, it } from 'vitest';
import { formatVatRate, parseVatRate, splitVat } from './vat.ts';

describe('parseVatRate', () => {
  it('reads Italian and English decimals', () => {
    expect(parseVatRate('22')).toBe(2200);
    expect(parseVatRate('10,5')).toBe(1050);
    expect(parseVatRate(' 4.0 ')).toBe(400);
    expect(parseVatRate('0')).toBe(0);
  });

  it('refuses what is not a rate', () => {
    for (const input of ['', '22%', '-1', '100', '22,555', 'ventidue']) expect(parseVatRate(input)).toBeNull();
  });
});

describe('splitVat', () => {
  it('splits a price with 22% IVA included into net and IVA that add up to it', () => {
    expect(splitVat('25.00', 2200)).toEqual({ net: '20.49', vat: '4.51' });
    expect(splitVat('12.50', 2200)).toEqual({ net: '10.25', vat: '2.25' });
    expect(splitVat('122.00', 2200)).toEqual({ net: '100.00', vat: '22.00' });
    expect(splitVat('0.01', 2200)).toEqual({ net: '0.01', vat: '0.00' });
  });

  it('adds up for every cent amount at several rates', () => {
    for (const rate of [0, 400, 1000, 1050, 2200]) {
      for (let cents = 1; cents <= 5000; cents += 7) {
        const total = (cents / 100).toFixed(2);
        const { net, vat } = splitVat(total, rate);
        expect(Math.round(Number(net) * 100) + Math.round(Number(vat) * 100)).toBe(cents);
        // The net is the nearest cent to total / (1 + rate).
        expect(Math.abs(Number(net) - cents / 100 / (1 + rate / 10_000))).toBeLessThanOrEqual(0.005 + 1e-9);
      }
    }
  });
});

describe('formatVatRate', () => {
  it('writes the rate without useless decimals', () => {
    expect(formatVatRate(2200)).toBe('22');
    expect(formatVatRate(1050)).toBe('10.5');
    expect(formatVatRate(425)).toBe('4.25');
  });
});
