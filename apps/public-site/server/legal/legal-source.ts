import { routes, type LegalInfo } from '@trovapro/domain';
import { fetchApiJson } from '../api-lookup.ts';

/** The API's answers have the contract's shape; this guards a wrong API_URL. */
function isLegalInfo(body: unknown): body is LegalInfo {
  const info = body as Partial<LegalInfo> | null;
  return (
    typeof info === 'object' &&
    info !== null &&
    typeof info.companyName === 'string' &&
    typeof info.companyVat === 'string' &&
    typeof info.companyAddress === 'string' &&
    typeof info.privacyEmail === 'string' &&
    typeof info.noticeVersion === 'string' &&
    typeof info.leadRetentionMonths === 'number' &&
    typeof info.leadMaxBuyers === 'number' &&
    typeof info.usesOpenAi === 'boolean' &&
    typeof info.leadDiscountAfterHours === 'number' &&
    typeof info.guaranteeDays === 'number' &&
    typeof info.complaintsEmail === 'string' &&
    typeof info.reviewRequestDays === 'number' &&
    typeof info.reviewReplyDays === 'number'
  );
}

export interface LegalSource {
  /** Who runs the service (`GET /api/legal`), or null while the API cannot say. */
  get(): Promise<LegalInfo | null>;
}

/**
 * `GET /api/legal` for every page's footer and the legal pages, asked once per `ttlMs` (the API's own
 * 5 minutes); a failure is asked again after `failureTtlMs`. Concurrent requests share one call.
 */
export function createLegalSource(apiUrl: string, { ttlMs = 300_000, failureTtlMs = 5_000, timeoutMs = 3_000 } = {}): LegalSource {
  let cached: { value: LegalInfo | null; until: number } | null = null;
  let pending: Promise<LegalInfo | null> | null = null;
  return {
    async get() {
      if (cached && cached.until > Date.now()) return cached.value;
      pending ??= fetchApiJson(`${apiUrl}${routes.legalInfo.path}`, isLegalInfo, { timeoutMs })
        .then((lookup) => {
          // A failed refresh keeps the last answer: the company does not change between two calls.
          const value = lookup.kind === 'found' ? lookup.value : (cached?.value ?? null);
          cached = { value, until: Date.now() + (lookup.kind === 'found' ? ttlMs : failureTtlMs) };
          return value;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
