import { describe, expect, it } from 'vitest';
import { heroHeadline, placePreposition, startsWithVowel } from './hero-headline.ts';

describe('heroHeadline (product §2 landing page grammar)', () => {
  it('uses "ad" before a vowel and "a" otherwise', () => {
    expect(heroHeadline({ keyword: 'idraulico', municipality: 'Ancona', isPlural: false })).toBe('Trova il migliore idraulico ad Ancona');
    expect(heroHeadline({ keyword: 'idraulico', municipality: 'Milano', isPlural: false })).toBe('Trova il migliore idraulico a Milano');
    expect(heroHeadline({ keyword: 'giardinieri', municipality: 'Elba', isPlural: true })).toBe('Trova i migliori giardinieri ad Elba');
  });

  it('uses the plural opening when isPlural', () => {
    expect(heroHeadline({ keyword: 'elettricisti', municipality: 'Roma', isPlural: true })).toBe('Trova i migliori elettricisti a Roma');
  });

  it('trims its inputs', () => {
    expect(heroHeadline({ keyword: ' imbianchino ', municipality: ' Udine ', isPlural: false })).toBe('Trova il migliore imbianchino ad Udine');
  });

  it('treats accented and lowercase vowels as vowels, and h or y as consonants', () => {
    expect(startsWithVowel('Île')).toBe(true);
    expect(startsWithVowel('aosta')).toBe(true);
    expect(placePreposition('Hône')).toBe('a');
    expect(placePreposition('Ystad')).toBe('a');
    expect(startsWithVowel('')).toBe(false);
  });
});
