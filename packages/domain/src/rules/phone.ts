import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number as people type it («333 1234567», «+39 333-123-4567», «02 1234567», «0039…»), Italian by
 * default, normalised to the international format («+39 333 123 4567»); null when it is not a valid number.
 */
export function normalizePhone(input: string): string | null {
  const text = input.trim();
  if (text === '' || /[\p{L}]/u.test(text)) return null;
  const phone = parsePhoneNumberFromString(text.replace(/^00/, '+'), 'IT');
  return phone?.isValid() ? phone.formatInternational() : null;
}
