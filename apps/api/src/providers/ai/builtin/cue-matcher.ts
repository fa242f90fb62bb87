import { phraseWords, type Token } from './normalize.ts';
import { stem } from './stemmer.ts';

/**
 * A lexicon entry: the need it points to and its cues grouped by weight.
 * Cue syntax, over folded words: `rubinett*` is a prefix (any word starting so); `pitturare` a word in any of
 * its inflections (same Italian stem: "pitturato", "pittura"; words under four letters stay exact);
 * `=polo` an exact word, never inflected; `salta ~ corrente` a phrase where `~` lets up to three words
 * stand between its neighbours.
 * `names` are the words naming the professional or the service itself ("idraulico"): they weigh most,
 * and negating one ("non mi serve un idraulico") rules the need out.
 */
export interface LexiconEntry {
  label: string;
  names: readonly string[];
  cues: Readonly<Record<number, readonly string[]>>;
  /**
   * Objects and materials the trade works on that other trades work on too («porta», «legno», «vetro»): a hint
   * (OBJECT_WEIGHT) that decides nothing alone, a clear cue when its clause says it is broken or to be
   * replaced, repaired or fitted («il vetro della finestra si è rotto», «cambiare la porta d'ingresso»).
   */
  objects?: readonly string[];
}

export const NAME_WEIGHT = 6;
const OBJECT_WEIGHT = 2;
const MAX_GAP = 3;
const MIN_STEM = 3;

/** `key` is the stem an inflected form must share, null for a word matched exactly. */
type Element = { kind: 'exact'; word: string; key: string | null } | { kind: 'stem'; stem: string } | { kind: 'gap' };

const MIN_KEY = 4;
/** The most letters the stemmer may cut from a lexicon word (3: "pitturare"), and from a text word (4: "pitturando"). */
const CUE_ENDING = 3;
const TEXT_ENDING = 4;

/**
 * The stem under which a word's inflections meet, or null for a word kept exact: numbers and codes, a stem
 * under four letters ("fari" and "fare", "moto" and "motivo" would meet), or a word the stemmer cut by more
 * than an ending ("elettrauto" → "elettr" would meet "elettrico", "sistemista" would meet "sistemare").
 */
export function stemKey(word: string, maxEnding = CUE_ENDING): string | null {
  if (word.length < MIN_KEY + 1 || /\d/.test(word)) return null;
  const key = stem(word);
  return key.length >= MIN_KEY && word.length - key.length <= maxEnding ? key : null;
}

/** Italian's iterative prefix: «ripitturare», «ritinteggiare», «riverniciare» are the job again. */
const ITERATIVE = 'ri';

/**
 * A text word's key: a capital inside a sentence marks a name ("Bosch", "Latina"), matched only as written.
 * A word the lexicons do not know, made of «ri» and a word they know, takes that word's key.
 */
function tokenKey(token: Token, known: ReadonlySet<string>): string | null {
  if (token.capitalized && !token.sentenceStart) return null;
  const key = stemKey(token.word, TEXT_ENDING);
  if ((key === null || !known.has(key)) && token.word.startsWith(ITERATIVE)) {
    const base = stemKey(token.word.slice(ITERATIVE.length), TEXT_ENDING);
    if (base !== null && known.has(base)) return base;
  }
  return key;
}

export interface Cue {
  label: string;
  weight: number;
  isName: boolean;
  isObject: boolean;
  elements: Element[];
}

export interface CueHit {
  cue: Cue;
  start: number;
  end: number;
}

function parseCue(pattern: string, label: string, weight: number, isName: boolean, isObject = false): Cue {
  const elements: Element[] = pattern
    .trim()
    .split(/\s+/)
    .flatMap((part): Element[] => {
      if (part === '~') return [{ kind: 'gap' }];
      if (part.endsWith('*')) {
        const stem = phraseWords(part.slice(0, -1)).join('');
        if (stem.length < MIN_STEM) throw new Error(`Stem too short in cue "${pattern}"`);
        return [{ kind: 'stem', stem }];
      }
      const exact = part.startsWith('=');
      // Names stay as written: "dentistico" is a setting, not a call for the "dentista".
      return phraseWords(exact ? part.slice(1) : part).map((word): Element => ({ kind: 'exact', word, key: exact || isName ? null : stemKey(word) }));
    });
  if (elements[0]?.kind !== 'exact' && elements[0]?.kind !== 'stem') {
    throw new Error(`Cue "${pattern}" must start with a word`);
  }
  return { label, weight, isName, isObject, elements };
}

/** The text's words and their stem keys. */
interface Text {
  tokens: readonly Token[];
  keys: readonly (string | null)[];
  skip: readonly boolean[];
}

function matches(element: Element, text: Text, t: number): boolean {
  const word = text.tokens[t]!.word;
  if (element.kind === 'exact') return element.word === word || (element.key !== null && element.key === text.keys[t]);
  if (element.kind === 'stem') return word.startsWith(element.stem);
  return false;
}

/** Indexes cues by their first word or stem, so a text is matched with a few Map lookups per word. */
export class CueMatcher {
  private readonly byWord = new Map<string, Cue[]>();
  private readonly byKey = new Map<string, Cue[]>();
  private readonly byStem = new Map<string, Cue[]>();
  /** Every stem key of every cue word. */
  private readonly keys = new Set<string>();
  private maxStem = 0;

  constructor(entries: readonly LexiconEntry[]) {
    for (const entry of entries) {
      for (const name of entry.names) this.add(parseCue(name, entry.label, NAME_WEIGHT, true));
      for (const [weight, patterns] of Object.entries(entry.cues)) {
        for (const pattern of patterns) this.add(parseCue(pattern, entry.label, Number(weight), false));
      }
      for (const pattern of entry.objects ?? []) this.add(parseCue(pattern, entry.label, OBJECT_WEIGHT, false, true));
    }
  }

  private add(cue: Cue): void {
    for (const element of cue.elements) if (element.kind === 'exact' && element.key !== null) this.keys.add(element.key);
    const first = cue.elements[0]!;
    if (first.kind === 'exact') {
      push(this.byWord, first.word, cue);
      if (first.key !== null) push(this.byKey, first.key, cue);
    } else if (first.kind === 'stem') {
      push(this.byStem, first.stem, cue);
      this.maxStem = Math.max(this.maxStem, first.stem.length);
    }
  }

  /** Every occurrence of every cue in the tokens. `placeWords[i]` hides a word read as a place (and a name right after it). */
  match(tokens: readonly Token[], placeWords: readonly boolean[] = []): CueHit[] {
    const hits: CueHit[] = [];
    const skip = withPlaceParts(tokens, placeWords);
    const text: Text = { tokens, keys: tokens.map((token) => tokenKey(token, this.keys)), skip };
    for (let i = 0; i < tokens.length; i++) {
      if (skip[i]) continue;
      const word = tokens[i]!.word;
      const key = text.keys[i] ?? null;
      const candidates: Cue[] = [...(this.byWord.get(word) ?? []), ...((key !== null && this.byKey.get(key)) || [])];
      for (let length = MIN_STEM; length <= Math.min(word.length, this.maxStem); length++) {
        const stemmed = this.byStem.get(word.slice(0, length));
        if (stemmed) candidates.push(...stemmed);
      }
      for (const cue of new Set(candidates)) {
        const end = matchFrom(cue.elements, 1, text, i + 1);
        if (end !== -1) hits.push({ cue, start: i, end });
      }
    }
    return hits;
  }
}

/**
 * A capitalised word right after a place, inside a sentence, is part of it: a district or a locality the
 * gazetteer may not know («Roma Prati», «Milano Bovisa»), not a lawn or a job.
 */
function withPlaceParts(tokens: readonly Token[], placeWords: readonly boolean[]): readonly boolean[] {
  if (!placeWords.includes(true)) return placeWords;
  const skip = [...placeWords];
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!skip[i] && skip[i - 1] && token.capitalized && !token.sentenceStart && !token.breakBefore) skip[i] = true;
  }
  return skip;
}

function push(index: Map<string, Cue[]>, key: string, cue: Cue): void {
  const list = index.get(key);
  if (list) list.push(cue);
  else index.set(key, [cue]);
}

/** Matches elements[e…] from token t on; returns the index after the match, or -1. */
function matchFrom(elements: readonly Element[], e: number, text: Text, t: number): number {
  if (e === elements.length) return t;
  const element = elements[e]!;
  const { tokens } = text;
  if (element.kind === 'gap') {
    for (let gap = 0; gap <= MAX_GAP && t + gap <= tokens.length; gap++) {
      if (gap > 0 && tokens[t + gap - 1]!.breakBefore) break;
      const end = matchFrom(elements, e + 1, text, t + gap);
      if (end !== -1) return end;
    }
    return -1;
  }
  if (t >= tokens.length || text.skip[t] || !matches(element, text, t)) return -1;
  return matchFrom(elements, e + 1, text, t + 1);
}
