import { randomUUID } from 'node:crypto';
import { routes, type Business, type OfferPlaces } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { signedToken } from '../../lib/signed-token.ts';
import { BUSINESS_COOKIE_NAME } from '../../plugins/business-session.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { useTestApp } from '../../test/file-app.ts';
import { createBusinessSession } from '../business-area/business-sessions.ts';
import { deliverableMessage } from '../email-outbox/email-outbox.service.ts';
import { insertLead } from '../leads/leads.repository.ts';
import { privacySecret } from '../privacy/privacy.service.ts';

/** Issue 34: LEAD_MAX_OFFERS caps the businesses a lead reaches; with CUSTOMER_CHOOSES only the customer's choice is offered it. */
const SITE = 'https://www.trovapro.example';
const t = useTestApp({
  env: { CUSTOMER_CHOOSES: 'true', LEAD_MAX_OFFERS: '3', LEAD_MAX_BUYERS: '2', PUBLIC_SITE_URL: SITE },
  comuni: true,
  templates: true,
  signedIn: true,
});

const BERGAMO = '016024';
let addressSeq = 0;
const nextAddress = () => fromAddress(`203.0.113.${(addressSeq++ % 250) + 1}`);

async function approvedLead(email = 'marta.ricci@gmail.com'): Promise<string> {
  const id = randomUUID();
  await insertLead(t.database.db, {
    id,
    user_request: 'Perde acqua dal sifone sotto il lavello della cucina da ieri sera.',
    user_email: email,
    user_name: 'Marta Ricci',
    user_phone: '+39 333 123 4567',
    category: 'Idraulico',
    price: '25.00',
    status: 'approved_pending_companies',
    istat_code: BERGAMO,
    landing_page_id: null,
    prefilled_service: null,
    prefilled_location: null,
    landing_context: null,
  });
  return id;
}

async function addBusiness(name: string): Promise<Business> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.it`;
  const response = await t.admin('POST', '/api/admin/businesses', { name, email, category: 'Idraulico', location: 'Bergamo' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Business;
}

const propose = (leadId: string, ids: string[]) => t.admin('POST', `/api/admin/leads/${leadId}/propose-businesses`, { selectedBusinessIds: ids });
const send = (leadId: string, ids: string[]) => t.admin('POST', `/api/admin/leads/${leadId}/send-to-businesses`, { selectedBusinessIds: ids });
const choose = (token: string, businessIds: string[]) => postJson(t.app, routes.customerChooseBusinesses.path, { token, businessIds }, nextAddress());

async function requestToken(leadId: string): Promise<string> {
  return signedToken(await privacySecret(t.database.db, t.config), 'request', leadId);
}

/** The link of the customer's «scegli le aziende» email, as it leaves. */
async function choiceLink(leadId: string): Promise<string> {
  const rows = await t.database.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('purpose', '=', 'lead-choice')
    .where('lead_id', '=', leadId)
    .execute();
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  // The stored log never holds the link.
  expect(row.text).not.toContain('/la-mia-richiesta?t=');
  const link = new RegExp(`${SITE}/la-mia-richiesta\\?t=(\\S+)`).exec(deliverableMessage(row).text)?.[1];
  expect(link).toBeDefined();
  return link ?? '';
}

async function deliveredTo(leadId: string): Promise<string[]> {
  const rows = await t.database.db.selectFrom('lead_deliveries').select('business_id').where('lead_id', '=', leadId).execute();
  return rows.map((row) => row.business_id).sort();
}

describe('CUSTOMER_CHOOSES=true', () => {
  it('a business the customer did not tick is never offered the request and can never buy it', async () => {
    const lead = await approvedLead();
    const [alfa, beta, gamma] = [await addBusiness('Idraulica Alfa'), await addBusiness('Idraulica Beta'), await addBusiness('Idraulica Gamma')];

    // Sending directly is refused: nobody has been chosen.
    const direct = await send(lead, [alfa.id]);
    expect(direct.statusCode, direct.body).toBe(409);
    expect(direct.json()).toMatchObject({ code: 'not_chosen_by_customer' });

    const proposed = await propose(lead, [alfa.id, beta.id, gamma.id]);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toEqual({ proposedCount: 3 });
    const token = await choiceLink(lead);
    expect(token).toBe(await requestToken(lead));

    // The customer ticks Alfa only: it is offered the request at once, the others never.
    const chosen = await choose(token, [alfa.id]);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ offeredCount: 1 });
    expect(await deliveredTo(lead)).toEqual([alfa.id]);
    const offers = await t.database.db
      .selectFrom('email_outbox')
      .select('recipient')
      .where('purpose', '=', 'lead-offer')
      .where('lead_id', '=', lead)
      .execute();
    expect(offers.map((row) => row.recipient)).toEqual([alfa.email]);

    // The admin cannot send it to Beta afterwards (the lead is sent; nor before, not chosen), nor can the customer choose again.
    const later = await send(lead, [beta.id]);
    expect(later.statusCode).toBe(409);
    const again = await choose(token, [beta.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'nothing_to_choose' });
    expect(await deliveredTo(lead)).toEqual([alfa.id]);

    // Beta's area neither lists the request nor mints a purchase link for it.
    const cookie = `${BUSINESS_COOKIE_NAME}=${await createBusinessSession(t.database.db, beta.id)}`;
    const area = await t.app.inject({ method: 'GET', url: routes.businessListOffers.path, headers: { cookie } });
    expect(area.statusCode, area.body).toBe(200);
    expect(JSON.stringify(area.json())).not.toContain(lead);
    const link = await t.app.inject({
      method: 'POST',
      url: routes.businessOfferPurchaseLink.path.replace(':leadId', lead),
      headers: { cookie, origin: t.config.checkoutUrl },
    });
    expect(link.statusCode).toBe(404);

    const places = await t.adminJson<OfferPlaces>('GET', `/api/admin/leads/${lead}/offer-places`);
    expect(places.body).toMatchObject({ maxOffers: 3, offered: 1, left: 2, customerChooses: true });
    expect(places.body.proposals.map(({ businessId, chosen }) => [businessId, chosen])).toEqual(
      expect.arrayContaining([
        [alfa.id, true],
        [beta.id, false],
        [gamma.id, false],
      ]),
    );
  });

  it('takes the choice only from a link signed for that request', async () => {
    const lead = await approvedLead('luca.verdi@example.com');
    const other = await approvedLead('anna.neri@example.com');
    const alfa = await addBusiness('Idraulica Delta');
    expect((await propose(lead, [alfa.id])).statusCode).toBe(200);
    const secret = await privacySecret(t.database.db, t.config);
    const forged = `${lead}.${'A'.repeat(43)}`;
    const eraseToken = signedToken(secret, 'erase', lead);
    const otherRequest = signedToken(secret, 'request', other);
    for (const token of [forged, eraseToken, `${other}.${(await requestToken(lead)).split('.')[1]}`]) {
      const refused = await choose(token, [alfa.id]);
      expect(refused.statusCode, token).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'invalid_token' });
    }
    // The other request's own link names a business not proposed for it.
    const elsewhere = await choose(otherRequest, [alfa.id]);
    expect(elsewhere.statusCode).toBe(409);
    expect(await deliveredTo(lead)).toEqual([]);
    expect(await deliveredTo(other)).toEqual([]);
  });

  it('refuses a choice beyond the places left, and a business that was not proposed', async () => {
    const lead = await approvedLead('paolo.gialli@example.com');
    const businesses = [await addBusiness('Idraulica Uno'), await addBusiness('Idraulica Due'), await addBusiness('Idraulica Tre')];
    const outsider = await addBusiness('Idraulica Quattro');
    // LEAD_MAX_OFFERS=3: a fourth proposal is refused.
    const tooMany = await propose(
      lead,
      [...businesses, outsider].map((business) => business.id),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'too_many_proposals' });
    expect(
      (
        await propose(
          lead,
          businesses.map((business) => business.id),
        )
      ).statusCode,
    ).toBe(200);
    const token = await requestToken(lead);
    const unknown = await choose(token, [outsider.id]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'unknown_choice' });
    const all = await choose(
      token,
      businesses.map((business) => business.id),
    );
    expect(all.statusCode, all.body).toBe(200);
    expect(await deliveredTo(lead)).toEqual(businesses.map((business) => business.id).sort());
  });
});

describe('LEAD_MAX_OFFERS without the customer choosing', () => {
  const plain = useTestApp({ env: { LEAD_MAX_OFFERS: '3', LEAD_MAX_BUYERS: '2' }, comuni: true, templates: true, signedIn: true });

  it('refuses a send to more businesses than the request may reach, and proposals', async () => {
    const id = randomUUID();
    await insertLead(plain.database.db, {
      id,
      user_request: 'Salta la corrente in tutta la casa quando accendo il forno.',
      user_email: 'sara.blu@example.com',
      user_name: 'Sara Blu',
      user_phone: null,
      category: 'Elettricista',
      price: '25.00',
      status: 'approved_pending_companies',
      istat_code: BERGAMO,
      landing_page_id: null,
      prefilled_service: null,
      prefilled_location: null,
      landing_context: null,
    });
    const ids: string[] = [];
    for (const name of ['Elettrica Uno', 'Elettrica Due', 'Elettrica Tre', 'Elettrica Quattro']) {
      const response = await plain.admin('POST', '/api/admin/businesses', {
        name,
        email: `${randomUUID().slice(0, 8)}@example.it`,
        category: 'Elettricista',
        location: 'Bergamo',
      });
      ids.push((response.json() as Business).id);
    }
    const places = await plain.adminJson<OfferPlaces>('GET', `/api/admin/leads/${id}/offer-places`);
    expect(places.body).toEqual({ maxOffers: 3, offered: 0, left: 3, customerChooses: false, proposals: [] });
    const refused = await plain.admin('POST', `/api/admin/leads/${id}/send-to-businesses`, { selectedBusinessIds: ids });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'too_many_offers', message: expect.stringContaining('al massimo a 3 aziende') });
    const proposal = await plain.admin('POST', `/api/admin/leads/${id}/propose-businesses`, { selectedBusinessIds: ids.slice(0, 1) });
    expect(proposal.statusCode).toBe(409);
    expect(proposal.json()).toMatchObject({ code: 'customer_choice_off' });
    const sent = await plain.admin('POST', `/api/admin/leads/${id}/send-to-businesses`, { selectedBusinessIds: ids.slice(0, 3) });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await plain.adminJson<OfferPlaces>('GET', `/api/admin/leads/${id}/offer-places`);
    expect(after.body).toMatchObject({ offered: 3, left: 0 });
  });
});
