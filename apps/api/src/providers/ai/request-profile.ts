import { analyzerQuestions } from '@trovapro/copy';
import type { AnalyzeRequestInput, MunicipalityRef, RequestProfile } from './ai-provider.ts';
import { classifyNeed } from './builtin/classify-need.ts';
import { getGazetteer, MAX_PLACE_CHOICES, type Comune } from './builtin/gazetteer.ts';
import { tokenize } from './builtin/normalize.ts';

/** A place the visitor wrote that fits several comuni: as written («Reggio»), and the comuni, most populous first. */
export interface PlaceChoices {
  written: string;
  comuni: readonly Comune[];
}

/** What the visitor's own words say, read by the built-in analyzer or by a model. */
export interface VisitorReading {
  /** One of the six, another need's name, or null when the words do not say. */
  category: string | null;
  comune: Comune | null;
  /** Set (with `comune` null) when the place named is ambiguous: the visitor is asked which comune. */
  ambiguous: PlaceChoices | null;
  /** False for a text that describes no job: a greeting, «info», «quanto costa?». */
  describesJob: boolean;
}

export function toMunicipalityRef(comune: Comune): MunicipalityRef {
  return { municipality: comune.name, province: comune.province, provinceCode: comune.provinceCode, istatCode: comune.istatCode };
}

/** Numbers the questions: "1. …", "2. …". */
export function numberQuestions(questions: readonly string[]): string[] {
  return questions.map((question, index) => `${index + 1}. ${question}`);
}

/** What is missing from an analysis, so what to ask. */
export interface Missing {
  /** The text describes no job: ask to describe it (this replaces the question about the service). */
  job: boolean;
  category: boolean;
  location: boolean;
  /** The place named fits several comuni: ask which one (this replaces the question about the comune). */
  choices: PlaceChoices | null;
}

/** The questions for what is missing: the job, the service, the comune (or which of the comuni named). */
export function clarificationFor(missing: Missing): string[] {
  return numberQuestions([
    ...(missing.job ? [analyzerQuestions.describeJob] : missing.category ? [analyzerQuestions.service] : []),
    ...(missing.choices ? [analyzerQuestions.whichComune(missing.choices.written)] : missing.location ? [analyzerQuestions.municipality] : []),
  ]);
}

/** What a landing page's own text says: its need and its comune (the place's words hidden from the need). */
function readLandingText(text: string): { category: string | null; comune: Comune | null } {
  if (text === '') return { category: null, comune: null };
  const tokens = tokenize(text);
  const place = getGazetteer().find(text, tokens);
  const skip = tokens.map((_, index) => place !== null && index >= place.start && index < place.end);
  return { category: classifyNeed(tokens, skip), comune: place?.comune ?? null };
}

/** The analysis once the landing page's defaults have filled what the visitor's words do not say. */
export interface FilledReading {
  category: string | null;
  comune: Comune | null;
  missing: Missing;
}

/**
 * The visitor's words win; a landing page's prefilled service and place (and, last, its text) only fill what
 * the words do not say. A text that describes no job gets no category at all, even on a landing page: the
 * visitor is asked to describe the job. A place the words name ambiguously is asked, not filled from the page,
 * unless the page's comune is one of its choices («a Reggio» on the page of Reggio di Calabria). One rule for
 * every provider.
 */
export function fillFromLanding(reading: VisitorReading, input: AnalyzeRequestInput): FilledReading {
  const gazetteer = getGazetteer();
  const prefilledService = input.prefilledService?.trim();
  const prefilledLocation = input.prefilledLocation?.trim();
  // The landing text is read only when the words and the prefilled fields leave something open.
  let landing: { category: string | null; comune: Comune | null } | undefined;
  const readLanding = () => (landing ??= readLandingText(input.landingContext?.trim() ?? ''));

  const category = !reading.describesJob
    ? null
    : (reading.category ?? (prefilledService ? classifyNeed(tokenize(prefilledService)) : null) ?? readLanding().category);
  const pageComune = () => (prefilledLocation ? gazetteer.resolveName(prefilledLocation) : null) ?? readLanding().comune;
  let comune = reading.comune;
  let choices = reading.ambiguous;
  if (choices) {
    const page = pageComune();
    if (page && choices.comuni.includes(page)) [comune, choices] = [page, null];
  } else comune ??= pageComune();
  // A landing page's place that the gazetteer does not know («Zona Sud») still answers the question.
  const missing: Missing = {
    job: !reading.describesJob,
    category: category === null,
    location: comune === null && (choices !== null || !prefilledLocation),
    choices,
  };
  return { category, comune, missing };
}

export function toProfile({ category, comune, missing }: FilledReading, questions: readonly string[] = clarificationFor(missing)): RequestProfile {
  const needsClarification = missing.category || missing.location;
  return {
    category,
    needsClarification,
    clarificationQuestions: needsClarification ? [...questions] : [],
    location: comune ? toMunicipalityRef(comune) : null,
    ...(missing.choices ? { placeChoices: missing.choices.comuni.slice(0, MAX_PLACE_CHOICES).map(toMunicipalityRef) } : {}),
  };
}

export function withLandingDefaults(reading: VisitorReading, input: AnalyzeRequestInput): RequestProfile {
  return toProfile(fillFromLanding(reading, input));
}
