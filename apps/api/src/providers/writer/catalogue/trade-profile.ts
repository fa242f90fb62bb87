import type { KnownCategory } from '@trovapro/domain';

/** Broad climate areas of Italy: seasons (heating, gardening, humidity) differ between them. */
export type ClimateZone = 'nord' | 'centro' | 'sud' | 'isole';

/** A job the trade commonly does, with an indicative price range in euro (VAT and materials as stated). */
export interface TypicalJob {
  name: string;
  description: string;
  priceFrom: number;
  priceTo: number;
  /** How the price is counted: "a intervento", "al m²", "all'ora"… */
  unit: string;
}

export interface CommonProblem {
  problem: string;
  causes: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * Everything the writers know about one trade: the landing pages and the blog articles draw on the same
 * catalogue, so a page never states a price or a rule the article contradicts.
 */
export interface TradeProfile {
  /** One of the six, or null for the generic catalogue of any other keyword. */
  category: KnownCategory | null;
  /** How the professional is called: "idraulico", "idraulici", "un idraulico". */
  singular: string;
  plural: string;
  indefinite: string;
  /** What the trade looks after: "impianti idraulici, sanitari e di riscaldamento". */
  field: string;
  jobs: readonly TypicalJob[];
  /** What to verify before hiring. */
  checks: readonly string[];
  problems: readonly CommonProblem[];
  /** When to stop and call a professional straight away. */
  callNow: readonly string[];
  /** What a good quote for this trade spells out. */
  quoteTips: readonly string[];
  faq: readonly FaqEntry[];
  /** A seasonal note per climate zone. */
  climate: Readonly<Record<ClimateZone, string>>;
  /** Blog tags, most relevant first. */
  tags: readonly string[];
}
