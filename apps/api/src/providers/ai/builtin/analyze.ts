import { analyzerQuestions } from '@trovapro/copy';
import type { AnalyzeRequestInput, AiProvider, MunicipalityRef, RequestProfile } from '../ai-provider.ts';
import { classifyNeed } from './classify-need.ts';
import { getGazetteer, type Comune } from './gazetteer.ts';
import { tokenize, type Token } from './normalize.ts';

export function toMunicipalityRef(comune: Comune): MunicipalityRef {
  return { municipality: comune.name, province: comune.province, istatCode: comune.istatCode };
}

/** Numbers the questions: "1. …", "2. …". */
export function numberQuestions(questions: readonly string[]): string[] {
  return questions.map((question, index) => `${index + 1}. ${question}`);
}

/** The questions for what is missing: the service, the comune, or both. */
export function clarificationFor(missing: { category: boolean; location: boolean }): string[] {
  return numberQuestions([
    ...(missing.category ? [analyzerQuestions.service] : []),
    ...(missing.location ? [analyzerQuestions.municipality] : []),
  ]);
}

/**
 * The built-in Italian analyzer. The comune comes from the prefilled location when it resolves, else from
 * the answers, the request, the earlier context and the landing text, in that order; the need from the
 * prefilled service when it names one, else from all the text together (place names hidden from it).
 * It asks for the service when the need is unclear, and for the comune when none is known.
 */
export function analyzeRequest(input: AnalyzeRequestInput): RequestProfile {
  const gazetteer = getGazetteer();
  const byPriority = [input.answers, input.userRequest, input.context, input.landingContext];
  const tokens: Token[] = [];
  const skip: boolean[] = [];
  let found: Comune | null = null;
  for (const [index, text] of byPriority.entries()) {
    if (!text?.trim()) continue;
    const segment = tokenize(text);
    const place = gazetteer.find(text, segment, { answer: index === 0 });
    found ??= place?.comune ?? null;
    segment.forEach((token, index) => {
      tokens.push(index === 0 ? { ...token, sentenceStart: true, breakBefore: true } : token);
      skip.push(place !== null && index >= place.start && index < place.end);
    });
  }

  const prefilledLocation = input.prefilledLocation?.trim();
  const comune = (prefilledLocation ? gazetteer.resolveName(prefilledLocation) : null) ?? found;
  const prefilledService = input.prefilledService?.trim();
  const category = (prefilledService ? classifyNeed(tokenize(prefilledService)) : null) ?? classifyNeed(tokens, skip);

  const missing = { category: category === null, location: comune === null && !prefilledLocation };
  return {
    category,
    needsClarification: missing.category || missing.location,
    clarificationQuestions: clarificationFor(missing),
    location: comune ? toMunicipalityRef(comune) : null,
  };
}

export function createBuiltinAiProvider(): AiProvider {
  return { analyzeRequest: async (input) => analyzeRequest(input) };
}
