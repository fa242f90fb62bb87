import { describe, expect, it } from 'vitest';
import { isValidPartitaIva, isValidPersonalCodiceFiscale, normalizeSdiCode, normalizeTaxId } from './italian-tax-ids.ts';

describe('partita IVA', () => {
  it.each(['12345678903', '00743110157', '01114601006', 'IT 00743110157', '007 431 101 57'])('accepts %s', (value) => {
    expect(isValidPartitaIva(value)).toBe(true);
  });

  it.each(['12345678901', '00743110158', '00000000000', '1234567890', '123456789031', 'ABCDEFGHILM', ''])('refuses %s', (value) => {
    expect(isValidPartitaIva(value)).toBe(false);
  });
});

describe('codice fiscale', () => {
  it.each(['RSSMRA85T10A562S', 'rssmra85t10a562s', 'RSS MRA 85T10 A562S'])('accepts %s', (value) => {
    expect(isValidPersonalCodiceFiscale(value)).toBe(true);
  });

  it.each(['RSSMRA85T10A562T', 'RSSMRA85T10A56', 'RSSMRA85Z10A562S', '1234567890123456'])('refuses %s', (value) => {
    expect(isValidPersonalCodiceFiscale(value)).toBe(false);
  });
});

describe('normalizeTaxId', () => {
  it('tells a partita IVA from a codice fiscale and compacts both', () => {
    expect(normalizeTaxId(' it 00743110157 ')).toEqual({ value: '00743110157', kind: 'partita_iva' });
    expect(normalizeTaxId('rssmra85t10a562s')).toEqual({ value: 'RSSMRA85T10A562S', kind: 'codice_fiscale' });
    expect(normalizeTaxId('00743110158')).toBeNull();
  });
});

describe('normalizeSdiCode', () => {
  it('takes seven letters or digits, upper case', () => {
    expect(normalizeSdiCode('m5uxcr1')).toBe('M5UXCR1');
    expect(normalizeSdiCode('0000000')).toBe('0000000');
    expect(normalizeSdiCode('ABC12')).toBeNull();
  });
});
