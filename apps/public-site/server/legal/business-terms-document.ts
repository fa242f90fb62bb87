import { businessTerms, type LegalDocument } from '@trovapro/copy';
import {
  BUSINESS_TERMS_NOTICE_DAYS,
  businessTermsInForce,
  CATEGORY_PRICES,
  DEFAULT_LEAD_PRICE,
  LEAD_DISCOUNT_PERCENT,
  type LegalInfo,
  romeDay,
} from '@trovapro/domain';

/**
 * `/termini-aziende`: the terms for businesses in force today (Europe/Rome), with the figures of the deployment
 * (`GET /api/legal`: the buyers' cap, the discount's hours, the guarantee's days) and the domain's prices.
 */
export function businessTermsDocument(info: LegalInfo, now: Date): LegalDocument {
  const inForce = businessTermsInForce(romeDay(now));
  return businessTerms({
    companyName: info.companyName,
    companyVat: info.companyVat,
    companyAddress: info.companyAddress,
    privacyEmail: info.privacyEmail,
    complaintsEmail: info.complaintsEmail,
    leadMaxBuyers: info.leadMaxBuyers,
    leadDiscountAfterHours: info.leadDiscountAfterHours,
    discountPercent: LEAD_DISCOUNT_PERCENT,
    guaranteeDays: info.guaranteeDays,
    categoryPrices: Object.entries(CATEGORY_PRICES).map(([category, price]) => ({ category, price })),
    defaultPrice: DEFAULT_LEAD_PRICE,
    version: inForce.version,
    effectiveOn: inForce.effectiveOn,
    noticeDays: BUSINESS_TERMS_NOTICE_DAYS,
  });
}
