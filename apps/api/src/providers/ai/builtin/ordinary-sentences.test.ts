import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeRequest } from './analyze.ts';

/**
 * Ordinary Italian sentences without any place, written blind (by a hand that had not seen the analyzer): none may be
 * read as naming a comune, rightly spelled or misspelled, nor as an ambiguous place to ask about.
 */
const sentences = readFileSync(new URL('./fixtures/ordinary-sentences.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

describe('ordinary sentences', () => {
  it('are at least 500', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(500);
  });

  it.each(sentences)('«%s» names no place', (sentence) => {
    const profile = analyzeRequest({ userRequest: sentence });
    expect({
      location: profile.location?.municipality ?? null,
      placeChoices: profile.placeChoices?.map((choice) => choice.municipality) ?? [],
    }).toEqual({
      location: null,
      placeChoices: [],
    });
  });
});
