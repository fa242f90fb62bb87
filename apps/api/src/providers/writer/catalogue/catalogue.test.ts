import { CATEGORIES } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { categoryForKeyword, tradeProfileFor } from './index.ts';

describe('trade catalogue', () => {
  it.each(CATEGORIES)('%s has 8–15 typical jobs with sensible price ranges and full advice', (category) => {
    const profile = tradeProfileFor('qualcosa', category);
    expect(profile.category).toBe(category);
    expect(profile.jobs.length).toBeGreaterThanOrEqual(8);
    expect(profile.jobs.length).toBeLessThanOrEqual(15);
    for (const job of profile.jobs) {
      expect(job.name.length).toBeGreaterThan(5);
      expect(job.description.length).toBeGreaterThan(30);
      expect(job.priceFrom).toBeGreaterThanOrEqual(0);
      expect(job.priceTo).toBeGreaterThan(job.priceFrom);
    }
    expect(new Set(profile.jobs.map((job) => job.name)).size).toBe(profile.jobs.length);
    expect(profile.checks.length).toBeGreaterThanOrEqual(5);
    expect(profile.problems.length).toBeGreaterThanOrEqual(4);
    expect(profile.faq.length).toBeGreaterThanOrEqual(3);
    expect(profile.tags[0]).toBe(category);
  });

  it('maps keywords to the six categories through the analyzer, and others to the generic catalogue', () => {
    expect(categoryForKeyword('idraulici')).toBe('Idraulico');
    expect(categoryForKeyword('Elettricisti')).toBe('Elettricista');
    expect(categoryForKeyword('impresa di pulizie')).toBe('Pulizie');
    expect(categoryForKeyword('giardiniere')).toBe('Giardinaggio');
    expect(categoryForKeyword('tinteggiatura')).toBe('Imbianchino');
    expect(categoryForKeyword('autofficina')).toBe('Meccanico');
    expect(categoryForKeyword('traslochi')).toBeNull();
    const generic = tradeProfileFor('traslochi');
    expect(generic.category).toBeNull();
    expect(generic.field).toContain('traslochi');
    expect(tradeProfileFor('traslochi', 'Idraulico').category).toBe('Idraulico');
  });
});
