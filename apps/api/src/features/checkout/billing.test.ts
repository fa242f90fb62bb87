import type { BillingInput, BusinessLeadView } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { TEST_BILLING, TEST_BILLING_DETAILS } from '../../test/billing.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { normalizeBilling } from './billing.ts';
import { insertSentLead, inviteBusiness, purchasesOf } from './sent-lead.fixture.ts';
import { useTestApp } from '../../test/file-app.ts';
import { payWithTestCard } from '../../test/test-card.ts';

const t = useTestApp();

let addressSeq = 0;
const nextAddress = () => fromAddress(`198.51.100.${(addressSeq++ % 250) + 1}`);

/** A purchase through the business's own link with `billing` (anything, to test the refusals). */
const purchase = (leadId: string, token: string, billing: unknown, businessEmail = 'fatture@example.it') =>
  postJson(
    t.app,
    `/api/business/purchase/${leadId}?t=${token}`,
    { businessEmail, businessName: 'Idraulica Fatture', billing, acceptTerms: true },
    nextAddress(),
  );
const confirm = (clientSecret: string) => payWithTestCard(t.app, clientSecret, nextAddress());

const storedBilling = async (leadId: string) =>
  (await t.database.db.selectFrom('purchases').select('billing').where('lead_id', '=', leadId).executeTakeFirstOrThrow()).billing;

let emailSeq = 0;
/** A fresh lead sent to a fresh business: its id and the business's purchase link token. */
async function invitation(email = `fatture.${++emailSeq}@example.it`) {
  const leadId = await insertSentLead(t.database.db);
  const { id, token } = await inviteBusiness(t.database.db, leadId, { email });
  return { leadId, token, businessId: id, email };
}

describe('the billing data of a purchase', () => {
  it('is required: a purchase without it is refused (400 naming billing) and nothing is created', async () => {
    const { leadId, token } = await invitation();
    const response = await postJson(
      t.app,
      `/api/business/purchase/${leadId}?t=${token}`,
      { businessEmail: 'fatture@example.it', businessName: 'Idraulica Fatture', acceptTerms: true },
      nextAddress(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', field: 'billing' });
    expect(await purchasesOf(t.database.db, leadId)).toEqual([]);
  });

  it.each([
    ['a partita IVA with a wrong check digit', 'billing.taxId', { taxId: '00743110158' }],
    ['a codice fiscale with a wrong check letter', 'billing.taxId', { taxId: 'RSSMRA85T10A562T' }],
    ['neither', 'billing.taxId', { taxId: 'ABC123' }],
    ['a province no comune is in', 'billing.province', { province: 'XX' }],
    ['a province that is no sigla', 'billing.province', { province: 'Milano' }],
    ['a short SDI code', 'billing.sdiCode', { sdiCode: 'ABC12' }],
    ['an SDI code with symbols', 'billing.sdiCode', { sdiCode: 'ABC-123' }],
    ['a CAP of four digits', 'billing.postalCode', { postalCode: '2012' }],
    ['a blank street', 'billing.street', { street: '   ' }],
    ['a blank city', 'billing.city', { city: ' ' }],
    ['a PEC that is no email', 'billing.pec', { pec: 'pec-non-valida' }],
    ['an unknown field', 'billing.iban', { iban: 'IT60X0542811101000000123456' }],
  ])('refuses %s with 400 naming %s', async (_case, field, change) => {
    const { leadId, token } = await invitation();
    const response = await purchase(leadId, token, { ...TEST_BILLING, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', field });
    expect(await purchasesOf(t.database.db, leadId)).toEqual([]);
  });

  it('says what a valid tax id, province and SDI code are', async () => {
    const { leadId, token } = await invitation();
    expect((await purchase(leadId, token, { ...TEST_BILLING, taxId: '123' })).json()).toEqual({
      code: 'validation_error',
      message: 'Inserisci una partita IVA (11 cifre) o un codice fiscale (16 caratteri) valido.',
      field: 'billing.taxId',
    });
    expect((await purchase(leadId, token, { ...TEST_BILLING, province: 'ZZ' })).json()).toMatchObject({
      message: 'Indica la sigla della provincia, ad esempio MI.',
    });
    expect((await purchase(leadId, token, { ...TEST_BILLING, sdiCode: '12' })).json()).toMatchObject({
      message: 'Il codice SDI ha 7 caratteri, lettere o cifre.',
    });
  });

  it('is stored normalised with the purchase: compact tax id and its kind, upper-case sigla and SDI code, lower-case PEC', async () => {
    const { leadId, token } = await invitation();
    const response = await purchase(leadId, token, {
      taxId: 'IT 007-431-101.57',
      street: '  Via   Garibaldi 12 ',
      postalCode: ' 61032 ',
      city: ' Fano ',
      province: ' pu ',
      sdiCode: 'm5uxcr1',
      pec: 'Amministrazione@PEC.Example.it',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedBilling(leadId)).toEqual({
      taxId: '00743110157',
      taxIdKind: 'partita_iva',
      street: 'Via Garibaldi 12',
      postalCode: '61032',
      city: 'Fano',
      province: 'PU',
      sdiCode: 'M5UXCR1',
      pec: 'amministrazione@pec.example.it',
    });
  });

  it('accepts a codice fiscale (a sole trader), and blanks for SDI code and PEC', async () => {
    const { leadId, token } = await invitation();
    const response = await purchase(leadId, token, { ...TEST_BILLING, taxId: 'rssmra85t10a562s', sdiCode: '', pec: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedBilling(leadId)).toEqual({ ...TEST_BILLING_DETAILS, taxId: 'RSSMRA85T10A562S', taxIdKind: 'codice_fiscale' });
  });

  it('of a paid purchase becomes the business’s: its next lead prefills it; a payment not made changes nothing', async () => {
    const first = await invitation();
    const view = async (leadId: string, token: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}?t=${token}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as BusinessLeadView).invitedBusiness;
    };
    expect((await view(first.leadId, first.token)).billing).toBeNull();

    // Started but never paid: nothing is saved for the business.
    const typed: BillingInput = { ...TEST_BILLING, taxId: '01114601006', street: 'Corso Matteotti 5', sdiCode: 'abcdefg' };
    expect((await purchase(first.leadId, first.token, typed, first.email)).statusCode).toBe(200);
    const second = await insertSentLead(t.database.db);
    const secondToken = (await inviteBusiness(t.database.db, second, { email: first.email })).token;
    expect((await view(second, secondToken)).billing).toBeNull();

    // Paid: the next lead's page starts from it.
    const clientSecret = (
      (await purchase(second, secondToken, typed, first.email)).json() as {
        clientSecret: string;
      }
    ).clientSecret;
    expect((await confirm(clientSecret)).statusCode).toBe(200);
    const third = await insertSentLead(t.database.db);
    const thirdToken = (await inviteBusiness(t.database.db, third, { email: first.email })).token;
    expect(await view(third, thirdToken)).toEqual({
      name: 'Idraulica Partner',
      email: first.email,
      billing: { ...TEST_BILLING_DETAILS, taxId: '01114601006', street: 'Corso Matteotti 5', sdiCode: 'ABCDEFG' },
    });
    const row = await t.database.db.selectFrom('businesses').select('billing').where('id', '=', first.businessId).executeTakeFirstOrThrow();
    expect(row.billing).toMatchObject({ taxId: '01114601006', sdiCode: 'ABCDEFG' });
  });
});

describe('normalizeBilling', () => {
  it('keeps a valid partita IVA or codice fiscale compact, with its kind', () => {
    expect(normalizeBilling({ ...TEST_BILLING, taxId: 'IT 12345678903' })).toMatchObject({ taxId: '12345678903', taxIdKind: 'partita_iva' });
    expect(normalizeBilling({ ...TEST_BILLING, taxId: 'MRA RSS 80A01 H501T' })).toMatchObject({
      taxId: 'MRARSS80A01H501T',
      taxIdKind: 'codice_fiscale',
    });
    expect(normalizeBilling(TEST_BILLING)).toEqual(TEST_BILLING_DETAILS);
  });

  it('throws a 400 naming the field', () => {
    expect(() => normalizeBilling({ ...TEST_BILLING, taxId: '12345678901' })).toThrow(
      expect.objectContaining({ status: 400, field: 'billing.taxId' }),
    );
    expect(() => normalizeBilling({ ...TEST_BILLING, province: 'QQ' })).toThrow(expect.objectContaining({ field: 'billing.province' }));
    expect(() => normalizeBilling({ ...TEST_BILLING, sdiCode: 'ABCDEF' })).toThrow(expect.objectContaining({ field: 'billing.sdiCode' }));
  });
});
