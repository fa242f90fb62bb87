import { describe, expect, it } from 'vitest';
import { jobDoneBy, negatedWords } from './negation.ts';
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

describe('the visitor who is a professional', () => {
  it("negates the professional named after «sono un», «siamo un'»: only names count there", () => {
    expect(negated('sono un idraulico, come mi iscrivo')).toEqual(['un', 'idraulico']);
    expect(negated("siamo un'impresa di pulizie")).toEqual(['un', 'impresa', 'di', 'pulizie']);
    expect(negated('sono stato a casa tutto il giorno')).toEqual([]);
  });
});

describe('a job another professional did', () => {
  /** The words of what the professional named by the word at `at` did, or [] when nothing done is said. */
  function done(text: string, professional: string): string[] {
    const tokens = tokenize(text);
    const at = tokens.findIndex((token) => token.word === professional);
    return tokens.slice(at + 1, jobDoneBy(tokens, at + 1)).map((token) => token.word);
  }

  it('reaches from the professional to where the next job starts', () => {
    expect(done('il muratore ha già fatto il massetto, ora serve lo scarico', 'muratore')).toEqual(['ha', 'gia', 'fatto', 'il', 'massetto']);
    expect(done('il muratore ha già fatto il massetto ora serve lo scarico', 'muratore')).toEqual(['ha', 'gia', 'fatto', 'il', 'massetto']);
    expect(done("l'elettricista ha finito le tracce e adesso si pittura", 'elettricista')).toEqual(['ha', 'finito', 'le', 'tracce']);
    expect(done('i muratori mi hanno già demolito la parete', 'muratori')).toEqual(['mi', 'hanno', 'gia', 'demolito', 'la', 'parete']);
    expect(done('il giardiniere è già passato', 'giardiniere')).toEqual(['e', 'gia', 'passato']);
  });

  it('leaves what a professional said or found, and a professional who did nothing', () => {
    expect(done("l'idraulico ha detto che serve cambiare la caldaia", 'idraulico')).toEqual([]);
    expect(done('il tecnico ha visto una perdita', 'tecnico')).toEqual([]);
    expect(done("l'imbianchino è bravo e costa poco", 'imbianchino')).toEqual([]);
    expect(done('il muratore, ha fatto tutto', 'muratore')).toEqual([]);
  });
});
