import { addBusinessDialog, partnerDesk } from '@trovapro/copy';
import { isValidEmail, type Business, type CreateBusinessBody, type UpdateBusinessBody } from '@trovapro/domain';

/** The partner form's fields, as typed. */
export const BUSINESS_FIELDS = ['name', 'email', 'phone', 'category', 'location', 'website'] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];
export type BusinessFormValues = Record<BusinessField, string>;
export type BusinessFormErrors = Partial<Record<BusinessField, string>>;

const REQUIRED: readonly BusinessField[] = ['name', 'email', 'category', 'location'];
/** The API's rule for a website: http(s), no spaces. */
const WEBSITE = /^https?:\/\/\S+$/;

export const EMPTY_BUSINESS_FORM: BusinessFormValues = { name: '', email: '', phone: '', category: '', location: '', website: '' };

/** The form prefilled with a partner's fields (an empty phone or website as ''). */
export function businessFormOf(business: Business): BusinessFormValues {
  return {
    name: business.name,
    email: business.email,
    phone: business.phone ?? '',
    category: business.category,
    location: business.location,
    website: business.website ?? '',
  };
}

const trimmed = (values: BusinessFormValues) =>
  Object.fromEntries(BUSINESS_FIELDS.map((field) => [field, values[field].trim()])) as BusinessFormValues;

/**
 * What is wrong with the form, field by field (product §5): name, email, category and location required, the
 * email and the website well formed. `missing` says whether a required field is empty (the product's toast).
 */
export function validateBusinessForm(values: BusinessFormValues): { errors: BusinessFormErrors; missing: boolean } {
  const clean = trimmed(values);
  const errors: BusinessFormErrors = {};
  for (const field of REQUIRED) if (!clean[field]) errors[field] = partnerDesk.required;
  const missing = Object.keys(errors).length > 0;
  if (clean.email && !isValidEmail(clean.email)) errors.email = addBusinessDialog.invalidEmailMessage;
  if (clean.website && !WEBSITE.test(clean.website)) errors.website = addBusinessDialog.invalidWebsiteMessage;
  return { errors, missing };
}

/** A new partner: the required fields, and the optional ones only when filled. */
export function createBusinessBody(values: BusinessFormValues): CreateBusinessBody {
  const { phone, website, ...required } = trimmed(values);
  return { ...required, ...(phone ? { phone } : {}), ...(website ? { website } : {}) };
}

/** Only what changed (PATCH); an emptied phone or website is sent as '' to clear it. */
export function businessChanges(business: Business, values: BusinessFormValues): UpdateBusinessBody {
  const before = businessFormOf(business);
  const after = trimmed(values);
  return Object.fromEntries(BUSINESS_FIELDS.filter((field) => after[field] !== before[field]).map((field) => [field, after[field]]));
}
