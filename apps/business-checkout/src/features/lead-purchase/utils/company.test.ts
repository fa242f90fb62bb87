import { describe, expect, it } from 'vitest';
import { checkCompany } from './company.ts';

describe('checkCompany (spec §5 Purchase)', () => {
  it('requires both the company name and the email', () => {
    const required = { ok: false, title: 'Campi obbligatori', message: 'Inserisci nome azienda e email' };
    expect(checkCompany({ name: '', email: '' })).toEqual(required);
    expect(checkCompany({ name: 'Rossi Srl', email: '   ' })).toEqual(required);
    expect(checkCompany({ name: ' ', email: 'info@rossi.it' })).toEqual(required);
  });

  it('refuses a malformed email', () => {
    expect(checkCompany({ name: 'Rossi Srl', email: 'info@rossi' })).toMatchObject({ ok: false, title: 'Email non valida' });
    expect(checkCompany({ name: 'Rossi Srl', email: 'info rossi@x.it' })).toMatchObject({ ok: false });
  });

  it('answers the purchase body, trimmed', () => {
    expect(checkCompany({ name: '  Rossi Srl ', email: ' info@rossi.it ' })).toEqual({
      ok: true,
      body: { businessName: 'Rossi Srl', businessEmail: 'info@rossi.it' },
    });
  });
});
