import { randomUUID } from 'node:crypto';
import { formatEuro } from '@trovapro/copy';
import type { Business, BusinessLeadView } from '@trovapro/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverableMessage } from '../email-outbox/email-outbox.service.ts';
import { insertLead } from './leads.repository.ts';
import { useTestApp } from '../../test/file-app.ts';

/** Issue 29: the offer email describes the job, and says «della zona» only to a business of the lead's area. */
const t = useTestApp({ env: { CHECKOUT_URL: 'https://pay.trovapro.example/', LEAD_MAX_BUYERS: '3' }, comuni: true, templates: true, signedIn: true });

const BERGAMO = '016024';
const REQUEST =
  'Buongiorno, perde acqua dal sifone sotto il lavello della cucina da ieri. Sono Marta, chiamatemi al 333 123 4567 o scrivete a marta.ricci@gmail.com, abito in via Roma.';

const admin = t.admin;

async function approvedLead(): Promise<string> {
  const id = randomUUID();
  await insertLead(t.database.db, {
    id,
    user_request: REQUEST,
    user_email: 'marta.ricci@gmail.com',
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

async function addBusiness(name: string, location: string): Promise<Business> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.it`;
  const response = await admin('POST', '/api/admin/businesses', { name, email, category: 'Idraulico', location });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Business;
}

/** Each business's offer email as it leaves (purchase link revealed). */
async function offersOf(leadId: string) {
  const rows = await t.database.db.selectFrom('email_outbox').selectAll().where('purpose', '=', 'lead-offer').where('lead_id', '=', leadId).execute();
  return new Map(rows.map((row) => [row.recipient, { ...deliverableMessage(row), stored: row }]));
}

describe('the offer email', () => {
  let lead: string;
  let near: { sameComune: Business; sameProvince: Business };
  let sameRegion: Business;
  let farAway: Business;
  let offers: Awaited<ReturnType<typeof offersOf>>;
  beforeAll(async () => {
    lead = await approvedLead();
    near = {
      sameComune: await addBusiness('Idraulica Orobica', 'Bergamo'),
      sameProvince: await addBusiness('Idraulica Bassa', 'Treviglio (Bergamo)'),
    };
    sameRegion = await addBusiness('Idraulica Milanese', 'Milano');
    // About 200 km away, in another region.
    farAway = await addBusiness('Idraulica Felsinea', 'Bologna');
    const all = [near.sameComune, near.sameProvince, sameRegion, farAway];
    const sent = await admin('POST', `/api/admin/leads/${lead}/send-to-businesses`, { selectedBusinessIds: all.map((business) => business.id) });
    expect(sent.statusCode, sent.body).toBe(200);
    offers = await offersOf(lead);
    expect(offers.size).toBe(4);
  });

  it('holds the request exactly as the checkout shows it to that business before it pays: without the name, address or contacts', async () => {
    for (const offer of offers.values()) {
      const token = /\?t=([A-Za-z0-9_-]+)/.exec(offer.text)?.[1];
      const view = await t.app.inject({ method: 'GET', url: `/api/business/lead/${lead}?t=${token}` });
      expect(view.statusCode).toBe(200);
      const { description } = view.json() as BusinessLeadView;
      expect(description).toContain('perde acqua dal sifone sotto il lavello della cucina');
      expect(offer.text).toContain(`«${description}»`);
      for (const part of [offer.text, offer.html, offer.subject]) {
        expect(part).not.toContain('marta.ricci@gmail.com');
        expect(part).not.toContain('123 4567');
        expect(part).not.toContain('Sono Marta');
      }
    }
  });

  it('says «della zona» to a business of the comune or the province only: not to one of the region, nor 200 km away', () => {
    const says = (business: Business) => offers.get(business.email)?.text.includes('della zona');
    expect(says(near.sameComune)).toBe(true);
    expect(says(near.sameProvince)).toBe(true);
    expect(says(sameRegion)).toBe(false);
    expect(says(farAway)).toBe(false);
    const far = offers.get(farAway.email);
    expect(`${far?.subject} ${far?.text} ${far?.html}`).not.toContain('della zona');
    // The place is named, without the claim.
    expect(far?.text).toContain('Zona: Bergamo');
    expect(far?.text).toContain('La inviamo solo ad alcune aziende selezionate. Possono acquistarla');
  });

  it('names the comune and the price IVA inclusa, and how many may buy it and how many places are left', () => {
    for (const offer of offers.values()) {
      expect(offer.text).toContain(`Zona: Bergamo\nPrezzo: ${formatEuro('25.00')} IVA inclusa`);
      // Four invited, three may buy.
      expect(offer.text).toContain('Possono acquistarla al massimo 3 aziende: ne restano 3.');
    }
  });

  it('counts the places left as the checkout does: fewer invited than the cap, the invited ones', async () => {
    const alone = await approvedLead();
    const only = await addBusiness('Idraulica Sola', 'Bergamo');
    expect((await admin('POST', `/api/admin/leads/${alone}/send-to-businesses`, { selectedBusinessIds: [only.id] })).statusCode).toBe(200);
    const offer = (await offersOf(alone)).get(only.email);
    expect(offer?.text).toContain('Possono acquistarla al massimo 3 aziende: ne resta una.');
    const token = /\?t=([A-Za-z0-9_-]+)/.exec(offer?.text ?? '')?.[1];
    const view = await t.app.inject({ method: 'GET', url: `/api/business/lead/${alone}?t=${token}` });
    expect((view.json() as BusinessLeadView).placesLeft).toBe(1);
  });
});
