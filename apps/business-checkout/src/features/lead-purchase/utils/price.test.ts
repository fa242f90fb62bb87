import { describe, expect, it } from 'vitest';
import { buttonPrice } from './price.ts';

describe('buttonPrice', () => {
  it('prints the decimal with a comma and two decimals', () => {
    expect(buttonPrice('12.50')).toBe('12,50');
    expect(buttonPrice('25.00')).toBe('25,00');
    expect(buttonPrice('0.05')).toBe('0,05');
  });
});
