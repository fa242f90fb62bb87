import { describe, expect, it } from 'vitest';
import { negatedWords } from './negation.ts';
import { tokenize } from './normalize.ts';

function negated(text: string): string[] {
  const tokens = tokenize(text);
  const flags = negatedWords(tokens);
  return tokens.filter((_, index) => flags[index]).map((token) => token.word);
}

describe('negation', () => {
  it('negates the need named after "non è", "non mi serve", "non un", up to the clause end', () => {
    expect(negated('non è un problema elettrico, è lo scarico')).toEqual(['e', 'un', 'problema', 'elettrico']);
    expect(negated('non mi serve un idraulico ma un elettricista')).toEqual(['mi', 'serve', 'un', 'idraulico']);
    expect(negated('cerco un elettricista, non un idraulico')).toEqual(['un', 'idraulico']);
  });

  it('leaves symptoms described with "non" positive', () => {
    for (const text of ['il lavandino non scarica', "l'auto non si avvia", 'non parte la macchina', 'non funziona la luce', 'non ho corrente']) {
      expect(negated(text)).toEqual([]);
    }
  });
});
