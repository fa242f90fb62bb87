import { CATEGORY_LEXICON } from './category-lexicon.ts';
import { CueMatcher, type Cue, type CueHit } from './cue-matcher.ts';
import { Negation, negatedWords } from './negation.ts';
import { requestedWords } from './need-request.ts';
import { NEED_VOCABULARY } from './need-vocabulary.ts';
import type { Token } from './normalize.ts';
import { OTHER_NEEDS } from './other-needs.ts';

/** Below this score the need is unclear and the visitor is asked (a lone "bagno" or "cucina" is not enough). */
const MIN_SCORE = 3;
/** Added to the cue that follows "devo", "vorrei", "mi serve"…: the job asked for outweighs its setting. */
const REQUEST_BONUS = 5;
const DEFINITE_ARTICLES = new Set(['il', 'lo', 'la', 'l', 'i', 'gli', 'le']);

const SIX = new Set(CATEGORY_LEXICON.map((entry) => entry.label));
let matcher: CueMatcher | undefined;

function getMatcher(): CueMatcher {
  matcher ??= new CueMatcher([...CATEGORY_LEXICON, ...NEED_VOCABULARY, ...OTHER_NEEDS]);
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
  const requested = requestedWords(tokens);
  const tallies = new Map<string, Tally>();
  const negatedNames = new Set<string>();
  const namedNeeds = new Set<string>();
  // Strongest and longest first. Each cue counts once; the same words count once for a need ("perde" is not
  // both 'perde' and 'perdere'); and a phrase keeps its words from other needs ("pulizia della caldaia" is
  // plumbing, "verniciatura del cancello" painting: no cleaning, no smith).
  const hits = getMatcher()
    .match(tokens, skip)
    .sort((a, b) => b.cue.weight - a.cue.weight || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const isNegated = (hit: CueHit) => {
    const negation = negated[hit.start] ?? Negation.None;
    return negation === Negation.Whole || (hit.cue.isName && (negation === Negation.NamesOnly || tokens[hit.start - 1]?.word === 'non'));
  };
  // "non mi serve un idraulico", "…e della piscina… no la piscina no": the need itself is ruled out, and its
  // phrases keep no words from the others; a negated symptom just does not count.
  // The last naming decides: "non un meccanico ma un gommista" asks for the mechanic's trade, "…e della
  // piscina… no la piscina no" takes the pool back.
  const lastNaming = new Map<string, CueHit>();
  for (const hit of hits) {
    const last = lastNaming.get(hit.cue.label);
    if (hit.cue.isName && (!last || hit.start > last.start)) lastNaming.set(hit.cue.label, hit);
  }
  for (const [label, hit] of lastNaming) if (isNegated(hit)) negatedNames.add(label);
  const countedCues = new Set<Cue>();
  const countedSpans: { label: string; start: number; end: number }[] = [];
  for (const hit of hits) {
    const { label, weight, isName } = hit.cue;
    if (isNegated(hit) || negatedNames.has(label) || countedCues.has(hit.cue)) continue;
    const overlaps = countedSpans.some(
      (span) =>
        (span.label === label && hit.start < span.end && span.start < hit.end) ||
        (span.label !== label && span.end - span.start > 1 && hit.end - hit.start === 1 && span.start <= hit.start && hit.end <= span.end),
    );
    if (overlaps) continue;
    countedCues.add(hit.cue);
    countedSpans.push({ label, start: hit.start, end: hit.end });
    // "l'imbianchino ha finito": a professional already at work is context, not the one asked for.
    if (isName && !DEFINITE_ARTICLES.has(tokens[hit.start - 1]?.word ?? '')) namedNeeds.add(label);
    const tally = tallies.get(label) ?? { label, score: 0, strongest: 0, firstAt: hit.start };
    const asked = requested[hit.start] || requested[hit.end - 1];
    tally.score += weight + (asked && weight >= MIN_SCORE ? REQUEST_BONUS : 0);
    tally.strongest = Math.max(tally.strongest, weight);
    tally.firstAt = Math.min(tally.firstAt, hit.start);
    tallies.set(label, tally);
  }
  // Naming the professional ("un muratore per rifare il bagno") decides among the needs the text names.
  const eligible = (label: string) => (namedNeeds.size > 0 ? namedNeeds.has(label) : !negatedNames.has(label));
  const ranked = [...tallies.values()]
    .filter((tally) => eligible(tally.label) && tally.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || Number(SIX.has(b.label)) - Number(SIX.has(a.label)) || b.strongest - a.strongest || a.firstAt - b.firstAt);
  return ranked[0]?.label ?? null;
}
