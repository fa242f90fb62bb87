import { describe, expect, it } from 'vitest';
import { inPlace, inSentence } from './italian-phrases.ts';

describe('inPlace and inSentence', () => {
  it('puts «ad» before a vowel and «a» otherwise, and nothing without a place', () => {
    expect(inPlace('Isernia')).toBe('ad Isernia');
    expect(inPlace('Agnone')).toBe('ad Agnone');
    expect(inPlace('Milano')).toBe('a Milano');
    expect(inPlace(' ')).toBe('');
    expect(inPlace(null)).toBe('');
  });

  it('lowercases the capital a title gives a keyword, and keeps an acronym', () => {
    expect(inSentence('Elettricisti')).toBe('elettricisti');
    expect(inSentence('Idraulico')).toBe('idraulico');
    expect(inSentence('caldaia a condensazione')).toBe('caldaia a condensazione');
    expect(inSentence('TV e antenne')).toBe('TV e antenne');
  });
});
