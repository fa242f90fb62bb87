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

describe('negation of a need by "no", "fare da sé", a job already done', () => {
  it('negates what follows a clause-opening "no" or "niente", not a verb after it', () => {
    expect(negated('no elettricista, la luce funziona')).toEqual(['elettricista']);
    expect(negated('niente idraulico per favore')).toEqual(['idraulico', 'per', 'favore']);
    expect(negated('el porton no se verze')).toEqual([]);
  });

  it('negates a job the visitor or someone else does', () => {
    expect(negated('le pulizie le faccio da sola, mi serve un elettricista')).toEqual(['le', 'pulizie']);
    expect(negated('due buchi da stuccare ma quelli li faccio io')).toEqual(['due', 'buchi', 'da', 'stuccare', 'ma', 'quelli']);
    expect(negated('lo sgombero lo fa mio fratello')).toEqual(['lo', 'sgombero']);
  });

  it('negates a past job: "dopo …", "ho fatto …", "… fatto"', () => {
    expect(negated('pulizia dopo imbiancatura')).toEqual(['imbiancatura']);
    expect(negated('ho fatto una festa, la casa è sporca')).toEqual(['fatto', 'una', 'festa']);
    expect(negated('trasloco fatto, ora va pulita')).toEqual(['trasloco']);
    expect(negated('muro fatto di mattoni')).toEqual([]);
  });
});
