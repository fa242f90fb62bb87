import {
  BUSINESS_REACHES,
  type BusinessPreferences,
  type BusinessReach,
  type ComuneOption,
  type UpdateBusinessPreferencesBody,
} from '@trovapro/domain';

/** The reach as the page offers it: the four, or «Tutta Italia» (none). */
export type ReachChoice = BusinessReach | 'everywhere';
export const REACH_CHOICES: readonly ReachChoice[] = [...BUSINESS_REACHES, 'everywhere'];

/** The form as typed. */
export interface PreferencesValues {
  categories: string[];
  reach: ReachChoice;
  comuni: ComuneOption[];
  maxPrice: string;
  weeklyCap: string;
  paused: boolean;
  phone: string;
  website: string;
  billingEnabled: boolean;
  taxId: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  sdiCode: string;
  pec: string;
}

export type PreferencesField = keyof PreferencesValues;

/** «22.50» → «22,50», as an Italian reads and types it. */
export const italianAmount = (money: string | null) => (money === null ? '' : money.replace('.', ','));

export function valuesOf(preferences: BusinessPreferences): PreferencesValues {
  const billing = preferences.billing;
  return {
    categories: [...preferences.categories],
    reach: preferences.reach ?? 'everywhere',
    comuni: [...preferences.comuni],
    maxPrice: italianAmount(preferences.maxPrice),
    weeklyCap: italianAmount(preferences.weeklyCap),
    paused: preferences.paused,
    phone: preferences.phone ?? '',
    website: preferences.website ?? '',
    billingEnabled: billing !== null,
    taxId: billing?.taxId ?? '',
    street: billing?.street ?? '',
    postalCode: billing?.postalCode ?? '',
    city: billing?.city ?? '',
    province: billing?.province ?? '',
    sdiCode: billing?.sdiCode ?? '',
    pec: billing?.pec ?? '',
  };
}

/** What the API is sent: every preference; the list of comuni only with that reach; no billing when not kept. */
export function bodyOf(values: PreferencesValues): UpdateBusinessPreferencesBody {
  return {
    categories: values.categories as UpdateBusinessPreferencesBody['categories'],
    reach: values.reach === 'everywhere' ? null : values.reach,
    comuni: values.reach === 'comuni' ? values.comuni.map((comune) => comune.istatCode) : [],
    maxPrice: values.maxPrice.trim() === '' ? null : values.maxPrice.trim(),
    weeklyCap: values.weeklyCap.trim() === '' ? null : values.weeklyCap.trim(),
    paused: values.paused,
    phone: values.phone.trim(),
    website: values.website.trim(),
    billing: values.billingEnabled
      ? {
          taxId: values.taxId,
          street: values.street,
          postalCode: values.postalCode,
          city: values.city,
          province: values.province,
          ...(values.sdiCode.trim() === '' ? {} : { sdiCode: values.sdiCode.trim() }),
          ...(values.pec.trim() === '' ? {} : { pec: values.pec.trim() }),
        }
      : null,
  };
}

/** The form's field an API error names (`billing.taxId` → `taxId`, `categories.0` → `categories`), or undefined. */
export function fieldOfApi(field: string | undefined): PreferencesField | undefined {
  if (field === undefined) return undefined;
  const name = field.startsWith('billing.') ? field.slice('billing.'.length) : field.split('.')[0];
  const fields: readonly string[] = [
    'categories',
    'reach',
    'comuni',
    'maxPrice',
    'weeklyCap',
    'paused',
    'phone',
    'website',
    'taxId',
    'street',
    'postalCode',
    'city',
    'province',
    'sdiCode',
    'pec',
  ];
  return name !== undefined && fields.includes(name) ? (name as PreferencesField) : undefined;
}

/** Whether the form differs from what was loaded (the guard before leaving asks then). */
export function sameValues(a: PreferencesValues, b: PreferencesValues): boolean {
  return JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b)) && a.billingEnabled === b.billingEnabled;
}
