import { CATEGORIES } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { classifyNeed, NEED_LEXICONS } from './classify-need.ts';
import { tokenize } from './normalize.ts';
import { OTHER_TRADE_NAMES, OTHER_TRADES, withArticle } from './other-trades.ts';

const SIX = new Set<string>(CATEGORIES);
const need = (text: string) => classifyNeed(tokenize(text));

/** A cue or a name as plain words: «rubinett*» → «rubinett», «salta ~ corrente» → «salta corrente». */
const asText = (pattern: string) => pattern.replace(/[*=~]/g, ' ').replace(/\s+/g, ' ').trim();

describe('the closed list of trades outside the six', () => {
  it('has one entry a trade, none of the six, each named and cued', () => {
    expect(OTHER_TRADE_NAMES.size).toBe(OTHER_TRADES.length);
    for (const trade of OTHER_TRADES) {
      expect(SIX.has(trade.label), trade.label).toBe(false);
      // A name as the six are written: a capital, then the words of the trade («Tecnico informatico»).
      expect(trade.label, trade.label).toMatch(/^\p{Lu}[\p{Ll}' ]*( [A-Z]{2,4})?$/u);
      expect(trade.names.length + Object.values(trade.cues).flat().length, trade.label).toBeGreaterThan(0);
    }
  });

  it('gives each trade the indefinite article its spelling takes', () => {
    for (const trade of OTHER_TRADES) {
      const name = trade.label.toLowerCase();
      const vowel = /^[aeiou]/.test(name);
      // «uno» before s + consonant, z, gn, ps, pn, x, y; «un'» (feminine) before a vowel, «una» before a consonant.
      const impure = /^(s[^aeiou]|z|gn|ps|pn|x|y)/.test(name);
      if (trade.article === 'uno') expect(impure, trade.label).toBe(true);
      if (trade.article === 'un') expect(impure, trade.label).toBe(false);
      if (trade.article === "un'") expect(vowel, trade.label).toBe(true);
      if (trade.article === 'una') expect(vowel, trade.label).toBe(false);
    }
    const byName = (label: string) => OTHER_TRADES.find((trade) => trade.label === label)!;
    expect(withArticle(byName('Falegname'))).toBe('un falegname');
    expect(withArticle(byName('Spazzacamino'))).toBe('uno spazzacamino');
    expect(withArticle(byName('Estetista'))).toBe("un'estetista");
    expect(withArticle(byName('Tecnico informatico'))).toBe('un tecnico informatico');
  });

  it('is the only source of a category outside the six: every lexicon the analyzer reads names one of the six or a trade of the list', () => {
    for (const entry of NEED_LEXICONS) expect(SIX.has(entry.label) || OTHER_TRADE_NAMES.has(entry.label), entry.label).toBe(true);
  });

  it('returns, for every name and cue of every lexicon read alone, null, one of the six or a trade of the list', () => {
    const patterns = NEED_LEXICONS.flatMap((entry) => [...entry.names, ...Object.values(entry.cues).flat(), ...(entry.objects ?? [])]);
    expect(patterns.length).toBeGreaterThan(2000);
    for (const pattern of patterns) {
      const category = need(asText(pattern));
      if (category !== null) expect(SIX.has(category) || OTHER_TRADE_NAMES.has(category), `${pattern} → ${category}`).toBe(true);
    }
  });

  it('recognises each trade when the visitor asks for it by the name the chat would use', () => {
    for (const trade of OTHER_TRADES) expect(need(`mi serve ${withArticle(trade)}`), trade.label).toBe(trade.label);
  });

  it('names the trade the visitor describes, precisely', () => {
    expect(need('il portone del garage si è bloccato e la serratura non gira')).toBe('Fabbro');
    expect(need('mi serve qualcuno che mi faccia un armadio a muro su misura')).toBe('Falegname');
    expect(need('devo svuotare la soffitta e portare i mobili nella casa nuova')).toBe('Traslocatore');
    expect(need('il portatile non si connette al wifi di casa')).toBe('Tecnico informatico');
    expect(need('una lastra di vetro della veranda si è crepata')).toBe('Vetraio');
    expect(need('le zanzariere delle finestre della camera sono da cambiare')).toBe('Serramentista');
    expect(need('dal tetto entra acqua quando piove, forse sono le tegole')).toBe('Conciatetti');
    expect(need('la fossa biologica va svuotata, è piena')).toBe('Autospurgo');
    expect(need('il cancello automatico non risponde più al telecomando')).toBe('Tecnico dei cancelli automatici');
    expect(need('la bici elettrica ha la catena che salta')).toBe('Riparatore di biciclette');
    expect(need('la lavatrice perde acqua dallo sportello durante il lavaggio')).toBe('Tecnico degli elettrodomestici');
  });
});
