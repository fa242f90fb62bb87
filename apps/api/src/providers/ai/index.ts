export type { AiProvider, AnalyzeRequestInput, MunicipalityRef, RequestProfile } from './ai-provider.ts';
export { configuredOpenAi, createAiProvider, type AiProviderOptions } from './create-ai-provider.ts';
export type { OpenAiOptions, WarningLogger } from './openai-provider.ts';
export {
  bundledGazetteerData,
  derivedFromGazetteer,
  getGazetteer,
  setGazetteerData,
  type Comune,
  type FormerComune,
  type Gazetteer,
  type GazetteerData,
} from './builtin/gazetteer.ts';
export { knownPlaces } from './builtin/known-places.ts';
/** The built-in analyzer, synchronous and local: automatic dispatch reads a lead again with it (issue 35). */
export { analyzeRequest as analyzeWithBuiltin, textDescribesJob } from './builtin/analyze.ts';
