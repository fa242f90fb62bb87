/**
 * Italian tax identifiers, checked by their check character as the law defines it (DM 23/12/1976 for the
 * codice fiscale, DPR 633/1972 art. 35 for the partita IVA). Kept here rather than taken from a library:
 * the algorithms are a few fixed lines, and the libraries that do it also bundle the comuni tables to
 * decode a codice fiscale, which the checkout's bundle does not need.
 */

/** Spaces, dots and dashes dropped, upper case; an «IT» prefix before 11 digits dropped («IT 012…»). */
export function compactTaxId(input: string): string {
  const compact = input.replace(/[\s.-]/g, '').toUpperCase();
  return /^IT\d{11}$/.test(compact) ? compact.slice(2) : compact;
}

/** 11 digits, not all zero, with the Luhn-style check digit of the partita IVA. */
export function isValidPartitaIva(input: string): boolean {
  const digits = compactTaxId(input);
  if (!/^\d{11}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(digits[index]);
    if (index % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

/** Values of a character in an odd position (1st, 3rd …): digits share the letters' table (0 → A). */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
/** Letters and digits allowed where an omocodia may replace a digit. */
const CF_SHAPE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** 0–25 for a letter (A–Z) or digit (0–9) of the codice fiscale. */
const ordinal = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65);

/** A person's 16-character codice fiscale (omocodia included) with its check letter. */
export function isValidPersonalCodiceFiscale(input: string): boolean {
  const code = compactTaxId(input);
  if (!CF_SHAPE.test(code)) return false;
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    const value = ordinal(code[index] as string);
    sum += index % 2 === 0 ? (ODD_VALUES[value] as number) : value;
  }
  return String.fromCharCode(65 + (sum % 26)) === code[15];
}

export type TaxIdKind = 'partita_iva' | 'codice_fiscale';

/**
 * What a buyer may give for its invoice: a partita IVA, or a codice fiscale (a person's 16 characters,
 * or a company's 11 digits, which follow the partita IVA's rule). The compact form, or null when invalid.
 */
export function normalizeTaxId(input: string): { value: string; kind: TaxIdKind } | null {
  const value = compactTaxId(input);
  if (isValidPartitaIva(value)) return { value, kind: 'partita_iva' };
  if (isValidPersonalCodiceFiscale(value)) return { value, kind: 'codice_fiscale' };
  return null;
}

/** The recipient code of the e-invoicing exchange (SDI): 7 letters or digits («0000000» when a PEC is used). */
export function normalizeSdiCode(input: string): string | null {
  const code = input.replace(/\s/g, '').toUpperCase();
  return /^[A-Z0-9]{7}$/.test(code) ? code : null;
}

/** A CAP: five digits. */
export function isValidPostalCode(input: string): boolean {
  return /^\d{5}$/.test(input.trim());
}
