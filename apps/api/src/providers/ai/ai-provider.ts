import type { ComuneRef, LeadProfile } from '@trovapro/domain';

/** What the chat sends for analysis (`POST /api/leads/profile`, product §4 step 2). */
export interface AnalyzeRequestInput {
  /** The visitor's text; in the answers round, the original request. */
  userRequest: string;
  /** Earlier conversation text. */
  context?: string;
  /** The visitor's answers to the clarification questions. */
  answers?: string;
  /** From a landing page, e.g. "idraulico" or "imbianchini". */
  prefilledService?: string;
  /** From a landing page, a comune's name. */
  prefilledLocation?: string;
  /** Landing page text, appended to the request when present. */
  landingContext?: string;
  /** The name the visitor gave (at completion only): kept from an AI provider with the rest of their data. */
  userName?: string;
}

/**
 * A comune as the analysis gives it: `province` is the province NAME ("Pesaro e Urbino"), `provinceCode` its
 * sigla ("PU"), as in the domain's ComuneRefSchema.
 */
export type MunicipalityRef = ComuneRef;

/**
 * The analysis: `category` is one of the six, another need's own name ("Commercialista"), or null when
 * unclear; `clarificationQuestions` are numbered Italian questions ("1. …"), empty when none are needed.
 * The same shape as the domain's LeadProfileSchema.
 */
export type RequestProfile = LeadProfile;

export interface AiProvider {
  analyzeRequest(input: AnalyzeRequestInput): Promise<RequestProfile>;
}
