import type { BillingDetails, BillingInput } from '@trovapro/domain';

/** Billing data a test buyer types at the company step: a valid partita IVA and an address in Milan. */
export const TEST_BILLING: BillingInput = {
  taxId: '00743110157',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
};

/** TEST_BILLING as the API stores and shows it (normalised: the kind of tax id, blanks as null). */
export const TEST_BILLING_DETAILS: BillingDetails = {
  taxId: '00743110157',
  taxIdKind: 'partita_iva',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  sdiCode: null,
  pec: null,
};
