import { inSentence } from '@trovapro/domain';

/**
 * A keyword as an Italian noun phrase, so generated sentences can put the right article and articulated
 * preposition in front of it: «la caldaia a condensazione», «dell’impianto fotovoltaico», «sul cambio
 * delle gomme». Gender and number come from the first word (the head: adjectives after it agree with it),
 * by its ending, with the common exceptions listed.
 */
export interface NounPhrase {
  /** The phrase inside a sentence: «potatura degli olivi» for the keyword «Potatura olivi». */
  text: string;
  /** Its first word, the head noun («potatura»). */
  head: string;
  gender: 'm' | 'f';
  plural: boolean;
}

type Inflection = Pick<NounPhrase, 'gender' | 'plural'>;

const M_SG: Inflection = { gender: 'm', plural: false };
const F_SG: Inflection = { gender: 'f', plural: false };
const M_PL: Inflection = { gender: 'm', plural: true };
const F_PL: Inflection = { gender: 'f', plural: true };

/** Words whose ending says otherwise. */
const EXCEPTIONS: Readonly<Record<string, Inflection>> = {
  problema: M_SG,
  sistema: M_SG,
  clima: M_SG,
  programma: M_SG,
  schema: M_SG,
  tema: M_SG,
  auto: F_SG,
  moto: F_SG,
  radio: F_SG,
  foto: F_SG,
  mano: F_SG,
  analisi: F_SG,
  crisi: F_SG,
  tesi: F_SG,
  parete: F_SG,
  siepe: F_SG,
  chiave: F_SG,
  rete: F_SG,
  corrente: F_SG,
  fonte: F_SG,
  serie: F_SG,
  specie: F_SG,
  superficie: F_SG,
  canna: F_SG,
  classe: F_SG,
  sede: F_SG,
  neve: F_SG,
  cappa: F_SG,
  lente: F_SG,
  pulizie: F_PL,
  zanzariere: F_PL,
  ringhiere: F_PL,
  tapparelle: F_PL,
};

const PREPOSITIONS = new Set([
  'a',
  'ad',
  'al',
  'alla',
  'ai',
  'agli',
  'alle',
  'di',
  'del',
  'della',
  'dei',
  'degli',
  'delle',
  'da',
  'in',
  'con',
  'su',
  'per',
  'tra',
  'fra',
  'e',
  'o',
]);

/** Gender and number of an Italian noun (or adjective) by its ending; foreign words («boiler», «parquet») are masculine. */
export function inflectionOf(word: string): Inflection {
  const w = word.toLocaleLowerCase('it-IT');
  const known = EXCEPTIONS[w];
  if (known) return known;
  if (/(tà|tù)$/.test(w)) return F_SG;
  if (!/[aeiou]$/.test(w)) return M_SG;
  if (w.endsWith('o')) return M_SG;
  if (w.endsWith('a')) return F_SG;
  if (/(zioni|sioni|gioni)$/.test(w)) return F_PL;
  if (w.endsWith('i')) return M_PL;
  if (/(zione|sione|gione|tudine|ice)$/.test(w)) return F_SG;
  if (/(ore|ame|ume|ale|ile|ente|ante|one|ere)$/.test(w)) return M_SG;
  // «gomme», «tende», «tapparelle»: the plural of a noun in -a.
  return F_PL;
}

/**
 * «Potatura olivi» → «potatura degli olivi»: a singular head followed by a plural noun is its complement,
 * which the search keyword wrote without «di». Anything else is kept as written (in a sentence's case).
 */
export function nounPhrase(keyword: string): NounPhrase {
  const text = inSentence(keyword);
  const [head = '', next, ...rest] = text.split(' ');
  const inflection = inflectionOf(head);
  if (next !== undefined && !inflection.plural && !PREPOSITIONS.has(next.toLowerCase())) {
    const complement = inflectionOf(next);
    if (complement.plural) {
      const of = articulated('di', { text: next, head: next, ...complement });
      return { text: [head, `${of}${rest.length > 0 ? ' ' : ''}${rest.join(' ')}`].join(' '), head, ...inflection };
    }
  }
  return { text, head, ...inflection };
}

/** The elided article's apostrophe, as the rest of the texts write it. */
const ELISION = '’';

/** «lo» before s + consonant, z, gn, ps, pn, x, y and i + vowel («lo scaldabagno», «lo zaino», «lo iodio»). */
const takesLo = (word: string) => /^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/i.test(word);
const startsWithVowel = (word: string) => /^[aeiouàèéìòùh]/i.test(word) && !/^i[aeiou]/i.test(word);

type Article = 'il' | 'lo' | 'l’' | 'la' | 'i' | 'gli' | 'le';

function definiteArticle(phrase: NounPhrase): Article {
  const first = phrase.text;
  if (phrase.gender === 'f') return phrase.plural ? 'le' : startsWithVowel(first) ? 'l’' : 'la';
  if (phrase.plural) return takesLo(first) || startsWithVowel(first) ? 'gli' : 'i';
  return takesLo(first) ? 'lo' : startsWithVowel(first) ? 'l’' : 'il';
}

const ARTICULATED: Readonly<Record<'di' | 'a' | 'su' | 'da' | 'in', Readonly<Record<Article, string>>>> = {
  di: { il: 'del', lo: 'dello', 'l’': 'dell’', la: 'della', i: 'dei', gli: 'degli', le: 'delle' },
  a: { il: 'al', lo: 'allo', 'l’': 'all’', la: 'alla', i: 'ai', gli: 'agli', le: 'alle' },
  su: { il: 'sul', lo: 'sullo', 'l’': 'sull’', la: 'sulla', i: 'sui', gli: 'sugli', le: 'sulle' },
  da: { il: 'dal', lo: 'dallo', 'l’': 'dall’', la: 'dalla', i: 'dai', gli: 'dagli', le: 'dalle' },
  in: { il: 'nel', lo: 'nello', 'l’': 'nell’', la: 'nella', i: 'nei', gli: 'negli', le: 'nelle' },
};

const join = (article: string, text: string) => (article.endsWith(ELISION) ? `${article}${text}` : `${article} ${text}`);

/** «la caldaia a condensazione», «l’impianto fotovoltaico», «gli infissi». */
export function withArticle(phrase: NounPhrase): string {
  return join(definiteArticle(phrase), phrase.text);
}

/** «della caldaia…», «sull’impianto…», «al cambio delle gomme». */
export function articulated(preposition: keyof typeof ARTICULATED, phrase: NounPhrase): string {
  return join(ARTICULATED[preposition][definiteArticle(phrase)], phrase.text);
}

/** «è» or «sono», «costa» or «costano»: the verb agrees with the phrase. */
export function agree(phrase: NounPhrase, singular: string, plural: string): string {
  return phrase.plural ? plural : singular;
}
