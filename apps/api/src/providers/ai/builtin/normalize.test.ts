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
});
