import { describe, expect, it } from 'vitest';
import { allowedDistance, collapse, EDIT_COST, FuzzyIndex, isMisspeltOrdinaryWord, isOrdinaryWord, weightedDistance } from './fuzzy-names.ts';

const distance = (a: string, b: string) => weightedDistance(a, b, 10);

describe('weighted distance', () => {
  it('costs little for a doubled or undoubled letter, more for a wrong vowel or a swap, most for any other edit', () => {
    expect(distance('pescarra', 'pescara')).toBe(EDIT_COST.doubling);
    expect(distance('beluno', 'belluno')).toBe(EDIT_COST.doubling);
    expect(distance('torini', 'torino')).toBe(EDIT_COST.vowel);
    expect(distance('bolonga', 'bologna')).toBe(EDIT_COST.swap);
    expect(distance('brecia', 'brescia')).toBe(EDIT_COST.other);
    expect(distance('trevisio', 'treviso')).toBe(EDIT_COST.other);
    expect(distance('milano', 'milano')).toBe(0);
    expect(distance('firenzze', 'firenze') + distance('firenze', 'fiernze')).toBe(EDIT_COST.doubling + EDIT_COST.swap);
  });

  it('costs less for a letter that sounds alike (s/z, b/v, i/j/y, c/k)', () => {
    expect(distance('raguza', 'ragusa')).toBe(EDIT_COST.sound);
    expect(distance('olvia', 'olbia')).toBe(EDIT_COST.sound);
    expect(distance('melfy', 'melfi')).toBe(EDIT_COST.sound);
    expect(EDIT_COST.sound).toBeLessThan(EDIT_COST.vowel);
  });

  it('finds a swap even when the row between its two letters is past the most allowed', () => {
    expect(weightedDistance('paiva', 'pavia', allowedDistance(5))).toBe(EDIT_COST.swap);
    expect(weightedDistance('ivera', 'ivrea', allowedDistance(5))).toBe(EDIT_COST.swap);
  });

  it('gives up past the most allowed', () => {
    expect(weightedDistance('bergamo', 'teramo', 1)).toBe(Number.POSITIVE_INFINITY);
    expect(weightedDistance('napoli', 'milano', 2)).toBe(Number.POSITIVE_INFINITY);
  });

  it('allows no error in short names and more in long ones', () => {
    expect(allowedDistance(3)).toBe(0);
    expect(allowedDistance(4)).toBe(EDIT_COST.doubling);
    expect(allowedDistance(5)).toBeLessThan(allowedDistance(7));
    expect(allowedDistance(7)).toBeLessThan(allowedDistance(15));
  });

  it('collapses doubled letters and drops what is no letter', () => {
    expect(collapse('pescarra')).toBe('pescara');
    expect(collapse('sanlazzaro')).toBe('sanlazaro');
  });
});

describe('fuzzy index', () => {
  const index = new FuzzyIndex(['brescia', 'bergamo', 'teramo', 'citta di castello', 'treviso', 'bari', 'sesto san giovanni']);
  const names = (written: string) => index.lookup(written).map((match) => match.name);

  it('finds the names a misspelling is near: a dropped, added, swapped or changed letter, spacing', () => {
    expect(names('brecia')).toEqual(['brescia']);
    expect(names('bresica')).toEqual(['brescia']);
    expect(names('trevisio')).toEqual(['treviso']);
    expect(names('cittadicastello')).toEqual(['citta di castello']);
    expect(names('cittadicastelo')).toEqual(['citta di castello']);
    expect(names('beramo')).toEqual(['bergamo', 'teramo']);
  });

  it('finds two errors in a long name, none in a short one', () => {
    expect(names('sestosangiovani')).toEqual(['sesto san giovanni']);
    expect(names('sestosangiovami')).toEqual(['sesto san giovanni']);
    expect(names('citadicastelo')).toEqual(['citta di castello']);
    expect(names('bar')).toEqual([]);
    expect(names('bary')).toEqual([]);
  });

  it('finds a four-letter name only with a letter doubled or undoubled', () => {
    expect(names('barri')).toEqual(['bari']);
    expect(names('bara')).toEqual([]);
  });

  it('finds by the same letters only when spacing and doubled letters differ', () => {
    expect(index.sameLetters('sestosangiovani').map((match) => match.name)).toEqual(['sesto san giovanni']);
    expect(index.sameLetters('sestosangiovami')).toEqual([]);
  });
});

describe('ordinary words', () => {
  it('knows an ordinary word with a letter doubled or undoubled, unless it is the name itself', () => {
    expect(isMisspeltOrdinaryWord('apena', 'capena')).toBe(true);
    expect(isMisspeltOrdinaryWord('cremonna', 'cremona')).toBe(false);
  });

  it('knows ordinary words and people’s names, not misspelled places', () => {
    for (const word of ['ancora', 'voglio', 'breccia', 'marta', 'giulia', 'parigi']) expect(isOrdinaryWord(word), word).toBe(true);
    for (const word of ['pescarra', 'brecia', 'trevisio', 'cittadicastello']) expect(isOrdinaryWord(word), word).toBe(false);
  });
});
