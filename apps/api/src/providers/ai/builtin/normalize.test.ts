import { describe, expect, it } from 'vitest';
import { foldText, tokenize } from './normalize.ts';

describe('normalize', () => {
  it('folds case and accents and splits apostrophes and punctuation', () => {
    expect(foldText('Forlì È Già')).toBe('forli e gia');
    expect(tokenize("L'auto, a Sant'Elpidio!").map((token) => token.word)).toEqual(['l', 'auto', 'a', 'sant', 'elpidio']);
  });

  it('records capitals, sentence starts and punctuation before a word', () => {
    const [first, second, third, fourth] = tokenize('Perde il tubo. Bergamo, EUR');
    expect(first).toMatchObject({ capitalized: true, sentenceStart: true });
    expect(second).toMatchObject({ capitalized: false, sentenceStart: false, breakBefore: false });
    expect(tokenize('Perde il tubo. Bergamo, EUR')[3]).toMatchObject({ word: 'bergamo', capitalized: true, sentenceStart: true, breakBefore: true });
    expect(tokenize('Perde il tubo. Bergamo, EUR')[4]).toMatchObject({ word: 'eur', capitalized: false, breakBefore: true });
    expect(third?.word).toBe('tubo');
    expect(fourth?.word).toBe('bergamo');
    expect(tokenize('1. idraulico 2. Prato')[3]).toMatchObject({ word: 'prato', sentenceStart: false, breakBefore: true });
  });

  it('marks shortened words, whose dot ends no sentence', () => {
    const [sesto, s, g] = tokenize('Sesto S.G.');
    expect(sesto?.abbreviation).toBeUndefined();
    expect(s).toMatchObject({ word: 's', abbreviation: 'prefix' });
    expect(g).toMatchObject({ word: 'g', abbreviation: 'prefix', sentenceStart: false, breakBefore: false });
    expect(tokenize('S. Giov. Rotondo')[2]).toMatchObject({ word: 'rotondo', sentenceStart: false, breakBefore: false });
    expect(tokenize('Castelfranco V.to, casa').map((token) => [token.word, token.abbreviation])).toEqual([
      ['castelfranco', undefined],
      ['vto', 'contraction'],
      ['casa', undefined],
    ]);
    // A written-out word before a dot may be shortened («Magg.»), but the next word still starts a sentence.
    expect(tokenize('è una vaillant. Ho due bimbi')[3]).toMatchObject({ word: 'ho', sentenceStart: true });
    expect(tokenize("c'è l'acqua").every((token) => token.abbreviation === undefined)).toBe(true);
  });

  it('reads a spaced dash as a clause break, not the hyphen of a compound name', () => {
    expect(tokenize('perdita - Cosenza')[1]).toMatchObject({ word: 'cosenza', breakBefore: true });
    expect(tokenize('Forlì-Cesena')[1]).toMatchObject({ word: 'cesena', breakBefore: false });
  });
});
