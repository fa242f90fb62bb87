import { describe, expect, it } from 'vitest';
import { partnerSignupCopy as copy } from '@trovapro/copy';
import { EMPTY_VALUES, firstInvalidField, formFieldOf, toSignupBody, validateSignup, vatNumberProblem } from './signup-values.ts';

const milano = { istatCode: '015146', name: 'Milano', province: 'Milano', provinceCode: 'MI', region: 'Lombardia' };
const filled = {
  ...EMPTY_VALUES,
  companyName: '  Idraulica  Rossi ',
  email: ' info@rossi.it ',
  phone: '02 1234567',
  vatNumber: 'IT 12345 678903',
  category: 'Idraulico' as const,
  comuneText: 'Milano (Milano)',
  comune: milano,
  privacy: true,
  terms: true,
};

describe('sign-up values', () => {
  it('reads the partita IVA as people write it (spaces, dots, «IT») and names what is wrong with it', () => {
    expect(vatNumberProblem('12345678903')).toBeNull();
    expect(vatNumberProblem('IT 123.456.789-03')).toBeNull();
    expect(vatNumberProblem('  ')).toBe(copy.required.vatNumber);
    expect(vatNumberProblem('1234567890')).toBe(copy.vatNumberLength);
    expect(vatNumberProblem('1234567890A')).toBe(copy.vatNumberLength);
    expect(vatNumberProblem('12345678901')).toBe(copy.vatNumberCheckDigit);
    expect(vatNumberProblem('00000000000')).toBe(copy.vatNumberCheckDigit);
  });

  it('passes complete values; without the phone rule the phone is left to the API', () => {
    expect(validateSignup(filled, () => '+39 02 123 4567')).toEqual({});
    expect(validateSignup({ ...filled, phone: 'abc' }, null)).toEqual({});
    expect(validateSignup({ ...filled, phone: 'abc' }, () => null)).toEqual({ phone: copy.phoneInvalid });
    expect(firstInvalidField(validateSignup(EMPTY_VALUES, null))).toBe('companyName');
    expect(firstInvalidField(validateSignup({ ...filled, comune: null }, null))).toBe('comune');
  });

  it('sends trimmed text, the compact partita IVA, the normalised phone and the chosen comune’s code', () => {
    expect(toSignupBody(filled, () => '+39 02 123 4567')).toEqual({
      companyName: 'Idraulica  Rossi',
      email: 'info@rossi.it',
      phone: '+39 02 123 4567',
      vatNumber: '12345678903',
      category: 'Idraulico',
      istatCode: '015146',
      serviceReach: 'comune',
      privacyAccepted: true,
      termsAccepted: true,
    });
    expect(toSignupBody(filled, null).phone).toBe('02 1234567');
  });

  it('maps the API’s field names to the form’s', () => {
    expect(formFieldOf('istatCode')).toBe('comune');
    expect(formFieldOf('privacyAccepted')).toBe('privacy');
    expect(formFieldOf('termsAccepted')).toBe('terms');
    expect(formFieldOf('vatNumber')).toBe('vatNumber');
    expect(formFieldOf('signupId')).toBeUndefined();
    expect(formFieldOf(undefined)).toBeUndefined();
  });
});
