import { apiPartnerMessages } from '@trovapro/copy';
import { normalizeSdiCode, normalizeTaxId, type BillingDetails, type BillingInput } from '@trovapro/domain';
import { invalidField } from '../../lib/app-error.ts';
import { requiredLine } from '../../lib/fields.ts';
import { isProvinceCode } from '../municipalities/municipalities.service.ts';

/**
 * The buyer's billing data as stored: the tax id checked (partita IVA or codice fiscale) and compact, the
 * province a real sigla, the SDI code 7 characters, blanks null. 400 naming the field (`billing.taxId` …).
 */
export function normalizeBilling(input: BillingInput): BillingDetails {
  const taxId = normalizeTaxId(input.taxId);
  if (taxId === null) throw invalidField('billing.taxId', apiPartnerMessages.invalidTaxId);
  const province = input.province.trim().toUpperCase();
  if (!isProvinceCode(province)) throw invalidField('billing.province', apiPartnerMessages.invalidProvince);
  const sdiText = input.sdiCode?.trim() ?? '';
  const sdiCode = sdiText === '' ? null : normalizeSdiCode(sdiText);
  if (sdiCode === null && sdiText !== '') throw invalidField('billing.sdiCode', apiPartnerMessages.invalidSdiCode);
  const pec = input.pec?.trim().toLowerCase() || null;
  return {
    taxId: taxId.value,
    taxIdKind: taxId.kind,
    street: requiredLine(input.street, 'billing.street'),
    postalCode: input.postalCode.trim(),
    city: requiredLine(input.city, 'billing.city'),
    province,
    sdiCode,
    pec,
  };
}
