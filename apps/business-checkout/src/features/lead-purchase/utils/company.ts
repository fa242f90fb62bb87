import {
  isValidEmail,
  isValidPostalCode,
  normalizeSdiCode,
  normalizeTaxId,
  type BillingInput,
  type BusinessLeadView,
  type PurchaseBody,
} from '@trovapro/domain';
import { checkoutBilling as billingCopy, checkoutCompany as copy } from '@trovapro/copy';

/** The company step as typed: the product's name and email, then the billing data of the receipt. */
export interface CompanyInput {
  name: string;
  email: string;
  taxId: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  sdiCode: string;
  pec: string;
}

export type CompanyField = keyof CompanyInput;

/** The fields in the order of the form: the first one with a problem takes the focus. */
export const COMPANY_FIELDS: readonly CompanyField[] = ['name', 'email', 'taxId', 'street', 'city', 'postalCode', 'province', 'sdiCode', 'pec'];

export type CompanyErrors = Partial<Record<CompanyField, string>>;

export type CompanyCheck =
  | { ok: true; body: PurchaseBody }
  /** `title`/`message`: the toast; `errors`: what each field says. */
  | { ok: false; title: string; message: string; errors: CompanyErrors };

/** The form's start: the invited business's name and email, and its billing data when it gave them before. */
export function companyInputOf(invited: BusinessLeadView['invitedBusiness']): CompanyInput {
  const billing = invited.billing;
  return {
    name: invited.name,
    email: invited.email,
    taxId: billing?.taxId ?? '',
    street: billing?.street ?? '',
    postalCode: billing?.postalCode ?? '',
    city: billing?.city ?? '',
    province: billing?.province ?? '',
    sdiCode: billing?.sdiCode ?? '',
    pec: billing?.pec ?? '',
  };
}

/** Each field's problem, in Italian; an empty object when the form can be sent. */
export function companyErrors(input: CompanyInput): CompanyErrors {
  const errors: CompanyErrors = {};
  const name = input.name.trim();
  const email = input.email.trim();
  if (!name) errors.name = billingCopy.nameRequired;
  if (!email) errors.email = billingCopy.emailRequired;
  else if (!isValidEmail(email)) errors.email = billingCopy.emailInvalid;

  const taxId = input.taxId.trim();
  if (!taxId) errors.taxId = billingCopy.taxIdRequired;
  else if (!normalizeTaxId(taxId)) errors.taxId = billingCopy.taxIdInvalid;
  if (!input.street.trim()) errors.street = billingCopy.streetRequired;
  if (!input.city.trim()) errors.city = billingCopy.cityRequired;
  const postalCode = input.postalCode.trim();
  if (!postalCode) errors.postalCode = billingCopy.postalCodeRequired;
  else if (!isValidPostalCode(postalCode)) errors.postalCode = billingCopy.postalCodeInvalid;
  const province = input.province.trim();
  if (!province) errors.province = billingCopy.provinceRequired;
  else if (!/^[A-Za-z]{2}$/.test(province)) errors.province = billingCopy.provinceInvalid;
  if (input.sdiCode.trim() && !normalizeSdiCode(input.sdiCode)) errors.sdiCode = billingCopy.sdiInvalid;
  if (input.pec.trim() && !isValidEmail(input.pec.trim())) errors.pec = billingCopy.pecInvalid;
  return errors;
}

/**
 * Product §5 Purchase: company name and email required ('Campi obbligatori'), the email well-formed ('Email non
 * valida') — those keep the product's toasts; then the billing data (a valid partita IVA or codice fiscale, the
 * address with a 5-digit CAP and a 2-letter sigla, an optional SDI code or PEC). Everything sent trimmed, the
 * tax id compact, the sigla and the SDI code upper-case, blank optional fields left out.
 */
export function checkCompany(input: CompanyInput): CompanyCheck {
  const errors = companyErrors(input);
  if (Object.keys(errors).length > 0) return { ok: false, ...toastOf(errors), errors };

  const sdiCode = input.sdiCode.trim() ? normalizeSdiCode(input.sdiCode) : null;
  const pec = input.pec.trim();
  const billing: BillingInput = {
    taxId: normalizeTaxId(input.taxId)?.value ?? input.taxId.trim(),
    street: input.street.trim(),
    postalCode: input.postalCode.trim(),
    city: input.city.trim(),
    province: input.province.trim().toUpperCase(),
    ...(sdiCode && { sdiCode }),
    ...(pec && { pec }),
  };
  return { ok: true, body: { businessName: input.name.trim(), businessEmail: input.email.trim(), billing } };
}

/** The toast of a refused form: the product's for a missing or malformed name/email, else the billing one. */
function toastOf(errors: CompanyErrors): { title: string; message: string } {
  if (errors.name === billingCopy.nameRequired || errors.email === billingCopy.emailRequired) {
    return { title: copy.requiredTitle, message: copy.requiredMessage };
  }
  if (errors.email) return { title: copy.invalidEmailTitle, message: copy.invalidEmailMessage };
  return { title: billingCopy.invalidTitle, message: billingCopy.invalidMessage };
}

/** The API's names of the body's fields (`businessName`, `billing.taxId` …), as the form's fields. */
const SERVER_FIELDS: Record<string, CompanyField> = {
  businessName: 'name',
  businessEmail: 'email',
  'billing.taxId': 'taxId',
  'billing.street': 'street',
  'billing.postalCode': 'postalCode',
  'billing.city': 'city',
  'billing.province': 'province',
  'billing.sdiCode': 'sdiCode',
  'billing.pec': 'pec',
};

/** The form field a 400 of the server names, if it is one of them. */
export function companyFieldOf(serverField: string | undefined): CompanyField | undefined {
  return serverField === undefined ? undefined : SERVER_FIELDS[serverField];
}
