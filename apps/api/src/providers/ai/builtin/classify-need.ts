import { CATEGORY_LEXICON } from './category-lexicon.ts';
import { CueMatcher, type Cue, type CueHit, type LexiconEntry } from './cue-matcher.ts';
import { doneByOthers, Negation, negatedWords } from './negation.ts';
import { requestedWords } from './need-request.ts';
import { NEED_VOCABULARY } from './need-vocabulary.ts';
import type { Token } from './normalize.ts';
import { workedOnWords } from './object-work.ts';
import { OTHER_TRADES } from './other-trades.ts';
import { saysUnsureWhichTrade } from './unsure-need.ts';

/** Below this score the need is unclear and the visitor is asked (a lone "bagno" or "cucina" is not enough). */
const MIN_SCORE = 3;
/** Added to the cue that follows "devo", "vorrei", "mi serve"…: the job asked for outweighs its setting. */
const REQUEST_BONUS = 5;
/** An object several trades work on, in a clause that says it is broken or to be replaced, repaired or fitted. */
const OBJECT_AT_WORK_WEIGHT = 4;
const DEFINITE_ARTICLES = new Set(['il', 'lo', 'la', 'l', 'i', 'gli', 'le']);
/**
 * A visitor who says they do not know whom to call («chi devo chiamare?») is taken at their word unless one need
 * has at least this score and no other need a clear cue: a stain on the wall with a smell of burning is asked.
 */
const UNSURE_CLEAR_SCORE = 5;

/** Every lexicon the classifier reads: the labels it can return are theirs (the six and the closed list of other trades). */
export const NEED_LEXICONS: readonly LexiconEntry[] = [...CATEGORY_LEXICON, ...NEED_VOCABULARY, ...OTHER_TRADES];

const SIX = new Set(CATEGORY_LEXICON.map((entry) => entry.label));
let matcher: CueMatcher | undefined;

function getMatcher(): CueMatcher {
  matcher ??= new CueMatcher(NEED_LEXICONS);
  return matcher;
}

interface Tally {
  label: string;
  score: number;
  strongest: number;
  firstAt: number;
}

/**
 * The need a text expresses: one of the six categories, a trade of the closed list outside them
 * (other-trades.ts), or null when unclear.
 * `skip` hides words already read as a place (so "Prato" the city is not a lawn).
 */
export function classifyNeed(tokens: readonly Token[], skip: readonly boolean[] = []): string | null {
  const negated = negatedWords(tokens);
  const requested = requestedWords(tokens);
  const tallies = new Map<string, Tally>();
  const negatedNames = new Set<string>();
  const namedNeeds = new Set<string>();
  // Read only for texts that name an object (most do not).
  let worked: boolean[] | undefined;
  const isWorkedOn = (index: number) => {
    worked ??= workedOnWords(tokens);
    return worked[index];
  };
  // Strongest and longest first. Each cue counts once; the same words count once for a need ("perde" is not
  // both 'perde' and 'perdere'); and a phrase keeps its words from other needs ("pulizia della caldaia" is
  // plumbing, "verniciatura del cancello" painting: no cleaning, no smith).
  const matched = getMatcher()
    .match(tokens, skip)
    .sort((a, b) => b.cue.weight - a.cue.weight || b.end - b.start - (a.end - a.start) || a.start - b.start);
  // "il muratore ha già fatto il massetto, ora serve collegare lo scarico": what another professional did is
  // the past, not the job asked; the last job decides.
  const done = doneByOthers(
    tokens,
    matched.filter((hit) => hit.cue.isName),
  );
  const hits = matched.filter((hit) => !done[hit.start]);
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
    const { label, isName, isObject } = hit.cue;
    // An object several trades work on is a cue only when its clause says it is broken or to be worked on; then
    // it outweighs a symptom word of its own («el vetro xe crepà» is the glazier's crack, not the painter's).
    const weight = isObject && isWorkedOn(hit.start) ? OBJECT_AT_WORK_WEIGHT : hit.cue.weight;
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
  // Naming the professional ("un muratore per rifare il bagno") decides among the needs the text names. A need
  // needs one clear cue: hints alone (a room, a material, an object: «porta in legno») ask which service.
  const eligible = (label: string) => (namedNeeds.size > 0 ? namedNeeds.has(label) : !negatedNames.has(label));
  const ranked = [...tallies.values()]
    .filter((tally) => eligible(tally.label) && tally.score >= MIN_SCORE && tally.strongest >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || Number(SIX.has(b.label)) - Number(SIX.has(a.label)) || b.strongest - a.strongest || a.firstAt - b.firstAt);
  const [first, second] = ranked;
  if (first && namedNeeds.size === 0 && (first.score < UNSURE_CLEAR_SCORE || second) && saysUnsureWhichTrade(tokens)) return null;
  return first?.label ?? null;
}
