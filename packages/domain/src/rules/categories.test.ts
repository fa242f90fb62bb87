import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryIconKey } from './categories.ts';
import { CATEGORY_PRICES, DEFAULT_LEAD_PRICE, defaultPriceForCategory } from './pricing.ts';
import { isMoney } from './money.ts';

describe('categories', () => {
  it('map the six categories to their icons and any other to tools', () => {
    expect(CATEGORIES.map(categoryIconKey)).toEqual(['wrench', 'bolt', 'paint-brush', 'car', 'broom', 'seedling']);
    expect(categoryIconKey('Traslochi')).toBe('tools');
    expect(categoryIconKey('idraulico')).toBe('tools');
  });

  it('have a positive money price each, and a default for other needs', () => {
    for (const category of CATEGORIES) {
      expect(isMoney(CATEGORY_PRICES[category])).toBe(true);
      expect(defaultPriceForCategory(category)).toBe(CATEGORY_PRICES[category]);
    }
    expect(defaultPriceForCategory('Traslochi')).toBe(DEFAULT_LEAD_PRICE);
    expect(isMoney(DEFAULT_LEAD_PRICE)).toBe(true);
  });
});
