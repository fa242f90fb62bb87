import { phraseWords, type Token } from './normalize.ts';

/**
 * A lexicon entry: the need it points to and its cues grouped by weight.
 * Cue syntax, over folded words: `rubinett*` is a stem (any word starting so), `wc` an exact word,
 * `salta ~ corrente` a phrase where `~` lets up to three words stand between its neighbours.
 * `names` are the words naming the professional or the service itself ("idraulico"): they weigh most,
 * and negating one ("non mi serve un idraulico") rules the need out.
 */
export interface LexiconEntry {
  label: string;
  names: readonly string[];
  cues: Readonly<Record<number, readonly string[]>>;
}

export const NAME_WEIGHT = 6;
const MAX_GAP = 3;
const MIN_STEM = 3;

type Element = { kind: 'exact'; word: string } | { kind: 'stem'; stem: string } | { kind: 'gap' };

export interface Cue {
  label: string;
  weight: number;
  isName: boolean;
  elements: Element[];
}

export interface CueHit {
  cue: Cue;
  start: number;
  end: number;
}

function parseCue(pattern: string, label: string, weight: number, isName: boolean): Cue {
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
      return phraseWords(part).map((word): Element => ({ kind: 'exact', word }));
    });
  if (elements[0]?.kind !== 'exact' && elements[0]?.kind !== 'stem') {
    throw new Error(`Cue "${pattern}" must start with a word`);
  }
  return { label, weight, isName, elements };
}

function matches(element: Element, word: string): boolean {
  if (element.kind === 'exact') return element.word === word;
  if (element.kind === 'stem') return word.startsWith(element.stem);
  return false;
}

/** Indexes cues by their first word or stem, so a text is matched with a few Map lookups per word. */
export class CueMatcher {
  private readonly byWord = new Map<string, Cue[]>();
  private readonly byStem = new Map<string, Cue[]>();
  private maxStem = 0;

  constructor(entries: readonly LexiconEntry[]) {
    for (const entry of entries) {
      for (const name of entry.names) this.add(parseCue(name, entry.label, NAME_WEIGHT, true));
      for (const [weight, patterns] of Object.entries(entry.cues)) {
        for (const pattern of patterns) this.add(parseCue(pattern, entry.label, Number(weight), false));
      }
    }
  }

  private add(cue: Cue): void {
    const first = cue.elements[0]!;
    const [index, key] = first.kind === 'exact' ? [this.byWord, first.word] : [this.byStem, first.kind === 'stem' ? first.stem : ''];
    const list = index.get(key);
    if (list) list.push(cue);
    else index.set(key, [cue]);
    if (first.kind === 'stem') this.maxStem = Math.max(this.maxStem, first.stem.length);
  }

  /** Every cue found in the tokens, each cue once (its first occurrence). `skip[i]` hides a word. */
  match(tokens: readonly Token[], skip: readonly boolean[] = []): CueHit[] {
    const hits: CueHit[] = [];
    const seen = new Set<Cue>();
    for (let i = 0; i < tokens.length; i++) {
      if (skip[i]) continue;
      const word = tokens[i]!.word;
      const candidates: Cue[] = [...(this.byWord.get(word) ?? [])];
      for (let length = MIN_STEM; length <= Math.min(word.length, this.maxStem); length++) {
        const stemmed = this.byStem.get(word.slice(0, length));
        if (stemmed) candidates.push(...stemmed);
      }
      for (const cue of candidates) {
        if (seen.has(cue)) continue;
        const end = matchFrom(cue.elements, 1, tokens, i + 1, skip);
        if (end !== -1) {
          seen.add(cue);
          hits.push({ cue, start: i, end });
        }
      }
    }
    return hits;
  }
}

/** Matches elements[e…] from token t on; returns the index after the match, or -1. */
function matchFrom(elements: readonly Element[], e: number, tokens: readonly Token[], t: number, skip: readonly boolean[]): number {
  if (e === elements.length) return t;
  const element = elements[e]!;
  if (element.kind === 'gap') {
    for (let gap = 0; gap <= MAX_GAP && t + gap <= tokens.length; gap++) {
      if (gap > 0 && tokens[t + gap - 1]!.breakBefore) break;
      const end = matchFrom(elements, e + 1, tokens, t + gap, skip);
      if (end !== -1) return end;
    }
    return -1;
  }
  const token = tokens[t];
  if (!token || skip[t] || !matches(element, token.word)) return -1;
  return matchFrom(elements, e + 1, tokens, t + 1, skip);
}
