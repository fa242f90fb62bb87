import { adminInvoices } from '@trovapro/copy';
import {
  CORRECTABLE_INVOICE_STATES,
  isValidEmail,
  isValidPostalCode,
  normalizeSdiCode,
  normalizeTaxId,
  type AdminInvoice,
  type InvoiceCorrectionInput,
} from '@trovapro/domain';

const copy = adminInvoices.correction;

/** The correction form's fields, in the form's order (the first with a problem takes the focus). */
export const CORRECTION_FIELDS = ['buyerName', 'taxId', 'street', 'postalCode', 'city', 'province', 'sdiCode', 'pec'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];
export type CorrectionValues = Record<CorrectionField, string>;
export type CorrectionErrors = Partial<Record<CorrectionField, string>>;

/** A document the admin may correct and send again: invalid, or rejected by the SdI. */
export const isCorrectable = (invoice: AdminInvoice): invoice is AdminInvoice & { state: 'invalid' | 'rejected' } =>
  CORRECTABLE_INVOICE_STATES.includes(invoice.state);

/** The form prefilled with the buyer as the document states it (no SDI code or PEC as ''). */
export function correctionFormOf(invoice: AdminInvoice): CorrectionValues {
  const { billing } = invoice;
  return {
    buyerName: invoice.buyerName,
    taxId: billing.taxId,
    street: billing.street,
    postalCode: billing.postalCode,
    city: billing.city,
    province: billing.province,
    sdiCode: billing.sdiCode ?? '',
    pec: billing.pec ?? '',
  };
}

/**
 * What the form can tell before sending, field by field: the required fields, a partita IVA or codice fiscale
 * that checks out, a 5-digit CAP, a 2-letter sigla, a 7-character SDI code and a well-formed PEC when given.
 * The server checks the rest (a sigla no comune is in) and answers on the field.
 */
export function validateCorrection(values: CorrectionValues): CorrectionErrors {
  const clean = trimmed(values);
  const errors: CorrectionErrors = {};
  for (const field of ['buyerName', 'taxId', 'street', 'postalCode', 'city', 'province'] as const) {
    if (!clean[field]) errors[field] = copy.required;
  }
  if (clean.taxId && !normalizeTaxId(clean.taxId)) errors.taxId = copy.taxIdInvalid;
  if (clean.postalCode && !isValidPostalCode(clean.postalCode)) errors.postalCode = copy.postalCodeInvalid;
  if (clean.province && !/^[A-Za-z]{2}$/.test(clean.province)) errors.province = copy.provinceInvalid;
  if (clean.sdiCode && !normalizeSdiCode(clean.sdiCode)) errors.sdiCode = copy.sdiCodeInvalid;
  if (clean.pec && !isValidEmail(clean.pec)) errors.pec = copy.pecInvalid;
  return errors;
}

/** The body of `POST …/correction`: trimmed, the sigla upper-case, an empty SDI code or PEC left out. */
export function correctionBody(values: CorrectionValues): InvoiceCorrectionInput {
  const { buyerName, sdiCode, pec, province, ...billing } = trimmed(values);
  return {
    buyerName,
    billing: { ...billing, province: province.toUpperCase(), ...(sdiCode && { sdiCode: sdiCode.toUpperCase() }), ...(pec && { pec }) },
  };
}

/** The form field a 400 of the server names (`buyerName`, `billing.taxId` …), if it is one of them. */
export function correctionFieldOf(serverField: string | undefined): CorrectionField | undefined {
  if (serverField === 'buyerName') return 'buyerName';
  return CORRECTION_FIELDS.find((candidate) => candidate !== 'buyerName' && `billing.${candidate}` === serverField);
}

const trimmed = (values: CorrectionValues) => Object.fromEntries(CORRECTION_FIELDS.map((field) => [field, values[field].trim()])) as CorrectionValues;
