import { describe, expect, it } from 'vitest';
import { checkCompany, companyErrors, companyFieldOf, companyInputOf, type CompanyInput } from './company.ts';

const VALID: CompanyInput = {
  name: 'Rossi Srl',
  email: 'info@rossi.it',
  taxId: '12345678903',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  sdiCode: '',
  pec: '',
};

describe('checkCompany (product §5 Purchase)', () => {
  it("requires both the company name and the email, with the product's toast", () => {
    const required = { ok: false, title: 'Campi obbligatori', message: 'Inserisci nome azienda e email' };
    expect(checkCompany({ ...VALID, name: '', email: '' })).toMatchObject(required);
    expect(checkCompany({ ...VALID, email: '   ' })).toMatchObject(required);
    expect(checkCompany({ ...VALID, name: ' ' })).toMatchObject({
      ...required,
      errors: { name: 'Inserisci il nome dell’azienda' },
    });
  });

  it("refuses a malformed email with the product's toast and says so at the field", () => {
    expect(checkCompany({ ...VALID, email: 'info@rossi' })).toEqual({
      ok: false,
      title: 'Email non valida',
      message: 'Inserisci un indirizzo email aziendale valido, ad esempio info@azienda.it',
      errors: { email: 'Inserisci un’email valida, ad esempio info@azienda.it' },
    });
    expect(checkCompany({ ...VALID, email: 'info rossi@x.it' })).toMatchObject({ ok: false });
  });

  it('answers the purchase body, trimmed, with the billing data', () => {
    expect(checkCompany({ ...VALID, name: '  Rossi Srl ', email: ' info@rossi.it ', street: ' Via Roma 1 ', city: ' Milano ' })).toEqual({
      ok: true,
      body: {
        businessName: 'Rossi Srl',
        businessEmail: 'info@rossi.it',
        billing: { taxId: '12345678903', street: 'Via Roma 1', postalCode: '20121', city: 'Milano', province: 'MI' },
      },
    });
  });

  it('sends the tax id compact, the sigla and the SDI code upper-case, the PEC when given', () => {
    const check = checkCompany({ ...VALID, taxId: 'it 123 456 789 03', province: ' mi ', sdiCode: 'm5uxcr1', pec: ' rossi@pec.it ' });
    expect(check).toMatchObject({
      ok: true,
      body: { billing: { taxId: '12345678903', province: 'MI', sdiCode: 'M5UXCR1', pec: 'rossi@pec.it' } },
    });
    const person = checkCompany({ ...VALID, taxId: 'rssmra80a01h501u' });
    expect(person).toMatchObject({ ok: true, body: { billing: { taxId: 'RSSMRA80A01H501U' } } });
  });

  it('names every billing problem at its field, with the billing toast', () => {
    const check = checkCompany({ ...VALID, taxId: '', street: ' ', postalCode: '', city: '', province: '' });
    expect(check).toEqual({
      ok: false,
      title: 'Dati di fatturazione da completare',
      message: 'Correggi i campi indicati nel modulo.',
      errors: {
        taxId: 'Inserisci la partita IVA o il codice fiscale',
        street: 'Inserisci via e numero civico',
        postalCode: 'Inserisci il CAP',
        city: 'Inserisci il comune',
        province: 'Inserisci la sigla della provincia',
      },
    });
  });
});

describe('companyErrors', () => {
  it('accepts a complete form', () => {
    expect(companyErrors(VALID)).toEqual({});
    expect(companyErrors({ ...VALID, sdiCode: '0000000', pec: 'rossi@pec.it' })).toEqual({});
  });

  it('checks the tax id by its check character', () => {
    expect(companyErrors({ ...VALID, taxId: '12345678901' }).taxId).toBe(
      'Partita IVA o codice fiscale non valido: controlla di averlo scritto per intero',
    );
    expect(companyErrors({ ...VALID, taxId: 'RSSMRA80A01H501X' }).taxId).toBeDefined();
  });

  it('wants a 5-digit CAP and a 2-letter sigla', () => {
    expect(companyErrors({ ...VALID, postalCode: '2012' }).postalCode).toBe('Il CAP ha 5 cifre');
    expect(companyErrors({ ...VALID, postalCode: '2012a' }).postalCode).toBe('Il CAP ha 5 cifre');
    expect(companyErrors({ ...VALID, province: 'M1' }).province).toBe('Scrivi la sigla di 2 lettere, ad esempio MI');
    expect(companyErrors({ ...VALID, province: 'Milano' }).province).toBeDefined();
  });

  it('checks the optional SDI code and PEC only when given', () => {
    expect(companyErrors({ ...VALID, sdiCode: 'ABC' }).sdiCode).toBe('Il codice SDI ha 7 caratteri, lettere o cifre');
    expect(companyErrors({ ...VALID, sdiCode: 'ABC-123' }).sdiCode).toBeDefined();
    expect(companyErrors({ ...VALID, pec: 'rossi@pec' }).pec).toBe('Inserisci un indirizzo PEC valido');
    expect(companyErrors({ ...VALID, sdiCode: '  ', pec: ' ' })).toEqual({});
  });
});

describe('companyInputOf', () => {
  it('starts from the invited business, with its billing data when known', () => {
    expect(companyInputOf({ name: 'Rossi Srl', email: 'info@rossi.it', billing: null })).toEqual({
      ...VALID,
      taxId: '',
      street: '',
      postalCode: '',
      city: '',
      province: '',
    });
    const billing = {
      taxId: 'RSSMRA80A01H501U',
      taxIdKind: 'codice_fiscale' as const,
      street: 'Via Po 3',
      postalCode: '10121',
      city: 'Torino',
      province: 'TO',
      sdiCode: null,
      pec: 'mario@pec.it',
    };
    expect(companyInputOf({ name: 'Mario Rossi', email: 'mario@rossi.it', billing })).toEqual({
      name: 'Mario Rossi',
      email: 'mario@rossi.it',
      taxId: 'RSSMRA80A01H501U',
      street: 'Via Po 3',
      postalCode: '10121',
      city: 'Torino',
      province: 'TO',
      sdiCode: '',
      pec: 'mario@pec.it',
    });
  });
});

describe('companyFieldOf', () => {
  it("maps the API's field names to the form's", () => {
    expect(companyFieldOf('billing.taxId')).toBe('taxId');
    expect(companyFieldOf('billing.pec')).toBe('pec');
    expect(companyFieldOf('businessEmail')).toBe('email');
    expect(companyFieldOf('billing')).toBeUndefined();
    expect(companyFieldOf(undefined)).toBeUndefined();
  });
});
