import { isKnownCategory, type KnownCategory } from '@trovapro/domain';
import { classifyNeed } from '../../ai/builtin/classify-need.ts';
import { tokenize } from '../../ai/builtin/normalize.ts';
import { ELETTRICISTA } from './elettricista.ts';
import { genericProfile } from './generic.ts';
import { GIARDINAGGIO } from './giardinaggio.ts';
import { IDRAULICO } from './idraulico.ts';
import { IMBIANCHINO } from './imbianchino.ts';
import { MECCANICO } from './meccanico.ts';
import { PULIZIE } from './pulizie.ts';
import type { TradeProfile } from './trade-profile.ts';

export type { ClimateZone, CommonProblem, FaqEntry, TradeProfile, TypicalJob } from './trade-profile.ts';

const PROFILES: Readonly<Record<KnownCategory, TradeProfile>> = {
  Idraulico: IDRAULICO,
  Elettricista: ELETTRICISTA,
  Imbianchino: IMBIANCHINO,
  Meccanico: MECCANICO,
  Pulizie: PULIZIE,
  Giardinaggio: GIARDINAGGIO,
};

const categoryCache = new Map<string, KnownCategory | null>();

/** The category of the six a keyword names ("idraulici" → Idraulico, "giardiniere" → Giardinaggio), else null. */
export function categoryForKeyword(keyword: string): KnownCategory | null {
  const key = keyword.trim().toLowerCase();
  let category = categoryCache.get(key);
  if (category === undefined) {
    const need = classifyNeed(tokenize(key));
    category = need !== null && isKnownCategory(need) ? need : null;
    if (categoryCache.size < 1000) categoryCache.set(key, category);
  }
  return category;
}

/** The catalogue for a keyword: its category's when one is given or recognised, else the generic one. */
export function tradeProfileFor(keyword: string, category?: string): TradeProfile {
  const known = category !== undefined && isKnownCategory(category) ? category : categoryForKeyword(keyword);
  return known ? PROFILES[known] : genericProfile(keyword);
}
