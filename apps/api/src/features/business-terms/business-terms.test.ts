import { businessTermsCopy } from '@trovapro/copy';
import { BUSINESS_TERMS_VERSIONS, type AdminBusinessDetail, type BusinessLeadView } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { TEST_BILLING } from '../../test/billing.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { useTestApp } from '../../test/file-app.ts';
import { postSignup, signupBody, signUpPartner } from '../../test/partner-helpers.ts';
import { insertSentLead, inviteBusiness, type InvitedBusiness } from '../checkout/sent-lead.fixture.ts';
import { announceBusinessTerms } from './business-terms.service.ts';

const t = useTestApp({ comuni: true, signedIn: true });

const CURRENT = BUSINESS_TERMS_VERSIONS.at(-1)!.version;
let seq = 0;
const freshEmail = (name: string) => `${name}.${++seq}@example.it`;
let addressSeq = 0;
const nextAddress = () => fromAddress(`198.51.100.${(addressSeq++ % 250) + 1}`);

const acceptancesOf = (businessId: string) =>
  t.database.db.selectFrom('business_terms_acceptances').selectAll().where('business_id', '=', businessId).orderBy('accepted_at').execute();

const leadView = (leadId: string, invited: InvitedBusiness) =>
  t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}?t=${invited.token}` });
const purchase = (leadId: string, invited: InvitedBusiness, extra: object = {}) =>
  postJson(
    t.app,
    `/api/business/purchase/${leadId}?t=${invited.token}`,
    { businessEmail: 'acquisti@example.it', businessName: 'Idraulica Termini', billing: TEST_BILLING, ...extra },
    nextAddress(),
  );

describe('terms for businesses at sign-up', () => {
  it('refuses a sign-up without the terms accepted: 400 naming termsAccepted, in Italian, nothing stored', async () => {
    const email = freshEmail('senza-termini');
    for (const termsAccepted of [undefined, false]) {
      const { termsAccepted: _accepted, ...body } = signupBody({ email });
      const response = await postSignup(t.app, termsAccepted === undefined ? body : { ...body, termsAccepted });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'validation_error', message: businessTermsCopy.apiSignupRequired, field: 'termsAccepted' });
    }
    expect(await t.database.db.selectFrom('partner_signups').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('stores the version accepted on the form, and makes it the business’s when the code confirms the email', async () => {
    const email = freshEmail('con-termini');
    const before = Date.now();
    const businessId = await signUpPartner(t.app, t.database.db, { email });
    const [acceptance, ...others] = await acceptancesOf(businessId);
    expect(others).toEqual([]);
    expect(acceptance).toMatchObject({ business_id: businessId, version: CURRENT, context: 'signup' });
    expect(acceptance!.accepted_at.getTime()).toBeGreaterThanOrEqual(before - 1_000);

    const detail = await t.admin('GET', `/api/admin/businesses/${businessId}`);
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as AdminBusinessDetail).terms).toEqual({
      version: CURRENT,
      acceptedAt: acceptance!.accepted_at.toISOString(),
      context: 'signup',
      current: true,
    });
  });
});

describe('terms for businesses at checkout', () => {
  it('asks a business the admin added to accept at its first purchase, and stores the acceptance', async () => {
    const leadId = await insertSentLead(t.database.db);
    const invited = await inviteBusiness(t.database.db, leadId, { email: freshEmail('aggiunta') });

    const view = await leadView(leadId, invited);
    expect(view.statusCode).toBe(200);
    expect((view.json() as BusinessLeadView).termsToAccept).toEqual({ version: CURRENT, url: `${t.config.publicSiteUrl}/termini-aziende` });

    for (const extra of [{}, { acceptTerms: false }]) {
      const refused = await purchase(leadId, invited, extra);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'validation_error', message: businessTermsCopy.apiPurchaseRequired, field: 'acceptTerms' });
    }
    expect(await t.database.db.selectFrom('purchases').select('id').where('lead_id', '=', leadId).execute()).toEqual([]);
    expect(await acceptancesOf(invited.id)).toEqual([]);

    const accepted = await purchase(leadId, invited, { acceptTerms: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await acceptancesOf(invited.id)).toMatchObject([{ version: CURRENT, context: 'purchase' }]);
    expect((await t.admin('GET', `/api/admin/businesses/${invited.id}`)).json()).toMatchObject({
      terms: { version: CURRENT, context: 'purchase', current: true },
    });
  });

  it('asks nothing of a business that accepted the current version (its sign-up)', async () => {
    const email = freshEmail('iscritta');
    const businessId = await signUpPartner(t.app, t.database.db, { email });
    await t.database.db.updateTable('businesses').set({ approval: 'approved', is_active: true }).where('id', '=', businessId).execute();
    const leadId = await insertSentLead(t.database.db);
    const invited = await inviteBusiness(t.database.db, leadId, { email });
    expect(invited.id).toBe(businessId);

    expect(((await leadView(leadId, invited)).json() as BusinessLeadView).termsToAccept).toBeNull();
    const bought = await purchase(leadId, invited);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await acceptancesOf(businessId)).toMatchObject([{ version: CURRENT, context: 'signup' }]);
  });

  it('a business without the version gets null once it accepted it, and an admin detail says «none» before', async () => {
    const leadId = await insertSentLead(t.database.db);
    const invited = await inviteBusiness(t.database.db, leadId, { email: freshEmail('nuova') });
    expect((await t.admin('GET', `/api/admin/businesses/${invited.id}`)).json()).toMatchObject({ terms: null });
    expect((await purchase(leadId, invited, { acceptTerms: true })).statusCode).toBe(200);
    const other = await insertSentLead(t.database.db);
    const again = await inviteBusiness(t.database.db, other, { email: await businessEmail(invited.id) });
    expect(((await leadView(other, again)).json() as BusinessLeadView).termsToAccept).toBeNull();
  });
});

const businessEmail = async (id: string) =>
  (await t.database.db.selectFrom('businesses').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

describe('a new version of the terms', () => {
  const OLD = { version: '2020-01-01', publishedOn: '2020-01-01', effectiveOn: '2020-01-01' };
  const NEW = { version: '2020-03-01', publishedOn: '2020-03-01', effectiveOn: '2020-03-16' };
  const versions = [OLD, NEW];
  const announce = () =>
    announceBusinessTerms(t.database.db, { publicSiteUrl: 'https://www.trovapro.example', now: new Date('2020-03-02T10:00:00Z'), versions });

  it('is emailed once to each business that accepted an earlier one, with the day it is in force and the link', async () => {
    const leadId = await insertSentLead(t.database.db);
    const [earlier, both, never] = await Promise.all(
      ['prima', 'entrambe', 'mai'].map((name) =>
        inviteBusiness(t.database.db, leadId, { email: `${name}.annuncio@example.it`, name: `Azienda ${name}` }),
      ),
    );
    const accept = (businessId: string, version: string) =>
      t.database.db.insertInto('business_terms_acceptances').values({ business_id: businessId, version, context: 'purchase' }).execute();
    await accept(earlier!.id, OLD.version);
    await accept(both!.id, OLD.version);
    await accept(both!.id, NEW.version);

    expect(await announce()).toBe(1);
    expect(await announce()).toBe(0);
    const sent = await t.database.db.selectFrom('email_outbox').selectAll().where('purpose', '=', 'business-terms').execute();
    expect(sent.map((email) => [email.recipient, email.dedupe_key])).toEqual([
      ['prima.annuncio@example.it', `business-terms:${NEW.version}:${earlier!.id}`],
    ]);
    expect(sent[0]!.subject).toBe('Nuovi Termini per le aziende di TrovaPro');
    expect(sent[0]!.text).toContain('Gentile Azienda prima,');
    expect(sent[0]!.text).toContain('entra in vigore il 16/03/2020');
    expect(sent[0]!.text).toContain('https://www.trovapro.example/termini-aziende');
    expect(never).toBeDefined();
  });

  it('with only the first version, nobody is emailed', async () => {
    expect(await announceBusinessTerms(t.database.db, { publicSiteUrl: 'https://www.trovapro.example', versions: [OLD] })).toBe(0);
  });
});
