import commonWords from '@zxcvbn-ts/language-it/src/commonWords.json' with { type: 'json' };
import firstNames from '@zxcvbn-ts/language-it/src/firstnames.json' with { type: 'json' };
import lastNames from '@zxcvbn-ts/language-it/src/lastnames.json' with { type: 'json' };
import wikipediaWords from '@zxcvbn-ts/language-it/src/wikipedia.json' with { type: 'json' };
import { foldText } from './normalize.ts';

/**
 * Misspelled comune names («Pescarra», «Brecia», «Trevisio», «cittadicastello»): a weighted Damerau–Levenshtein
 * distance over the names written without spaces, found through a deletion index (SymSpell's idea) so a lookup
 * costs a few dozen map reads, not a pass over every name.
 *
 * Own code rather than a library: the weights depend on the letters around an edit (a doubled letter costs little,
 * a vowel for a vowel more, any other edit most), which the maintained packages (fastest-levenshtein, mnemonist's
 * SymSpell, talisman) do not weigh; the index is a Map of a few lines.
 */

/**
 * What an edit costs: the writer doubles or undoubles a letter («Pescarra»), writes a letter for one that sounds
 * alike («Raguza», «Olvia», «Melfy»), swaps two, puts a wrong vowel.
 */
export const EDIT_COST = { doubling: 0.25, sound: 0.5, vowel: 0.75, swap: 0.75, other: 1 } as const;

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** Letters written for one another where they sound alike (or where dialect or old spelling blurs them). */
const SOUND_ALIKE = new Set(['sz', 'zs', 'bv', 'vb', 'iy', 'yi', 'ij', 'ji', 'jy', 'yj', 'ck', 'kc']);

/** What writing `x` for `y` costs. */
function substitutionCost(x: string, y: string): number {
  if (x === y) return 0;
  if (SOUND_ALIKE.has(x + y)) return EDIT_COST.sound;
  return VOWELS.has(x) && VOWELS.has(y) ? EDIT_COST.vowel : EDIT_COST.other;
}

/**
 * The distance a misspelling may be from a name of `length` letters (doubled ones counted once): none for short
 * names, where one letter makes another word or another comune; more for long names.
 */
export function allowedDistance(length: number): number {
  // Four letters: only a doubled or undoubled one («Lece», «Commo», «Gella»).
  if (length === SHORT_LETTERS) return EDIT_COST.doubling;
  if (length < 5) return 0;
  if (length === 5) return EDIT_COST.vowel;
  if (length <= 9) return EDIT_COST.other;
  if (length <= 13) return 1.5;
  return 2;
}

/** A folded name's letters only, doubled letters once: «pescarra» and «pescara» share «pescara». */
export function collapse(joined: string): string {
  let out = '';
  for (const char of joined) if (char !== out.at(-1) && char >= 'a' && char <= 'z') out += char;
  return out;
}

/** Whether the letter at `index` of `text` doubles a neighbour. */
function doubles(text: string, index: number): boolean {
  return text[index] === text[index - 1] || text[index] === text[index + 1];
}

/** Rows of the distance table and prefix hashes, reused: a lookup allocates nothing per candidate. */
let rows = [new Float64Array(64), new Float64Array(64), new Float64Array(64)];
let prefix = new Uint32Array(64);

/**
 * The weighted optimal-string-alignment distance between two folded words without spaces, or Infinity as soon as
 * it must exceed `max`.
 */
export function weightedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) * EDIT_COST.doubling > max) return Number.POSITIVE_INFINITY;
  const width = b.length + 1;
  if (rows[0]!.length < width) rows = [new Float64Array(width * 2), new Float64Array(width * 2), new Float64Array(width * 2)];
  let [before, previous, current] = rows as [Float64Array, Float64Array, Float64Array];
  previous[0] = 0;
  for (let j = 1; j < width; j++) previous[j] = previous[j - 1]! + (doubles(b, j - 1) ? EDIT_COST.doubling : EDIT_COST.other);
  // A swap reaches back two rows: a row above `max` ends the search only when the one before it could not recover.
  let previousMin = 0;
  for (let i = 1; i <= a.length; i++) {
    const x = a[i - 1]!;
    const deletion = doubles(a, i - 1) ? EDIT_COST.doubling : EDIT_COST.other;
    current[0] = previous[0]! + deletion;
    let rowMin = current[0]!;
    for (let j = 1; j < width; j++) {
      const y = b[j - 1]!;
      const substitution = substitutionCost(x, y);
      let cost = Math.min(
        previous[j - 1]! + substitution,
        previous[j]! + deletion,
        current[j - 1]! + (doubles(b, j - 1) ? EDIT_COST.doubling : EDIT_COST.other),
      );
      if (i > 1 && j > 1 && x === b[j - 2] && a[i - 2] === y && x !== y) cost = Math.min(cost, before[j - 2]! + EDIT_COST.swap);
      current[j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    if (rowMin > max && previousMin + EDIT_COST.swap > max) return Number.POSITIVE_INFINITY;
    previousMin = rowMin;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length]!;
  return distance > max ? Number.POSITIVE_INFINITY : distance;
}

/** Polynomial hashes (mod 2³²) stand for spellings in the index: no string is built for the many deletions. */
const BASE = 131;
const POWERS = new Uint32Array(256);
POWERS[0] = 1;
for (let i = 1; i < POWERS.length; i++) POWERS[i] = Math.imul(POWERS[i - 1]!, BASE) >>> 0;
/** Past this many letters nothing is hashed: no name is that long. */
const MAX_LETTERS = POWERS.length - 1;

/** Fills `prefix` with the hashes of `key`'s prefixes; returns the whole key's. */
function hashPrefixes(key: string): number {
  if (prefix.length <= key.length) prefix = new Uint32Array(key.length * 2);
  prefix[0] = 0;
  for (let i = 0; i < key.length; i++) prefix[i + 1] = (Math.imul(prefix[i]!, BASE) + key.charCodeAt(i)) >>> 0;
  return prefix[key.length]!;
}

/** The hash of `key`'s letters from `from` to `to` (after `hashPrefixes(key)`). */
function segment(from: number, to: number): number {
  return (prefix[to]! - Math.imul(prefix[from]!, POWERS[to - from]!)) >>> 0;
}

/** The hash of `key` and, through `visit`, of each spelling one letter shorter (all different when `key` is collapsed). */
function visitDeletions(key: string, visit: (hash: number) => void): number {
  const n = key.length;
  const whole = hashPrefixes(key);
  for (let i = 0; i < n; i++) visit((Math.imul(prefix[i]!, POWERS[n - i - 1]!) + segment(i + 1, n)) >>> 0);
  return whole;
}

/** Through `visit`, the hash of each spelling two letters shorter than `key`. */
function visitDoubleDeletions(key: string, visit: (hash: number) => void): void {
  const n = key.length;
  hashPrefixes(key);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const head = Math.imul(prefix[i]!, POWERS[n - i - 2]!);
      const middle = Math.imul(segment(i + 1, j), POWERS[n - j - 1]!);
      visit((head + middle + segment(j + 1, n)) >>> 0);
    }
  }
}

interface IndexedName {
  /** The name as the gazetteer keys it: folded words, one space between. */
  name: string;
  joined: string;
  /** Letters after `collapse`: what the allowed distance is measured on. */
  length: number;
}

/** A name within the allowed distance of what was written. */
export interface FuzzyMatch {
  name: string;
  distance: number;
}

/** Below this many letters no name is looked up: no name is near enough (`allowedDistance`). */
const MIN_LETTERS = 5;
/** Names of this many letters are found only with a letter doubled or undoubled, by their collapsed spelling. */
const SHORT_LETTERS = 4;
/** From this many letters a query's two-letter deletions are looked up too, for long names' second error… */
const SECOND_ERROR_LETTERS = 10;
/** …up to this many: a longer written form is several words, mostly not the name's. */
const SECOND_ERROR_MAX_LETTERS = 24;

/**
 * Names by their collapsed spelling and every spelling one letter shorter (by hash: a collision only adds a
 * candidate the distance then refuses). A query's own deletions meet a name's when one letter differs, one is
 * added or dropped, or two are swapped (beyond doubled letters, which collapse).
 */
export class FuzzyIndex {
  private readonly names: IndexedName[] = [];
  /** One name id, or several. */
  private readonly byHash = new Map<number, number | number[]>();
  /** Names by their collapsed spelling: what differs from them only in spacing and doubled letters. */
  private readonly byLetters = new Map<string, number[]>();
  /** The most letters of a name, joined: a longer written form is no misspelling of any. */
  longest = 0;

  constructor(names: Iterable<string>) {
    for (const name of names) {
      const joined = name.replaceAll(' ', '');
      const key = collapse(joined);
      if (key.length < SHORT_LETTERS) continue;
      const id = this.names.push({ name, joined, length: key.length }) - 1;
      if (key.length >= MIN_LETTERS) {
        this.add(
          visitDeletions(key, (hash) => this.add(hash, id)),
          id,
        );
      }
      const same = this.byLetters.get(key);
      if (same) same.push(id);
      else this.byLetters.set(key, [id]);
      this.longest = Math.max(this.longest, joined.length);
    }
  }

  private add(hash: number, id: number): void {
    const ids = this.byHash.get(hash);
    if (ids === undefined) this.byHash.set(hash, id);
    else if (typeof ids === 'number') this.byHash.set(hash, [ids, id]);
    else ids.push(id);
  }

  /** The names a written form differs from only in spacing and doubled letters («castelfranco», «sestosangiovani»). */
  sameLetters(written: string): FuzzyMatch[] {
    return (this.byLetters.get(collapse(written)) ?? []).map((id) => {
      const candidate = this.names[id]!;
      return { name: candidate.name, distance: weightedDistance(written, candidate.joined, Number.POSITIVE_INFINITY) };
    });
  }

  /** The names a written form (folded words, joined) may be a misspelling of, nearest first. */
  lookup(written: string): FuzzyMatch[] {
    const key = collapse(written);
    if (key.length < SHORT_LETTERS || key.length > MAX_LETTERS) return [];
    const matches: FuzzyMatch[] = [];
    if (key.length === SHORT_LETTERS) {
      // A short name only with a letter doubled or undoubled: its collapsed spelling is the query's.
      for (const match of this.sameLetters(written)) if (match.distance <= EDIT_COST.doubling) matches.push(match);
      return matches.sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name));
    }
    const seen: number[] = [];
    const visit = (hash: number) => {
      const ids = this.byHash.get(hash);
      if (ids === undefined) return;
      for (const id of typeof ids === 'number' ? [ids] : ids) {
        if (seen.includes(id)) continue;
        seen.push(id);
        const candidate = this.names[id]!;
        // Each letter more or less costs at least a doubling: most candidates end here.
        const allowed = allowedDistance(candidate.length);
        if (Math.abs(candidate.length - key.length) * EDIT_COST.doubling > allowed) continue;
        const distance = weightedDistance(written, candidate.joined, allowed);
        if (distance !== Number.POSITIVE_INFINITY) matches.push({ name: candidate.name, distance });
      }
    };
    visit(visitDeletions(key, visit));
    if (key.length >= SECOND_ERROR_LETTERS && key.length <= SECOND_ERROR_MAX_LETTERS) visitDoubleDeletions(key, visit);
    return matches.sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name));
  }
}

let ordinary: ReadonlySet<string> | undefined;

/**
 * Whether a folded word is an ordinary word or a person's name (Wikipedia's and spoken Italian's frequent words,
 * Italian first names and surnames): such a word is never read as a misspelled place. A place's own name is
 * found exactly before any misspelling is looked for; a word one doubled letter away from a listed one
 * («brecia», «pescarra») is no listed word, so it may be a misspelled place.
 */
export function isOrdinaryWord(word: string): boolean {
  ordinary ??= new Set([...commonWords, ...wikipediaWords, ...firstNames, ...lastNames].map(foldText));
  // The lists leave out the shortest words («e», «o», «ci»): articles, conjunctions, pronouns.
  return word.length <= 2 || ordinary.has(word);
}

let collapsedOrdinary: ReadonlyMap<string, number> | undefined;

/**
 * Whether a folded word is an ordinary word with a letter doubled or undoubled («apena» for «appena»), other than
 * `name` (a place named like a word, «campobasso», is no ordinary word its misspelling stands for).
 */
export function isMisspeltOrdinaryWord(word: string, name: string): boolean {
  if (collapsedOrdinary === undefined) {
    isOrdinaryWord('');
    const counts = new Map<string, number>();
    for (const ordinaryWord of ordinary!) {
      const key = collapse(ordinaryWord);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    collapsedOrdinary = counts;
  }
  const key = collapse(word);
  const own = collapse(name) === key && isOrdinaryWord(name) ? 1 : 0;
  return (collapsedOrdinary.get(key) ?? 0) > own;
}

/** Whether every word of a folded name, one space between, is ordinary («la villa», «casa rossa»). */
export function isOrdinaryName(name: string): boolean {
  return name.split(' ').every(isOrdinaryWord);
}
