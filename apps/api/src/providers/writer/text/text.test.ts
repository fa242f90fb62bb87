import { describe, expect, it } from 'vitest';
import { fitLength, formatInteger, formatPriceRange, joinItalian, visibleText } from './html.ts';
import { SeededRandom } from './seeded-random.ts';
import { containment, jaccard, shingles } from './shingles.ts';

describe('SeededRandom', () => {
  it('repeats its choices for one seed and differs between seeds', () => {
    const draw = (seed: string) => {
      const rng = new SeededRandom(seed);
      return [rng.next(), rng.int(1, 6), rng.pick(['a', 'b', 'c']), rng.shuffle([1, 2, 3, 4, 5]), rng.sample([1, 2, 3, 4, 5], 2)];
    };
    expect(draw('001001|idraulico')).toEqual(draw('001001|idraulico'));
    expect(draw('001001|idraulico')).not.toEqual(draw('001002|idraulico'));
    const rng = new SeededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const value = rng.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    expect(new SeededRandom('x').sample([1, 2, 3], 5).sort()).toEqual([1, 2, 3]);
  });
});

describe('text helpers', () => {
  it('formats Italian numbers, prices and lists', () => {
    expect(formatInteger(872367)).toBe('872.367');
    expect(formatInteger(2644)).toBe('2.644');
    expect(formatPriceRange(60, 1200, 'a intervento')).toBe('da 60 a 1.200 € a intervento');
    expect(formatPriceRange(0, 60, 'a visita')).toBe('fino a 60 € a visita');
    expect(joinItalian(['a', 'b', 'c'])).toBe('a, b e c');
    expect(joinItalian(['a'])).toBe('a');
  });

  it('cuts text at a word boundary with an ellipsis', () => {
    expect(fitLength('breve', 160)).toBe('breve');
    const cut = fitLength('parola '.repeat(40), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('parola…')).toBe(true);
  });

  it('reads the visible text of HTML', () => {
    expect(visibleText('<p>Uno &amp; <strong>due</strong></p><ul><li>tre</li></ul>')).toBe('Uno & due tre');
  });
});

describe('shingles', () => {
  it('measures the share of 5-word shingles two texts have in common', () => {
    const a = shingles('<p>uno due tre quattro cinque sei sette</p>');
    const b = shingles('<p>uno due tre quattro cinque otto nove</p>');
    expect([...a]).toEqual(['uno due tre quattro cinque', 'due tre quattro cinque sei', 'tre quattro cinque sei sette']);
    expect(jaccard(a, b)).toBeCloseTo(1 / 5);
    expect(containment(a, b)).toBeCloseTo(1 / 3);
    expect(jaccard(a, a)).toBe(1);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });
});
