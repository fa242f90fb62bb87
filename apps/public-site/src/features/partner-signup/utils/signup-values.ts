import { partnerSignupCopy as copy, type PartnerSignupField } from '@trovapro/copy';
import {
  CATEGORIES,
  compactTaxId,
  isValidEmail,
  isValidPartitaIva,
  type ComuneOption,
  type KnownCategory,
  type PartnerSignupBody,
  type ServiceReach,
} from '@trovapro/domain';

/** What the sign-up form holds: as typed, kept across a failure and the way back from the code step. */
export interface SignupValues {
  companyName: string;
  email: string;
  phone: string;
  vatNumber: string;
  category: KnownCategory | '';
  /** The comune field's text; `comune` is set only once a suggestion is chosen. */
  comuneText: string;
  comune: ComuneOption | null;
  serviceReach: ServiceReach;
  privacy: boolean;
  /** The terms for businesses (`/termini-aziende`). */
  terms: boolean;
}

export type FieldErrors = Partial<Record<PartnerSignupField, string>>;

/** The fields in the order of the form: the first one with a problem gets the focus. */
export const FIELD_ORDER: readonly PartnerSignupField[] = [
  'companyName',
  'email',
  'phone',
  'vatNumber',
  'category',
  'comune',
  'serviceReach',
  'privacy',
  'terms',
];

/**
 * The reaches in the order of the radio group (the contract's values; kept here rather than imported from the
 * domain's schema module, whose TypeBox schemas would come into the island with it).
 */
export const REACHES: readonly ServiceReach[] = ['comune', 'province', 'region'];

export const EMPTY_VALUES: SignupValues = {
  companyName: '',
  email: '',
  phone: '',
  vatNumber: '',
  category: '',
  comuneText: '',
  comune: null,
  serviceReach: 'comune',
  privacy: false,
  terms: false,
};

export function isCategory(value: string): value is KnownCategory {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function isReach(value: string): value is ServiceReach {
  return (REACHES as readonly string[]).includes(value);
}

/** The seat as the field shows it once chosen: «Fano (Pesaro e Urbino)». */
export function comuneLabel(comune: ComuneOption): string {
  return copy.comuneOption(comune.name, comune.province);
}

/** What is wrong with the partita IVA as typed (spaces, dots and an «IT» prefix allowed), or null. */
export function vatNumberProblem(input: string): string | null {
  const digits = compactTaxId(input);
  if (digits === '') return copy.required.vatNumber;
  if (!/^\d{11}$/.test(digits)) return copy.vatNumberLength;
  return isValidPartitaIva(digits) ? null : copy.vatNumberCheckDigit;
}

/**
 * The checks made before sending, each message for its field. `normalizePhone` is the domain's phone rule once
 * loaded; without it (its chunk failed to load) the phone is left to the API, which checks it too.
 */
export function validateSignup(values: SignupValues, normalizePhone: ((input: string) => string | null) | null): FieldErrors {
  const errors: FieldErrors = {};
  if (values.companyName.trim() === '') errors.companyName = copy.required.companyName;
  const email = values.email.trim();
  if (email === '') errors.email = copy.required.email;
  else if (!isValidEmail(email)) errors.email = copy.emailInvalid;
  const phone = values.phone.trim();
  if (phone === '') errors.phone = copy.required.phone;
  else if (normalizePhone !== null && normalizePhone(phone) === null) errors.phone = copy.phoneInvalid;
  const vatNumber = vatNumberProblem(values.vatNumber);
  if (vatNumber !== null) errors.vatNumber = vatNumber;
  if (values.category === '') errors.category = copy.required.category;
  if (values.comune === null) errors.comune = values.comuneText.trim() === '' ? copy.required.comune : copy.comuneNotChosen;
  if (!values.privacy) errors.privacy = copy.required.privacy;
  if (!values.terms) errors.terms = copy.required.terms;
  return errors;
}

export function firstInvalidField(errors: FieldErrors): PartnerSignupField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/** The body of `POST /api/partners/signup` from values that passed `validateSignup`. */
export function toSignupBody(values: SignupValues, normalizePhone: ((input: string) => string | null) | null): PartnerSignupBody {
  if (values.comune === null || values.category === '') throw new Error('toSignupBody: the values were not validated');
  const phone = values.phone.trim();
  return {
    companyName: values.companyName.trim(),
    email: values.email.trim(),
    phone: normalizePhone?.(phone) ?? phone,
    vatNumber: compactTaxId(values.vatNumber),
    category: values.category,
    istatCode: values.comune.istatCode,
    serviceReach: values.serviceReach,
    privacyAccepted: true,
    termsAccepted: true,
  };
}

/** The form's field an API error names (`field` of `{ code, message, field }`), or undefined. */
const API_FIELDS: Readonly<Record<string, PartnerSignupField>> = {
  companyName: 'companyName',
  email: 'email',
  phone: 'phone',
  vatNumber: 'vatNumber',
  category: 'category',
  istatCode: 'comune',
  serviceReach: 'serviceReach',
  privacyAccepted: 'privacy',
  termsAccepted: 'terms',
};

export function formFieldOf(apiField: string | undefined): PartnerSignupField | undefined {
  return apiField === undefined ? undefined : API_FIELDS[apiField];
}
