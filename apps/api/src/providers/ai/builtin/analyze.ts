import type { AnalyzeRequestInput, AiProvider } from '../ai-provider.ts';
import { withLandingDefaults, type PlaceChoices, type VisitorReading } from '../request-profile.ts';
import { classifyNeed } from './classify-need.ts';
import { getGazetteer, type Comune, type PlaceFound } from './gazetteer.ts';
import { describesJob } from './job-description.ts';
import { tokenize, type Token } from './normalize.ts';

/** A text split into words, with the words read as a place (hidden from the need classifier). */
interface ReadText {
  tokens: Token[];
  skip: boolean[];
  comune: Comune | null;
  /** The place named fits several comuni, and nothing else the texts say tells which. */
  ambiguous: PlaceChoices | null;
}

/**
 * Reads the place in one text, or in several joined (the first with a place wins, in the order given). An
 * ambiguous place («Reggio») is narrowed by what every text says («Calabria», «RC»).
 */
export function readTexts(texts: readonly (string | undefined)[], { answerFirst = false } = {}): ReadText {
  const gazetteer = getGazetteer();
  const read: ReadText = { tokens: [], skip: [], comune: null, ambiguous: null };
  const segments: { text: string; tokens: Token[] }[] = [];
  let found: PlaceFound | null = null;
  for (const [index, text] of texts.entries()) {
    if (!text?.trim()) continue;
    const segment = tokenize(text);
    segments.push({ text, tokens: segment });
    const place = gazetteer.find(text, segment, { answer: answerFirst && index === 0 });
    found ??= place;
    segment.forEach((token, position) => {
      read.tokens.push(position === 0 ? { ...token, sentenceStart: true, breakBefore: true } : token);
      read.skip.push(place !== null && position >= place.start && position < place.end);
    });
  }
  if (found?.comune) read.comune = found.comune;
  else if (found) {
    const narrowed = gazetteer.narrow(found.choices, segments, found.divided ? found.written : '');
    read.comune = narrowed.comune;
    if (narrowed.comune === null) read.ambiguous = { written: found.written, comuni: narrowed.choices };
  }
  return read;
}

/**
 * What the visitor's own words say: the answers to the questions first, then the request, then the earlier
 * conversation. Nothing of the landing page is read here: its service and place are defaults applied after
 * (landing-defaults.ts), so «mi serve un idraulico a Milano» on a painters' page in Agnone stays a plumbing
 * job in Milano.
 */
export function readVisitorText(input: AnalyzeRequestInput): VisitorReading {
  const { tokens, skip, comune, ambiguous } = readTexts([input.answers, input.userRequest, input.context], { answerFirst: true });
  return { category: classifyNeed(tokens, skip), comune, ambiguous, describesJob: describesJob(tokens, skip) };
}

/**
 * Whether a request describes a job at all (not «ciao», «info», «quanto costa?»): a lexical rule, the same
 * whichever provider analyses the request, so the server can refuse a lead made of a greeting.
 */
export function textDescribesJob(text: string): boolean {
  return readVisitorText({ userRequest: text }).describesJob;
}

/**
 * The built-in Italian analyzer: the visitor's words, then the landing page's defaults for what they do not
 * say. It asks to describe the job when the text describes none («ciao»), for the service when the need is
 * unclear, and for the comune when none is known.
 */
export function analyzeRequest(input: AnalyzeRequestInput) {
  return withLandingDefaults(readVisitorText(input), input);
}

export function createBuiltinAiProvider(): AiProvider {
  return { analyzeRequest: async (input) => analyzeRequest(input) };
}
