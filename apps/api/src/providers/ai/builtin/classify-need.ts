import { CATEGORY_LEXICON } from './category-lexicon.ts';
import { CueMatcher } from './cue-matcher.ts';
import { negatedWords } from './negation.ts';
import type { Token } from './normalize.ts';
import { OTHER_NEEDS } from './other-needs.ts';

/** Below this score the need is unclear and the visitor is asked (a lone "bagno" or "cucina" is not enough). */
const MIN_SCORE = 3;

const SIX = new Set(CATEGORY_LEXICON.map((entry) => entry.label));
let matcher: CueMatcher | undefined;

function getMatcher(): CueMatcher {
  matcher ??= new CueMatcher([...CATEGORY_LEXICON, ...OTHER_NEEDS]);
  return matcher;
}

interface Tally {
  label: string;
  score: number;
  strongest: number;
  firstAt: number;
}

/**
 * The need a text expresses: one of the six categories, another need's own name, or null when unclear.
 * `skip` hides words already read as a place (so "Prato" the city is not a lawn).
 */
export function classifyNeed(tokens: readonly Token[], skip: readonly boolean[] = []): string | null {
  const negated = negatedWords(tokens);
  const tallies = new Map<string, Tally>();
  const negatedNames = new Set<string>();
  const namedNeeds = new Set<string>();
  for (const hit of getMatcher().match(tokens, skip)) {
    const { label, weight, isName } = hit.cue;
    if (negated[hit.start] || (isName && tokens[hit.start - 1]?.word === 'non')) {
      // "non mi serve un idraulico": the need itself is ruled out; a negated symptom just does not count.
      if (isName) negatedNames.add(label);
      continue;
    }
    if (isName) namedNeeds.add(label);
    const tally = tallies.get(label) ?? { label, score: 0, strongest: 0, firstAt: hit.start };
    tally.score += weight;
    tally.strongest = Math.max(tally.strongest, weight);
    tally.firstAt = Math.min(tally.firstAt, hit.start);
    tallies.set(label, tally);
  }
  // Naming the professional ("un muratore per rifare il bagno") decides among the needs the text names.
  const eligible = (label: string) => (namedNeeds.size > 0 ? namedNeeds.has(label) : !negatedNames.has(label));
  const ranked = [...tallies.values()]
    .filter((tally) => eligible(tally.label) && tally.score >= MIN_SCORE)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(SIX.has(b.label)) - Number(SIX.has(a.label)) ||
        b.strongest - a.strongest ||
        a.firstAt - b.firstAt,
    );
  return ranked[0]?.label ?? null;
}
